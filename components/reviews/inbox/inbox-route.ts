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
 * mention" links here) and `#/inbox/filter/<name>[=<value>]/…` (any set of the filters below,
 * `filterRouteHash`: a figure naming a set of reviews opens exactly that set). A filter set by the
 * address replaces the one shown. The background builds
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
  if (kind === 'filter') return { filter: routedFilterOf(route.path.slice(1)) };
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

/**
 * The filters an address can carry (`#/inbox/filter/…`), each a segment: a yes-or-no filter by its
 * name, the others `name=value`. The one table of them, read both ways.
 */
const ROUTED_CHECKS = [
  'awaiting',
  'overdue',
  'unread',
  'followUps',
  'done',
  'counted',
  'answerable',
] as const;
const TIME = /^\d{1,15}$/;
const ROUTED_VALUES = {
  minRating: (value: string) => (/^[1-5]$/.test(value) ? Number(value) : undefined),
  maxRating: (value: string) => (/^[1-5]$/.test(value) ? Number(value) : undefined),
  fromDate: (value: string) => (DAY.test(value) ? value : undefined),
  toDate: (value: string) => (DAY.test(value) ? value : undefined),
  locationIds: (value: string) => (value ? [value] : undefined),
  publisherIds: (value: string) => (value ? [value] : undefined),
  accountIds: (value: string) => (value ? [value] : undefined),
  since: (value: string) => (TIME.test(value) ? Number(value) : undefined),
  before: (value: string) => (TIME.test(value) ? Number(value) : undefined),
} as const satisfies { [K in keyof ReviewFilter]?: (value: string) => ReviewFilter[K] };
type RoutedValue = keyof typeof ROUTED_VALUES;
const isRoutedValue = (name: string): name is RoutedValue => Object.hasOwn(ROUTED_VALUES, name);

function routedFilterOf(segments: readonly string[]): ReviewFilter {
  const filter: Record<string, unknown> = {};
  for (const segment of segments) {
    const at = segment.indexOf('=');
    const name = at < 0 ? segment : segment.slice(0, at);
    if (at < 0 && (ROUTED_CHECKS as readonly string[]).includes(name)) filter[name] = true;
    else if (at > 0 && isRoutedValue(name)) {
      const value = ROUTED_VALUES[name](segment.slice(at + 1));
      if (value !== undefined) filter[name] = value;
    }
  }
  return filter as ReviewFilter;
}

/** The inbox's address filtered to exactly `filter` (the filters `#/inbox/filter/…` carries). */
export function filterRouteHash(filter: ReviewFilter): string {
  const segments: string[] = [];
  for (const name of ROUTED_CHECKS) if (filter[name]) segments.push(name);
  for (const name of Object.keys(ROUTED_VALUES) as RoutedValue[]) {
    const value = filter[name];
    const shown = Array.isArray(value) ? value[0] : value;
    if (shown !== undefined) segments.push(`${name}=${encodeURIComponent(shown)}`);
  }
  // Each value encoded on its own: the `=` stays readable in the address.
  return [routeHash('inbox', 'filter'), ...segments].join('/');
}
