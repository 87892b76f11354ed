/**
 * Offset/limit paging shared by every list (conventions.md: `limit` and `offset` on locations,
 * listings, suggestions, reviews and the activity log), and token paging where a list offers it.
 */

export interface PageRequest {
  limit: number;
  offset: number;
}

/** What the pager needs to know of a page: how many items it held, and the total if the service says. */
export interface PageSize {
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
export async function* tokenPages<P extends { nextPageToken?: string }>(
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
