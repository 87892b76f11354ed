import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import '@/assets/styles/shell/popup-shell.css';
import { Button } from '@/components/ui/button';
import { SidePanelIcon } from '@/components/ui/icons';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { ShellHeader } from './shell-header';

export const POPUP_TABS = ['reviews', 'listings', 'numbers'] as const;
export type PopupTab = (typeof POPUP_TABS)[number];

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

/** The toolbar popup's frame: header, the three tabs, a scrolling body and the footer. */
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
  const tabs: TabItem<PopupTab>[] = [
    {
      id: 'reviews',
      label: i18n.t('popup.tabs.reviews'),
      count: counts.reviews,
      countLabel: counts.reviews ? i18n.t('popup.tabs.reviewsCount', counts.reviews) : undefined,
    },
    {
      id: 'listings',
      label: i18n.t('popup.tabs.listings'),
      count: counts.listings,
      countLabel: counts.listings ? i18n.t('popup.tabs.listingsCount', counts.listings) : undefined,
    },
    { id: 'numbers', label: i18n.t('popup.tabs.numbers'), count: counts.numbers },
  ];
  return (
    <div class="popup-shell" inert={inert}>
      <ShellHeader class="popup-shell__header" account={account} status={status} />
      {/* Always there, so a banner coming or going is the one change (CSS hides it empty). */}
      <div class="popup-shell__notice">{notice}</div>
      <Tabs
        class="popup-shell__tabs"
        panelClass="popup-shell__body"
        label={i18n.t('popup.tabs.label')}
        tabs={tabs}
        selected={tab}
        onSelect={onTabChange}
      >
        {children}
      </Tabs>
      <footer class="popup-shell__footer">
        <Button variant="secondary" size="sm" icon={<SidePanelIcon />} onClick={onOpenSidePanel}>
          {i18n.t('popup.openSidePanel')}
        </Button>
      </footer>
    </div>
  );
}
