/**
 * The side panel's inbox with a large cache: time to the first review row (median of a few opens,
 * same probe as the popup), then frames while scrolling its list: the list's scroller moves by a
 * steady step each animation frame. Also the time until its filters answer at once: the in-memory
 * index built (the list shows before, unfiltered). Both times are also given as ratios to the
 * yardstick (yardstick.ts), opened at the panel's size between them.
 *
 * Two figures per frame. Its work: from the frame's start (the animation frame's timestamp) to the
 * end of its rendering (a task posted from the animation frame runs after style, layout and
 * paint), which includes the list's own work on the scroll event. A frame whose work fits in
 * 16.7 ms is on time at 60 Hz. And the interval between frames, which shows a missed frame as a
 * second interval; but at 60 Hz it never goes below the frame clock's own ~16.7 ms, give or take
 * its ~0.1 ms jitter, so its 95th percentile measures the clock (an empty page's is 16.8 ms)
 * rather than the list.
 */
import { LONG_FRAME_MS } from './budgets';
import { timeToContent } from './content-timing';
import { PANEL_FILTERS_READY, PANEL_FIRST_REVIEW } from './selectors';
import type { BenchSession } from './session';
import { max, median, medianSteps, percentile } from './stats';
import { openYardstick, ratio } from './yardstick';

export interface SidePanelResult {
  opens: number;
  firstRenderMedianMs: number;
  /** Each open's time to the first row, in order, and the median time of each step of an open. */
  firstRenderMs: number[];
  stepsMedianMs: Record<string, number>;
  /** Until the filter index is built (the list shows before it, unfiltered); median of `opens`. */
  filtersReadyMedianMs: number;
  filtersReadyMs: number[];
  /** The yardstick's median at the panel's size, opened between the panel's opens. */
  yardstickMedianMs: number;
  yardstickMs: number[];
  /** The first row's and the filters' medians ÷ the yardstick's: what the budgets check. */
  firstRenderRatio: number;
  filtersReadyRatio: number;
  /**
   * The scroll keeps absolute budgets: frame work is already a per-frame measure (a frame is on
   * time at 60 Hz when its work fits in 16.7 ms, whatever the machine), and so is a stutter.
   */
  frames: number;
  /** Each frame's work (module comment): its 50th and 95th percentile and the longest. */
  frameWorkP50Ms: number;
  frameWorkP95Ms: number;
  frameWorkMaxMs: number;
  /** Intervals between frames: 95th percentile and longest. */
  frameP95Ms: number;
  frameMaxMs: number;
  /** Intervals longer than one and a half frames of the median: frames missed. */
  missedFrames: number;
  /** Intervals longer than 50 ms (a visible stutter). */
  longFrames: number;
  /** How far the list scrolled, px, and whether rows were still showing at the end. */
  scrolledPx: number;
  rowsAtEnd: number;
}

const SIZE = { width: 420, height: 860 };
const tenth = (ms: number) => Math.round(ms * 10) / 10;
const STEP_PX = 120;
const FRAMES = 240;

/** Each open's times, in order: `opens` rounds of the yardstick, the first row, the filters. */
export interface PanelOpens {
  renders: number[];
  steps: Record<string, number>[];
  filtersReady: number[];
  yardstick: number[];
}

/** Opens the inbox `opens` times for its first row and `opens` times for its filters, the yardstick between. */
export async function openPanel(session: BenchSession, opens: number): Promise<PanelOpens> {
  const url = `chrome-extension://${session.extensionId}/sidepanel.html#/inbox`;
  // Warm-up, which also lets the panel draw, and so record, its first rows.
  await timeToContent(session.context, url, PANEL_FIRST_REVIEW, SIZE);
  await openYardstick(session, SIZE);
  const result: PanelOpens = { renders: [], steps: [], filtersReady: [], yardstick: [] };
  for (let i = 0; i < opens; i++) {
    result.yardstick.push(tenth((await openYardstick(session, SIZE)).contentMs));
    const timing = await timeToContent(session.context, url, PANEL_FIRST_REVIEW, SIZE);
    result.renders.push(tenth(timing.contentMs));
    result.steps.push({ ...timing.steps, shell: timing.shellMs, 'first row': timing.contentMs });
    result.filtersReady.push(
      tenth((await timeToContent(session.context, url, PANEL_FILTERS_READY, SIZE)).contentMs),
    );
  }
  return result;
}

/**
 * Opens per figure. With five, the yardstick's median moved 41–73 ms from one run to the next on
 * the 2-core machine of 2026-11-28 and the same build's filters read 5.9× and 7.2× over All
 * accounts twenty minutes apart; `npm run bench:compare` needed about 21 to tell builds apart.
 */
const PANEL_OPENS = 11;

export async function benchSidePanel(session: BenchSession, opens = PANEL_OPENS): Promise<SidePanelResult> {
  const { renders, steps, filtersReady, yardstick } = await openPanel(session, opens);

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
        // No named function in here: the bench's bundler would wrap it in a naming helper the
        // page does not have.
        const channel = new MessageChannel();
        const deltas: number[] = [];
        const work: number[] = [];
        let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        for (let i = 0; i < frames; i++) {
          target.scrollTop += step;
          const start = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          // A task posted now runs once this frame's style, layout and paint are done.
          const rendered = await new Promise<number>((resolve) => {
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
          });
          work.push(rendered - start);
          deltas.push(start - last);
          last = start;
        }
        return {
          deltas,
          work,
          scrolled: target.scrollTop,
          rows: document.querySelectorAll(selector).length,
        };
      },
      { selector: PANEL_FIRST_REVIEW, step: STEP_PX, frames: FRAMES },
    );
    const intervalP50 = percentile(run.deltas, 50);
    const yardstickMedianMs = median(yardstick);
    return {
      opens,
      firstRenderMedianMs: median(renders),
      firstRenderMs: renders,
      stepsMedianMs: medianSteps(steps),
      filtersReadyMedianMs: median(filtersReady),
      filtersReadyMs: filtersReady,
      yardstickMedianMs,
      yardstickMs: yardstick,
      firstRenderRatio: ratio(median(renders), yardstickMedianMs),
      filtersReadyRatio: ratio(median(filtersReady), yardstickMedianMs),
      frames: run.deltas.length,
      frameWorkP50Ms: percentile(run.work, 50),
      frameWorkP95Ms: percentile(run.work, 95),
      frameWorkMaxMs: max(run.work),
      frameP95Ms: percentile(run.deltas, 95),
      frameMaxMs: max(run.deltas),
      missedFrames: run.deltas.filter((delta) => delta > 1.5 * intervalP50).length,
      longFrames: run.deltas.filter((delta) => delta > LONG_FRAME_MS).length,
      scrolledPx: Math.round(run.scrolled),
      rowsAtEnd: run.rows,
    };
  } finally {
    await page.close();
  }
}
