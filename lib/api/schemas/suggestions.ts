import { z } from 'zod';
import { SUGGESTION_STATUSES } from '../catalog';
import { idSchema, lenientEnum } from './lenient';

/**
 * The proposed and current values of a location field. Conventions show text, but a field such as
 * `categoryIds` holds a list, so scalars and lists are accepted and handed on as display text.
 */
const suggestionContentSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))], {
    error: 'expected text, a number, a boolean or a list',
  })
  .transform((value) => (Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value)));

/** conventions.md › Publisher suggestions (service.md leaves the fields "not shown"). */
export const publisherSuggestionSchema = z.object({
  id: idSchema,
  publisherId: z.string(),
  locationId: idSchema,
  dateCreated: z.string(),
  dateResolved: z.string().optional(),
  fieldName: z.string(),
  status: lenientEnum(SUGGESTION_STATUSES),
  resolvedBy: z.string().optional(),
  /** Absent when the field had no value before the suggestion. */
  originalContent: suggestionContentSchema.optional().default(''),
  suggestedContent: suggestionContentSchema,
});
export type PublisherSuggestion = z.output<typeof publisherSuggestionSchema>;

export const suggestionListSchema = z.object({
  count: z.number().int(),
  suggestions: z.array(publisherSuggestionSchema),
});
export type SuggestionList = z.output<typeof suggestionListSchema>;
