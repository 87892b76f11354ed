/**
 * Service times (`YYYY-MM-DDThh:mm`, the service's clock, conventions.md › Reviews) compare as
 * strings: the sync's cursor and the backfill's top are kept as such.
 */

/** The later of two service times, either of which may be missing. */
export const later = (a: string | undefined, b: string | undefined): string | undefined =>
  a === undefined ? b : b === undefined || a > b ? a : b;

/** The `YYYY-MM-DD` of a service time. */
export const dayOf = (time: string | undefined): string | undefined => time?.slice(0, 10);
