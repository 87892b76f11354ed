import { formatDate } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { ReviewFilter } from '@/lib/reviews/review-filter';
import { FilterChip } from './filter-chip';

/** A day as the figure's period names it, in the language in use. */
const day = (at: number) => formatDate(at, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The set a Reputation figure opened (`#/inbox/filter/…/counted/since=…/before=…`), which the
 * form's fields cannot show: "As Reputation counts them: Oct 29, 2026 – Nov 27, 2026,
 * Done ones too", with Clear (back to the Inbox, the rest of the filter kept).
 */
export function FigureSetChip({
  filter,
  onChange,
}: {
  filter: ReviewFilter;
  onChange(filter: ReviewFilter): void;
}) {
  const { since, before, counted } = filter;
  if (since === undefined && before === undefined && !counted) return null;
  const words =
    since !== undefined && before !== undefined
      ? i18n.t('inbox.filters.figurePeriod', {
          from: day(since),
          to: day(Math.max(since, before - 1)),
        })
      : i18n.t('inbox.filters.figureSet');
  return (
    <FilterChip
      words={words}
      onClear={() => onChange({ ...filter, since: undefined, before: undefined, counted: undefined })}
    />
  );
}
