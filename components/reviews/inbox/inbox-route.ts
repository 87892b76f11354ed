import { routeHash, type SidePanelRoute } from '@/components/shell/side-panel-route';
import { type ReviewFilter, themeChoice, themeChoiceOf } from '@/lib/reviews/review-filter';
import { isThemeId } from '@/lib/themes/theme-ids';

/**
 * The inbox's addresses: `#/inbox` (the list), `#/inbox/review/<id>` (a thread: notifications
 * link here) and `#/inbox/review/<id>/reply` (the thread with its composer open: a notification's
 * Reply), `#/inbox/reviews/<id>/<id>/…` (exactly those reviews: a notification announcing several),
 * `#/inbox/location/<locationId>` (the list narrowed to a location: the locations view and
 * Reputation's table link here) and `#/inbox/theme/<theme>[/<tone>[/<from>/<to>]]` (the reviews
 * raising a theme, with that tone or `any`, published in those days: Reputation's "What customers
 * mention" links here). A filter set by the address replaces the one shown. The background builds
 * the notifications' addresses (lib/notify/notification-plan.ts › notificationRoute).
 */
export function inboxRoute(route: SidePanelRoute): {
  reviewId?: string;
  /** Open the thread's composer, its text box focused. */
  compose?: boolean;
  filter?: ReviewFilter;
} {
  const [kind, id, ...rest] = route.path;
  if (kind === 'review' && id) return rest[0] === REPLY ? { reviewId: id, compose: true } : { reviewId: id };
  if (kind === 'reviews' && id) return { filter: { reviewIds: [id, ...rest] } };
  if (kind === 'location' && id) return { filter: { locationIds: [id] } };
  if (kind === 'theme') {
    const filter = themeFilterOf(id, rest);
    return filter ? { filter } : {};
  }
  return {};
}

const REPLY = 'reply';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ANY_TONE = 'any';

function themeFilterOf(
  theme: string | undefined,
  [tone = ANY_TONE, from, to]: string[],
): ReviewFilter | undefined {
  if (!theme || !isThemeId(theme)) return undefined;
  const choice = themeChoiceOf(tone === ANY_TONE ? theme : `${theme}:${tone}`);
  if (!choice) return undefined;
  return {
    theme: themeChoice(choice.theme, choice.tone),
    ...(from && DAY.test(from) ? { fromDate: from } : {}),
    ...(to && DAY.test(to) ? { toDate: to } : {}),
  };
}

/** The address of the inbox filtered to `filter`'s theme and publication days (the rest is not carried). */
export function themeRouteHash(filter: ReviewFilter): string {
  const choice = themeChoiceOf(filter.theme);
  if (!choice) return routeHash('inbox');
  const days = filter.fromDate && filter.toDate ? [filter.fromDate, filter.toDate] : [];
  return routeHash(
    'inbox',
    'theme',
    choice.theme,
    ...(choice.tone || days.length ? [choice.tone ?? ANY_TONE] : []),
    ...days,
  );
}
