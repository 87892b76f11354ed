import { i18n } from '#i18n';
import '@/assets/styles/ui/stars.css';
import { cx } from './class-names';

export interface StarsProps {
  /** The rating, usually 1–5; clamped to 0..max, rounded to whole stars for the drawing. */
  rating: number;
  max?: number;
  size?: 'sm' | 'md';
  class?: string;
}

/** The label screen readers hear, e.g. "2 out of 5 stars"; also used by notifications' callers. */
export function starsLabel(rating: number, max = 5): string {
  const value = clamp(rating, max);
  return i18n.t('common.stars', { rating: formatRating(value), max: String(max) });
}

/**
 * ★★☆☆☆: filled and outlined glyphs, so the rating does not rest on colour alone; one image with
 * one name for assistive tech.
 */
export function Stars({ rating, max = 5, size = 'md', class: className }: StarsProps) {
  const filled = Math.round(clamp(rating, max));
  return (
    <span class={cx('stars', `stars--${size}`, className)} role="img" aria-label={starsLabel(rating, max)}>
      {Array.from({ length: max }, (_, index) => (
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

function clamp(rating: number, max: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(Math.max(rating, 0), max);
}

/** One formatter for every Stars: making one costs more than drawing a list row. */
let ratingFormat: Intl.NumberFormat | undefined;

function formatRating(value: number): string {
  ratingFormat ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
  return ratingFormat.format(value);
}
