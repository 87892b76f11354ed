import { type ComponentChildren, Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onMessagesChange } from '@/lib/i18n/message-lookup';
import { applyLocale } from './apply-locale';

/**
 * Draws its children again, from scratch, whenever the page's language changes (Options ›
 * Language, from this page or another): every view mounts anew and reads what it shows, in the new
 * words, without the page reloading. The page's `lang` follows.
 */
export function SpeaksLanguage({ children }: { children: ComponentChildren }) {
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      onMessagesChange(() => {
        applyLocale();
        setGeneration((value) => value + 1);
      }),
    [],
  );
  return <Fragment key={generation}>{children}</Fragment>;
}
