import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/banner.css';
import { Button } from './button';
import { cx } from './class-names';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerAction {
  /** e.g. i18n.t('common.actions.retry') */
  label: string;
  onClick: () => void;
  busy?: boolean;
}

export interface BannerProps {
  tone?: BannerTone;
  /** A short bold lead ("Couldn't reach the service"). */
  title?: string;
  /** What happened and what to do; plain text, never HTML. */
  children?: ComponentChildren;
  action?: BannerAction;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  class?: string;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

/**
 * A message across the top of a region. Errors are role=alert (announced at once); the other
 * tones are role=status (announced politely, when the reader is idle).
 */
export function Banner({ tone = 'info', title, children, action, onDismiss, class: className }: BannerProps) {
  const Icon = ICONS[tone];
  return (
    <div class={cx('banner', `banner--${tone}`, className)} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon class="banner__icon" />
      <div class="banner__body">
        {/* The tone in words, so it does not rest on colour and icon alone. */}
        <span class="visually-hidden">{i18n.t(`common.tone.${tone}`)} </span>
        {title && <strong class="banner__title">{title}</strong>}
        {children && <div class="banner__message">{children}</div>}
      </div>
      {action && (
        <Button class="banner__action" size="sm" busy={action.busy} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
      {onDismiss && (
        <Button
          class="banner__dismiss"
          size="sm"
          variant="ghost"
          iconOnly
          icon={<CloseIcon />}
          onClick={onDismiss}
        >
          {i18n.t('common.actions.dismiss')}
        </Button>
      )}
    </div>
  );
}
