import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { openCache } from '@/lib/cache/db';
import { readDirectory } from '@/lib/names/cached-names';
import { readReviewFacts } from '@/lib/reputation/fact-cache';
import { isOverdue } from '@/lib/reputation/overdue';
import { DEFAULT_BANDS } from '@/lib/reviews/due-time';
import { readNewest, readReviewsByIds } from '@/lib/reviews/review-cache';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { rowComparator, sortedRows } from '@/lib/reviews/review-column-sort';
import { ReviewColumns } from '@/lib/reviews/review-columns';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { dateKey, emptyChunk, ROW_CHUNK, type RowChunk, setRow } from '@/lib/reviews/review-rows';
import { NO_THEMES, themeBit } from '@/lib/themes/theme-masks';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from './fixtures';
import { readReviews } from './read-reviews';

const NOW = 1_800_000_000_000;
const backfill = () => 'backfill' as const;

/** 25 reviews over 5 publishers and 3 locations; two share an update minute (ids 20 and 21). */
async function seed() {
  const reviews = Array.from({ length: 25 }, (_, i) =>
    listReview({
      id: String(i),
      locationId: `loc${i % 3}`,
      publisherId: ['BRANDB', 'BRANDCMYBUSINESS', 'BRANDA', 'BRANDD', 'BRANDE'][i % 5],
      rating: (i % 5) + 1,
      content: i % 4 === 0 ? `Great parking, visit ${i}` : `Slow service, visit ${i}`,
      authorName: `Person ${i}`,
      publisherDate: `2026-10-${String(i + 1).padStart(2, '0')}T09:00`,
      lastServiceUpdateTime:
        i === 21 ? '2026-11-20T10:00' : `2026-11-${String(i + 1).padStart(2, '0')}T10:00`,
      comments: i % 6 === 0 ? [comment({ id: `c${i}`, message: `Owner answer ${i}` })] : [],
    }),
  );
  await cacheReviews('acc', reviews, backfill, NOW);
  await cacheReviews('other', [listReview({ id: '1', content: 'Great elsewhere' })], backfill, NOW);
}

beforeEach(async () => {
  await clearStores();
  await seed();
});

const newestIds = async () => (await readReviews('acc')).reviews.map((review) => review.id);

describe('cache reads', () => {
  it('readNewest and readReviewsByIds read pages without counting', async () => {
    const order = await newestIds();
    expect((await readNewest('acc', { offset: 5, limit: 4 })).map((r) => r.id)).toEqual(order.slice(5, 9));
    expect((await readReviewsByIds('acc', ['3', 'nope', '1'])).map((r) => r.id)).toEqual(['3', '1']);
  });
});

