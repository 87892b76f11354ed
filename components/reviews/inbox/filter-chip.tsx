import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/inbox/picked-reviews.css';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';

/**
 * A filter that a link set and the filters' form cannot show (the reviews a notification
 * announced, a Reputation figure's period), in words, with Clear. Shown above the folded filters,
 * so it is seen at any width.
 */
export function FilterChip({ words, onClear }: { words: string; onClear(): void }) {
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
