import { useEffect, useState } from 'preact/hooks';

/**
 * The current time, refreshed every `intervalMs` for components showing "2 min ago". One shared
 * timer serves every subscriber, so a list of 50 rows does not start 50 intervals.
 */
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const DEFAULT_INTERVAL_MS = 30_000;

export function useNow(enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    listeners.add(setNow);
    if (!timer) {
      timer = setInterval(() => {
        const time = Date.now();
        for (const listener of listeners) listener(time);
      }, DEFAULT_INTERVAL_MS);
    }
    return () => {
      listeners.delete(setNow);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, [enabled]);
  return now;
}