describe('ReviewIndex', () => {
  it('matches the filter, keeps the newest-update order of the unfiltered list', async () => {
    const index = await ReviewIndex.build('acc');
    const order = await newestIds();
    const expected = order.filter((id) => Number(id) % 4 === 0 && Number(id) % 5 === 0);
    expect(index.query({ text: 'great', publisherIds: ['BRANDB'] })).toEqual(expected);
    expect(index.query({ text: 'VISIT' }).slice(20, 23)).toEqual(order.slice(20, 23));
  });

  it('finds words in comments, authors and titles', async () => {
    const index = await ReviewIndex.build('acc');
    expect(index.query({ text: 'owner answer 12' })).toEqual(['12']);
    expect(index.query({ text: 'person 7' })).toHaveLength(1);
  });

  it('answers every filter as the records themselves do, in the same order', async () => {
    const index = await ReviewIndex.build('acc');
    expect(index.size).toBe(25);
    const filters = [
      {},
      { text: 'great' },
      { text: 'Great', publisherIds: ['BRANDB'] },
      { locationIds: ['loc1'], minRating: 2, maxRating: 4 },
      { fromDate: '2026-10-05', toDate: '2026-10-09' },
      { awaiting: true },
      { text: 'owner answer' },
      { theme: 'wait:complaint' as const },
      { theme: 'parking' as const, minRating: 3 },
      { theme: 'parking:complaint' as const },
    ];
    for (const filter of filters)
      expect(index.query(filter)).toEqual((await readReviews('acc', filter)).reviews.map((r) => r.id));
    // "Great parking" and "Slow service": parking praised, the wait complained of.
    expect(index.query({ theme: 'wait:complaint' })).toHaveLength(18);
    expect(index.distinct()).toEqual({
      locationIds: ['loc0', 'loc1', 'loc2'],
      publisherIds: ['BRANDA', 'BRANDB', 'BRANDCMYBUSINESS', 'BRANDD', 'BRANDE'],
      emails: false,
      themes: { praise: themeBit('parking'), complaint: themeBit('wait'), neutral: 0 },
    });
  });

  it('joins the cached locations for folder, country and label, as the records do', async () => {
    const db = await openCache();
    const place = (id: string, folderId: string, countryCode: string, labels: string[]) =>
      db.put('locations', { accountId: 'acc', id, folderId, countryCode, labels });
    await place('loc0', '41', 'US', ['Flagship']);
    await place('loc1', '42', 'US', []);
    await place('loc2', '41', 'CA', ['Flagship', 'Pilot']);
    const index = await ReviewIndex.build('acc');
    const places = (await readDirectory('acc')).places;
    const filters = [
      { folderId: '41' },
      { country: 'US', minRating: 3 },
      { label: 'Flagship', text: 'great' },
      { label: 'Pilot' },
      { followUps: true },
    ];
    for (const filter of filters) {
      const expected = (await readReviews('acc', filter)).reviews.map((r) => r.id);
      expect(index.query(filter, places), JSON.stringify(filter)).toEqual(expected);
    }
    expect(index.query({ folderId: '41' }, places)).toHaveLength(17);
    expect(index.query({ label: 'Pilot' }, places).every((id) => Number(id) % 3 === 2)).toBe(true);
  });

  it('refresh: picks up read changes, new and edited reviews, and asks for a rebuild when the account is cleared', async () => {
    const index = await ReviewIndex.build('acc');
    expect(await index.refresh()).toBe('unchanged');
    expect(index.query({ unread: true })).toEqual([]);

    await markReviews('acc', ['3', '4'], { read: false });
    expect(await index.refresh()).toBe('changed');
    expect(index.query({ unread: true }).sort()).toEqual(['3', '4']);

    await cacheReviews(
      'acc',
      [
        listReview({ id: 'new', content: 'Brand new words', lastServiceUpdateTime: '2026-12-01T08:00' }),
        listReview({
          id: '2',
          content: 'Edited to mention parking',
          lastServiceUpdateTime: '2026-12-02T08:00',
        }),
      ],
      () => 'poll',
      NOW,
    );
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}).slice(0, 2)).toEqual(['2', 'new']);
    expect(index.query({ text: 'brand new' })).toEqual(['new']);
    expect(index.query({ text: 'mention parking' })).toEqual(['2']);
    expect(index.query({})).toEqual((await readReviews('acc')).reviews.map((r) => r.id));

    await clearAccountCache('acc');
    expect(await index.refresh()).toBe('rebuild');
  });
  it('refresh: when only new reviews arrive (no edits), the newest goes to the top', async () => {
    const index = await ReviewIndex.build('acc');
    await cacheReviews(
      'acc',
      [listReview({ id: 'arrived-1', lastServiceUpdateTime: '2026-12-01T08:00' })],
      () => 'poll',
      NOW,
    );
    expect(await index.refresh()).toBe('changed');
    expect(index.query({})[0]).toBe('arrived-1');
    await cacheReviews(
      'acc',
      [
        listReview({ id: 'arrived-3', lastServiceUpdateTime: '2026-12-03T08:00' }),
        listReview({ id: 'arrived-2', lastServiceUpdateTime: '2026-12-02T08:00' }),
      ],
      () => 'poll',
      NOW,
    );
    expect(await index.refresh()).toBe('changed');
    expect(index.query({}).slice(0, 3)).toEqual(['arrived-3', 'arrived-2', 'arrived-1']);
    expect(index.query({})).toEqual(await newestIds());
  });
});

describe('the Overdue filter ("Past response target")', () => {
  afterEach(() => vi.useRealTimers());

  it("lists exactly the reviews Reputation's needs attention counts, at any moment and any targets", async () => {
    await markReviews('acc', ['10'], { done: true });
    const index = await ReviewIndex.build('acc');
    const { facts } = await readReviewFacts('acc');
    // Review 5 (1★ on BRANDB) was published 2026-10-06T09:00; with a 2★-or-less target of 5 h it
    // is due at 14:00 that day: due then, late a millisecond after.
    const due5 = Date.UTC(2026, 9, 6, 14, 0);
    for (const bands of [DEFAULT_BANDS, { low: 5, rest: null }, { low: null, rest: 72 }]) {
      index.setTargets({ all: bands, accounts: {} });
      for (const now of [Date.UTC(2026, 9, 3), due5, due5 + 1, Date.UTC(2026, 10, 30)]) {
        vi.useFakeTimers({ toFake: ['Date'], now });
        const expected = facts.filter((fact) => isOverdue(fact, bands, now)).map((fact) => fact.id);
        expect(index.query({ overdue: true }).sort(), `${JSON.stringify(bands)} at ${now}`).toEqual(
          expected.sort(),
        );
        vi.useRealTimers();
      }
    }
    index.setTargets({ all: { low: 5, rest: null }, accounts: {} });
    vi.useFakeTimers({ toFake: ['Date'], now: due5 });
    expect(index.query({ overdue: true })).not.toContain('5');
    vi.setSystemTime(due5 + 1);
    expect(index.query({ overdue: true })).toContain('5');
    // Done is out of it (review 10, 1★ on BRANDB, unanswered, long past its target).
    vi.setSystemTime(Date.UTC(2026, 10, 30));
    expect(index.query({ overdue: true })).toContain('15');
    expect(index.query({ overdue: true })).not.toContain('10');
  });
});

