/**
 * The budgets `npm run bench` enforces (README › Benchmarks): it exits non-zero when one is broken.
 * A figure that could not be measured counts as broken, never as passing; a figure whose part was
 * not asked for (`--only`) is left out.
 */

/** Popup first load, JS + CSS gzipped: 25 KB, counted as 25,000 bytes. */
export const POPUP_FIRST_LOAD_BYTES = 25_000;
/** Popup time to content with 100 cached reviews, relative to a blank extension page. */
export const POPUP_OPEN_RATIO = 1.15;
/** Service requests per idle poll, per connected account. */
export const IDLE_POLL_REQUESTS_PER_ACCOUNT = 1;
/** Every reputation figure of a period, with 100,000 reviews cached, in the worker (ms). */
export const REPUTATION_FIGURES_MS = 200;
/** Side panel: the first review row with 100,000 reviews cached (median of the opens, ms). */
export const PANEL_FIRST_RENDER_MS = 100;
/** Side panel: filters and sort answer (the inbox's count shown) with 100,000 cached (ms). */
export const PANEL_FILTERS_USABLE_MS = 300;
/**
 * Side panel scroll: the 95th percentile of a frame's work (ms; within it, a frame is on time at
 * 60 Hz; scripts/bench/side-panel.ts says why not the interval between frames), and no interval
 * between frames over 50 ms.
 */
export const SCROLL_FRAME_P95_MS = 16.7;
export const LONG_FRAME_MS = 50;
/** Backfill of 100,000 reviews: seconds from the first reviews request to the last page stored. */
export const BACKFILL_SECONDS = 20;
/** …and every request it makes: one per page of 100, and one more. */
export const BACKFILL_REQUESTS = 1_001;
/** The service worker's peak used JS heap during that backfill (MB). */
export const BACKFILL_HEAP_MB = 64;

export interface BudgetCheck {
  /** The bench part that measures it (scripts/bench.ts › PARTS). */
  part: string;
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

export interface BudgetFigures {
  popupFirstLoadBytes?: number;
  popupOpenRatio?: number;
  idlePoll?: { maxRequests: number; accounts: number; reviewsPerAccount?: number };
  reputationMs?: number;
  panel?: { firstRenderMs: number; filtersUsableMs: number; frameWorkP95Ms: number; longFrames: number };
  backfill?: { seconds: number; requests: number; peakHeapMb: number };
}

const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
const ms = (value: number | undefined) => (known(value) ? `${value} ms` : 'not measured');

/** One check per budget; `parts` are the parts that ran (the others' budgets are left out). */
export function checkBudgets(figures: BudgetFigures, parts?: ReadonlySet<string>): BudgetCheck[] {
  const {
    popupFirstLoadBytes: size,
    popupOpenRatio: ratio,
    idlePoll,
    reputationMs,
    panel,
    backfill,
  } = figures;
  const checks: BudgetCheck[] = [
    {
      part: 'sizes',
      name: 'popup first load (JS + CSS, gzip)',
      limit: `≤ ${POPUP_FIRST_LOAD_BYTES.toLocaleString('en-US')} B`,
      value: known(size) ? `${size.toLocaleString('en-US')} B` : 'not measured',
      ok: known(size) && size <= POPUP_FIRST_LOAD_BYTES,
    },
    {
      part: 'popup',
      name: 'popup time to content ÷ blank page',
      limit: `≤ ${POPUP_OPEN_RATIO}`,
      value: known(ratio) ? `${ratio}` : 'not measured',
      ok: known(ratio) && ratio <= POPUP_OPEN_RATIO,
    },
    {
      part: 'idle',
      name: 'requests per idle poll',
      limit: `≤ ${IDLE_POLL_REQUESTS_PER_ACCOUNT} per account`,
      value: idlePoll
        ? `${idlePoll.maxRequests} for ${idlePoll.accounts} accounts` +
          (idlePoll.reviewsPerAccount
            ? ` × ${idlePoll.reviewsPerAccount.toLocaleString('en-US')} reviews`
            : '')
        : 'not measured',
      ok: !!idlePoll && idlePoll.maxRequests <= IDLE_POLL_REQUESTS_PER_ACCOUNT * idlePoll.accounts,
    },
    {
      part: 'backfill',
      name: 'backfill of 100,000 reviews: time',
      limit: `< ${BACKFILL_SECONDS} s`,
      value: known(backfill?.seconds) ? `${backfill.seconds} s` : 'not measured',
      ok: known(backfill?.seconds) && backfill.seconds < BACKFILL_SECONDS,
    },
    {
      part: 'backfill',
      name: 'backfill of 100,000 reviews: requests',
      limit: `≤ ${BACKFILL_REQUESTS.toLocaleString('en-US')}`,
      value: known(backfill?.requests) ? backfill.requests.toLocaleString('en-US') : 'not measured',
      ok: known(backfill?.requests) && backfill.requests <= BACKFILL_REQUESTS,
    },
    {
      part: 'backfill',
      name: 'worker peak heap during the backfill',
      limit: `< ${BACKFILL_HEAP_MB} MB`,
      value: known(backfill?.peakHeapMb) ? `${backfill.peakHeapMb} MB` : 'not measured',
      ok: known(backfill?.peakHeapMb) && backfill.peakHeapMb < BACKFILL_HEAP_MB,
    },
    {
      part: 'panel',
      name: 'side panel first render, 100,000 cached',
      limit: `< ${PANEL_FIRST_RENDER_MS} ms`,
      value: ms(panel?.firstRenderMs),
      ok: known(panel?.firstRenderMs) && panel.firstRenderMs < PANEL_FIRST_RENDER_MS,
    },
    {
      part: 'panel',
      name: 'side panel filters and sort usable, 100,000 cached',
      limit: `< ${PANEL_FILTERS_USABLE_MS} ms`,
      value: ms(panel?.filtersUsableMs),
      ok: known(panel?.filtersUsableMs) && panel.filtersUsableMs < PANEL_FILTERS_USABLE_MS,
    },
    {
      part: 'panel',
      name: 'side panel scroll: frame work p95 and long frames',
      limit: `p95 ≤ ${SCROLL_FRAME_P95_MS} ms, none > ${LONG_FRAME_MS} ms`,
      value:
        panel && known(panel.frameWorkP95Ms)
          ? `p95 ${panel.frameWorkP95Ms} ms, ${panel.longFrames} long`
          : 'not measured',
      ok:
        !!panel &&
        known(panel.frameWorkP95Ms) &&
        panel.frameWorkP95Ms <= SCROLL_FRAME_P95_MS &&
        panel.longFrames === 0,
    },
    {
      part: 'reputation',
      name: 'reputation figures for a period, large cache (worker)',
      limit: `< ${REPUTATION_FIGURES_MS} ms`,
      value: ms(reputationMs),
      ok: known(reputationMs) && reputationMs < REPUTATION_FIGURES_MS,
    },
  ];
  return parts ? checks.filter((check) => parts.has(check.part)) : checks;
}
