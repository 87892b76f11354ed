/**
 * Request bodies. Report, activity and comment calls take JSON (service.md › Analytics;
 * conventions.md › Reviews); a body that is not JSON is a bad parameter (code 21).
 */
import type { Context } from 'hono';
import { badParameter } from './api-error';

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badParameter('The request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badParameter('The request body must be a JSON object.');
  return value as Record<string, unknown>;
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