describe('the Overdue filter over All accounts', () => {
  afterEach(() => vi.useRealTimers());

  it("goes by each account's own response targets, as each account's Reputation does", async () => {
    await cacheReviews('second', (await readReviews('acc')).reviews, backfill, NOW);
    const index = await ReviewIndex.build(['acc', 'second']);
    // The first account answers 2★ or less within 5 h, the second within 30 days.
    const targets = {
      all: DEFAULT_BANDS,
      accounts: { acc: { low: 5, rest: null }, second: { low: 720, rest: null } },
    };
    index.setTargets(targets);
    const now = Date.UTC(2026, 10, 1);
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (const accountId of ['acc', 'second']) {
      const { facts } = await readReviewFacts(accountId);
      const expected = facts.filter((fact) => isOverdue(fact, targets.accounts[accountId as 'acc'], now));
      const listed = index.query({ overdue: true, accountIds: [accountId] });
      expect(listed.length, accountId).toBe(expected.length);
    }
    expect(index.query({ overdue: true, accountIds: ['acc'] }).length).toBeGreaterThan(
      index.query({ overdue: true, accountIds: ['second'] }).length,
    );
  });
});

describe("a Reputation figure's set (counted, since, before, answerable)", () => {
  it('lists exactly the facts a period counts: Done ones too, not those the publisher removed', async () => {
    await markReviews('acc', ['3', '7'], { done: true });
    const index = await ReviewIndex.build('acc');
    const { facts } = await readReviewFacts('acc');
    // Oct 5, 09:00 UTC exactly is in; Oct 12, 09:00 is the first instant out.
    const since = Date.UTC(2026, 9, 5, 9, 0);
    const before = Date.UTC(2026, 9, 12, 9, 0);
    const inPeriod = facts.filter((fact) => fact.publishedAt >= since && fact.publishedAt < before);
    const ids = (list: { id: string }[]) => list.map((fact) => fact.id).sort();
    expect(index.query({ counted: true, since, before }).sort()).toEqual(ids(inPeriod));
    expect(index.query({ counted: true, since, before })).toContain('7');
    expect(index.query({ counted: true, since, before, answerable: true }).sort()).toEqual(
      ids(inPeriod.filter((fact) => fact.answerable)),
    );
    // Without `counted`, the Inbox: Done ones left out.
    expect(index.query({ since, before })).not.toContain('7');
  });
});

describe('column sort orders', () => {
  /** Random rows with many ties (few dates, few ratings), missing dates and left-out rows. */
  function randomColumns(rows: number, seed: number): ReviewColumns {
    let state = seed;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    const date = () => (next(5) === 0 ? '' : `2026-0${1 + next(3)}-1${next(3)}${next(2) ? 'T10:00' : ''}`);
    const chunks: RowChunk[] = [];
    for (let p = 0; p < rows; p++) {
      const c = Math.floor(p / ROW_CHUNK);
      chunks[c] ??= emptyChunk('acc', c);
      setRow(
        chunks[c],
        p - c * ROW_CHUNK,
        {
          id: next(20) === 0 ? '' : `r${next(rows * 2)}`,
          updated: dateKey(date()),
          published: dateKey(date()),
          waiting: dateKey(date()),
          rating: next(6),
          flags: next(32),
          locationId: 'loc',
          publisherId: 'pub',
          email: '',
          text: '',
        },
        NO_THEMES,
      );
    }
    const columns = new ReviewColumns();
    for (const chunk of chunks) columns.applyChunk(chunk, rows);
    return columns;
  }

  it('puts rows in the same order as the comparator, ties and missing dates included', () => {
    for (const seed of [1, 2, 3]) {
      const columns = randomColumns(3_000, seed);
      const orders = ['updated', 'newest', 'oldest', 'lowest', 'highest', 'waiting', 'due'] as const;
      for (const [order, bands] of [
        ...orders.map((order) => [order, DEFAULT_BANDS] as const),
        ['due', { low: 5, rest: null }] as const,
        ['due', { low: null, rest: 336 }] as const,
      ]) {
        const compare = rowComparator(columns, order, bands);
        const expected = Array.from({ length: columns.rows }, (_, p) => p)
          .filter((p) => columns.ids[p] !== '')
          .sort(compare);
        const sorted = [...sortedRows(columns, order, bands)];
        // Rows that compare equal (the same id twice) may come in either order: compare their keys.
        expect(sorted.map((p) => columns.ids[p] + columns.published[p])).toEqual(
          expected.map((p) => columns.ids[p] + columns.published[p]),
        );
        expect(sorted.every((p, i) => i === 0 || compare(sorted[i - 1], p) <= 0)).toBe(true);
      }
    }
  });
});
