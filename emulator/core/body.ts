/**
 * Request bodies. Report, activity and comment calls take JSON (service.md › Analytics;
 * conventions.md › Reviews); a body that is not JSON is a bad parameter (code 21). Real clients
 * serialise an unset optional field as `null`, and the real service read that as absent: members
 * whose value is `null` are dropped here, at every depth of nested objects, before any route looks.
 */
import type { Context } from 'hono';
import { badParameter } from './api-error';

/** JSON nested deeper is a bad parameter (400), never a stack overflow (500). */
export const MAX_JSON_DEPTH = 64;

/** How deep `text`'s brackets nest, outside strings; stops counting once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badParameter(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badParameter('The request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badParameter('The request body must be a JSON object.');
  return withoutNulls(value as Record<string, unknown>);
}

/**
 * The object without its `null` members, nested objects likewise. Items of a list are left as they
 * are: `[null]` is a list holding something wrong, not an absent list.
 */
export function withoutNulls(object: Record<string, unknown>): Record<string, unknown> {
  // fromEntries defines members, so a `__proto__` key stays a plain member.
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [
        key,
        typeof value === 'object' && !Array.isArray(value)
          ? withoutNulls(value as Record<string, unknown>)
          : value,
      ]),
  );
}

/** A list member of a JSON body: an array of strings, or a comma list for leniency. */
export function bodyList(name: string, value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return value.map(String);
  throw badParameter(`${name} must be a list of strings.`);
}
