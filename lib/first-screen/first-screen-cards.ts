/**
 * The snapshot's cards as the popup's Reviews tab takes them (components/reviews/popup-review-list.tsx):
 * the reviews, their names, which have a draft or a reply leaving. Apart from
 * first-screen-snapshot.ts, which the background and the offscreen document load too: this is
 * for the popup only.
 */
import { displayNames } from '../names/display-name';
import type { FirstScreen } from './first-screen-snapshot';

export function firstScreenCards(snapshot: FirstScreen) {
  return {
    reviews: snapshot.reviews,
    names: displayNames({
      locations: new Map(snapshot.locations),
      publishers: new Map(snapshot.publishers),
    }),
    drafts: new Set(snapshot.drafts),
    leaving: new Set(snapshot.leaving),
  };
}
