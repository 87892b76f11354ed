import { useEffect, useState } from 'preact/hooks';
import { isReviewSort, type ReviewSort } from '@/lib/reviews/review-sort';

/**
 * The popup's Sort, remembered (lib/reviews/popup-sort-setting.ts), and its setter. The settings
 * module is loaded on mount, not with the popup's first script (as the response targets are:
 * due/use-response-targets.ts); until it answers, `initial` (what the popup last drew) stands.
 */
export function usePopupSort(
  initial: ReviewSort | undefined,
): [ReviewSort | undefined, (sort: ReviewSort) => void] {
  const [sort, setSort] = useState(initial);
  useEffect(() => {
    let live = true;
    let unwatch = () => {};
    void import('@/lib/reviews/popup-sort-setting').then(({ popupSortItem }) => {
      if (!live) return;
      const take = (value: unknown) => setSort(isReviewSort(value) ? value : 'newest');
      unwatch = popupSortItem.watch(take);
      return popupSortItem.getValue().then((value) => live && take(value));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  const choose = (next: ReviewSort) => {
    setSort(next);
    void import('@/lib/reviews/popup-sort-setting').then(({ popupSortItem }) => popupSortItem.setValue(next));
  };
  return [sort, choose];
}
