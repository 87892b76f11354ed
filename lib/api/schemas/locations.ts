import { z } from 'zod';
import { idSchema } from './lenient';

/** service.md › Location: every field the spec marks required is required; `localPhone` is optional. */
export const locationSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  locationName: z.string(),
  locationType: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  localPhone: z.string().optional(),
  isPhoneTracked: z.boolean(),
  suppressAddress: z.boolean(),
  categoryIds: z.array(idSchema),
  description: z.string(),
  featuredMessage: z.string(),
  folderId: idSchema,
  /** Not in service.md's table: absent on some services (read it as no labels). */
  labels: z.array(idSchema).optional(),
  language: z.string(),
  timestamp: z.number(),
  websiteUrl: z.string(),
});
export type Location = z.output<typeof locationSchema>;

/** `GET /v2/accounts/me/locations`: `count` is the total, independent of paging (conventions.md › Locations). */
export const locationListSchema = z.object({
  count: z.number().int(),
  locations: z.array(locationSchema),
});
export type LocationList = z.output<typeof locationListSchema>;
