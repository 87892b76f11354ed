/** The read side of the reputation snapshot, for the popup: IndexedDB only, no client code. */
import { openCache } from '../cache/db';
import { REPUTATION_HEADLINE, type ReputationHeadline } from './reputation-records';

export type * from './reputation-records';

export async function readReputationHeadline(accountId: string): Promise<ReputationHeadline | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, REPUTATION_HEADLINE])) as
    | ReputationHeadline
    | undefined;
}
