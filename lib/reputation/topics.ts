/**
 * The words and short phrases that stand out in low-rated reviews (2 stars or less) against
 * high-rated ones (4 or more): what customers complain about. Computed on the device from the
 * cached texts; no text leaves the browser.
 *
 * Each term (a word, or two words in a row) is counted once per review. A term stands out by its
 * smoothed log-odds of appearing in a low review rather than a high one; it must appear in at
 * least `minReviews` low reviews, so one angry review does not make a topic.
 */

export interface Topic {
  term: string;
  /** Low-rated reviews that use it. */
  low: number;
  /** High-rated reviews that use it. */
  high: number;
}

export interface TopicOptions {
  /** At most this many topics. @default 8 */
  max?: number;
  /** Least number of low-rated reviews a term must appear in. @default 2 */
  minReviews?: number;
}

// Words that carry no topic on their own. Negations stay: "not clean" is a topic, "clean" is not.
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could ' +
    'did do does doing down during each few for from further get got had has have having he her ' +
    'here hers him his how i if in into is it its itself just me more most my myself of off on ' +
    'once only or other our ours out over own same she should so some such than that the their ' +
    'them then there these they this those through to too under until up us very was we were ' +
    'what when where which while who whom why will with would you your yours im ive dont ' +
    'really one even still back went go going come came'
  ).split(' '),
);
const NEGATIONS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'without']);

/** The distinct terms of one text: words of 3+ letters and word pairs, lower-cased. */
export function termsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const content = !STOP_WORDS.has(word) && !NEGATIONS.has(word) && word.length >= 3;
    if (content) terms.add(word);
    const next = words[i + 1];
    if (next === undefined || STOP_WORDS.has(next) || NEGATIONS.has(next) || next.length < 3) continue;
    if (content || NEGATIONS.has(word)) terms.add(`${word} ${next}`);
  }
  return terms;
}

function documentFrequency(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

export function topicsOf(
  lowTexts: readonly string[],
  highTexts: readonly string[],
  options: TopicOptions = {},
): Topic[] {
  const { max = 8, minReviews = 2 } = options;
  const low = documentFrequency(lowTexts);
  const high = documentFrequency(highTexts);
  const lowTotal = Math.max(1, lowTexts.length);
  const highTotal = Math.max(1, highTexts.length);
  const scored: (Topic & { score: number })[] = [];
  for (const [term, count] of low) {
    if (count < minReviews) continue;
    const other = high.get(term) ?? 0;
    // Add-one smoothing on both shares: a term absent from high reviews still has a finite score.
    const score = Math.log((count + 1) / (lowTotal + 2)) - Math.log((other + 1) / (highTotal + 2));
    if (score > 0) scored.push({ term, low: count, high: other, score });
  }
  // On a tie a phrase goes before its words: "cold coffee" says more than "cold".
  const words = (term: string) => term.split(' ').length;
  scored.sort(
    (a, b) =>
      b.score - a.score || b.low - a.low || words(b.term) - words(a.term) || a.term.localeCompare(b.term),
  );
  const topics: Topic[] = [];
  for (const candidate of scored) {
    if (topics.length >= max) break;
    // A word is dropped when a phrase already shown holds it in nearly as many reviews.
    const covered = topics.some(
      (shown) => shown.term.split(' ').includes(candidate.term) && shown.low >= candidate.low * 0.8,
    );
    if (!covered) topics.push({ term: candidate.term, low: candidate.low, high: candidate.high });
  }
  return topics;
}
