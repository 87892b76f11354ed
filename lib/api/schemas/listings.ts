import { z } from 'zod';
import { LISTING_STATUSES } from '../catalog';
import { idSchema, lenientEnum } from './lenient';

/** service.md › Publisher. `url` of an alternate brand may be an empty string. */
export const publisherSchema = z.object({
  id: z.string(),
  name: z.string(),
  alternateBrands: z
    .array(z.object({ name: z.string(), url: z.string() }))
    .optional()
    .default([]),
  supportedCountries: z.array(z.string()).optional().default([]),
});
export type Publisher = z.output<typeof publisherSchema>;

/** The publishers call answers with the array itself (conventions.md › Publishers). */
export const publisherListSchema = z.array(publisherSchema);

/**
 * service.md › Listing. Status values beyond the known ones are kept as they are
 * (conventions.md › Listings). `screenShotUrl` may hold a placeholder text instead of a URL.
 */
export const listingSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  publisherId: z.string(),
  status: lenientEnum(LISTING_STATUSES),
  listingUrl: z.string().optional().default(''),
  screenShotUrl: z.string().optional().default(''),
});
export type Listing = z.output<typeof listingSchema>;

export const listingListSchema = z.object({
  count: z.number().int(),
  listings: z.array(listingSchema),
});
export type ListingList = z.output<typeof listingListSchema>;
