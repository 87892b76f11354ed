/**
 * The popup leads with what is overdue, and the popup lists only the newest reviews: so after each
 * sync the background notes, per account, the awaiting reviews due first (the most overdue first),
 * a `snapshots` record a page reads in one get (lib/reputation/overdue.ts writes it). The page
 * decides at open which of them are overdue by then (due-time.ts), against the targets it reads.
 */
import { openCache } from '../cache/db';

/** `snapshots` record name. */
export const DUE_FIRST = 'dueFirst';
/** How many the popup may lead with (components/reviews/due/overdue-first.ts). */
export const DUE_FIRST_LIMIT = 5;

export interface DueFirst {
  accountId: string;
  name: typeof DUE_FIRST;
  /** Review ids, earliest due time first. */
  ids: string[];
}

export async function readDueFirst(accountId: string): Promise<string[]> {
  const record = (await (await openCache()).get('snapshots', [accountId, DUE_FIRST])) as DueFirst | undefined;
  return record?.ids ?? [];
}
