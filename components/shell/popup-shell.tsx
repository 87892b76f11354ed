import type { ComponentChildren, TargetedKeyboardEvent } from 'preact';
import { useId, useRef } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/shell/popup-shell.css';
import '@/assets/styles/ui/tabs.css';
import { Button } from '@/components/ui/button';
import { SidePanelIcon } from '@/components/ui/icons';
import { ShellHeader } from './shell-header';

export const POPUP_TABS = ['reviews', 'listings', 'numbers'] as const;
export type PopupTab = (typeof POPUP_TABS)[number];

/** A badge's count in words for screen readers ("7 awaiting response"); the bare number otherwise. */
const COUNT_LABELS: Partial<Record<PopupTab, (count: number) => string>> = {
  reviews: (count) => i18n.t('popup.tabs.reviewsCount', count),
  listings: (count) => i18n.t('popup.tabs.listingsCount', count),
};

export interface PopupShellProps {
  /** Header, left: the account switcher (the product name until there is one). */
  account?: ComponentChildren;
  /** Header, right: usually <SyncStatus> with its Refresh button. */
  status?: ComponentChildren;
  /** Between the header and the tabs, for a banner that concerns every tab (offline, errors). */
  notice?: ComponentChildren;
  tab: PopupTab;
  onTabChange: (tab: PopupTab) => void;
  /** Reviews: awaiting response; Listings: suggestions to review. Zero or absent shows no badge. */
  counts?: Partial<Record<PopupTab, number>>;
  /** The body of the selected tab; it scrolls, header and footer stay. */
  children: ComponentChildren;
  /** The "Open side panel" button; must open the panel synchronously (see lib/open-side-panel). */
  onOpenSidePanel: () => void;
  /** Nothing in it acts (the first screen, painted before the popup's code has loaded). */
  inert?: boolean;
}

/**
 * The toolbar popup's frame: header, the three tabs, a scrolling body and the footer. The tabs are
 * WAI-ARIA tabs with automatic activation: arrows move and select (panels render from the local
 * cache, instantly), Home/End jump to the ends, only the selected tab is in the Tab order.
 */
export function PopupShell({
  account,
  status,
  notice,
  tab,
  onTabChange,
  counts = {},
  children,
  onOpenSidePanel,
  inert,
}: PopupShellProps) {
  const prefix = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel-${tab}`;

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLDivElement>) => {
    const current = POPUP_TABS.indexOf(tab);
    const last = POPUP_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = next[event.key];
    if (index === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    buttons.current[index]?.focus();
    if (POPUP_TABS[index] !== tab) onTabChange(POPUP_TABS[index]);
  };

  return (
    <div class="popup-shell" inert={inert}>
      <ShellHeader class="popup-shell__header" account={account} status={status} />
      {/* Always there, so a banner coming or going is the one change (CSS hides it empty). */}
      <div class="popup-shell__notice">{notice}</div>
      <div class="tabs popup-shell__tabs">
        <div class="tabs__list" role="tablist" aria-label={i18n.t('popup.tabs.label')} onKeyDown={onKeyDown}>
          {POPUP_TABS.map((id, index) => {
            const active = id === tab;
            const count = counts[id] ?? 0;
            const long = count > 0 ? COUNT_LABELS[id]?.(count) : undefined;
            return (
              <button
                key={id}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(id)}
                class="tabs__tab"
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => onTabChange(id)}
              >
                <span class="tabs__label">{i18n.t(`popup.tabs.${id}`)}</span>
                {/* The space keeps the accessible name "Reviews 7 awaiting response", not "Reviews7…". */}
                {count > 0 && ' '}
                {count > 0 && (
                  <span class="tabs__count">
                    <span aria-hidden={long ? 'true' : undefined}>{count}</span>
                    {long && <span class="visually-hidden">{long}</span>}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <div
          class="tabs__panel popup-shell__body"
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(tab)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is focusable so keyboard users can scroll one that has no controls of its own.
          tabIndex={0}
        >
          {children}
        </div>
      </div>
      <footer class="popup-shell__footer">
        <Button variant="secondary" size="sm" icon={<SidePanelIcon />} onClick={onOpenSidePanel}>
          {i18n.t('popup.openSidePanel')}
        </Button>
      </footer>
    </div>
  );
}
