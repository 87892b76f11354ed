import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openCache } from '@/lib/cache/db';
import { readReviewFacts } from '@/lib/reputation/fact-cache';
import { resolvePeriod } from '@/lib/reputation/period';
import { countThemes } from '@/lib/reputation/theme-counts';
import { quoteThemes } from '@/lib/reputation/theme-quotes';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';
import { listReview } from '../reviews/fixtures';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const PERIOD = resolvePeriod({ kind: 'last', days: 30 }, NOW)!;

const REVIEWS = [
  { id: 'old', day: 10, rating: 2, content: 'We waited an hour for a table. Nice view though.' },
  { id: 'mid', day: 18, rating: 1, content: 'Food was cold. Then we waited forty minutes for the bill.' },
  {
    id: 'new',
    day: 20,
    rating: 2,
    title: 'Slow',
    content: 'Waited ages for our drinks, and the server was rude.',
  },
  { id: 'newest', day: 22, rating: 1, content: 'Long wait, cold pizza.' },
  { id: 'kind', day: 21, rating: 5, content: 'Our server was lovely and the pizza arrived hot.' },
];

beforeEach(async () => {
  await clearStores();
  await cacheReviews(
    'acc',
    REVIEWS.map(({ day, ...review }) =>
      listReview({
        ...review,
        publisherDate: `2026-11-${day}T12:00`,
        lastServiceUpdateTime: `2026-11-${day}T12:00`,
      }),
    ),
    () => 'backfill',
    NOW,
  );
});

async function mentioned() {
  const { facts } = await readReviewFacts('acc');
  return quoteThemes('acc', countThemes(facts, PERIOD));
}

describe('the quotes of what customers mention', () => {
  it('quote what the newest reviews wrote of each theme, with that tone', async () => {
    const themes = await mentioned();
    const wait = themes.find((theme) => theme.theme === 'wait' && theme.tone === 'complaint');
    expect(wait).toMatchObject({ count: 4, previous: 0 });
    expect(wait?.quotes).toEqual([
      { reviewId: 'newest', rating: 1, text: 'Long wait, cold pizza' },
      // From the text, which says more than the title ("Slow").
      { reviewId: 'new', rating: 2, text: 'Waited ages for our drinks' },
      { reviewId: 'mid', rating: 1, text: 'we waited forty minutes for the bill' },
    ]);
    const staff = themes.filter((theme) => theme.theme === 'staff');
    expect(staff.map(({ tone, quotes }) => [tone, quotes.map((quote) => quote.text)])).toEqual([
      ['complaint', ['the server was rude']],
      ['praise', ['Our server was lovely']],
    ]);
  });

  it('leave out a review no longer cached, and take the next', async () => {
    await (await openCache()).delete('reviews', ['acc', 'newest']);
    const wait = (await mentioned()).find((theme) => theme.theme === 'wait' && theme.tone === 'complaint');
    expect(wait?.quotes.map((quote) => quote.reviewId)).toEqual(['new', 'mid', 'old']);
  });

  it('say each thing once: a quote in the words of a newer one is passed over', async () => {
    await cacheReviews(
      'acc',
      ['again', 'once more'].map((id, i) =>
        listReview({
          id,
          rating: 1,
          content: 'Long wait, cold pizza.',
          publisherDate: `2026-11-2${3 + i}T12:00`,
          lastServiceUpdateTime: `2026-11-2${3 + i}T12:00`,
        }),
      ),
      () => 'backfill',
      NOW,
    );
    const wait = (await mentioned()).find((theme) => theme.theme === 'wait' && theme.tone === 'complaint');
    expect(wait?.count).toBe(6);
    expect(wait?.quotes.map((quote) => [quote.reviewId, quote.text])).toEqual([
      ['once more', 'Long wait, cold pizza'],
      ['new', 'Waited ages for our drinks'],
      ['mid', 'we waited forty minutes for the bill'],
    ]);
  });
});
