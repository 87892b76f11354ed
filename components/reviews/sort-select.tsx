import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/small-control.css';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/reviews/review-sort';

/**
 * The Sort control, the side panel's orders in its words (inbox.sort.*): the panel's toolbar and
 * the popup's Reviews. The label wraps the select, so the popup's first screen, painted from its
 * last drawing, and the live popup draw it alike (no generated id).
 */
export function SortSelect({
  class: className,
  value,
  onChange,
}: {
  class: string;
  value: ReviewSort;
  onChange?: (sort: ReviewSort) => void;
}) {
  return (
    <label class={className}>
      {i18n.t('inbox.sort.label')}
      <select
        class="small-control"
        value={value}
        onChange={(event) => onChange?.(event.currentTarget.value as ReviewSort)}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n.t(`inbox.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
