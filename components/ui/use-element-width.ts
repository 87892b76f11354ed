import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** An element's width in CSS pixels, kept current by a ResizeObserver; 0 until it is laid out. */
export function useElementWidth<T extends Element>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
