/**
 * The seeded reviews mention real themes of their kind of business, in words that agree with
 * their rating, as the extension's own theme reader files them (lib/themes): the demo shows
 * "Wait: 14 complaints" rather than noise.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../emulator/core/random';
import { BUSINESS_KINDS } from '../../../emulator/data/business-kinds';
import { composeReview } from '../../../emulator/data/review-phrases';
import { themesOfReview } from '../../../lib/themes/read-themes';
import { KIND_THEMES, type ThemeMention } from '../../../lib/themes/theme-ids';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 8, reviews: 480 });

interface Read {
  rating: number;
  kind: string;
  themes: ThemeMention[];
}

async function readReviews(): Promise<Read[]> {
  const locations = (await ctx.client.get(`${ME}/locations`, { query: { limit: 50 } })).body.response
    .locations;
  const kindOf = new Map<string, string>(
    locations.map((l: { id: string; categoryIds: string[] }) => [
      l.id,
      BUSINESS_KINDS.find((kind) => kind.categoryIds.includes(l.categoryIds[0]))?.key ?? '',
    ]),
  );
  const out: Read[] = [];
  for (let offset = 0; ; offset += 100) {
    const { reviews } = (await ctx.client.get(`${ME}/reviews`, { query: { limit: 100, offset } })).body
      .response;
    for (const review of reviews)
      out.push({
        rating: review.rating,
        kind: kindOf.get(review.locationId) ?? '',
        themes: themesOfReview(review),
      });
    if (reviews.length < 100) return out;
  }
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

describe('the themes of the seeded reviews', () => {
  it('raises one to three themes a review, each read by the extension with the tone the rating gives it', () => {
    const rng = Rng.for('themes', 'test');
    let agree = 0;
    let total = 0;
    for (const kind of BUSINESS_KINDS)
      for (const rating of [1, 2, 3, 4, 5])
        for (let i = 0; i < 60; i++) {
          const { text, themes } = composeReview(rng, kind, rating, {
            name: 'Elm Cafe',
            city: 'Austin',
            surname: 'Lee',
          });
          expect(new Set(themes.map((t) => t.theme)).size).toBeGreaterThanOrEqual(rating === 3 ? 2 : 1);
          expect(themes.length).toBeLessThanOrEqual(3);
          for (const { tone } of themes)
            expect(tone).toBe(rating >= 4 ? 'praise' : rating <= 2 ? 'complaint' : tone);
          if (rating === 3)
            expect(new Set(themes.map((t) => t.tone))).toEqual(new Set(['praise', 'complaint']));
          const read = new Set(themesOfReview({ content: text }).map((t) => `${t.theme}:${t.tone}`));
          for (const { theme, tone } of themes) {
            total++;
            if (read.has(`${theme}:${tone}`)) agree++;
          }
        }
    expect(share(agree, total)).toBeGreaterThanOrEqual(0.97);
  });

  it('every review raises a theme, praised at 4–5★, complained of at 1–2★, both at 3★', async () => {
    const reviews = await readReviews();
    expect(reviews.length).toBeGreaterThan(400);
    expect(share(reviews.filter((r) => r.themes.length > 0).length, reviews.length)).toBeGreaterThanOrEqual(
      0.97,
    );
    const tones = (stars: (rating: number) => boolean) =>
      reviews.filter((r) => stars(r.rating)).flatMap((r) => r.themes.map((t) => t.tone));
    const high = tones((rating) => rating >= 4);
    const low = tones((rating) => rating <= 2);
    expect(share(high.filter((tone) => tone === 'praise').length, high.length)).toBeGreaterThanOrEqual(0.97);
    expect(share(low.filter((tone) => tone === 'complaint').length, low.length)).toBeGreaterThanOrEqual(0.97);
    const mixed = reviews.filter((r) => r.rating === 3);
    expect(mixed.length).toBeGreaterThan(10);
    const both = mixed.filter(
      (r) => r.themes.some((t) => t.tone === 'praise') && r.themes.some((t) => t.tone === 'complaint'),
    );
    expect(share(both.length, mixed.length)).toBeGreaterThanOrEqual(0.9);
  });

  it("raises a kind's own themes only at that kind of business, and the themes every business has everywhere", async () => {
    const reviews = await readReviews();
    for (const review of reviews)
      for (const { theme } of review.themes) {
        const kinds = KIND_THEMES[theme];
        if (kinds) expect(kinds, `${theme} at a ${review.kind}`).toContain(review.kind);
      }
    const complaints = new Set(
      reviews.filter((r) => r.rating <= 2).flatMap((r) => r.themes.map((t) => t.theme)),
    );
    for (const theme of ['wait', 'staff', 'cleanliness', 'price']) expect(complaints).toContain(theme);
  });
});
