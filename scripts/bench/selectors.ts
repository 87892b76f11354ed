/**
 * What "content" means for the timings: the first review card of the popup's inbox and the first
 * row of the side panel's inbox, by role and name as a person (and axe) sees them. One place, so
 * a change of markup is one edit here.
 */
export const POPUP_FIRST_REVIEW = '#app article';
export const PANEL_FIRST_REVIEW = '#app article';
