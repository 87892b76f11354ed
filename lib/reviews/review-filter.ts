/**
 * The side panel's filters over cached reviews (UI.md › Side panel: location, publisher, rating
 * range, date range, awaiting response, text search; and the service's 2017 filters: reviewer
 * email, folder, country, label, customer follow-ups; and the themes a review raises). Pure, so the
 * list and the CSV export agree.
 * Folder, country and label are facts of the review's location: they are joined from the cached
 * locations (`PlaceLookup`), so a review whose location is not cached matches none of them.
 */
import { isThemeId, OPINION_TONES, type OpinionTone, type ThemeId } from '../themes/theme-ids';
import { hasTheme, NO_THEMES, type ThemeMasks } from '../themes/theme-masks';
import type { CachedReview } from './cached-review';
import type { PlaceLookup } from './place-facts';

/**
 * The Theme filter's value: a theme (lib/themes/theme-ids.ts), any mention of it, or
 * `<theme>:complaint` or `<theme>:praise`.
 */
export type ThemeChoice = ThemeId | `${ThemeId}:${OpinionTone}`;

/** What a ThemeChoice asks for; undefined for a value that is none. */
export function themeChoiceOf(value: string | undefined): { theme: ThemeId; tone?: OpinionTone } | undefined {
  if (!value) return undefined;
  const [theme, tone, ...rest] = value.split(':');
  if (!isThemeId(theme) || rest.length > 0) return undefined;
  if (tone === undefined) return { theme };
  return (OPINION_TONES as readonly string[]).includes(tone)
    ? { theme, tone: tone as OpinionTone }
    : undefined;
}

/** The ThemeChoice of a theme and, optionally, a tone. */
export const themeChoice = (theme: ThemeId, tone?: OpinionTone): ThemeChoice =>
  tone ? `${theme}:${tone}` : theme;

export interface ReviewFilter {
  /** The All-accounts inbox's Account filter: only these accounts' reviews. */
  accountIds?: readonly string[];
  locationIds?: readonly string[];
  publisherIds?: readonly string[];
  minRating?: number;
  maxRating?: number;
  /** Publication day, `YYYY-MM-DD`, inclusive (UTC, as the service dates). */
  fromDate?: string;
  toDate?: string;
  /** Only reviews awaiting a reply that can be given (`needsReply`). */
  awaiting?: boolean;
  /** Only unread reviews. */
  unread?: boolean;
  /** Case-insensitive substring of the text, title, author or any comment. */
  text?: string;
  /** The reviewer's whole email address, without case; only reviews whose email is cached match. */
  authorEmail?: string;
  /** The location's folder, country (two-letter code) and one of its labels. */
  folderId?: string;
  country?: string;
  label?: string;
  /** Only reviews with a comment that is not the business's own (a customer follow-up). */
  followUps?: boolean;
  /** Only reviews that raise this theme (with this tone, when it names one): "What customers mention". */
  theme?: ThemeChoice;
  /**
   * Only the reviews set aside as Done; without it, Done reviews are left out (the Inbox). Done
   * is local triage (cached-review.ts › doneAt): the CSV export of a filter agrees with the list.
   */
  done?: boolean;
  /**
   * Only reviews with a half-written reply. Drafts live in their own store, not in the review
   * facts: the side panel applies this one to the index's answer (inbox-view.tsx).
   */
  drafts?: boolean;
}

