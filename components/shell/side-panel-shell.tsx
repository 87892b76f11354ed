import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/shell/side-panel-shell.css';
import { ShellHeader } from './shell-header';
import { routeHash, SIDE_PANEL_VIEWS, type SidePanelView } from './side-panel-route';

export interface SidePanelShellProps {
  /** Header, left: the account switcher (the product name until there is one). */
  account?: ComponentChildren;
  /** Header, right: usually <SyncStatus> with its Refresh button. */
  status?: ComponentChildren;
  /** Under the navigation, for a banner that concerns every view. */
  notice?: ComponentChildren;
  /** The active view, from the URL hash (useHashRoute). */
  view: SidePanelView;
  /** Badges: inbox = awaiting response, suggestions = pending; zero or absent shows none. */
  counts?: Partial<Record<SidePanelView, number>>;
  /** The active view's content; often a <SplitView>. */
  children: ComponentChildren;
}

export const viewLabel = (view: SidePanelView): string => i18n.t(`sidepanel.nav.${view}`);

function countLabel(view: SidePanelView, count: number): string | undefined {
  if (view === 'inbox') return i18n.t('sidepanel.nav.inboxCount', count);
  if (view === 'suggestions') return i18n.t('sidepanel.nav.suggestionsCount', count);
  return undefined;
}

/**
 * The side panel's frame. Views are links to hashes rather than tabs: each has its own address,
 * so a notification can open `#/inbox/review/123` and Back returns to where the person was.
 */
export function SidePanelShell({
  account,
  status,
  notice,
  view,
  counts = {},
  children,
}: SidePanelShellProps) {
  return (
    <div class="side-panel-shell">
      <ShellHeader account={account} status={status} />
      <nav class="side-panel-shell__nav" aria-label={i18n.t('sidepanel.nav.label')}>
        <ul>
          {SIDE_PANEL_VIEWS.map((id) => {
            const count = counts[id] ?? 0;
            const long = count > 0 ? countLabel(id, count) : undefined;
            return (
              <li key={id}>
                <a href={routeHash(id)} aria-current={id === view ? 'page' : undefined}>
                  {viewLabel(id)}
                  {count > 0 && ' '}
                  {count > 0 && (
                    // The tooltip says what the number counts ("239 awaiting response").
                    <span class="side-panel-shell__count" title={long}>
                      <span aria-hidden={long ? 'true' : undefined}>{count}</span>
                      {long && <span class="visually-hidden">{long}</span>}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {notice && <div class="side-panel-shell__notice">{notice}</div>}
      <main class="side-panel-shell__main">
        {/* The page's heading for screen-reader navigation; the nav already shows it visually. */}
        <h1 class="visually-hidden">{viewLabel(view)}</h1>
        {children}
      </main>
    </div>
  );
}
