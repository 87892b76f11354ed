import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/stars.css';
import { formatNumber } from '@/lib/i18n/format';

const MAX = 5;

export interface StarsProps {
  /** The rating, usually 1–5; clamped to 0..5, rounded to whole stars for the drawing. */
  rating: number;
  size?: 'sm' | 'md';
}

/**
 * ★★☆☆☆: filled and outlined glyphs, so the rating does not rest on colour alone; one image with
 * one name for assistive tech.
 */
export function Stars({ rating, size = 'md' }: StarsProps) {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX) : 0;
  const filled = Math.round(value);
  // What screen readers hear, e.g. "2 out of 5 stars".
  const label = i18n.t('common.stars', { rating: formatRating(value), max: String(MAX) });
  return (
    <span class={`stars stars--${size}`} role="img" aria-label={label}>
      {Array.from({ length: MAX }, (_, index) => (
        <span
          key={index}
          class={index < filled ? 'stars__star stars__star--on' : 'stars__star'}
          aria-hidden="true"
        >
          {index < filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

/** One formatter for every Stars (lib/i18n/format.ts keeps it): making one costs more than drawing a list row. */
const formatRating = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });
