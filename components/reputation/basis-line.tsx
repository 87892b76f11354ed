import { i18n } from '@/lib/i18n/translate';
import type { BackfillProgress } from '@/lib/reputation/reputation-records';
import { formatCount, formatLocalDay } from './format-figures';

/**
 * What the figures rest on ("Based on 212 reviews since Aug 3, 2026"), or, while the first
 * download runs, that they are not final yet.
 */
export function BasisLine({
  reviews,
  since,
  backfill,
}: {
  reviews: number;
  since?: number;
  backfill: BackfillProgress | null;
}) {
  if (backfill)
    return (
      <p class="reputation-basis reputation-basis--partial" role="status">
        {backfill.total
          ? i18n.t('reputation.basis.downloadingOf', {
              done: formatCount(backfill.done),
              total: formatCount(backfill.total),
            })
          : i18n.t('reputation.basis.downloading', { done: formatCount(backfill.done) })}
      </p>
    );
  return (
    <p class="reputation-basis">
      {since === undefined
        ? i18n.t('reputation.basis.none')
        : i18n.t('reputation.basis.since', reviews, {
            date: formatLocalDay(since),
          })}
    </p>
  );
}
