import { useEffect, useState } from 'preact/hooks';
import type { ResponseTargets } from '@/lib/reviews/due-time';

/**
 * Options › Response targets for the due labels, one read and one watch for the whole page however
 * many labels it shows. The settings module (and the storage it brings) is loaded on the first
 * label's mount, not with the page: the popup paints its cards before it has any storage code
 * (docs/architecture.md › Opening a page), and the labels follow a few frames in.
 */
let current: ResponseTargets | undefined;
let started = false;
const listeners = new Set<(targets: ResponseTargets) => void>();

function start(): void {
  if (started) return;
  started = true;
  void import('@/lib/reviews/response-targets').then(({ normaliseTargets, responseTargetsItem }) => {
    const take = (value: unknown) => {
      current = normaliseTargets(value);
      for (const listener of listeners) listener(current);
    };
    responseTargetsItem.watch(take);
    return responseTargetsItem.getValue().then(take);
  });
}

/** The response targets, undefined until first read. */
export function useResponseTargets(): ResponseTargets | undefined {
  const [targets, setTargets] = useState(current);
  useEffect(() => {
    listeners.add(setTargets);
    if (current) setTargets(current);
    start();
    return () => {
      listeners.delete(setTargets);
    };
  }, []);
  return targets;
}
