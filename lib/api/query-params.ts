/** Page size rules of one list (`LIMITS.reviewsPage`, …). */
export type PageLimits = { readonly default: number; readonly max: number };

/** conventions.md › Every call: list parameters are comma-separated (`a,b,c`); empty lists are left out. */
export function listParam(values: readonly string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

/** The bracketed form `[a,b,c]` shown for opt-in (service.md › Publishers and listings). */
export function bracketList(values: readonly string[]): string {
  return `[${values.join(',')}]`;
}

/**
 * Characters that would change the meaning of a list parameter: an id holding one could select
 * listings nobody chose. Returns the ids at fault.
 */
export function unsafeListIds(values: readonly string[]): string[] {
  return values.filter((value) => value === '' || /[,[\]]/.test(value));
}

/** A requested page size kept within 1 and the list's maximum, since the service refuses more. */
export function clampLimit(limit: number | undefined, limits: PageLimits): number | undefined {
  if (limit === undefined) return undefined;
  return Math.min(limits.max, Math.max(1, Math.floor(limit)));
}

/** A start offset: a whole number, never negative. */
export function clampOffset(offset: number | undefined): number | undefined {
  return offset === undefined ? undefined : Math.max(0, Math.floor(offset));
}

/** The pages an iterator asks for: the largest page the list allows, unless told otherwise. */
export function iterationStart(
  params: { limit?: number; offset?: number },
  limits: PageLimits,
): { limit: number; offset: number } {
  return { limit: clampLimit(params.limit ?? limits.max, limits)!, offset: clampOffset(params.offset) ?? 0 };
}
