/**
 * Which reviews hold a half-written reply (reply-drafts.ts), so the popup and the side panel can
 * mark them "Draft" and the side panel can filter to them. Reads only the drafts store's keys.
 */
import { accountRange, openCache } from '../cache/db';

export async function readDraftReviewIds(accountId: string): Promise<Set<string>> {
  const keys = await (await openCache()).getAllKeys('drafts', accountRange(accountId));
  return new Set(keys.map((key) => key[1]));
}
