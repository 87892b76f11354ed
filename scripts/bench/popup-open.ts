/**
 * Popup time to content with 100 cached reviews, as a ratio to a blank extension page opened in
 * the same browser in the same run: opens alternate (blank, popup, blank, popup…) so both see the
 * same machine load, after two warm-up opens each. The median of `opens` of each is compared.
 */
import { BLANK_CONTENT, BLANK_PAGE, SCRIPT_PAGE } from './build';
import { timeToContent } from './content-timing';
import { POPUP_FIRST_REVIEW } from './selectors';
import type { BenchSession } from './session';
import { median, medianSteps } from './stats';

export interface PopupOpenResult {
  opens: number;
  popupMedianMs: number;
  /** When the popup's shell (header, tabs) showed, before its reviews: where the time goes. */
  popupShellMedianMs: number;
  blankMedianMs: number;
  /** The same blank page whose paragraph one tiny script file adds (build.ts › SCRIPT_PAGE). */
  scriptPageMedianMs: number;
  /** That page's time ÷ the blank page's: the floor of the ratio for content drawn by a script. */
  scriptPageRatio: number;
  /** Median time of each step of the popup's opening (content-timing.ts), in order. */
  popupStepsMedianMs: Record<string, number>;
  ratio: number;
  popupMs: number[];
  blankMs: number[];
  scriptPageMs: number[];
}

export async function benchPopupOpen(session: BenchSession, opens = 20): Promise<PopupOpenResult> {
  const base = `chrome-extension://${session.extensionId}`;
  const popup = () => timeToContent(session.context, `${base}/popup.html`, POPUP_FIRST_REVIEW);
  const blank = () => timeToContent(session.context, `${base}/${BLANK_PAGE}`, BLANK_CONTENT);
  const scriptPage = () => timeToContent(session.context, `${base}/${SCRIPT_PAGE}`, BLANK_CONTENT);
  for (let i = 0; i < 2; i++) {
    await blank();
    await popup();
    await scriptPage();
  }
  const popupMs: number[] = [];
  const shellMs: number[] = [];
  const steps: Record<string, number>[] = [];
  const blankMs: number[] = [];
  const scriptPageMs: number[] = [];
  const openPopup = async () => {
    const timing = await popup();
    popupMs.push(timing.contentMs);
    shellMs.push(timing.shellMs);
    steps.push(timing.steps);
  };
  for (let i = 0; i < opens; i++) {
    // Alternate which goes first, so neither always follows the other's page teardown.
    if (i % 2 === 0) {
      blankMs.push((await blank()).contentMs);
      await openPopup();
    } else {
      await openPopup();
      blankMs.push((await blank()).contentMs);
    }
    scriptPageMs.push((await scriptPage()).contentMs);
  }
  const popupMedianMs = median(popupMs);
  const blankMedianMs = median(blankMs);
  const scriptPageMedianMs = median(scriptPageMs);
  return {
    opens,
    popupMedianMs,
    popupShellMedianMs: median(shellMs),
    blankMedianMs,
    popupStepsMedianMs: medianSteps(steps),
    ratio: Math.round((popupMedianMs / blankMedianMs) * 100) / 100,
    scriptPageMedianMs,
    scriptPageRatio: Math.round((scriptPageMedianMs / blankMedianMs) * 100) / 100,
    popupMs,
    blankMs,
    scriptPageMs,
  };
}
