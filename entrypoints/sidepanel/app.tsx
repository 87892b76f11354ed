import { useEffect } from 'preact/hooks';
import { useRecordFirstRows } from '@/components/reviews/inbox/first-screen';
import { SidePanelShell, viewLabel } from '@/components/shell/side-panel-shell';
import { SidePanelView } from '@/components/shell/side-panel-view';
import { useHashRoute } from '@/components/shell/use-hash-route';
import { type PageAppProps, usePageFrame } from '@/components/shell/use-page-frame';
import { i18n } from '@/lib/i18n/translate';

/** The side panel: the shell, routed by the URL hash, with each view. */
export function App(props: PageAppProps) {
  const route = useHashRoute();
  const frame = usePageFrame(props);
  // The inbox's first rows, for the next open's first frame (lib/first-screen/stored-screen.ts).
  useRecordFirstRows(props.connected ? props.accountId : undefined, props.accountIds);
  useEffect(() => {
    // The tab title matters when the panel is opened as a tab (the fallback, and deep links).
    document.title = `${viewLabel(route.view)} · ${i18n.t('extName')}`;
  }, [route.view]);
  return (
    <SidePanelShell
      account={props.account}
      notice={props.notice}
      view={route.view}
      counts={{ inbox: frame.inbox?.awaiting, suggestions: frame.suggestions }}
      status={frame.status}
    >
      {frame.body((accountId) => (
        <SidePanelView route={route} accountId={accountId} accountIds={props.accountIds} />
      ))}
    </SidePanelShell>
  );
}
