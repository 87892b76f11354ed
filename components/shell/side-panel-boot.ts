import { render } from 'preact';
import type { PrimedAccounts } from '@/components/account/use-account-session';
import {
  primeProvisionalScreen,
  takeFirstNames,
  takeFirstScreen,
} from '@/components/reviews/inbox/first-screen';
import { inboxRoute } from '@/components/reviews/inbox/inbox-route';
import { readStoredScreen } from '@/lib/first-screen/stored-screen';
import { reviewScope } from '@/lib/reviews/review-keys';
import { parseRoute } from './side-panel-route';

/**
 * The inbox's first rows as the panel last drew them (lib/first-screen/stored-screen.ts), primed
 * for a render in the page's first script run, so they are in its first frame; undefined when there
 * are none, or the panel opens elsewhere than the inbox's unfiltered list (those views read as they
 * mount). The inbox's own reads, begun as it mounts, replace them at once.
 */
export function primePanelFromStored(): PrimedAccounts | undefined {
  const route = parseRoute(window.location.hash);
  if (route.view !== 'inbox' || inboxRoute(route).filter !== undefined) return undefined;
  const screen = readStoredScreen('panel');
  if (!screen) return undefined;
  // One account's rows are its own; All accounts' are those of the accounts listed then.
  const scopeId = screen.listed ? reviewScope(screen.listed).id : screen.activeId;
  primeProvisionalScreen(scopeId, screen.reviews, {
    locations: new Map(screen.locations),
    publishers: new Map(screen.publishers),
  });
  return {
    accounts: screen.accounts,
    activeId: screen.activeId,
    ...(screen.listed && { scope: 'all' as const }),
  };
}

/**
 * The side panel's one render, in its first script run: on the rows it last drew when it opens on
 * them, else empty; its views then read as they mount. Returns whether those rows were painted. A
 * record that decodes but cannot be drawn is dropped for this open: the panel renders as on its
 * first, and its inbox records anew.
 */
export function renderSidePanel(app: HTMLElement, page: (primed?: PrimedAccounts) => preact.VNode): boolean {
  const primed = primePanelFromStored();
  if (!primed) {
    render(page(), app);
    return false;
  }
  try {
    render(page(primed), app);
    return true;
  } catch {
    takeFirstScreen('', 'newest');
    takeFirstNames('');
    render(null, app);
    render(page(), app);
    return false;
  }
}
