/**
 * The reputation feature of the background: its messages, and the headline (and the reviews due
 * first) brought up to date after every sync run. Wiring only; the work is in reputation-report.ts.
 */
import type { BackgroundFeature } from '../background/feature';
import { buildAllAccountsReport } from './all-accounts-report';
import { refreshDueFirst } from './overdue';
import type { ReputationProtocol } from './reputation-protocol';
import { buildReputationReport, refreshReputationHeadline } from './reputation-report';

export const reputationFeature: BackgroundFeature<ReputationProtocol> = {
  name: 'reputation',
  handlers: {
    reputationReport: (data) =>
      data.accountIds && data.accountIds.length > 1
        ? buildAllAccountsReport(data.accountIds, data.period, Date.now())
        : buildReputationReport(data.accountId, data.period, Date.now()),
    refreshReputationHeadline: (data) => refreshReputationHeadline(data.accountId, Date.now()),
  },
};

/** After a sync run: each connected account's headline, where something changed, and what is due first. */
export async function refreshHeadlines(accountIds: readonly string[], now = Date.now()): Promise<void> {
  await Promise.all(
    accountIds.flatMap((id) => [
      refreshReputationHeadline(id, now).catch(() => undefined),
      refreshDueFirst(id).catch(() => undefined),
    ]),
  );
}
