/** Wire-format resources as service.md shows them, typed by the schemas' input side. */
import type { z } from 'zod';
import type {
  activitySchema,
  commentSchema,
  listingSchema,
  locationSchema,
  publisherSchema,
  publisherSuggestionSchema,
  reviewSchema,
} from '../../../../lib/api';

export const location = (
  id: string,
  extra: Partial<z.input<typeof locationSchema>> = {},
): z.input<typeof locationSchema> => ({
  id,
  accountId: 'acc-1',
  locationName: `Bakery ${id}`,
  locationType: 'LOCATION',
  address: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  countryCode: 'US',
  phone: '+1 217 555 0100',
  isPhoneTracked: false,
  suppressAddress: false,
  categoryIds: ['1314'],
  description: 'Fresh bread',
  featuredMessage: '',
  folderId: 'f-1',
  language: 'en',
  timestamp: 1_500_000_000_000,
  websiteUrl: 'https://bakery.example',
  ...extra,
});

export const publisher = (id: string): z.input<typeof publisherSchema> => ({
  id,
  name: `Publisher ${id}`,
  alternateBrands: [{ name: 'Sister site', url: '' }],
  supportedCountries: ['US', 'CA'],
});

export const listing = (id: string, status = 'LIVE'): z.input<typeof listingSchema> => ({
  id,
  locationId: 'loc-1',
  publisherId: 'BRANDA',
  status,
  listingUrl: 'https://publisher.example/listing',
  screenShotUrl: 'Screenshot not available',
});

export const suggestion = (id: string | number): z.input<typeof publisherSuggestionSchema> => ({
  id,
  publisherId: 'BRANDCMYBUSINESS',
  locationId: 'loc-1',
  dateCreated: '2017-05-01',
  fieldName: 'phone',
  status: 'WAITING_ON_CUSTOMER',
  originalContent: '+1 217 555 0100',
  suggestedContent: '+1 217 555 0199',
});

export const comment = (
  id: number,
  extra: Partial<z.input<typeof commentSchema>> = {},
): z.input<typeof commentSchema> => ({
  id,
  publisherDate: '2017-05-02T10:30',
  authorName: 'Owner',
  authorRole: 'BUSINESS_OWNER',
  message: 'Thank you!',
  visibility: 'PUBLIC',
  ...extra,
});

export const review = (
  id: number,
  extra: Partial<z.input<typeof reviewSchema>> = {},
): z.input<typeof reviewSchema> => ({
  id,
  locationId: 'loc-1',
  publisherId: 'BRANDB',
  rating: 4,
  title: 'Lovely',
  content: 'Great croissants',
  authorName: 'Ann',
  url: 'https://publisher.example/review/1',
  publisherDate: '2017-05-01T09:15',
  lastServiceUpdateTime: '2017-05-02T10:30',
  comments: [comment(900 + id)],
  ...extra,
});

export const activity = (millis: number, type = 'SOCIAL_POST'): z.input<typeof activitySchema> => ({
  date: { iMillis: millis },
  locationId: 'loc-1',
  details: 'Posted an update',
  content: '',
  type,
  actor: 'API user',
});
