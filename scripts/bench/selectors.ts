/**
 * What "content" means for the timings: the first review card of the popup's inbox
 * (components/reviews/popup-review-item.tsx) and the first loaded row of the side panel's inbox
 * (components/reviews/inbox/review-row.tsx; rows still loading carry a modifier). One place, so a
 * change of markup is one edit here.
 */
export const POPUP_FIRST_REVIEW = '.popup-review';
export const PANEL_FIRST_REVIEW = '.inbox-row:not(.inbox-row--loading)';
/** The inbox's count once its in-memory index is built (components/reviews/inbox/inbox-list.tsx): filters answer at once from then on. */
export const PANEL_FILTERS_READY = '.inbox-column__count[data-total]';
