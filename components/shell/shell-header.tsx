import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/shell/shell-header.css';

export interface ShellHeaderProps {
  /** Left: the account switcher (the product name until there is one). */
  account?: ComponentChildren;
  /** Right: usually <SyncStatus> with its Refresh button. */
  status?: ComponentChildren;
  /** The frame's own class, for what differs between frames (the popup rules the header off). */
  class?: string;
}

/** The header of the popup and of the side panel: who is signed in, and how syncing stands. */
export function ShellHeader({ account, status, class: className }: ShellHeaderProps) {
  return (
    <header class={className ? `shell-header ${className}` : 'shell-header'}>
      <div class="shell-header__account">
        {account}
        {/* The product name stands in until the account slot renders an element (CSS hides it then). */}
        <span class="shell-header__product">{i18n.t('extName')}</span>
      </div>
      {status && <div class="shell-header__status">{status}</div>}
    </header>
  );
}
