/**
 * The visibility of the person's last reply per account and publisher, so that the next reply
 * there starts with it chosen (and Ctrl+Enter sends it) instead of asking "Public or Private?"
 * every time. The very first reply to an account's publisher still asks: the service's silent
 * default (PRIVATE) is not what most people expect. Pages write it after a reply is accepted.
 */
import { storage } from '#imports';
import { COMMENT_VISIBILITIES, type CommentVisibility } from '../api/catalog';

type Remembered = Record<string, CommentVisibility>;

export const replyVisibilityItem = storage.defineItem<Remembered>('local:settings.replies.lastVisibility', {
  fallback: {},
  version: 1,
});

const keyOf = (accountId: string, publisherId: string) => `${accountId} ${publisherId}`;

/** The visibility last used for this account's reviews on this publisher; anything unknown is none. */
export function rememberedVisibility(
  stored: Remembered | undefined,
  accountId: string,
  publisherId: string,
): CommentVisibility | undefined {
  const value = stored?.[keyOf(accountId, publisherId)];
  return (COMMENT_VISIBILITIES as readonly string[]).includes(value as string) ? value : undefined;
}

export async function rememberVisibility(
  accountId: string,
  publisherId: string,
  visibility: CommentVisibility,
): Promise<void> {
  const stored = await replyVisibilityItem.getValue();
  if (stored[keyOf(accountId, publisherId)] === visibility) return;
  await replyVisibilityItem.setValue({ ...stored, [keyOf(accountId, publisherId)]: visibility });
}

/** Disconnect: the account's choices go with the rest of its data (account-removal.ts). */
export async function forgetVisibilities(accountId: string): Promise<void> {
  const stored = await replyVisibilityItem.getValue();
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !key.startsWith(`${accountId} `)));
  if (Object.keys(kept).length !== Object.keys(stored).length) await replyVisibilityItem.setValue(kept);
}
