/**
 * Reply drafts, saved as the person types (restored when the popup reopens), one per review and
 * reply target, in the durable database (lib/durable/data-db.ts), which outlives the cache. Pages
 * write them directly: a draft is local and never sent anywhere, and a message per keystroke would
 * only add a way to lose one. The outbox clears a draft once its reply is sent
 * (lib/outbox/outbox-sender.ts).
 */
import type { CommentVisibility } from '../api/catalog';
import { announceChange } from '../cache/changes';
import { accountRange } from '../cache/db';
import { openData } from '../durable/data-db';

// A type, not an interface: the cache's record type needs an implicit index signature.
export type ReplyDraft = {
  accountId: string;
  reviewId: string;
  /** `review`, or `comment:<id>` for a reply to a comment (see `draftTarget`). */
  target: string;
  parentId?: string;
  text: string;
  /** Absent until the person picks one: a draft never implies a visibility. */
  visibility?: CommentVisibility;
  updatedAt: number;
};

export interface DraftInput {
  accountId: string;
  reviewId: string;
  parentId?: string;
  text: string;
  visibility?: CommentVisibility;
}

/** The draft key's last part: the review itself, or the comment being answered. */
export const draftTarget = (parentId?: string): string => (parentId ? `comment:${parentId}` : 'review');

/** Saves the draft; blank text removes it. */
export async function saveDraft(input: DraftInput, now = Date.now()): Promise<void> {
  const db = await openData();
  const target = draftTarget(input.parentId);
  if (input.text.trim() === '') await db.delete('drafts', [input.accountId, input.reviewId, target]);
  else
    await db.put('drafts', {
      accountId: input.accountId,
      reviewId: input.reviewId,
      target,
      ...(input.parentId ? { parentId: input.parentId } : {}),
      text: input.text,
      ...(input.visibility ? { visibility: input.visibility } : {}),
      updatedAt: now,
    } satisfies ReplyDraft);
  announceChange({ accountId: input.accountId, stores: ['drafts'] });
}

/**
 * Which reviews hold a half-written reply, so the popup and the side panel can mark them "Draft"
 * and the side panel can filter to them. Reads only the drafts' keys.
 */
export async function readDraftReviewIds(accountId: string): Promise<Set<string>> {
  const keys = await (await openData()).getAllKeys('drafts', accountRange(accountId));
  return new Set(keys.map((key) => key[1]));
}

export async function readDraft(
  accountId: string,
  reviewId: string,
  parentId?: string,
): Promise<ReplyDraft | undefined> {
  return (await (await openData()).get('drafts', [accountId, reviewId, draftTarget(parentId)])) as
    | ReplyDraft
    | undefined;
}

export async function clearDraft(accountId: string, reviewId: string, parentId?: string): Promise<void> {
  await (await openData()).delete('drafts', [accountId, reviewId, draftTarget(parentId)]);
  announceChange({ accountId, stores: ['drafts'] });
}

/**
 * Clears the draft only if it still holds `text`: the person may have started another reply to the
 * same target while this one was on its way.
 */
export async function clearDraftIfUnchanged(
  accountId: string,
  reviewId: string,
  parentId: string | undefined,
  text: string,
): Promise<void> {
  const tx = (await openData()).transaction('drafts', 'readwrite');
  const key: [string, string, string] = [accountId, reviewId, draftTarget(parentId)];
  const draft = (await tx.store.get(key)) as ReplyDraft | undefined;
  const cleared = draft !== undefined && draft.text.trim() === text.trim();
  if (cleared) await tx.store.delete(key);
  await tx.done;
  if (cleared) announceChange({ accountId, stores: ['drafts'] });
}

/**
 * A reply taken back (Undo, or Discard of a failed one) becomes the draft of its target again,
 * unless the person has begun another reply there: their words are never overwritten.
 */
export async function restoreReplyText(
  accountId: string,
  reply: { reviewId: string; parentId?: string; content: string; visibility: CommentVisibility },
): Promise<void> {
  const draft = await readDraft(accountId, reply.reviewId, reply.parentId);
  if (draft && draft.text.trim() !== '') return;
  await saveDraft({
    accountId,
    reviewId: reply.reviewId,
    parentId: reply.parentId,
    text: reply.content,
    visibility: reply.visibility,
  });
}
