import { useEffect, useRef } from 'preact/hooks';
import { type InboxKeyAction, inboxKeyAction } from './inbox-keys';

/**
 * Listens for the inbox's keys on the whole page (inbox-keys.ts decides what a press means) and
 * calls the handler with the action. The latest handler is used without re-subscribing.
 */
export function useInboxKeys(handle: (action: InboxKeyAction, event: KeyboardEvent) => void): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = inboxKeyAction(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
