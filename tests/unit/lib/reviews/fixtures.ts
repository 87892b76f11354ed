import type { Comment, Review } from '@/lib/api';

/** A review in the list form (service.md › Review), ids as the client hands them on: strings. */
export function listReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '1',
    locationId: 'loc1',
    publisherId: 'BRANDB',
    rating: 4,
    content: 'Friendly staff.',
    authorName: 'Sam R.',
    publisherDate: '2026-11-20T09:00',
    lastServiceUpdateTime: '2026-11-20T09:00',
    comments: [],
    ...overrides,
  };
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    publisherDate: '2026-11-20T10:00',
    authorName: 'Acme Dental',
    authorRole: 'BUSINESS_OWNER',
    message: 'Thank you!',
    visibility: 'PUBLIC',
    ...overrides,
  };
}
