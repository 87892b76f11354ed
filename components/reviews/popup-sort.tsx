import { i18n } from '#i18n';
import '@/assets/styles/ui/small-control.css';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/reviews/review-sort';

/**
 * The popup's Sort: the side panel's orders, in its words (inbox.sort.*). The label wraps the
 * select, so the first screen painted from the last drawing and the live popup draw it alike.
 */
export function PopupSort({ value, onChange }: { value: ReviewSort; onChange?: (sort: ReviewSort) => void }) {
  return (
    <label class="popup-inbox__sort">
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
