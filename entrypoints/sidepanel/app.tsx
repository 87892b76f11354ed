import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import { useSuggestionCount } from '@/components/listings/use-suggestion-count';
import { useInboxCounts } from '@/components/reviews/use-inbox-counts';
import { ConnectPrompt } from '@/components/shell/connect-prompt';
import { SidePanelShell, viewLabel } from '@/components/shell/side-panel-shell';
import { SidePanelView } from '@/components/shell/side-panel-view';
import { useHashRoute } from '@/components/shell/use-hash-route';
import { type SyncInfo, SyncStatus } from '@/components/ui/sync-status';

export interface AppProps {
  /** Whether an account is connected; until then every view explains connecting. */
  connected: boolean;
  /** The active account (absent in tests of the unconnected state). */
  accountId?: string;
  /** The Connect account button. */
  onConnect: () => void;
  connecting?: boolean;
  /** The header's account switcher (components/account). */
  account?: ComponentChildren;
  /** A banner above the views, e.g. sign-in under way or "needs sign-in again". */
  notice?: ComponentChildren;
  /** Shown (with Refresh) once connected. */
  sync?: SyncInfo;
}

/** The side panel: the shell, routed by the URL hash, with each view. */
export function App({ connected, accountId, onConnect, connecting, account, notice, sync }: AppProps) {
  const route = useHashRoute();
  const inbox = useInboxCounts(connected ? accountId : undefined);
  useEffect(() => {
    // The tab title matters when the panel is opened as a tab (the fallback, and deep links).
    document.title = `${viewLabel(route.view)} · ${i18n.t('extName')}`;
  }, [route.view]);
  // Pending publisher suggestions: the suggestions badge (from the listings summary snapshot).
  const suggestionCount = useSuggestionCount(connected ? accountId : undefined);
  return (
    <SidePanelShell
      account={account}
      notice={notice}
      view={route.view}
      counts={{ inbox: inbox?.awaiting, suggestions: suggestionCount }}
      status={connected && sync ? <SyncStatus {...sync} /> : undefined}
    >
      {connected ? (
        <SidePanelView route={route} accountId={accountId ?? ''} />
      ) : (
        <ConnectPrompt onConnect={onConnect} connecting={connecting} />
      )}
    </SidePanelShell>
  );
}
