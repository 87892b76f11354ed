import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/safe-link.css';
import { cx } from './class-names';
import { ExternalIcon } from './icons';
import { safeHttpUrl } from './safe-url';

export interface SafeLinkProps {
  /** A URL from the service or a publisher: untrusted. */
  href: string | null | undefined;
  /** The link text; the URL itself when omitted. Rendered as text, never as HTML. */
  children?: ComponentChildren;
  class?: string;
}

/**
 * An external link that opens in a new tab, or plain text when the URL is not http(s): a
 * `javascript:` or `data:` URL from a review or listing must never become clickable.
 */
export function SafeLink({ href, children, class: className }: SafeLinkProps) {
  const safe = safeHttpUrl(href);
  const text = children ?? href ?? '';
  if (!safe) return <span class={className}>{text}</span>;
  return (
    <a class={cx('safe-link', className)} href={safe} target="_blank" rel="noopener noreferrer">
      {text}
      <ExternalIcon size={12} class="safe-link__icon" />
      <span class="visually-hidden"> {i18n.t('common.newTab')}</span>
    </a>
  );
}
