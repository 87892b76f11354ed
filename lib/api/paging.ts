/**
 * Offset/limit paging shared by every list (conventions.md: `limit` and `offset` on locations,
 * listings, suggestions, reviews and the activity log), and token paging where a list offers it.
 */
import { ERROR_CODES } from './catalog';
import { ApiError } from './errors';
import { clampLimit, clampOffset, iterationStart, type PageLimits } from './query-params';

/** The paging parameters of a list call. */
export interface PagingParams {
  /** Items per page, at most the list's maximum. */
  limit?: number;
  /** Where the page starts; not with `pageToken`. @default 0 */
  offset?: number;
  /** A `nextPageToken` of an earlier page with the same filters; not with `offset`. */
  pageToken?: string;
  /**
   * How an iterator walks: `offset` (every page asks for its offset) or `token` (each page follows
   * the previous one's `nextPageToken`: nothing is skipped or repeated when items arrive during
   * the walk). A single list call ignores it. @default 'offset'
   */
  paging?: 'offset' | 'token';
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
 * asked never makes the pager skip any.
 */
export async function* pages<P>(
  fetchPage: (request: PageRequest) => Promise<P>,
  sizeOf: (page: P) => PageSize,
  first: PageRequest,
): AsyncGenerator<P & { offset: number }, void, undefined> {
  let offset = first.offset;
  for (;;) {
    const page = await fetchPage({ limit: first.limit, offset });
    const { length, count } = sizeOf(page);
    yield { ...page, offset };
    offset += length;
    if (length === 0) return;
    if (count !== undefined ? offset >= count : length < first.limit) return;
  }
}

/**
 * Yields pages that follow each other by token (`nextPageToken`, from `VERSION_GATES`): the first
 * asked with `first` (usually none), each next one with the token of the page before, until a page
 * comes without one. Each page is tagged with the number of items yielded before it.
 */
async function* tokenPages<P extends { nextPageToken?: string }>(
  fetchPage: (pageToken: string | undefined) => Promise<P>,
  sizeOf: (page: P) => PageSize,
  first?: string,
): AsyncGenerator<P & { offset: number }, void, undefined> {
  let token = first;
  let offset = 0;
  for (;;) {
    const page = await fetchPage(token);
    yield { ...page, offset };
    offset += sizeOf(page).length;
    token = page.nextPageToken;
    if (!token) return;
  }
}

/** Flattens pages into their items. */
export async function* items<P, T>(
  source: AsyncIterable<P>,
  pick: (page: P) => readonly T[],
): AsyncGenerator<T, void, undefined> {
  for await (const page of source) yield* pick(page);
}

/**
 * The paging part of one list call's query: the page size kept within `limits`, and `offset` or
 * `pageToken`. Both at once is refused before anything is sent (`what`: "review list", …).
 */
export function pageQuery(params: PagingParams, limits: PageLimits, what: string) {
  if (params.pageToken && params.offset !== undefined)
    throw new ApiError(`The ${what} request was not sent: give pageToken or offset, not both.`, {
      errors: [
        { code: ERROR_CODES.badParameter, type: 'FATAL_ERROR', message: 'pageToken: not with offset' },
      ],
    });
  return {
    limit: clampLimit(params.limit, limits),
    offset: clampOffset(params.offset),
    pageToken: params.pageToken || undefined,
  };
}

/**
 * The pages an iterator walks through `list` with the other `params` kept: by offset from
 * `params.offset`, or with `paging: 'token'` by token from `params.pageToken`. Pages are the largest
 * `limits` allows unless `params.limit` says otherwise; `pick` gives a page's items.
 */
export function listPages<Q extends PagingParams, P extends { count?: number }>(
  list: (params: Q) => Promise<P>,
  params: Q,
  limits: PageLimits,
  pick: (page: P) => readonly unknown[],
): AsyncGenerator<P & { offset: number }, void, undefined> {
  const sizeOf = (page: P) => ({ length: pick(page).length, count: page.count });
  const start = iterationStart(params, limits);
  const { offset: _offset, pageToken, paging, ...rest } = params;
  if (paging !== 'token') return pages((page) => list({ ...rest, ...page } as Q), sizeOf, start);
  const next = (token: string | undefined) =>
    list({ ...rest, limit: start.limit, pageToken: token } as Q) as Promise<P & { nextPageToken?: string }>;
  return tokenPages(next, sizeOf, pageToken);
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
