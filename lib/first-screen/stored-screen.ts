/**
 * What the popup and the side panel last drew of their first screen, kept in the extension
 * origin's localStorage, the one store a page reads synchronously. Each page paints it in its first
 * script run, so it is in the page's first frame, and its live views, which read the cache as they
 * mount, replace it at once (components/shell/popup-first-screen.tsx, side-panel-boot.ts).
 *
 * Why it exists: a page's first frame follows its first script run, and any asynchronous read
 * (storage, IndexedDB, a message) answers after that frame. Opened side by side, the popup showed
 * its first review at about twice the time of a page drawn by one script when its views read
 * first, and within the 1.25× of its budget when it painted this record (scripts/bench).
 *
 * Only the pages write it, from what their live views drew (record-screen.ts), so there is no
 * writer in the background and nothing to recompute while no page is open. The price: what the
 * background changes while no page is open (a new review, an account it marks as needing sign-in)
 * is on the next open's first frames only once the live views have read it, a few frames later.
 * It holds the account summaries pages already see (no credential is ever in them), the drawn
 * reviews without their comment threads, the names they show, which have a draft or a reply leaving.
 */
import { browser } from 'wxt/browser';
import type { AccountSummary } from '../accounts/account-items';
import { activeLocale } from '../i18n/message-lookup';
import { displayNames } from '../names/display-name';
import type { CachedReview } from '../reviews/cached-review';
import { isReviewSort, type ReviewSort } from '../reviews/review-sort';

export type ScreenPage = 'popup' | 'panel';

/**
 * Bumped whenever the shape changes: a record of another version is never painted. Nor is one an
 * earlier build of the extension wrote (`build`), whose reviews may be of another shape.
 */
export const STORED_SCREEN_VERSION = 3;

/**
 * Reviews in a page's first paint, the rest follow with the live views: a screenful of the 600 px
 * popup's cards, and of a side panel up to ~1,300 px tall (its rows are 84 px).
 */
export const SCREEN_REVIEWS: Record<ScreenPage, number> = { popup: 6, panel: 16 };

const KEYS: Record<ScreenPage, string> = { popup: 'firstScreen', panel: 'firstScreen.panel' };
/** Accounts disconnected from a page, with when: `{ [accountId]: ms }` (forgetStoredScreens). */
const GONE_KEY = 'firstScreen.disconnected';

export interface StoredScreen {
  v: typeof STORED_SCREEN_VERSION;
  /** The extension's version that wrote it (thisBuild). */
  build: string;
  /**
   * The language it was drawn in (lib/i18n/message-lookup.ts › activeLocale): a page that speaks
   * another (Options › Language changed while it was closed) does not paint it, as its rows' room
   * and words were measured in that language.
   */
  locale: string;
  accounts: AccountSummary[];
  activeId: string;
  /**
   * With All accounts, the accounts the inbox listed (lib/accounts/account-scope.ts): the panel
   * paints the record only when it lists those again. Absent for one account's record.
   */
  listed?: string[];
  /** As drawn, without their comment threads. */
  reviews: CachedReview[];
  /** Location and publisher names of those reviews, `[id, name]`. */
  locations: [string, string][];
  publishers: [string, string][];
  /** Reviews with a reply draft, and with a reply in the outbox. */
  drafts: string[];
  leaving: string[];
  /** The popup's Sort as drawn (lib/reviews/popup-sort-setting.ts); absent: newest. */
  sort?: ReviewSort;
}

/** The running extension's version, read synchronously from its manifest. */
export function thisBuild(): string {
  try {
    return browser.runtime.getManifest().version;
  } catch {
    return '';
  }
}

const isList = (value: unknown, item: (entry: never) => boolean): boolean =>
  Array.isArray(value) && value.every(item as (entry: unknown) => boolean);
const isPair = (entry: unknown) => Array.isArray(entry) && entry.length === 2;

function parse(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return undefined;
  }
}

function disconnected(): Record<string, number> {
  const value = parse(globalThis.localStorage.getItem(GONE_KEY));
  return value && typeof value === 'object' ? (value as Record<string, number>) : {};
}

/** Whether an account of the record was disconnected since it connected (forgetStoredScreens). */
function namesDisconnected(screen: StoredScreen): boolean {
  const gone = disconnected();
  return screen.accounts.some((account) => (gone[account.id] ?? -1) >= account.connectedAt);
}

/**
 * The record in `text`, or undefined for anything else (not JSON, another version, build or language, a part missing
 * or of the wrong kind, an active account that must sign in again): such a record is never
 * painted. The pages write it from the cache's typed records, so this checks the structure the
 * pages walk, not every field.
 */
export function decodeStoredScreen(text: string | null): StoredScreen | undefined {
  const value = parse(text) as StoredScreen | null | undefined;
  const ok =
    value?.v === STORED_SCREEN_VERSION &&
    value.build === thisBuild() &&
    value.locale === activeLocale() &&
    isList(value.accounts, (account: AccountSummary) => typeof account?.name === 'string') &&
    value.accounts.some((account) => account.id === value.activeId && account.status === 'connected') &&
    isList(value.reviews, (review: CachedReview) => typeof review?.id === 'string') &&
    value.reviews.length > 0 &&
    (value.listed === undefined || isList(value.listed, (id: string) => typeof id === 'string')) &&
    isList(value.locations, isPair) &&
    isList(value.publishers, isPair) &&
    isList(value.drafts, Boolean) &&
    isList(value.leaving, Boolean) &&
    (value.sort === undefined || isReviewSort(value.sort));
  return ok ? value : undefined;
}

/**
 * What `page` last drew; undefined when there is none, it cannot be painted, or it names an
 * account disconnected since (storage disabled for the origin reads as none).
 */
export function readStoredScreen(page: ScreenPage): StoredScreen | undefined {
  try {
    const screen = decodeStoredScreen(globalThis.localStorage.getItem(KEYS[page]));
    return screen && !namesDisconnected(screen) ? screen : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what `page` drew (`null`: drops it); never a record naming a disconnected account. */
export function writeStoredScreen(page: ScreenPage, screen: StoredScreen | null): void {
  try {
    if (screen && !namesDisconnected(screen))
      globalThis.localStorage.setItem(KEYS[page], JSON.stringify(screen));
    else globalThis.localStorage.removeItem(KEYS[page]);
  } catch {
    // Storage full or disabled: the next open reads before it paints, as with no record.
  }
}

/**
 * Disconnect, from the page that asks for it (the only way an account is removed): both pages'
 * records go, and until the account connects again no record naming it is written or painted,
 * whatever a page still open draws meanwhile.
 */
export function forgetStoredScreens(accountId: string, now = Date.now()): void {
  try {
    globalThis.localStorage.setItem(GONE_KEY, JSON.stringify({ ...disconnected(), [accountId]: now }));
    for (const key of Object.values(KEYS)) globalThis.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** The record's cards as the popup's Reviews tab takes them (components/reviews/popup-review-list.tsx). */
export function storedCards(screen: StoredScreen) {
  return {
    reviews: screen.reviews,
    names: displayNames({ locations: new Map(screen.locations), publishers: new Map(screen.publishers) }),
    drafts: new Set(screen.drafts),
    leaving: new Set(screen.leaving),
    ...(screen.sort ? { sort: screen.sort } : {}),
  };
}
