import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'preact/hooks';

type Options = Pick<
  VirtualizerOptions<HTMLElement, HTMLElement>,
  | 'count'
  | 'estimateSize'
  | 'overscan'
  | 'getItemKey'
  | 'rangeExtractor'
  | 'horizontal'
  | 'paddingStart'
  | 'scrollPaddingStart'
  | 'initialRect'
> & {
  getScrollElement: () => HTMLElement | null;
};

/**
 * @tanstack/virtual-core bound to Preact, the way its React adapter does it: one Virtualizer per
 * list, options refreshed on every render, a re-render whenever the visible range moves. Only the
 * rows in (and just around) the viewport exist in the DOM, whatever the count. With `horizontal`
 * the same hook virtualizes columns (a grid uses one of each on the same scroller).
 */
export function useVirtualRows(options: Options): Virtualizer<HTMLElement, HTMLElement> {
  const [, rerender] = useReducer((tick: number) => tick + 1, 0);
  const resolved: VirtualizerOptions<HTMLElement, HTMLElement> = {
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    ...options,
    onChange: () => rerender(undefined),
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });
  return virtualizer;
}

/** Pixels per rem, so fixed row sizes in rem match the CSS at any font size. */
export function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
