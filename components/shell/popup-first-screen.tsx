import { render } from 'preact';
import { AccountSwitcher } from '@/components/account/account-switcher';
import type { AccountSession } from '@/components/account/use-account-session';
import { PopupReviewList } from '@/components/reviews/popup-review-list';
import { firstScreenCards } from '@/lib/first-screen/first-screen-cards';
import { type FirstScreen, readFirstScreen } from '@/lib/first-screen/first-screen-snapshot';
import { PopupShell } from './popup-shell';
import { ViewLoadFailed } from './view-load-failed';

const nothing = async () => {};

/**
 * The account session as the snapshot has it, for the header's switcher. The first screen is
 * inert, so none of its actions is ever asked for; the live popup's session replaces it.
 */
function snapshotSession(snapshot: FirstScreen): AccountSession {
  return {
    ready: true,
    accounts: snapshot.accounts,
    active: snapshot.accounts.find((account) => account.id === snapshot.activeId),
    signIn: { phase: 'idle' },
    connecting: false,
    connect: nothing,
    switchTo: nothing,
    error: null,
    dismissSignIn: () => {},
  };
}

/**
 * The popup's first screen from the background's snapshot (lib/first-screen): the popup's own
 * shell, switcher and cards, exactly as the live popup's first render draws them from the same
 * snapshot (entrypoints/popup/live.tsx), painted by the small script that runs before the first
 * frame. Inert: the live popup, loaded right after that frame, takes over; nothing acts before.
 */
export function PopupFirstScreen({ snapshot }: { snapshot: FirstScreen }) {
  const shown = firstScreenCards(snapshot);
  return (
    <PopupShell
      inert
      account={<AccountSwitcher session={snapshotSession(snapshot)} />}
      tab="reviews"
      onTabChange={nothing}
      onOpenSidePanel={nothing}
    >
      <PopupReviewList
        accountId={snapshot.activeId}
        shown={shown}
        reviews={shown.reviews}
        total={0}
        inert
        onReply={nothing}
        onOpenInPanel={nothing}
      />
    </PopupShell>
  );
}

/**
 * Paints the first screen from the stored snapshot into `app`, synchronously, so the page's first
 * frame shows it; returns the snapshot painted. Undefined when there is none, or when it cannot be
 * rendered (a snapshot that decodes but is wrong within): the page is left empty and the live
 * popup reads before its first render, as without a snapshot.
 */
export function paintFirstScreen(app: HTMLElement): FirstScreen | undefined {
  const snapshot = readFirstScreen();
  if (!snapshot) return undefined;
  try {
    render(<PopupFirstScreen snapshot={snapshot} />, app);
    return snapshot;
  } catch {
    render(null, app);
    return undefined;
  }
}

/**
 * Loads the live popup (entrypoints/popup/live.tsx) and hands it the page. If its code cannot be
 * fetched, the page says so in place of the inert first screen, which nothing would ever take over.
 */
export function loadLivePopup(
  app: HTMLElement,
  painted: FirstScreen | undefined,
  load: () => Promise<{ startPopup: (app: HTMLElement, painted: FirstScreen | undefined) => void }>,
): Promise<void> {
  return load().then(
    ({ startPopup }) => startPopup(app, painted),
    () => render(<ViewLoadFailed />, app),
  );
}
