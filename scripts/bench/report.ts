/** The bench's markdown output: one table of every figure, one of the budgets. */

import type { AgencyPanelResult } from './agency-panel';
import type { BackfillResult } from './backfill';
import type { BudgetCheck } from './budgets';
import type { EntrySizes } from './bundle-sizes';
import type { ComposedDraftResult } from './composed-draft';
import type { IdlePollResult } from './idle-poll';
import type { PopupOpenResult } from './popup-open';
import type { ReputationBenchResult } from './reputation';
import type { SidePanelResult } from './side-panel';

export interface BenchResults {
  sizes?: EntrySizes[];
  popupOpen?: PopupOpenResult;
  idlePoll?: IdlePollResult;
  backfill?: BackfillResult;
  sidePanel?: SidePanelResult;
  agencyPanel?: AgencyPanelResult;
  reputation?: ReputationBenchResult;
  composedDraft?: ComposedDraftResult;
  emulator?: { size: string; reviews: number; unfiltered: { p50: number; p99: number } }[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function figuresTable(r: BenchResults): string {
  const rows: [string, string][] = [];
  for (const entry of r.sizes ?? []) {
    const { js, css } = entry.firstLoad;
    rows.push([`${entry.entry}: first load JS + CSS (gzip)`, `${kb(js)} + ${kb(css)} = ${kb(js + css)}`]);
    if (entry.lazy.length > 0)
      rows.push([
        `${entry.entry}: lazy chunks (gzip)`,
        entry.lazy.map((f) => `${f.file.replace(/^(chunks|assets)\//, '')} ${kb(f.gzip)}`).join(', '),
      ]);
  }
  if (r.popupOpen) {
    const p = r.popupOpen;
    rows.push([
      `popup time to content, 100 cached reviews (median of ${p.opens})`,
      `${p.popupMedianMs} ms (shell at ${p.popupShellMedianMs} ms) = ${p.ratio}× the yardstick, ${p.yardstickMedianMs} ms`,
    ]);
    rows.push([
      'popup: steps of an open (median ms)',
      Object.entries(p.popupStepsMedianMs)
        .map(([step, ms]) => `${step} ${ms}`)
        .join(', '),
    ]);
  }
  if (r.idlePoll)
    rows.push([
      `requests per idle poll (${r.idlePoll.accounts} accounts${r.idlePoll.reviewsPerAccount ? ` × ${r.idlePoll.reviewsPerAccount.toLocaleString('en-US')} reviews` : ''}, ${r.idlePoll.polls} polls)`,
      `${r.idlePoll.perPoll.join(', ')} (${r.idlePoll.lastPoll.join('; ')})`,
    ]);
  if (r.backfill) {
    const b = r.backfill;
    rows.push([
      `backfill of ${b.reviews.toLocaleString('en-US')} reviews`,
      `${b.requests} requests (${b.reviewPages} review pages), ${b.seconds} s = ${b.ratio}× its network floor, ${b.floorSeconds} s; worker heap peak ${b.peakHeapMb} MB (idle ${b.baselineHeapMb} MB), ${b.cached.toLocaleString('en-US')} cached`,
    ]);
  }
  if (r.sidePanel)
    panelRows(rows, r.sidePanel, `${(r.backfill?.cached ?? 0).toLocaleString('en-US')} cached`);
  if (r.agencyPanel) {
    const a = r.agencyPanel;
    panelRows(rows, a, `All accounts, ${a.accounts} × ${a.reviewsPerAccount.toLocaleString('en-US')} cached`);
  }
  if (r.reputation) {
    const p = r.reputation;
    rows.push([
      `reputation figures in the worker, ${p.reviews.toLocaleString('en-US')} reviews (median of ${p.asks})`,
      `${Object.entries(p.medianMs)
        .map(([period, ms]) => `${period} ${ms} ms`)
        .join(', ')}; the slowest = ${p.ratio}× the yardstick, ${p.yardstickMedianMs} ms`,
    ]);
  }
  if (r.composedDraft) {
    const d = r.composedDraft;
    rows.push([
      `a composed draft, themes read, ${d.drafts.toLocaleString('en-US')} reviews`,
      `by the clock: first (lexicon compiled) ${d.firstMs} ms, p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, max ${d.maxMs} ms; by CPU time: first ${d.cpuFirstMs} ms, p99 ${d.cpuP99Ms} ms, max ${d.cpuMaxMs} ms`,
    ]);
  }
  for (const e of r.emulator ?? [])
    rows.push([
      `emulator reviews page (limit 100), ${e.reviews.toLocaleString('en-US')} reviews`,
      `p50 ${e.unfiltered.p50} ms, p99 ${e.unfiltered.p99} ms`,
    ]);
  return ['| figure | value |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join(
    '\n',
  );
}

/** The side panel's rows: first row, steps, filters, scroll; `what` says which cache. */
function panelRows(rows: [string, string][], s: SidePanelResult, what: string): void {
  rows.push([
    `side panel first row, ${what} (median of ${s.opens})`,
    `${s.firstRenderMedianMs} ms (${s.firstRenderMs.join(', ')}) = ${s.firstRenderRatio}× the yardstick, ${s.yardstickMedianMs} ms (${s.yardstickMs.join(', ')})`,
  ]);
  rows.push([
    'side panel: steps of an open (median ms)',
    Object.entries(s.stepsMedianMs)
      .map(([step, ms]) => `${step} ${ms}`)
      .join(', '),
  ]);
  rows.push([
    `side panel filters ready (index built), same cache (median of ${s.opens})`,
    `${s.filtersReadyMedianMs} ms (${s.filtersReadyMs.join(', ')}) = ${s.filtersReadyRatio}× the yardstick`,
  ]);
  rows.push([
    `side panel scroll, ${s.frames} frames: each frame's work; the intervals between frames`,
    `work p50 ${s.frameWorkP50Ms} ms, p95 ${s.frameWorkP95Ms} ms, max ${s.frameWorkMaxMs} ms; intervals p95 ${s.frameP95Ms} ms, max ${s.frameMaxMs} ms, ${s.missedFrames} missed, ${s.longFrames} over 50 ms (${s.scrolledPx.toLocaleString('en-US')} px scrolled)`,
  ]);
}

export function budgetsTable(checks: BudgetCheck[]): string {
  return [
    '| budget | limit | measured | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.limit} | ${c.value} | ${c.ok ? 'ok' : '**broken**'} |`),
  ].join('\n');
}
