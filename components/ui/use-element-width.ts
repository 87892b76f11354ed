import { useEffect, useState } from 'preact/hooks';

/**
 * An element's width in CSS pixels, kept current by a ResizeObserver; 0 until it is laid out.
 * A callback ref, so an element that mounts after the first render (or is replaced) is observed.
 */
export function useElementWidth<T extends Element>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
