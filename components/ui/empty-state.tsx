import type { ComponentChildren } from 'preact';
import '@/assets/styles/ui/empty-state.css';
import { cx } from './class-names';

export interface EmptyStateProps {
  title: string;
  /** What this place will show and what happens next. */
  children?: ComponentChildren;
  /** A decorative icon above the title. */
  icon?: ComponentChildren;
  /** Usually one primary Button. */
  action?: ComponentChildren;
  /** The heading level that fits the page outline around it. */
  headingLevel?: 2 | 3;
  /** Less padding, for a column or a card rather than a whole view. */
  compact?: boolean;
}

/** What a view shows when it has nothing to show: honest about why, and what comes next. */
export function EmptyState({
  title,
  children,
  icon,
  action,
  headingLevel = 2,
  compact = false,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div class={cx('empty-state', compact && 'empty-state--compact')}>
      {icon && (
        <div class="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading class="empty-state__title">{title}</Heading>
      {children && <div class="empty-state__body">{children}</div>}
      {action && <div class="empty-state__action">{action}</div>}
    </div>
  );
}
