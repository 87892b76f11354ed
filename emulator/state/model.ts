/**
 * The emulator's own records. They hold what the API shows plus what the emulator needs to index
 * them; `emulator/serialize/` turns them into the service's shapes.
 */
import type { CommentVisibility, KnownCommentAuthorRole, ReviewStatus } from '../../lib/api/catalog';

export interface Account {
  id: string;
  name: string;
  /** Customer accounts can be granted on the consent page; the developer account owns the OAuth app. */
  role: 'customer' | 'developer';
  locations: LocationRecord[];
}

/** service.md › Location: the API fields, kept as the API shows them. */
export interface LocationFields {
  id: string;
  accountId: string;
  locationName: string;
  locationType: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  countryCode: string;
  phone: string;
  localPhone?: string;
  isPhoneTracked: boolean;
  suppressAddress: boolean;
  categoryIds: string[];
  description: string;
  featuredMessage: string;
  folderId: string;
  /**
   * Labels the customer put on the location (matched by the reviews' `locationLabels` filter and
   * a report's `filters.locationLabels`); not in service.md's table, so clients read it leniently.
   */
  labels: string[];
  language: string;
  timestamp: number;
  websiteUrl: string;
}

export interface LocationRecord {
  /** Position among all locations of the emulator: the key of hashed listings and analytics. */
  index: number;
  kind: string;
  /** 0.5–2: how busy the place is; scales reviews and analytics. */
  popularity: number;
  fields: LocationFields;
}

export type AuthorRole = KnownCommentAuthorRole;
export type Visibility = CommentVisibility;

export interface CommentRecord {
  id: number;
  publisherTime: number;
  authorName: string;
  authorRole: AuthorRole;
  message: string;
  visibility: Visibility;
  parentId?: string;
}

export interface ReviewRecord {
  id: number;
  accountId: string;
  locationId: string;
  publisherId: string;
  rating: number;
  title?: string;
  content: string;
  authorName: string;
  authorEmail: string;
  url?: string;
  publisherTime: number;
  /** Sort key: lastServiceUpdateTime in milliseconds (conventions.md › Reviews: order). */
  updatedTime: number;
  /** Shown from `VERSION_GATES.reviewStatus`; older versions see LIVE reviews only. */
  status: ReviewStatus;
  comments: CommentRecord[];
  /** The list JSON of this review, kept once serialised; cleared whenever the review changes. */
  listJson?: string;
}

export interface SuggestionRecord {
  id: string;
  accountId: string;
  publisherId: string;
  locationId: string;
  dateCreated: number;
  dateResolved?: number;
  fieldName: 'phone' | 'websiteUrl' | 'description' | 'address';
  status: string;
  resolvedBy?: string;
  originalContent: string;
  suggestedContent: string;
}

export interface ActivityRecord {
  time: number;
  accountId: string;
  locationId: string;
  details: string;
  content: string;
  type: string;
  actor: string;
}

export interface PublisherRecord {
  id: string;
  name: string;
  alternateBrands: { name: string; url: string }[];
  supportedCountries: string[];
  reviewWeight: number;
  titles: boolean;
}
