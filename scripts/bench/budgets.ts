/**
 * The budgets `npm run bench` enforces (README › Benchmarks): it exits non-zero when one is broken.
 * A figure that could not be measured counts as broken, never as passing.
 */

/** Popup first load, JS + CSS gzipped: 25 KB, counted as 25,000 bytes. */
export const POPUP_FIRST_LOAD_BYTES = 25_000;
/** Popup time to content with 100 cached reviews, relative to a blank extension page. */
export const POPUP_OPEN_RATIO = 1.5;
/** Service requests per idle poll, per connected account. */
export const IDLE_POLL_REQUESTS_PER_ACCOUNT = 1;
/** Every reputation figure of a period, with 100,000 reviews cached, in the worker (ms). */
export const REPUTATION_FIGURES_MS = 200;

export interface BudgetCheck {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

export function checkBudgets(figures: {
  popupFirstLoadBytes?: number;
  popupOpenRatio?: number;
  idlePoll?: { maxRequests: number; accounts: number };
  reputationMs?: number;
}): BudgetCheck[] {
  const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
  const { popupFirstLoadBytes: size, popupOpenRatio: ratio, idlePoll, reputationMs } = figures;
  return [
    {
      name: 'popup first load (JS + CSS, gzip)',
      limit: `≤ ${POPUP_FIRST_LOAD_BYTES.toLocaleString('en-US')} B`,
      value: known(size) ? `${size.toLocaleString('en-US')} B` : 'not measured',
      ok: known(size) && size <= POPUP_FIRST_LOAD_BYTES,
    },
    {
      name: 'popup time to content ÷ blank page',
      limit: `≤ ${POPUP_OPEN_RATIO}`,
      value: known(ratio) ? `${ratio}` : 'not measured',
      ok: known(ratio) && ratio <= POPUP_OPEN_RATIO,
    },
    {
      name: 'requests per idle poll',
      limit: `≤ ${IDLE_POLL_REQUESTS_PER_ACCOUNT} per account`,
      value: idlePoll ? `${idlePoll.maxRequests} for ${idlePoll.accounts} accounts` : 'not measured',
      ok: !!idlePoll && idlePoll.maxRequests <= IDLE_POLL_REQUESTS_PER_ACCOUNT * idlePoll.accounts,
    },
    {
      name: 'reputation figures for a period, large cache (worker)',
      limit: `< ${REPUTATION_FIGURES_MS} ms`,
      value: known(reputationMs) ? `${reputationMs} ms` : 'not measured',
      ok: known(reputationMs) && reputationMs < REPUTATION_FIGURES_MS,
    },
  ];
}
