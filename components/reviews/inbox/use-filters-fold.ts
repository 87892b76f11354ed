import { useEffect, useRef, useState } from 'preact/hooks';
import { filtersOpenItem } from '@/lib/reviews/filters-fold-setting';

/**
 * The filters' fold, remembered (lib/reviews/filters-fold-setting.ts): unfolded on the inbox's
 * first use, which notes them folded for the next opening; after that, as the person last left
 * them. Read once per opening: another panel's toggle does not fold this one under the pointer.
 */
export function useFiltersFold(): [boolean | undefined, (open: boolean) => void] {
  // Undefined until the remembered state is read: folded meanwhile.
  const [open, setOpen] = useState<boolean>();
  // A click before the read answers is the person's say: the read does not undo it.
  const chosen = useRef(false);
  useEffect(() => {
    let live = true;
    void filtersOpenItem.getValue().then((stored) => {
      if (!live || chosen.current) return;
      if (stored === null) {
        setOpen(true);
        void filtersOpenItem.setValue(false);
      } else setOpen(stored);
    });
    return () => {
      live = false;
    };
  }, []);
  const choose = (next: boolean) => {
    chosen.current = true;
    setOpen(next);
    void filtersOpenItem.setValue(next);
  };
  return [open, choose];
}
