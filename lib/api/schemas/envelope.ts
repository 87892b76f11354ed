import { z } from 'zod';
import { API_ERROR_TYPES } from '../catalog';
import { lenientEnum } from './lenient';

/** An element of `meta.errors` (conventions.md › Every call; service.md leaves its shape "not shown"). */
export const apiErrorItemSchema = z.object({
  code: z.number(),
  type: lenientEnum(API_ERROR_TYPES).optional(),
  message: z.string().optional().default(''),
});
export type ApiErrorItem = z.output<typeof apiErrorItemSchema>;

/** `meta` of every response (service.md › Response envelope); `errors` is empty on success. */
export const metaSchema = z.object({
  uuid: z.string().optional(),
  errors: z.array(apiErrorItemSchema).optional().default([]),
});

/**
 * The envelope around every API response (service.md › Response envelope), built around the
 * schema of the operation's payload.
 */
export function envelopeSchema<T extends z.ZodType>(payload: T) {
  return z.object({ meta: metaSchema.optional().default({ errors: [] }), response: payload });
}
export type Envelope<T extends z.ZodType> = z.output<ReturnType<typeof envelopeSchema<T>>>;
