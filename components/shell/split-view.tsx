import type { ComponentChildren } from 'preact';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/shell/split-view.css';
import { BackIcon } from '@/components/ui/icons';

export interface SplitViewProps {
  /** The list column (filters, the list, paging). */
  list: ComponentChildren;
  /** The detail column: the selected item, or a hint to select one. */
  detail: ComponentChildren;
  /** When one column fits, show the detail instead of the list (an item is selected). */
  showDetail: boolean;
  /** Where "Back to list" leads in one-column mode, e.g. routeHash('inbox'). */
  backHref: string;
  /** Accessible names of the two regions; default "List" and "Details". */
  listLabel?: string;
  detailLabel?: string;
}

/**
 * List | detail side by side when the panel is wide, one of them at a time when it is narrow.
 * The switch is a container query on the panel's own width, not the window's: the side panel
 * is resized independently of the browser window.
 */
export function SplitView({
  list,
  detail,
  showDetail,
  backHref,
  listLabel = i18n.t('sidepanel.list'),
  detailLabel = i18n.t('sidepanel.detail'),
}: SplitViewProps) {
  return (
    <div class="split-view">
      <div class="split-view__grid" data-show-detail={showDetail ? 'true' : 'false'}>
        <section class="split-view__list" aria-label={listLabel}>
          {list}
        </section>
        <section class="split-view__detail" aria-label={detailLabel}>
          {/* Only shown in one-column mode, where the list is hidden behind the detail. */}
          <a class="split-view__back" href={backHref}>
            <BackIcon size={14} />
            {i18n.t('sidepanel.back')}
          </a>
          {detail}
        </section>
      </div>
    </div>
  );
}
