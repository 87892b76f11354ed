/**
 * Reviews of one account over the last 18 months: the location weighted by how busy it is, the
 * publisher by its review share, a rating, and a title and text that agree with the rating.
 */
import { DAY_MS, MINUTE_MS } from '../core/dates';
import { fakerFor, Rng } from '../core/random';
import type { Account, LocationRecord, PublisherRecord, ReviewRecord } from '../state/model';
import { BUSINESS_KINDS } from './business-kinds';
import { addCommentThread, type IdCounter } from './generate-comments';
import { slug } from './generate-locations';
import { ForeignReviews } from './languages/foreign-reviews';
import type { ReviewLanguage } from './languages/review-language';
import { People } from './people';
import { reviewText, reviewTitle } from './review-phrases';

const SPAN_MS = 548 * DAY_MS;
const NO_URL = new Set(['BRANDD']);

export interface ReviewPlan {
  seed: string;
  account: Account;
  count: number;
  publishers: PublisherRecord[];
  anchor: number;
  reviewIds: IdCounter;
  commentIds: IdCounter;
  /** The languages reviews are written in, evenly (`--languages`); English alone when absent. */
  languages?: readonly string[];
}

export function generateReviews(plan: ReviewPlan): ReviewRecord[] {
  const { account, anchor } = plan;
  if (account.locations.length === 0 || plan.count <= 0) return [];
  const rng = Rng.for(plan.seed, `reviews:${account.id}`);
  // Texts draw from a stream of their own: rewording them never moves a rating, date or name.
  const textRng = Rng.for(plan.seed, `review-texts:${account.id}`);
  const people = new People(fakerFor(plan.seed, `reviews:${account.id}`));
  const pickLocation = weightedPicker(account.locations, (l) => l.popularity);
  const publishersByCountry = new Map<string, (r: Rng) => PublisherRecord>();
  const kinds = new Map(BUSINESS_KINDS.map((kind) => [kind.key, kind]));
  const languages = plan.languages ?? ['en'];
  const foreign = languages.some((code) => code !== 'en')
    ? new ForeignReviews(plan.seed, account.id, languages)
    : undefined;
  const languageOf = new Map<ReviewRecord, { language: ReviewLanguage; firstName: string }>();

  const reviews: ReviewRecord[] = [];
  for (let i = 0; i < plan.count; i++) {
    const location = pickLocation(rng);
    const country = location.fields.countryCode;
    let pickPublisher = publishersByCountry.get(country);
    if (!pickPublisher) {
      const eligible = plan.publishers.filter(
        (p) => p.reviewWeight > 0 && p.supportedCountries.includes(country),
      );
      pickPublisher = weightedPicker(eligible, (p) => p.reviewWeight);
      publishersByCountry.set(country, pickPublisher);
    }
    const publisher = pickPublisher(rng);
    const rating = ratingFor(rng, location);
    const person = people.person(rng);
    const { first, last } = person;
    // service.md › Review: authorName may be empty.
    const authorName = rng.chance(0.03)
      ? ''
      : publisher.id === 'BRANDA'
        ? `${first} ${last[0]}.`
        : `${first} ${last}`;
    const content = reviewText(textRng, kinds.get(location.kind) ?? BUSINESS_KINDS[0], rating, {
      name: location.fields.locationName,
      city: location.fields.city,
      surname: last,
    });
    // Recent months hold more reviews than old ones, as on a growing account.
    const age = Math.floor((rng.next() ** 1.5 * SPAN_MS) / MINUTE_MS) * MINUTE_MS;
    const publisherTime = anchor - age;
    const review: ReviewRecord = {
      id: 0,
      accountId: account.id,
      locationId: location.fields.id,
      publisherId: publisher.id,
      rating,
      content,
      authorName,
      authorEmail: people.email(rng, person),
      publisherTime,
      // A review edited after it was posted carries a later update time.
      updatedTime: rng.chance(0.06)
        ? Math.min(anchor, publisherTime + rng.int(1, 30) * DAY_MS)
        : publisherTime,
      status: 'LIVE',
      comments: [],
    };
    if (publisher.titles && rng.chance(0.7)) review.title = reviewTitle(rng, rating);
    const language = foreign?.next();
    if (foreign && language) {
      // Drawn after every default draw, so the review keeps its rating, date, place and publisher.
      const native = foreign.person(language);
      if (review.authorName)
        review.authorName = language.authorName(native.first, native.last, publisher.id === 'BRANDA');
      review.authorEmail = foreign.email(language, language.code === 'ja' ? person : native);
      review.content = foreign.text(language, rating, {
        name: location.fields.locationName,
        city: location.fields.city,
      });
      if (review.title) review.title = foreign.title(language, rating);
      languageOf.set(review, { language, firstName: native.first });
    }
    reviews.push(review);
  }
  // Ids grow with the publication date, as they do on the platform.
  reviews.sort((a, b) => a.publisherTime - b.publisherTime);
  const names = new Map(account.locations.map((l) => [l.fields.id, l.fields.locationName]));
  const publisherNames = new Map(plan.publishers.map((p) => [p.id, p.name]));
  for (const review of reviews) {
    review.id = plan.reviewIds.next++;
    if (!NO_URL.has(review.publisherId))
      review.url = `https://www.${slug(publisherNames.get(review.publisherId) ?? review.publisherId)}.example/reviews/${review.id}`;
    addCommentThread(review, names.get(review.locationId) ?? account.name, rng, plan.commentIds, anchor);
    const written = languageOf.get(review);
    if (foreign && written) foreign.thread(written.language, review, written.firstName);
  }
  moderate(reviews, Rng.for(plan.seed, `review-status:${account.id}`));
  return reviews;
}

/**
 * A few reviews held back by moderation (QUARANTINED) or taken down (REMOVED), about 2% each and
 * at least one of each, drawn from a stream of their own so every other field stays as it was.
 */
function moderate(reviews: ReviewRecord[], rng: Rng): void {
  const each = Math.max(1, Math.round(reviews.length * 0.02));
  if (reviews.length < 2 * each + 1) return;
  const picked = rng.sample(reviews, 2 * each);
  picked.forEach((review, i) => {
    review.status = i < each ? 'QUARANTINED' : 'REMOVED';
  });
}

/** Busier places skew a little more positive: rating weights shift with popularity. */
function ratingFor(rng: Rng, location: LocationRecord): number {
  const lift = (location.popularity - 1.25) * 8;
  return rng.weighted([
    [5, 44 + lift],
    [4, 22],
    [3, 10],
    [2, 8],
    [1, 16 - lift / 2],
  ]);
}

export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > roll) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}
