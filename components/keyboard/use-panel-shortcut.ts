import { useEffect, useState } from 'preact/hooks';
import { readPanelShortcut } from '@/lib/keyboard/panel-shortcut';

/**
 * The keys that open the side panel now, read again whenever `when` turns true (a help dialog
 * opening: the person may just have changed them at the browser's shortcuts page). `null` when
 * none is set, undefined until read.
 */
export function usePanelShortcut(when = true): string | null | undefined {
  const [shortcut, setShortcut] = useState<string | null>();
  useEffect(() => {
    if (!when) return;
    let live = true;
    void readPanelShortcut().then((keys) => {
      if (live) setShortcut(keys ?? null);
    });
    return () => {
      live = false;
    };
  }, [when]);
  return shortcut;
}
