/**
 * The side panel's first screen, carried in the popup's snapshot (first-screen-snapshot.ts) as its
 * `panel` part, so the one writer keeps both true to the cache and drops both on Disconnect: the
 * active account's newest reviews, a screenful of inbox rows, with the names those rows show. The
 * panel paints them in its first script run and reads the truth right after
 * (components/shell/side-panel-boot.ts › primePanelFromSnapshot).
 */
import type { CachedReview } from '../reviews/cached-review';
import type { FirstScreen } from './first-screen-snapshot';

/**
 * Rows in the panel's first paint: a screenful of a panel up to ~1,300 px tall (rows are 84 px);
 * the rest follow a frame later.
 */
export const PANEL_SCREEN_REVIEWS = 16;

export interface PanelScreen {
  /** Only the default order is kept: another one needs the panel's index. */
  sort: 'newest';
  /** Newest first, without their comment threads. */
  reviews: CachedReview[];
  /** Location and publisher names of the rows, `[id, name]`. */
  locations: [string, string][];
  publishers: [string, string][];
}

export type FirstScreenWithPanel = FirstScreen & { panel?: PanelScreen };

const isPairs = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => Array.isArray(entry) && entry.length === 2);

/**
 * The panel part of a decoded snapshot, or undefined when there is none or it is not of the shape
 * the panel walks (as decodeFirstScreen checks the popup's part: structure, not every field).
 */
export function panelScreenOf(snapshot: FirstScreen | undefined): PanelScreen | undefined {
  const panel = (snapshot as FirstScreenWithPanel | undefined)?.panel;
  const ok =
    panel?.sort === 'newest' &&
    Array.isArray(panel.reviews) &&
    panel.reviews.length > 0 &&
    panel.reviews.every((review) => typeof review?.id === 'string') &&
    isPairs(panel.locations) &&
    isPairs(panel.publishers);
  return ok ? panel : undefined;
}
