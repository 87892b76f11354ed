import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useSuggestionCount } from '@/components/listings/use-suggestion-count';
import { useInboxCounts } from '@/components/reviews/use-inbox-counts';
import { ConnectPrompt } from '@/components/shell/connect-prompt';
import { PopupShell, type PopupTab } from '@/components/shell/popup-shell';
import { PopupTabView } from '@/components/shell/popup-tab-view';
import { type SyncInfo, SyncStatus } from '@/components/ui/sync-status';
import { openSidePanel, rememberCurrentWindow } from '@/lib/open-side-panel';

export interface AppProps {
  /** Whether an account is connected; until then every tab explains connecting. */
  connected: boolean;
  /** The active account (absent in tests of the unconnected state). */
  accountId?: string;
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

/** The popup: the shell, with each tab's view (honest empty states until the views exist). */
export function App({ connected, accountId, onConnect, connecting, account, notice, sync }: AppProps) {
  const [tab, setTab] = useState<PopupTab>('reviews');
  const inbox = useInboxCounts(connected ? accountId : undefined);
  useEffect(() => {
    void rememberCurrentWindow();
  }, []);
  // Pending publisher suggestions: the listings badge (from the listings summary snapshot).
  const suggestionCount = useSuggestionCount(connected ? accountId : undefined);
  return (
    <PopupShell
      account={account}
      notice={notice}
      tab={tab}
      onTabChange={setTab}
      counts={{ reviews: inbox?.awaiting, listings: suggestionCount }}
      onOpenSidePanel={() => void openSidePanel()}
      status={connected && sync ? <SyncStatus {...sync} /> : undefined}
    >
      {connected ? (
        <PopupTabView tab={tab} accountId={accountId ?? ''} inboxTotal={inbox?.total} />
      ) : (
        <ConnectPrompt onConnect={onConnect} connecting={connecting} />
      )}
    </PopupShell>
  );
}
