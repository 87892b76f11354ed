/**
 * The side panel's part of the first-screen snapshot (panel-screen.ts), read from the cache as the
 * panel reads its first rows (components/reviews/inbox/first-screen.ts): the newest reviews of the
 * account the snapshot shows, in the stored order when it is the default one.
 */
import { readNamesOf } from '../names/cached-names';
import { readInboxSort } from '../reviews/inbox-sort-setting';
import { readNewest } from '../reviews/review-cache';
import type { FirstScreen } from './first-screen-snapshot';
import { type FirstScreenWithPanel, PANEL_SCREEN_REVIEWS } from './panel-screen';

export async function withPanelScreen(screen: FirstScreen | null): Promise<FirstScreenWithPanel | null> {
  if (!screen) return null;
  const [sort, reviews] = await Promise.all([
    readInboxSort(),
    readNewest(screen.activeId, { limit: PANEL_SCREEN_REVIEWS }),
  ]);
  if (sort !== 'newest' || reviews.length === 0) return screen;
  const names = await readNamesOf(screen.activeId, {
    locationIds: reviews.map((review) => review.locationId),
    publisherIds: reviews.map((review) => review.publisherId),
  });
  return {
    ...screen,
    panel: {
      sort,
      // The rows never show a comment thread: it stays in the cache.
      reviews: reviews.map((review) => ({ ...review, comments: [] })),
      locations: [...names.known.locations],
      publishers: [...names.known.publishers],
    },
  };
}
