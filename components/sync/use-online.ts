import { useEffect, useState } from 'preact/hooks';

/**
 * Whether the browser has a network (`navigator.onLine`), following its online and offline
 * events: "Offline" is said only when the browser itself is, never for a service that fails.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(globalThis.navigator?.onLine !== false);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}
