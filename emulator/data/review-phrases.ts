/**
 * Small template banks per sentiment, so that a review's rating, title and text agree: the
 * opener, the closer and the title say how it went, and the kind's theme sentences say about
 * what (theme-sentences.ts, kinds/*.ts).
 */
import type { Rng } from '../core/random';
import type { BusinessKind } from './business-kinds';
import { GENERAL_COMPLAINTS, GENERAL_PRAISE, type ThemeSentence } from './theme-sentences';

export type Sentiment = 'positive' | 'mixed' | 'negative';

export const sentimentOf = (rating: number): Sentiment =>
  rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';

const OPENERS: Record<Sentiment, string[]> = {
  positive: [
    'Wonderful experience at {name}.',
    'Highly recommend {name}!',
    'So glad I found this place.',
    'Five stars, no hesitation.',
    'Been coming here for years and it never disappoints.',
    '',
  ],
  mixed: [
    'Mixed feelings about {name}.',
    'It was okay.',
    'Decent, but not great.',
    'Some good, some bad.',
    '',
  ],
  negative: [
    'Really disappointed with {name}.',
    'Would not recommend.',
    'Not what I expected at all.',
    'Terrible experience.',
    '',
  ],
};

const CLOSERS: Record<Sentiment, string[]> = {
  positive: ['Will definitely be back!', 'Thank you!', 'Worth every penny.', 'Tell your friends.', ''],
  mixed: ['Might give them another try.', 'Hoping it improves.', 'Not sure I will return.', ''],
  negative: ['Never again.', 'Save yourself the trouble.', 'Management should look into this.', ''],
};

const TITLES: Record<Sentiment, string[]> = {
  positive: [
    'Great experience',
    'Highly recommended',
    'Best in town',
    'Friendly and professional',
    'Loved it',
  ],
  mixed: ['Just okay', 'Room for improvement', 'Hit and miss', 'Average visit'],
  negative: ['Very disappointed', 'Avoid', 'Poor service', 'Would not return', 'Not worth it'],
};

const CONSUMER_FOLLOW_UPS = [
  'Thanks for getting back to me. Can someone call me about this?',
  'I appreciate the reply, but nobody has contacted me yet.',
  'Still waiting to hear from the manager.',
  'Thank you! See you next week.',
  'Is the offer you mentioned still available?',
];

const OWNER_REPLIES: Record<Sentiment, string[]> = {
  positive: [
    'Thank you so much for the kind words, {author}! We look forward to seeing you again.',
    'We are thrilled you had a great visit. Thanks for taking the time to share it!',
  ],
  mixed: [
    'Thanks for the honest feedback, {author}. We are working on it and hope to see you again.',
    'We appreciate you sharing this and would love the chance to do better next time.',
  ],
  negative: [
    'We are sorry to hear this, {author}. Please call us so we can make it right.',
    'This is not the experience we want anyone to have. Our manager will reach out to you.',
  ],
};

const compiled = new Map<string, string[]>();

/** Fills `{key}` placeholders; templates are split once and cached (this runs ~10⁶ times at scale). */
export function fill(template: string, values: Record<string, string>): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) out += (values[parts[i]] ?? `{${parts[i]}}`) + parts[i + 1];
  return out;
}

/** A kind's sentences of one tone: its own, and the general ones on the themes it raises. */
interface Pools {
  own: readonly ThemeSentence[];
  general: readonly ThemeSentence[];
}

const poolCache = new Map<string, Record<'praise' | 'complaint', Pools>>();

function poolsOf(kind: BusinessKind): Record<'praise' | 'complaint', Pools> {
  let pools = poolCache.get(kind.key);
  if (!pools) {
    const general = (bank: Record<string, readonly ThemeSentence[]>) =>
      kind.generalThemes.flatMap((theme) => bank[theme] ?? []);
    pools = {
      praise: { own: kind.praise, general: general(GENERAL_PRAISE) },
      complaint: { own: kind.complaints, general: general(GENERAL_COMPLAINTS) },
    };
    poolCache.set(kind.key, pools);
  }
  return pools;
}

const themeLists = new Map<string, string[]>();
const themesOfSentence = ([themes]: ThemeSentence): string[] => {
  let list = themeLists.get(themes);
  if (!list) {
    list = themes.split(' ');
    themeLists.set(themes, list);
  }
  return list;
};

