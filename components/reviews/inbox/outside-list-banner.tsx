import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';
import type { OutsideReason } from './outside-reason';

export interface OutsideListBannerProps {
  /** Why the list leaves the review out (outside-reason.ts). */
  reason: OutsideReason;
  /** Changes the filters so the list shows the review again. */
  onShow(): void;
  /** Closes the thread; a typed reply stays saved as the review's draft. */
  onClose(): void;
}

/**
 * Over the thread of a review the list does not show: a reply must never go unnoticed to a review
 * the person can no longer see. Sticks to the top of the pane, so it stays in sight by the composer.
 */
export function OutsideListBanner({ reason, onShow, onClose }: OutsideListBannerProps) {
  return (
    <Banner tone="warning" class="outside-list" title={i18n.t('inbox.outside.title')}>
      <p class="outside-list__body">{i18n.t(`inbox.outside.${reason}`)}</p>
      <div class="outside-list__actions">
        <Button size="sm" onClick={onShow}>
          {i18n.t(`inbox.outside.show.${reason}`)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {i18n.t('inbox.outside.close')}
        </Button>
      </div>
    </Banner>
  );
}
