/**
 * The reputation half of the background: its messages, and the headline brought up to date after
 * every sync run. Wiring only; the work is in reputation-report.ts.
 */
import { asResult } from '../errors/error-data';
import { onMessage } from '../messaging';
import { buildReputationReport, refreshReputationHeadline } from './reputation-report';

/** Registers the reputation messages; call synchronously from the background's main(). */
export function registerReputationBackground(now: () => number = Date.now): void {
  onMessage('reputationReport', ({ data }) =>
    asResult(() => buildReputationReport(data.accountId, data.period, now())),
  );
  onMessage('refreshReputationHeadline', ({ data }) =>
    asResult(() => refreshReputationHeadline(data.accountId, now())),
  );
}

/** After a sync run: each connected account's headline, where something changed. */
export async function refreshHeadlines(accountIds: readonly string[], now = Date.now()): Promise<void> {
  await Promise.all(accountIds.map((id) => refreshReputationHeadline(id, now).catch(() => undefined)));
}
