/**
 * Offset/limit paging shared by every list (conventions.md: `limit` and `offset` on locations,
 * listings, suggestions, reviews and the activity log).
 */
import { PagingError } from './errors';
import { clampLimit, clampOffset, iterationStart, type PageLimits } from './query-params';

/** Pages past what the first page's `count` allows that a walk tolerates (items added meanwhile). */
export const EXTRA_PAGES = 2;
/** Items one list walk takes at most: far past any account (service.md's accounts hold thousands). */
export const MAX_LIST_ITEMS = 200_000;

/** The paging parameters of a list call. */
export interface PagingParams {
  /** Items per page, at most the list's maximum. */
  limit?: number;
  /** Where the page starts. @default 0 */
  offset?: number;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** What the pager needs to know of a page: how many items it held, and the total if the service says. */
interface PageSize {
  length: number;
  count: number | undefined;
}

/**
 * Yields pages from `first.offset` on, each tagged with the offset it was asked at. Stops when the
 * offset reaches `count`, on an empty page, or (when the service gives no count) on a short page.
 * The next offset advances by the items actually received, so a service that sends fewer than
 * asked never makes the pager skip any. Paging always ends: a `PagingError` stops a walk that goes
 * EXTRA_PAGES past what the first page's `count` allows, or past `maxItems`.
 */
export async function* pages<P>(
  fetchPage: (request: PageRequest) => Promise<P>,
  sizeOf: (page: P) => PageSize,
  first: PageRequest,
  maxItems = MAX_LIST_ITEMS,
): AsyncGenerator<P & { offset: number }, void, undefined> {
  let offset = first.offset;
  let maxPages: number | undefined;
  for (let fetched = 0; ; fetched++) {
    if (maxPages !== undefined && fetched >= maxPages)
      throw new PagingError(
        `The service kept sending pages past the ${maxPages - EXTRA_PAGES} its count allows, so the list was cut there. Refresh later; if it goes on, tell the service's operator.`,
        { kind: 'pastCount', limit: maxPages - EXTRA_PAGES },
      );
    const page = await fetchPage({ limit: first.limit, offset });
    const { length, count } = sizeOf(page);
    if (fetched === 0 && count !== undefined)
      maxPages = Math.ceil(Math.max(0, count - first.offset) / Math.max(1, first.limit)) + EXTRA_PAGES;
    yield { ...page, offset };
    offset += length;
    if (length === 0) return;
    if (count !== undefined ? offset >= count : length < first.limit) return;
    if (offset - first.offset >= maxItems)
      throw new PagingError(
        `The service sent more than ${maxItems.toLocaleString('en-US')} items in one list, more than any account holds, so the list was cut there. Tell the service's operator.`,
        { kind: 'tooManyItems', limit: maxItems },
      );
  }
}

/** Flattens pages into their items. */
async function* items<P, T>(
  source: AsyncIterable<P>,
  pick: (page: P) => readonly T[],
): AsyncGenerator<T, void, undefined> {
  for await (const page of source) yield* pick(page);
}

/** The paging part of one list call's query: the page size kept within `limits`, and `offset`. */
export function pageQuery(params: PagingParams, limits: PageLimits) {
  return { limit: clampLimit(params.limit, limits), offset: clampOffset(params.offset) };
}

/**
 * The pages an iterator walks through `list` with the other `params` kept, by offset from
 * `params.offset`. Pages are the largest `limits` allows unless `params.limit` says otherwise;
 * `pick` gives a page's items.
 */
function listPages<Q extends PagingParams, P extends { count?: number }>(
  list: (params: Q) => Promise<P>,
  params: Q,
  limits: PageLimits,
  pick: (page: P) => readonly unknown[],
): AsyncGenerator<P & { offset: number }, void, undefined> {
  const sizeOf = (page: P) => ({ length: pick(page).length, count: page.count });
  return pages((page) => list({ ...params, ...page }), sizeOf, iterationStart(params, limits));
}

/** Every item of the pages listPages walks. */
export function listItems<Q extends PagingParams, P extends { count?: number }, T>(
  list: (params: Q) => Promise<P>,
  params: Q,
  limits: PageLimits,
  pick: (page: P) => readonly T[],
): AsyncGenerator<T, void, undefined> {
  return items(listPages(list, params, limits, pick), pick);
}
