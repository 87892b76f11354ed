/**
 * Admin `PATCH /__emulator/locations/:id`: overwrite a location's free-text fields, so tests can
 * give a location a hostile name or website and check every view renders it inert. Only text
 * fields a customer could type are accepted; ids, country and flags stay as generated.
 */
import type { LocationFields } from './model';

export const PATCHABLE_LOCATION_FIELDS = [
  'locationName',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'description',
  'featuredMessage',
  'websiteUrl',
] as const satisfies readonly (keyof LocationFields)[];

type Patchable = (typeof PATCHABLE_LOCATION_FIELDS)[number];

/** Applies `body` to `fields`; returns a problem in words, or undefined when applied. */
export function patchLocation(
  fields: LocationFields,
  body: Record<string, unknown>,
  now: number,
): string | undefined {
  const keys = Object.keys(body);
  const unknown = keys.filter((key) => !(PATCHABLE_LOCATION_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0)
    return `Only ${PATCHABLE_LOCATION_FIELDS.join(', ')} can be changed (not ${unknown.join(', ')}).`;
  const wrong = keys.filter((key) => typeof body[key] !== 'string');
  if (wrong.length > 0) return `${wrong.join(', ')} must be text.`;
  for (const key of keys as Patchable[]) fields[key] = body[key] as string;
  fields.timestamp = now;
  return undefined;
}
