/**
 * A review's marks, kept in the durable database (lib/durable/data-db.ts › marks) so that dropping
 * the cache loses none: whether it is unread and why, when it was set aside as Done, and the
 * earlier texts of an edited review, which the service cannot give again. The cached record carries
 * copies of them (cached-review.ts › LocalFields), which every review write takes from here.
 * A review with none of them (read, not Done, never edited) has no record.
 */
import { accountRange } from '../cache/db';
import { openData } from '../durable/data-db';
import { isUnmarked, type LocalFields, localOf } from './cached-review';

type MarksRecord = LocalFields & { accountId: string; reviewId: string };

const fieldsOf = ({ accountId: _account, reviewId: _review, ...local }: MarksRecord): LocalFields => local;

/** The marks of these reviews, by id; a review without marks is not in the map. */
export async function readMarks(
  accountId: string,
  reviewIds: readonly string[],
): Promise<Map<string, LocalFields>> {
  const marks = new Map<string, LocalFields>();
  if (reviewIds.length === 0) return marks;
  const tx = (await openData()).transaction('marks');
  const records = await Promise.all(reviewIds.map((id) => tx.store.get([accountId, id])));
  await tx.done;
  for (const record of records) if (record) marks.set(record.reviewId, fieldsOf(record as MarksRecord));
  return marks;
}

/** Every marked review of the account, by id: one read, for a backfill that writes them all. */
export async function readAccountMarks(accountId: string): Promise<Map<string, LocalFields>> {
  const records = (await (await openData()).getAll('marks', accountRange(accountId))) as MarksRecord[];
  return new Map(records.map((record) => [record.reviewId, fieldsOf(record)]));
}

/** Stores each review's marks, in one transaction; a review back to none loses its record. */
export async function writeMarks(
  accountId: string,
  reviews: readonly ({ id: string } & LocalFields)[],
): Promise<void> {
  if (reviews.length === 0) return;
  const tx = (await openData()).transaction('marks', 'readwrite');
  await Promise.all([
    ...reviews.map((review) =>
      isUnmarked(review)
        ? tx.store.delete([accountId, review.id])
        : tx.store.put({ accountId, reviewId: review.id, ...localOf(review) }),
    ),
    tx.done,
  ]);
}
