import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '@/lib/reputation/period';
import { factOf, type ReviewFact } from '@/lib/reputation/review-facts';
import { countThemes, QUOTED_REVIEWS, themeFilter } from '@/lib/reputation/theme-counts';
import { themeBit } from '@/lib/themes/theme-masks';
import { listReview } from '../reviews/fixtures';

// Noon local time on Wed 25 Nov 2026: "last 30 days" is 27 Oct to 25 Nov, the period before
// 27 Sep to 26 Oct.
const NOW = new Date(2026, 10, 25, 12, 0).getTime();
const THIRTY = resolvePeriod({ kind: 'last', days: 30 }, NOW)!;

let ids = 0;
/** The fact of a review written `daysAgo` local days before NOW, its themes read from `content`. */
function review(content: string, daysAgo: number, rating = 1): ReviewFact {
  const at = new Date(2026, 10, 25 - daysAgo, 10, 0).toISOString().slice(0, 16);
  return factOf(listReview({ id: `r${ids++}`, content, rating, publisherDate: at }));
}

const WAIT = 'We waited forty minutes past our appointment.';
const RUDE = 'The receptionist was rude.';
const FRIENDLY = 'Friendly staff, and no wait at all.';

describe('what customers mention', () => {
  it('counts each theme once per review and tone in the period, most counted first', () => {
    const facts = [
      review(`${WAIT} ${RUDE}`, 1),
      review(WAIT, 2),
      review(`${WAIT} Waited again at the desk.`, 3),
      review(RUDE, 4, 2),
      review(FRIENDLY, 5, 5),
      review('Lovely people.', 6, 5),
    ];
    const counts = countThemes(facts, THIRTY).map(({ theme, tone, count }) => [theme, tone, count]);
    expect(counts).toEqual([
      ['wait', 'complaint', 3],
      ['staff', 'complaint', 2],
      // "Friendly staff" and "Lovely people".
      ['staff', 'praise', 2],
      ['wait', 'praise', 1],
    ]);
  });

  it('gives each count the same count over the period before, and leaves out what only it raised', () => {
    const facts = [
      review(WAIT, 1),
      review(WAIT, 29),
      // The period before: 30 to 59 days ago.
      review(WAIT, 30),
      review(WAIT, 45),
      review(WAIT, 59),
      review(RUDE, 40),
      // Before both.
      review(WAIT, 60),
    ];
    expect(countThemes(facts, THIRTY)).toEqual([
      expect.objectContaining({ theme: 'wait', tone: 'complaint', count: 2, previous: 3 }),
    ]);
  });

  it('a period starts at its first local midnight and ends before the one after its last day', () => {
    const at = (time: number) => ({ ...review(WAIT, 0), publishedAt: time });
    const counts = countThemes([at(THIRTY.start), at(THIRTY.end - 60_000), at(THIRTY.end)], THIRTY);
    expect(counts[0]).toMatchObject({ count: 2, previous: 0 });
  });

  it('keeps the newest reviews of each theme and tone, newest first, for their quotes', () => {
    const facts = [5, 1, 9, 3, 7].map((daysAgo) => ({ daysAgo, fact: review(WAIT, daysAgo) }));
    const [wait] = countThemes(
      facts.map(({ fact }) => fact),
      THIRTY,
    );
    const newestFirst = [...facts].sort((a, b) => a.daysAgo - b.daysAgo).map(({ fact }) => fact.id);
    expect(wait.newest).toEqual(newestFirst.slice(0, QUOTED_REVIEWS));
  });

  it('a review that praises and complains of one theme counts on both sides; a neutral mention on neither', () => {
    const both = review('The staff at the desk were rude, but the nurse was lovely.', 2, 3);
    const neutral = review('Ordered a pizza for delivery.', 2, 4);
    expect(both.themes.praise && both.themes.complaint).not.toBe(0);
    expect(neutral.themes).toEqual({ praise: 0, complaint: 0, neutral: themeBit('delivery') });
    expect(countThemes([both, neutral], THIRTY).map(({ theme, tone }) => `${theme} ${tone}`)).toEqual([
      'staff complaint',
      'staff praise',
    ]);
  });

  it('links to the inbox filtered to the theme and tone over the days of the period', () => {
    expect(themeFilter({ theme: 'wait', tone: 'complaint' }, THIRTY)).toEqual({
      theme: 'wait:complaint',
      // The service's days (UTC) of the period's first and last instants.
      fromDate: new Date(THIRTY.start).toISOString().slice(0, 10),
      toDate: new Date(THIRTY.end - 1).toISOString().slice(0, 10),
    });
  });
});
