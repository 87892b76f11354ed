/**
 * The popup's first screen as last computed from the cache (first-screen-read.ts): the active
 * account and the first review cards, kept in the extension origin's localStorage, the one store a
 * page reads synchronously. The popup paints it during its first script run, inert, and replaces
 * it with its real reads a frame later (components/shell/popup-boot.ts). Only what that screen
 * shows: the account summaries pages already see (no credential is ever in them), the cards'
 * reviews without their comment threads, the names they show, which have a draft or a reply
 * leaving. Only the background writes it (first-screen-writer.ts).
 */
import type { AccountSummary } from '../accounts/account-items';
import type { CachedReview } from '../reviews/cached-review';

const KEY = 'firstScreen';
/** Bumped whenever the shape changes: a snapshot of another version is never painted. */
export const FIRST_SCREEN_VERSION = 1;
/** Cards in the popup's first paint: a screenful of the 600 px popup; the rest follow a frame later. */
export const FIRST_SCREEN_REVIEWS = 6;

export interface FirstScreen {
  v: typeof FIRST_SCREEN_VERSION;
  accounts: AccountSummary[];
  activeId: string;
  reviews: CachedReview[];
  /** Location and publisher names of the cards, `[id, name]`. */
  locations: [string, string][];
  publishers: [string, string][];
  /** Reviews with a reply draft. */
  drafts: string[];
  /** Reviews with a reply in the outbox. */
  leaving: string[];
}

const isList = (value: unknown, item: (entry: never) => boolean): boolean =>
  Array.isArray(value) && value.every(item as (entry: unknown) => boolean);
const isPair = (entry: unknown) => Array.isArray(entry) && entry.length === 2;

/**
 * The snapshot in `text`, or undefined for anything else (nothing stored, not JSON, another
 * version, a part missing or of the wrong kind): such a snapshot is never painted. Only the
 * background writes it (lib/first-screen/first-screen-writer.ts) from the cache's typed records,
 * so this checks the structure the popup walks, not every field.
 */
export function decodeFirstScreen(text: string | null): FirstScreen | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as FirstScreen | null;
    const ok =
      value?.v === FIRST_SCREEN_VERSION &&
      isList(value.accounts, (account: AccountSummary) => typeof account?.name === 'string') &&
      value.accounts.some((account) => account.id === value.activeId) &&
      isList(value.reviews, (review: CachedReview) => typeof review?.id === 'string') &&
      isList(value.locations, isPair) &&
      isList(value.publishers, isPair) &&
      isList(value.drafts, Boolean) &&
      isList(value.leaving, Boolean);
    return ok ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The snapshot as stored; undefined when there is none or it cannot be painted. */
export function readFirstScreen(): FirstScreen | undefined {
  try {
    return decodeFirstScreen(globalThis.localStorage.getItem(KEY));
  } catch {
    // Storage disabled for the origin: the popup reads as it would without a snapshot.
    return undefined;
  }
}

/** The stored form of a snapshot; `null` (no snapshot) stays `null`. */
export const encodeFirstScreen = (snapshot: FirstScreen | null): string | null =>
  snapshot && JSON.stringify(snapshot);

/** Stores an encoded snapshot, or drops it (`null`). Throws where there is no localStorage. */
export function storeFirstScreen(text: string | null): void {
  if (text === null) globalThis.localStorage.removeItem(KEY);
  else globalThis.localStorage.setItem(KEY, text);
}
