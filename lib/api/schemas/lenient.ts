import { z } from 'zod';

/**
 * Building blocks for reading the service leniently (conventions.md: unknown fields ignored,
 * unknown enum values carried through, optional fields optional). `z.object` already drops
 * unknown keys, so only enums and ids need help here.
 */

/**
 * A string enum that keeps values it does not know: the real service may send a status the
 * spec never showed, and the UI shows it as it is rather than failing the whole list.
 */
export function lenientEnum<const T extends readonly string[]>(known: T) {
  return z
    .string({ error: `expected a string such as ${known.join(', ')}` })
    .transform((value) => value as T[number] | (string & {}));
}

/**
 * An identifier that may arrive as a number (review and comment ids do in the list response,
 * service.md › Review) or as a string; always handed on as a string so ids compare reliably.
 */
export const idSchema = z
  .union([z.string(), z.number()], { error: 'expected an id (string or number)' })
  .transform((value) => String(value));

/** A text field the spec says "may be empty": an absent value reads as empty too. */
export const maybeEmptyText = z.string().optional().default('');

/** `YYYY-MM-DD`, as dates are written in requests (conventions.md › Every call: dates are UTC). */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date YYYY-MM-DD' });
