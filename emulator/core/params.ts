/**
 * Query and body parameter parsing shared by the routes (conventions.md › Every call: lists are
 * comma-separated, the bracketed `[a,b]` form of opt-in is accepted everywhere).
 */
import { badParameter } from './api-error';
import { isIsoDay } from './dates';

/** `a,b,c` or `[a,b,c]` (quotes around items tolerated) → items; absent or empty → undefined. */
export function parseList(raw: string | undefined | null): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  let text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const items = text
    .split(',')
    .map((item) => item.trim().replace(/^["']|["']$/g, ''))
    .filter((item) => item.length > 0);
  return items.length ? items : undefined;
}

/** A list given in a query string, repeated or not: `?ids=a,b&ids=c`. */
export function queryList(values: string[] | undefined): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  const items = values.flatMap((value) => parseList(value) ?? []);
  return items.length ? items : undefined;
}

/** A whole number within bounds, or the default when absent; anything else is code 21. */
export function parseIntParam(
  name: string,
  raw: string | undefined,
  { fallback, min, max }: { fallback: number; min: number; max?: number },
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw badParameter(`${name} must be a whole number.`);
  const value = Number(raw);
  if (value < min || (max !== undefined && value > max))
    throw badParameter(
      max === undefined ? `${name} must be at least ${min}.` : `${name} must be between ${min} and ${max}.`,
    );
  return value;
}

/** An optional whole number of at least `min`; anything else is code 21 naming the parameter. */
export function parseOptionalIntParam(
  name: string,
  raw: string | undefined,
  min: number,
): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  return parseIntParam(name, raw, { fallback: min, min });
}

/** An optional value among `allowed`; anything else is code 21 naming the parameter. */
export function parseEnumParam<const T extends readonly string[]>(
  name: string,
  raw: string | undefined,
  allowed: T,
): T[number] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!allowed.includes(raw)) throw badParameter(`${name} must be one of ${allowed.join(', ')}.`);
  return raw;
}

/** An optional `YYYY-MM-DD` parameter. */
export function parseDayParam(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!isIsoDay(raw)) throw badParameter(`${name} must be a date written YYYY-MM-DD.`);
  return raw;
}

/** An optional number parameter (ratings). */
export function parseNumberParam(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badParameter(`${name} must be a number.`);
  return value;
}
