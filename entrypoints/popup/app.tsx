import { useEffect, useState } from 'preact/hooks';
import { PopupShell, type PopupTab } from '@/components/shell/popup-shell';
import { PopupTabView } from '@/components/shell/popup-tab-view';
import { type PageAppProps, usePageFrame } from '@/components/shell/use-page-frame';
import { openSidePanel, rememberCurrentWindow } from '@/lib/open-side-panel';

/** The popup: the shell, with each tab's view (honest empty states until the views exist). */
export function App(props: PageAppProps) {
  const [tab, setTab] = useState<PopupTab>('reviews');
  const frame = usePageFrame(props);
  useEffect(() => {
    void rememberCurrentWindow();
  }, []);
  return (
    <PopupShell
      account={props.account}
      notice={props.notice}
      tab={tab}
      onTabChange={setTab}
      counts={{ reviews: frame.inbox?.awaiting, listings: frame.suggestions }}
      onOpenSidePanel={() => void openSidePanel()}
      status={frame.status}
    >
      {frame.body((accountId) => (
        <PopupTabView
          tab={tab}
          accountId={accountId}
          accountIds={props.accountIds}
          inboxTotal={frame.inbox?.total}
        />
      ))}
    </PopupShell>
  );
}
