import type { ComponentChildren } from 'preact';
import { useSuggestionCount } from '@/components/listings/use-suggestion-count';
import { type ScopedCounts, useInboxCounts } from '@/components/reviews/use-inbox-counts';
import { type SyncInfo, SyncStatus } from '@/components/ui/sync-status';
import { LazyConnectPrompt } from './lazy-empty-states';

/** What the popup's and the side panel's App take (with-page-session.tsx gives them). */
export interface PageAppProps {
  /** Whether an account is connected; until then every tab or view explains connecting. */
  connected: boolean;
  /** The active account (absent in tests of the unconnected state). */
  accountId?: string;
  /**
   * The accounts the inbox lists: with All accounts chosen, every connected one (the active one
   * first); absent or one, the active account alone (lib/accounts/account-scope.ts).
   */
  accountIds?: readonly string[];
  /** The Connect account button. */
  onConnect: () => void;
  /** Sign-in under way. */
  connecting?: boolean;
  /** The header's account switcher (components/account). */
  account?: ComponentChildren;
  /** A banner above the views, e.g. sign-in under way or "needs sign-in again". */
  notice?: ComponentChildren;
  /** Shown (with Refresh) once connected. */
  sync?: SyncInfo;
}

export interface PageFrame {
  /** The listed accounts' inbox counts (the Reviews tab's and the Inbox link's badge). */
  inbox: ScopedCounts | undefined;
  /** Pending publisher suggestions, from the listings summary snapshot (the listings badge). */
  suggestions: number;
  /** The header's right side: the sync status with Refresh, once connected. */
  status: ComponentChildren;
  /** The page's views for the active account once connected, the Connect account prompt before. */
  body: (views: (accountId: string) => ComponentChildren) => ComponentChildren;
}

/** What the popup and the side panel make of their props alike; each frames it its own way. */
export function usePageFrame({
  connected,
  accountId,
  accountIds,
  onConnect,
  connecting,
  sync,
}: PageAppProps): PageFrame {
  const active = connected ? accountId : undefined;
  const inbox = useInboxCounts(active && accountIds && accountIds.length > 1 ? accountIds : active);
  const suggestions = useSuggestionCount(active);
  return {
    inbox,
    suggestions,
    status: connected && sync ? <SyncStatus {...sync} /> : undefined,
    body: (views) =>
      connected ? (
        views(accountId ?? '')
      ) : (
        <LazyConnectPrompt onConnect={onConnect} connecting={connecting} />
      ),
  };
}
