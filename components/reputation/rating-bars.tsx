import { formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';

/**
 * Reviews of each star rating as horizontal bars, 5 stars first. The bars are drawn with CSS
 * widths; the numbers beside them are the table alternative, read as a list.
 */
export function RatingBars({ distribution }: { distribution: readonly number[] }) {
  const largest = Math.max(1, ...distribution);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <ul class="rating-bars" aria-label={i18n.t('reputation.distribution.label')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        const share = total > 0 ? Math.round((100 * n) / total) : 0;
        return (
          <li key={stars} class="rating-bars__row">
            <span class="rating-bars__stars">
              {i18n.t('reputation.distribution.stars', { stars: String(stars) })}
            </span>
            <span class="rating-bars__track" aria-hidden="true">
              <span class="rating-bars__bar" style={{ width: `${(100 * n) / largest}%` }} />
            </span>
            <span class="rating-bars__count">
              {i18n.t('reputation.distribution.count', {
                count: formatNumber(n),
                share: formatNumber(share),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
