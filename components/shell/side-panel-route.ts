/**
 * The side panel's address lives in the URL hash (`sidepanel.html#/inbox/review/123`), so a
 * notification, the popup or a bookmark can open a given view or item, and Back/Forward work.
 * Pure functions: the background can build the same links without a DOM.
 */
export const SIDE_PANEL_VIEWS = [
  'inbox',
  'reputation',
  'listings',
  'suggestions',
  'reports',
  'activity',
  'locations',
] as const;
export type SidePanelView = (typeof SIDE_PANEL_VIEWS)[number];

export const DEFAULT_VIEW: SidePanelView = 'inbox';

export interface SidePanelRoute {
  view: SidePanelView;
  /** What follows the view, decoded: `['review', '123']` for `#/inbox/review/123`. */
  path: string[];
}

export function isSidePanelView(value: string): value is SidePanelView {
  return (SIDE_PANEL_VIEWS as readonly string[]).includes(value);
}

/** Reads `#/view/rest…`; anything unknown or malformed lands on the inbox rather than failing. */
export function parseRoute(hash: string): SidePanelRoute {
  const segments = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const [view, ...path] = segments;
  if (view === undefined || !isSidePanelView(view)) return { view: DEFAULT_VIEW, path: [] };
  return { view, path };
}

/** `routeHash('inbox', 'review', id)` → `#/inbox/review/<id>`, each part URI-encoded. */
export function routeHash(view: SidePanelView, ...path: string[]): string {
  return `#/${[view, ...path].map(encodeURIComponent).join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
