/**
 * Popup time to content with 100 cached reviews, as a ratio to the yardstick (yardstick.ts) opened
 * in the same browser in the same run: opens alternate (yardstick, popup, popup, yardstick…) so
 * both see the same machine load, after two warm-up opens each (the first of which also lets the
 * popup draw, and so record, its first screen). The median of `opens` of each is compared.
 */
import { timeToContent } from './content-timing';
import { POPUP_FIRST_REVIEW } from './selectors';
import type { BenchSession } from './session';
import { median, medianSteps } from './stats';
import { openYardstick, ratio } from './yardstick';

export interface PopupOpenResult {
  opens: number;
  popupMedianMs: number;
  /** When the popup's shell (header, tabs) showed, before its reviews: where the time goes. */
  popupShellMedianMs: number;
  yardstickMedianMs: number;
  /** The popup's median ÷ the yardstick's: what the budget checks. */
  ratio: number;
  /** Median time of each step of the popup's opening (content-timing.ts), in order. */
  popupStepsMedianMs: Record<string, number>;
  popupMs: number[];
  yardstickMs: number[];
}

export async function benchPopupOpen(session: BenchSession, opens = 20): Promise<PopupOpenResult> {
  const popup = () =>
    timeToContent(
      session.context,
      `chrome-extension://${session.extensionId}/popup.html`,
      POPUP_FIRST_REVIEW,
    );
  for (let i = 0; i < 2; i++) {
    await openYardstick(session);
    await popup();
  }
  const popupMs: number[] = [];
  const shellMs: number[] = [];
  const steps: Record<string, number>[] = [];
  const yardstickMs: number[] = [];
  const openPopup = async () => {
    const timing = await popup();
    popupMs.push(timing.contentMs);
    shellMs.push(timing.shellMs);
    steps.push(timing.steps);
  };
  const openYard = async () => yardstickMs.push((await openYardstick(session)).contentMs);
  for (let i = 0; i < opens; i++) {
    // Alternate which goes first, so neither always follows the other's page teardown.
    if (i % 2 === 0) {
      await openYard();
      await openPopup();
    } else {
      await openPopup();
      await openYard();
    }
  }
  const popupMedianMs = median(popupMs);
  const yardstickMedianMs = median(yardstickMs);
  return {
    opens,
    popupMedianMs,
    popupShellMedianMs: median(shellMs),
    yardstickMedianMs,
    ratio: ratio(popupMedianMs, yardstickMedianMs),
    popupStepsMedianMs: medianSteps(steps),
    popupMs,
    yardstickMs,
  };
}
