import { i18n } from '#i18n';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

export interface OutsideListBannerProps {
  /** The review is set aside as Done: only "Done only" shows it, not clearing the filters. */
  done: boolean;
  /** Changes the filters so the list shows the review again. */
  onShow(): void;
  /** Closes the thread; a typed reply stays saved as the review's draft. */
  onClose(): void;
}

/**
 * Over the thread of a review the list does not show: a reply must never go unnoticed to a review
 * the person can no longer see. Sticks to the top of the pane, so it stays in sight by the composer.
 */
export function OutsideListBanner({ done, onShow, onClose }: OutsideListBannerProps) {
  return (
    <Banner tone="warning" class="outside-list" title={i18n.t('inbox.outside.title')}>
      <p class="outside-list__body">
        {done ? i18n.t('inbox.outside.doneBody') : i18n.t('inbox.outside.body')}
      </p>
      <div class="outside-list__actions">
        <Button size="sm" onClick={onShow}>
          {done ? i18n.t('inbox.outside.showDone') : i18n.t('inbox.outside.clear')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {i18n.t('inbox.outside.close')}
        </Button>
      </div>
    </Banner>
  );
}
