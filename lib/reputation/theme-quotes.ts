/**
 * The quotes under each theme of "What customers mention": the newest reviews that raise it
 * (theme-counts.ts), read by key, and read again for their themes (lib/themes), whose mention of
 * this theme with this tone gives the clause the customer wrote (their text's before their
 * title's). A few dozen reviews at most, so no text is kept with the facts.
 */
import { openCache } from '../cache/db';
import type { CachedReview } from '../reviews/cached-review';
import { themesOf } from '../themes/read-themes';
import type { ThemeMention } from '../themes/theme-ids';
import type { ThemeCount } from './theme-counts';

/** Quotes per theme and tone. */
export const QUOTES = 3;

export interface ThemeQuote {
  reviewId: string;
  rating: number;
  /** The clause that raised the theme, as the reviewer wrote it (lib/themes › ThemeMention.quote). */
  text: string;
}

/** A theme of the period with its count, its count in the period before, and its quotes. */
export type MentionedTheme = Omit<ThemeCount, 'newest'> & { quotes: ThemeQuote[] };

/** A review read for its quotes; null: no longer cached. */
type Read = { rating: number; mentions: ThemeMention[] } | null;

async function readReviews(
  accountId: string,
  ids: readonly string[],
  into: Map<string, Read>,
): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !into.has(id));
  if (missing.length === 0) return;
  const tx = (await openCache()).transaction('reviews');
  const records = (await Promise.all(missing.map((id) => tx.store.get([accountId, id])))) as (
    | CachedReview
    | undefined
  )[];
  await tx.done;
  records.forEach((record, i) => {
    // The text before the title: a title is often a word or two ("Slow"), which quotes nothing.
    into.set(
      missing[i],
      record
        ? { rating: record.rating, mentions: [...themesOf(record.content), ...themesOf(record.title ?? '')] }
        : null,
    );
  });
}

/** The quotes of `count` among the reviews read so far, newest first, each said once. */
function quotesOf(count: ThemeCount, read: Map<string, Read>): ThemeQuote[] {
  const quotes: ThemeQuote[] = [];
  const said = new Set<string>();
  for (const reviewId of count.newest) {
    const review = read.get(reviewId);
    const mention = review?.mentions.find(({ theme, tone }) => theme === count.theme && tone === count.tone);
    const words = mention?.quote.toLowerCase();
    if (!review || !mention || !words || said.has(words)) continue;
    said.add(words);
    quotes.push({ reviewId, rating: review.rating, text: mention.quote });
    if (quotes.length === QUOTES) break;
  }
  return quotes;
}

/**
 * `counts` with the quotes of their newest reviews, each said once (a quote that repeats a newer
 * one's words is passed over); a review gone from the cache is not quoted. The newest QUOTES of
 * each are read first, the others only for a theme they left short.
 */
export async function quoteThemes(
  accountId: string,
  counts: readonly ThemeCount[],
): Promise<MentionedTheme[]> {
  const read = new Map<string, Read>();
  await readReviews(
    accountId,
    counts.flatMap((count) => count.newest.slice(0, QUOTES)),
    read,
  );
  const short = counts.filter(
    (count) => count.newest.length > QUOTES && quotesOf(count, read).length < QUOTES,
  );
  await readReviews(
    accountId,
    short.flatMap((count) => count.newest.slice(QUOTES)),
    read,
  );
  return counts.map((count) => {
    const { newest: _newest, ...figures } = count;
    return { ...figures, quotes: quotesOf(count, read) };
  });
}
