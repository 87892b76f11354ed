/**
 * Small template banks per sentiment, so that a review's rating, title and text agree
 * (the task: "ratings and texts that agree"). The kind supplies the specifics.
 */
import type { Rng } from '../core/random';
import type { BusinessKind } from './business-kinds';

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

function specifics(rng: Rng, kind: BusinessKind, bank: string[], values: Record<string, string>): string {
  values.staff = fill(rng.pick(kind.staff), values);
  values.good = rng.pick(kind.goods);
  return fill(rng.pick(bank), values);
}

export function reviewText(
  rng: Rng,
  kind: BusinessKind,
  rating: number,
  values: Record<string, string>,
): string {
  const sentiment = sentimentOf(rating);
  const parts = [fill(rng.pick(OPENERS[sentiment]), values)];
  if (sentiment === 'positive') {
    parts.push(specifics(rng, kind, kind.praise, values));
    if (rng.chance(0.4)) parts.push(specifics(rng, kind, kind.praise, values));
  } else if (sentiment === 'negative') {
    parts.push(specifics(rng, kind, kind.gripes, values));
    if (rng.chance(0.4)) parts.push(specifics(rng, kind, kind.gripes, values));
  } else {
    parts.push(
      specifics(rng, kind, kind.praise, values),
      `However, ${lowerFirst(specifics(rng, kind, kind.gripes, values))}`,
    );
  }
  parts.push(rng.pick(CLOSERS[sentiment]));
  return dedupe(parts.filter(Boolean)).join(' ');
}

export const reviewTitle = (rng: Rng, rating: number): string => rng.pick(TITLES[sentimentOf(rating)]);

export const ownerReply = (rng: Rng, rating: number, author: string): string =>
  fill(rng.pick(OWNER_REPLIES[sentimentOf(rating)]), { author: author || 'there' });

export const consumerFollowUp = (rng: Rng): string => rng.pick(CONSUMER_FOLLOW_UPS);

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const dedupe = (parts: string[]): string[] => parts.filter((part, i) => parts.indexOf(part) === i);
