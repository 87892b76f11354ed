import type { ButtonHTMLAttributes, ComponentChildren, TargetedMouseEvent } from 'preact';
import '@/assets/styles/ui/button.css';
import '@/assets/styles/ui/spinner.css';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size' | 'icon' | 'class'> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /**
   * Work in progress: shows a spinner, sets aria-busy and ignores clicks. The button stays
   * focusable and keeps its name (tests and screen readers find it by that name), unlike disabled.
   */
  busy?: boolean;
  /** A glyph or icon before the label; hidden from assistive tech, the label names the button. */
  icon?: ComponentChildren;
  /** Show only the icon; the label stays as the accessible name and becomes the tooltip. */
  iconOnly?: boolean;
  class?: string;
  /** The label: always a string from locales/en.yml. */
  children: string;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  icon,
  iconOnly = false,
  type = 'button',
  class: className,
  children,
  onClick,
  title,
  ...rest
}: ButtonProps) {
  const handleClick = (event: TargetedMouseEvent<HTMLButtonElement>) => {
    // A second click while busy would send twice; swallow it here rather than in every caller.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      class={cx(
        'btn',
        `btn--${variant}`,
        `btn--${size}`,
        iconOnly && 'btn--icon-only',
        busy && 'btn--busy',
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      title={title ?? (iconOnly ? children : undefined)}
      onClick={handleClick}
    >
      {busy ? (
        <span class="btn__icon spinner spinner--sm" aria-hidden="true" />
      ) : (
        icon && (
          <span class="btn__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span class={iconOnly ? 'visually-hidden' : 'btn__label'}>{children}</span>
    </button>
  );
}
