import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/inbox/picked-reviews.css';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';

/**
 * The filter a notification announcing several reviews sets (`#/inbox/reviews/<id>/…`): "3 reviews
 * from this notification", with Clear. Shown above the folded filters, so it is seen at any width.
 */
export function PickedReviewsChip({ count, onClear }: { count: number; onClear(): void }) {
  const words = i18n.t('inbox.filters.picked', count);
  return (
    <p class="picked-reviews">
      <Chip tone="info">{words}</Chip>
      <Button
        size="sm"
        variant="ghost"
        aria-label={i18n.t('inbox.filters.pickedClear', { what: words })}
        onClick={onClear}
      >
        {i18n.t('inbox.filters.clearOne')}
      </Button>
    </p>
  );
}
