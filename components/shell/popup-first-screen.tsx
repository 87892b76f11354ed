import { render } from 'preact';
import { AccountSwitcher } from '@/components/account/account-switcher';
import type { AccountSession } from '@/components/account/use-account-session';
import { PopupReviewList } from '@/components/reviews/popup-review-list';
import { readStoredScreen, type StoredScreen, storedCards } from '@/lib/first-screen/stored-screen';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { reviewScope } from '@/lib/reviews/review-keys';
import { PopupShell } from './popup-shell';
import { ViewLoadFailed } from './view-load-failed';

const nothing = async () => {};

/**
 * The account session as the stored screen has it, for the header's switcher. The first screen is
 * inert, so none of its actions is ever asked for; the live popup's session replaces it.
 */
function storedSession(screen: StoredScreen): AccountSession {
  return {
    ready: true,
    accounts: screen.accounts,
    active: screen.accounts.find((account) => account.id === screen.activeId),
    allAccounts: screen.listed !== undefined,
    listedIds: screen.listed ?? [screen.activeId],
    chooseAll: nothing,
    signIn: { phase: 'idle' },
    connecting: false,
    connect: nothing,
    switchTo: nothing,
    error: null,
    dismissSignIn: () => {},
  };
}

/**
 * The popup's first screen as the popup last drew it (lib/first-screen/stored-screen.ts): the
 * popup's own shell, switcher and cards, exactly as the live popup's first render draws them from
 * the same record (entrypoints/popup/live.tsx), painted by the small script that runs before the
 * first frame. Inert: the live popup, loaded right after that frame, takes over; nothing acts before.
 */
export function PopupFirstScreen({ screen }: { screen: StoredScreen }) {
  const shown = storedCards(screen);
  // All accounts: cards keyed and labelled by their account, as the live list draws them.
  const scope = reviewScope(screen.listed ?? [screen.activeId], screen.activeId);
  const accountOf = (review: CachedReview) =>
    screen.accounts.find((account) => account.id === review.accountId);
  return (
    <PopupShell
      inert
      account={<AccountSwitcher session={storedSession(screen)} />}
      tab="reviews"
      onTabChange={nothing}
      onOpenSidePanel={nothing}
    >
      <PopupReviewList
        keyOf={scope.keyOf}
        accountOf={scope.merged ? accountOf : undefined}
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
 * Paints what the popup last drew into `app`, synchronously, so the page's first frame shows it;
 * returns the record painted. Undefined when there is none, or when it cannot be rendered (a record
 * that decodes but is wrong within): the page is left empty and the live popup's views read as
 * they mount, as on the first open.
 */
export function paintFirstScreen(app: HTMLElement): StoredScreen | undefined {
  const screen = readStoredScreen('popup');
  if (!screen) return undefined;
  try {
    render(<PopupFirstScreen screen={screen} />, app);
    return screen;
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
  painted: StoredScreen | undefined,
  load: () => Promise<{ startPopup: (app: HTMLElement, painted: StoredScreen | undefined) => void }>,
): Promise<void> {
  return load().then(
    ({ startPopup }) => startPopup(app, painted),
    () => render(<ViewLoadFailed />, app),
  );
}
