/**
 * Whether the side panel's filters are unfolded ("Filters (n)", components/reviews/inbox/
 * inbox-filters.tsx), kept across openings: `null` until the inbox is first used, when they show
 * unfolded once; after that, folded unless the person left them open.
 */
import { storage } from '#imports';

export const filtersOpenItem = storage.defineItem<boolean | null>('local:settings.inbox.filtersOpen', {
  fallback: null,
  version: 1,
});
