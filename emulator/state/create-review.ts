/**
 * A review added through the admin API (docs/architecture.md › Emulator admin API: "any subset of
 * Review
 * fields; the rest generated"). Returns a problem message for a body it cannot accept.
 */

import {
  COMMENT_AUTHOR_ROLES,
  DEFAULT_REVIEW_STATUS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '../../lib/api/catalog';
import { DAY_MS } from '../core/dates';
import type { Rng } from '../core/random';
import { BUSINESS_KINDS } from '../data/business-kinds';
import { slug } from '../data/generate-locations';
import { weightedPicker } from '../data/generate-reviews';
import type { People } from '../data/people';
import { reviewText } from '../data/review-phrases';
import type { CommentRecord, ReviewRecord } from './model';
import type { World } from './world';

type Body = Record<string, unknown>;

function timeOf(value: unknown, fallback: number): number | string {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return 'dates must be ISO strings (YYYY-MM-DD or YYYY-MM-DDThh:mm).';
  const ms = Date.parse(
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? `${value}T00:00:00Z`
      : /Z|[+-]\d\d:?\d\d$/.test(value)
        ? value
        : `${value}Z`,
  );
  return Number.isNaN(ms) ? `Not a date: ${value}.` : ms;
}

const text = (value: unknown, name: string): string | undefined | Error =>
  value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : new Error(`${name} must be a string.`);

export function createReview(world: World, body: Body, rng: Rng, people: People): ReviewRecord | string {
  const now = world.clock.now();
  const location =
    body.locationId !== undefined
      ? world.locations.get(String(body.locationId))
      : rng.pick(world.primary.locations);
  if (!location) return `Unknown locationId: ${String(body.locationId)}.`;
  const country = location.fields.countryCode;
  const eligible = world.publishers.filter(
    (p) => p.reviewWeight > 0 && p.supportedCountries.includes(country),
  );
  const publisher =
    body.publisherId !== undefined
      ? world.publisher(String(body.publisherId))
      : weightedPicker(eligible, (p) => p.reviewWeight)(rng);
  if (!publisher) return `Unknown publisherId: ${String(body.publisherId)}.`;
  const rating =
    body.rating ??
    rng.weighted([
      [5, 5],
      [4, 2],
      [3, 1],
      [2, 1],
      [1, 2],
    ] as const);
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    return 'rating must be a whole number from 1 to 5.';
  const fields = {
    content: text(body.content, 'content'),
    title: text(body.title, 'title'),
    authorName: text(body.authorName, 'authorName'),
    authorEmail: text(body.authorEmail, 'authorEmail'),
    url: text(body.url, 'url'),
  };
  for (const value of Object.values(fields)) if (value instanceof Error) return value.message;
  const status = body.status ?? DEFAULT_REVIEW_STATUS;
  if (!(REVIEW_STATUSES as readonly unknown[]).includes(status))
    return `status must be one of ${REVIEW_STATUSES.join(', ')}.`;
  const publisherTime = timeOf(body.publisherDate, now);
  if (typeof publisherTime === 'string') return publisherTime;
  let id = world.reviewIds.next;
  if (body.id !== undefined) {
    if (
      typeof body.id !== 'number' ||
      !Number.isInteger(body.id) ||
      body.id <= 0 ||
      world.reviews.has(body.id)
    )
      return 'id must be a positive whole number not used by another review.';
    id = body.id;
  } else world.reviewIds.next++;

  const person = people.person(rng);
  const { first, last } = person;
  const authorName = (fields.authorName as string | undefined) ?? `${first} ${last}`;
  const content =
    (fields.content as string | undefined) ??
    reviewText(rng, BUSINESS_KINDS.find((k) => k.key === location.kind) ?? BUSINESS_KINDS[0], rating, {
      name: location.fields.locationName,
      city: location.fields.city,
      surname: last,
    });
  const review: ReviewRecord = {
    id,
    accountId: location.fields.accountId,
    locationId: location.fields.id,
    publisherId: publisher.id,
    rating,
    content,
    authorName,
    authorEmail: (fields.authorEmail as string | undefined) ?? people.email(rng, person),
    url: (fields.url as string | undefined) ?? `https://www.${slug(publisher.name)}.example/reviews/${id}`,
    publisherTime,
    updatedTime: now,
    status: status as ReviewStatus,
    comments: [],
  };
  if (fields.title !== undefined) review.title = fields.title as string;
  const comments = body.comments ?? [];
  if (!Array.isArray(comments)) return 'comments must be a list.';
  for (const raw of comments) {
    const comment = commentFrom(world, raw as Body, review, now);
    if (typeof comment === 'string') return comment;
    review.comments.push(comment);
  }
  review.comments.sort((a, b) => a.publisherTime - b.publisherTime);
  return review;
}

/**
 * A comment from an admin body (`message`, and optionally `authorRole` (CONSUMER by default),
 * `authorName`, `visibility`, `parentId`, `publisherDate`). Without a date it is dated `defaultTime`,
 * or within the last day for the comments of a new review.
 */
export function commentFrom(
  world: World,
  c: Body,
  review: ReviewRecord,
  now: number,
  defaultTime = Math.max(review.publisherTime, now - DAY_MS),
): CommentRecord | string {
  if (typeof c !== 'object' || c === null) return 'each comment must be an object.';
  const message = c.message ?? c.content;
  if (typeof message !== 'string' || !message) return 'each comment needs a message.';
  const role = c.authorRole ?? 'CONSUMER';
  if (!(COMMENT_AUTHOR_ROLES as readonly unknown[]).includes(role))
    return 'authorRole must be BUSINESS_OWNER or CONSUMER.';
  const time = timeOf(c.publisherDate, defaultTime);
  if (typeof time === 'string') return time;
  const location = world.locations.get(review.locationId);
  return {
    id: world.commentIds.next++,
    publisherTime: time,
    authorName:
      typeof c.authorName === 'string'
        ? c.authorName
        : role === 'BUSINESS_OWNER'
          ? (location?.fields.locationName ?? '')
          : review.authorName,
    authorRole: role as CommentRecord['authorRole'],
    message,
    visibility: c.visibility === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    ...(c.parentId !== undefined ? { parentId: String(c.parentId) } : {}),
  };
}
