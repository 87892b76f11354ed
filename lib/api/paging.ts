/**
 * Offset/limit paging shared by every list (conventions.md: `limit` and `offset` on locations,
 * listings, suggestions, reviews and the activity log).
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

/** Flattens pages into their items. */
export async function* items<P, T>(
  source: AsyncIterable<P>,
  pick: (page: P) => readonly T[],
): AsyncGenerator<T, void, undefined> {
  for await (const page of source) yield* pick(page);
}
