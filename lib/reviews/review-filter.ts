/**
 * The side panel's filters over cached reviews (UI.md › Side panel: location, publisher, rating
 * range, date range, awaiting response, text search; and the service's 2017 filters: reviewer
 * email, folder, country, label, customer follow-ups; and the themes a review raises). The
 * side panel's index applies them to its columns (review-columns.ts › matcher), so the list and
 * the CSV export agree.
 * Folder, country and label are facts of the review's location: they are joined from the cached
 * locations (`PlaceLookup`), so a review whose location is not cached matches none of them.
 */
import { isThemeId, OPINION_TONES, type OpinionTone, type ThemeId } from '../themes/theme-ids';
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
  /** Exactly these reviews: the ones a notification announced together (inbox-route.ts). */
  reviewIds?: readonly string[];
  /** The All-accounts inbox's Account filter: only these accounts' reviews. */
  accountIds?: readonly string[];
  locationIds?: readonly string[];
  publisherIds?: readonly string[];
  minRating?: number;
  maxRating?: number;
  /** Publication day, `YYYY-MM-DD`, inclusive (UTC, as the service dates). */
  fromDate?: string;
  toDate?: string;
  /**
   * Published in `[since, before)`, epoch ms: a Reputation period, counted by local days, which the
   * From and To days (UTC) cannot say. Set by a figure's link only (inbox-route.ts).
   */
  since?: number;
  before?: number;
  /**
   * Every review a Reputation figure counts: Done ones too, and not those their publisher removed
   * (lib/reputation/fact-chunks.ts › COUNTED). Set by a figure's link only.
   */
  counted?: boolean;
  /** Only reviews on publishers that take replies: those a response rate is over. */
  answerable?: boolean;
  /** Only reviews awaiting a reply that can be given (`needsReply`). */
  awaiting?: boolean;
  /**
   * Only reviews past their response target now (lib/reviews/due-time.ts): awaiting a reply that
   * can be given, not Done, their band's target passed. Reputation's "need attention" opens it.
   */
  overdue?: boolean;
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
 * How many filters are set, for the folded "Filters (n)". The search box stays
 * out of the fold, so its text is not counted; a rating range counts once per end.
 */
export function activeFilterCount(filter: ReviewFilter): number {
  // A figure's period (since, before, counted) is one filter, its chip.
  const period = filter.since !== undefined || filter.before !== undefined || filter.counted === true;
  return (
    (period ? 1 : 0) +
    Object.entries(filter).filter(
      ([key, value]) =>
        key !== 'text' &&
        key !== 'since' &&
        key !== 'before' &&
        key !== 'counted' &&
        value !== undefined &&
        value !== '' &&
        value !== false &&
        !(Array.isArray(value) && value.length === 0),
    ).length
  );
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

/** The text, title, author and comments, lower-cased: what the text search looks in. */
export function searchableText(review: CachedReview): string {
  return [review.content, review.title ?? '', review.authorName, ...review.comments.map((c) => c.message)]
    .join('\n')
    .toLowerCase();
}