/**
 * A random sentence of `pool` that `fits`: a few tries at random first (this runs ~10⁵ times when
 * seeding a large account, and most first picks fit), then a pick among those that fit.
 */
function pickFitting(
  rng: Rng,
  pool: readonly ThemeSentence[],
  fits: (sentence: ThemeSentence) => boolean,
): ThemeSentence | undefined {
  if (pool.length === 0) return undefined;
  for (let tries = 0; tries < 4; tries++) {
    const sentence = rng.pick(pool);
    if (fits(sentence)) return sentence;
  }
  const fitting = pool.filter(fits);
  return fitting.length > 0 ? rng.pick(fitting) : undefined;
}

/**
 * Sentences of one tone until the review has raised `want` themes, none twice and none past
 * `want`: mostly the kind's own sentences, sometimes the general ones.
 */
function sentencesOf(
  rng: Rng,
  kind: BusinessKind,
  tone: 'praise' | 'complaint',
  want: number,
  raised: { theme: string; tone: 'praise' | 'complaint' }[],
  values: Record<string, string>,
): string[] {
  const { own, general } = poolsOf(kind)[tone];
  const out: string[] = [];
  const start = raised.length;
  while (raised.length - start < want) {
    const room = want - (raised.length - start);
    const fits = (sentence: ThemeSentence) => {
      const themes = themesOfSentence(sentence);
      return themes.length <= room && themes.every((theme) => !raised.some((r) => r.theme === theme));
    };
    const [first, second] = rng.chance(0.6) ? [own, general] : [general, own];
    const sentence = pickFitting(rng, first, fits) ?? pickFitting(rng, second, fits);
    if (!sentence) break;
    for (const theme of themesOfSentence(sentence)) raised.push({ theme, tone });
    values.staff = fill(rng.pick(kind.staff), values);
    values.good = rng.pick(kind.goods);
    out.push(fill(sentence[1], values));
  }
  return out;
}

/** One to three themes; a mixed review raises at least one of each tone. */
function themeCount(rng: Rng, sentiment: Sentiment): number {
  const roll = rng.next();
  if (sentiment === 'mixed') return roll < 0.7 ? 2 : 3;
  return roll < 0.45 ? 1 : roll < 0.85 ? 2 : 3;
}

export interface ComposedReview {
  text: string;
  /** The themes its sentences raise, as the extension's reader would file them. */
  themes: { theme: string; tone: 'praise' | 'complaint' }[];
}

/**
 * A review's text: an opener and a closer that say how it went, and between them sentences that
 * raise one to three of the kind's themes, praise in a good rating, complaints in a poor one and
 * both at three stars.
 */
export function composeReview(
  rng: Rng,
  kind: BusinessKind,
  rating: number,
  values: Record<string, string>,
): ComposedReview {
  const sentiment = sentimentOf(rating);
  const count = themeCount(rng, sentiment);
  const themes: ComposedReview['themes'] = [];
  const parts = [fill(rng.pick(OPENERS[sentiment]), values)];
  if (sentiment === 'mixed') {
    parts.push(...sentencesOf(rng, kind, 'praise', 1, themes, values));
    const [first, ...rest] = sentencesOf(rng, kind, 'complaint', count - 1, themes, values);
    if (first) parts.push(`However, ${lowerFirst(first)}`, ...rest);
  } else {
    parts.push(
      ...sentencesOf(rng, kind, sentiment === 'positive' ? 'praise' : 'complaint', count, themes, values),
    );
  }
  parts.push(rng.pick(CLOSERS[sentiment]));
  return { text: dedupe(parts.filter(Boolean)).join(' '), themes };
}

export const reviewText = (
  rng: Rng,
  kind: BusinessKind,
  rating: number,
  values: Record<string, string>,
): string => composeReview(rng, kind, rating, values).text;

export const reviewTitle = (rng: Rng, rating: number): string => rng.pick(TITLES[sentimentOf(rating)]);

export const ownerReply = (rng: Rng, rating: number, author: string): string =>
  fill(rng.pick(OWNER_REPLIES[sentimentOf(rating)]), { author: author || 'there' });

export const consumerFollowUp = (rng: Rng): string => rng.pick(CONSUMER_FOLLOW_UPS);

/** "However, the…": the sentence's first letter lowered, unless it starts with "I" or a title. */
const lowerFirst = (text: string): string =>
  /^(I\b|Dr\.)/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
const dedupe = (parts: string[]): string[] => parts.filter((part, i) => parts.indexOf(part) === i);
