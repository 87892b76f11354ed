/**
 * The side panel's inbox with a large cache: time to the first review row (median of a few opens,
 * same probe as the popup), then frame times while scrolling its list: the list's scroller moves
 * by a steady step each animation frame and the deltas between frames are recorded. A 60 Hz
 * display gives ~16.7 ms frames; a virtualized list should hold that at any length. Also the time
 * until its filters answer at once: the in-memory index built (the list shows before, unfiltered).
 */
import { timeToContent } from './content-timing';
import { PANEL_FILTERS_READY, PANEL_FIRST_REVIEW } from './selectors';
import type { BenchSession } from './session';
import { max, median, medianSteps, percentile } from './stats';

export interface SidePanelResult {
  opens: number;
  firstRenderMedianMs: number;
  /** Each open's time to the first row, in order, and the median time of each step of an open. */
  firstRenderMs: number[];
  stepsMedianMs: Record<string, number>;
  /** Until the filter index is built (the list shows before it, unfiltered); median of `opens`. */
  filtersReadyMedianMs: number;
  filtersReadyMs: number[];
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  /** Frames longer than 50 ms (a visible stutter). */
  longFrames: number;
  /** How far the list scrolled, px, and whether rows were still showing at the end. */
  scrolledPx: number;
  rowsAtEnd: number;
}

const SIZE = { width: 420, height: 860 };
const tenth = (ms: number) => Math.round(ms * 10) / 10;
const STEP_PX = 120;
const FRAMES = 240;

export async function benchSidePanel(session: BenchSession, opens = 5): Promise<SidePanelResult> {
  const url = `chrome-extension://${session.extensionId}/sidepanel.html#/inbox`;
  const renders: number[] = [];
  await timeToContent(session.context, url, PANEL_FIRST_REVIEW, SIZE); // warm-up
  const filtersReady: number[] = [];
  const steps: Record<string, number>[] = [];
  for (let i = 0; i < opens; i++) {
    const timing = await timeToContent(session.context, url, PANEL_FIRST_REVIEW, SIZE);
    renders.push(tenth(timing.contentMs));
    steps.push({ ...timing.steps, shell: timing.shellMs, 'first row': timing.contentMs });
    filtersReady.push(
      tenth((await timeToContent(session.context, url, PANEL_FILTERS_READY, SIZE)).contentMs),
    );
  }

  const page = await session.openPage('sidepanel.html#/inbox', SIZE);
  try {
    await page.locator(PANEL_FIRST_REVIEW).first().waitFor();
    const run = await page.evaluate(
      async ({ selector, step, frames }) => {
        const row = document.querySelector(selector);
        // The list's scroller: the nearest ancestor that scrolls vertically.
        let scroller: Element | null = row?.parentElement ?? null;
        while (
          scroller &&
          !(
            scroller.scrollHeight > scroller.clientHeight + 1 &&
            /auto|scroll/.test(getComputedStyle(scroller).overflowY)
          )
        )
          scroller = scroller.parentElement;
        const target = scroller ?? document.scrollingElement!;
        const deltas: number[] = [];
        let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        for (let i = 0; i < frames; i++) {
          target.scrollTop += step;
          const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          deltas.push(now - last);
          last = now;
        }
        return { deltas, scrolled: target.scrollTop, rows: document.querySelectorAll(selector).length };
      },
      { selector: PANEL_FIRST_REVIEW, step: STEP_PX, frames: FRAMES },
    );
    return {
      opens,
      firstRenderMedianMs: median(renders),
      firstRenderMs: renders,
      stepsMedianMs: medianSteps(steps),
      filtersReadyMedianMs: median(filtersReady),
      filtersReadyMs: filtersReady,
      frames: run.deltas.length,
      frameP50Ms: percentile(run.deltas, 50),
      frameP95Ms: percentile(run.deltas, 95),
      frameMaxMs: max(run.deltas),
      longFrames: run.deltas.filter((delta) => delta > 50).length,
      scrolledPx: Math.round(run.scrolled),
      rowsAtEnd: run.rows,
    };
  } finally {
    await page.close();
  }
}
