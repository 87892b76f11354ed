/**
 * `--languages`: the emulator writes its reviews in German, French, Spanish and Japanese as well as
 * English, over the same seed: only the words and the reviewers change, and the default seed stays
 * exactly as it was.
 */
import { fr } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../../../emulator/cli-args';
import { type RunningEmulator, startEmulator } from '../../../emulator/index';
import { EmulatorClient, ME } from './support';

const now = Date.now();
let plain: EmulatorClient;
let english: EmulatorClient;
let mixed: EmulatorClient;
let french: EmulatorClient;
let japanese: EmulatorClient;

beforeAll(async () => {
  const start = (languages?: string[]): Promise<RunningEmulator> =>
    startEmulator({
      seed: 'languages',
      now,
      locations: 5,
      reviews: 200,
      ...(languages ? { languages } : {}),
    });
  [plain, english, mixed, french, japanese] = (
    await Promise.all([
      start(),
      start(['en']),
      start(['en', 'de', 'fr', 'es', 'ja']),
      start(['fr']),
      start(['ja']),
    ])
  ).map((emulator) => new EmulatorClient(emulator));
});
afterAll(async () => {
  await Promise.all([plain, english, mixed, french, japanese].map((client) => client?.emu.close()));
});

interface WireReview {
  id: string;
  rating: number;
  publisherDate: string;
  locationId: string;
  publisherId: string;
  authorName: string;
  title?: string;
  content: string;
  comments: { message: string; authorRole: string }[];
}

const reviews = async (client: EmulatorClient, limit = 100): Promise<WireReview[]> =>
  (await client.get(`${ME}/reviews`, { query: { limit } })).body.response.reviews;

describe('the seed in other languages', () => {
  it('English alone is the default seed, word for word', async () => {
    expect(await reviews(english)).toEqual(await reviews(plain));
  });

  it('keeps every rating, date, place and publisher of the default seed; only words and reviewers change', async () => {
    const [before, after] = [await reviews(plain), await reviews(mixed)];
    const facts = (review: WireReview) => [
      review.id,
      review.rating,
      review.publisherDate,
      review.locationId,
      review.publisherId,
    ];
    expect(after.map(facts)).toEqual(before.map(facts));
    const rewritten = after.filter((review, i) => review.content !== before[i].content);
    // Four languages in five: about 80 of 100 reviews are written again.
    expect(rewritten.length).toBeGreaterThan(65);
    expect(rewritten.length).toBeLessThan(95);
  });

  it('writes French as customers in France write it, with French names, and a page of 50 never repeats', async () => {
    const page = await reviews(french, 50);
    expect(new Set(page.map((review) => review.content)).size).toBe(50);
    expect(
      page.filter((review) =>
        /\b(nous|très|personnel|accueil|attente|prix|rendez-vous)\b/i.test(review.content),
      ).length,
    ).toBeGreaterThan(30);
    const names = fr.person?.first_name as Record<string, string[]>;
    const firstNames = new Set(Object.values(names).flat());
    const named = page.filter((review) => review.authorName);
    expect(
      named.every((review) => [...firstNames].some((first) => review.authorName.startsWith(`${first} `))),
    ).toBe(true);
    // A one-star review complains, a five-star one praises.
    for (const review of page.filter((candidate) => candidate.rating === 1))
      expect(review.content).not.toMatch(/Je recommande vivement|Cinq étoiles/);
    // The business answers in French too.
    const owner = page
      .flatMap((review) => review.comments)
      .filter((comment) => comment.authorRole === 'BUSINESS_OWNER');
    expect(owner.length).toBeGreaterThan(0);
    expect(
      owner.every((comment) => /merci|désolés|responsable|expérience|retour/i.test(comment.message)),
    ).toBe(true);
  });

  it('writes Japanese with Japanese names, family name first', async () => {
    const page = await reviews(japanese, 50);
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    expect(page.every((review) => cjk.test(review.content))).toBe(true);
    const named = page.filter((review) => review.authorName);
    expect(named.length).toBeGreaterThan(40);
    expect(named.every((review) => cjk.test(review.authorName))).toBe(true);
  });
});

describe('the flag', () => {
  it('takes languages comma-separated, and refuses one it cannot write or one twice', () => {
    expect(parseCliArgs(['--languages', 'en,de,fr,es,ja'])).toEqual({
      help: false,
      quiet: false,
      options: { languages: ['en', 'de', 'fr', 'es', 'ja'] },
    });
    expect(parseCliArgs(['--languages=fr'])).toMatchObject({ options: { languages: ['fr'] } });
    expect(() => parseCliArgs(['--languages', 'fr,it'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--languages', 'fr,fr'])).toThrow(/comma-separated/);
  });

  it('startEmulator refuses an unknown language in words', async () => {
    await expect(startEmulator({ languages: ['it'] })).rejects.toThrow(
      'languages must be some of en, de, fr, es, ja.',
    );
  });
});