export function isEmptyFilter(filter: ReviewFilter): boolean {
  return Object.values(filter).every(
    (value) =>
      value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * How many filters are set, for the narrow panel's folded "Filters (n)". The search box stays
 * out of the fold, so its text is not counted; a rating range counts once per end.
 */
export function activeFilterCount(filter: ReviewFilter): number {
  return Object.entries(filter).filter(
    ([key, value]) =>
      key !== 'text' &&
      value !== undefined &&
      value !== '' &&
      value !== false &&
      !(Array.isArray(value) && value.length === 0),
  ).length;
}

/**
 * What the filters look at, and nothing else: the side panel keeps one of these per cached review
 * in memory (review-index.ts) so a filter over 100,000 reviews runs without reading a record.
 */
export interface ReviewFacts {
  locationId: string;
  publisherId: string;
  rating: number;
  /** `YYYY-MM-DD`, the publication day. */
  day: string;
  needsReply: boolean;
  read: boolean;
  /** The text, title, author and comments, lower-cased, for the text search. */
  searchText: string;
  /** Lower-cased; empty when the cache holds none (the list form of a review carries no email). */
  authorEmail: string;
  /** Comments whose author is not the business owner. */
  nonOwnerComments: number;
  /** Set aside as Done (`doneAt`). */
  done: boolean;
  /** The themes its words raise (lib/themes/theme-masks.ts). */
  themes: ThemeMasks;
}

/**
 * The facts of `review`. Its `themes` come from the caller, who reads them
 * (lib/reputation/review-facts.ts › reviewThemes): the pages that filter carry no lexicon.
 */
export function reviewFacts(review: CachedReview, themes: ThemeMasks = NO_THEMES): ReviewFacts {
  return {
    locationId: review.locationId,
    publisherId: review.publisherId,
    rating: review.rating,
    // `publisherDate` is `YYYY-MM-DDThh:mm` (or a bare date): its first ten characters are the day.
    day: review.publisherDate.slice(0, 10),
    needsReply: review.needsReply,
    read: review.read,
    searchText: searchableText(review),
    authorEmail: review.authorEmail?.trim().toLowerCase() ?? '',
    nonOwnerComments: review.comments.filter((c) => c.authorRole !== 'BUSINESS_OWNER').length,
    done: review.doneAt !== undefined,
    themes,
  };
}

/** The locations the filter's folder, country and label allow; undefined when it names none. */
export function allowedPlaces(filter: ReviewFilter, places: PlaceLookup): Set<string> | undefined {
  const { folderId, country, label } = filter;
  if (!folderId && !country && !label) return undefined;
  const allowed = new Set<string>();
  for (const [id, place] of places)
    if (
      (!folderId || place.folderId === folderId) &&
      (!country || place.countryCode.toUpperCase() === country.toUpperCase()) &&
      (!label || place.labels.includes(label))
    )
      allowed.add(id);
  return allowed;
}

/** A predicate over facts for `filter`, built once and applied to many. */
export function factsMatcher(
  filter: ReviewFilter,
  places: PlaceLookup = new Map(),
): (facts: ReviewFacts) => boolean {
  const tests: ((facts: ReviewFacts) => boolean)[] = [];
  const allowed = allowedPlaces(filter, places);
  if (allowed) tests.push((facts) => allowed.has(facts.locationId));
  if (filter.locationIds?.length) {
    const ids = new Set(filter.locationIds);
    tests.push((facts) => ids.has(facts.locationId));
  }
  if (filter.publisherIds?.length) {
    const ids = new Set(filter.publisherIds);
    tests.push((facts) => ids.has(facts.publisherId));
  }
  const { minRating, maxRating, fromDate, toDate } = filter;
  if (minRating !== undefined) tests.push((facts) => facts.rating >= minRating);
  if (maxRating !== undefined) tests.push((facts) => facts.rating <= maxRating);
  if (fromDate) tests.push((facts) => facts.day >= fromDate);
  if (toDate) tests.push((facts) => facts.day <= toDate);
  if (filter.awaiting) tests.push((facts) => facts.needsReply);
  if (filter.unread) tests.push((facts) => !facts.read);
  if (filter.followUps) tests.push((facts) => facts.nonOwnerComments > 0);
  const theme = themeChoiceOf(filter.theme);
  if (theme) tests.push((facts) => hasTheme(facts.themes, theme.theme, theme.tone));
  const done = filter.done === true;
  tests.push((facts) => facts.done === done);
  const email = filter.authorEmail?.trim().toLowerCase();
  if (email) tests.push((facts) => facts.authorEmail === email);
  const needle = filter.text?.trim().toLowerCase();
  // The text test last: the cheap ones above usually decide first.
  if (needle) tests.push((facts) => facts.searchText.includes(needle));
  return (facts) => tests.every((test) => test(facts));
}

/** Whether the filter needs the cached locations (folder, country, label). */
export const needsPlaces = (filter: ReviewFilter): boolean =>
  !!(filter.folderId || filter.country || filter.label);

/** A predicate for `filter` over whole cached reviews, their themes read by `themesOf` (none without it). */
export function reviewMatcher(
  filter: ReviewFilter,
  places?: PlaceLookup,
  themesOf?: (review: CachedReview) => ThemeMasks,
): (review: CachedReview) => boolean {
  const matches = factsMatcher(filter, places);
  // The account is not a fact of the review's words: the All-accounts Account filter checks it here.
  const accounts = filter.accountIds?.length ? new Set(filter.accountIds) : undefined;
  return (review) =>
    (!accounts || accounts.has(review.accountId)) && matches(reviewFacts(review, themesOf?.(review)));
}

/** The text, title, author and comments, lower-cased: what the text search looks in. */
export function searchableText(review: CachedReview): string {
  return [review.content, review.title ?? '', review.authorName, ...review.comments.map((c) => c.message)]
    .join('\n')
    .toLowerCase();
}
