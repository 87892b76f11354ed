import { type ComponentChildren, Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { messagesVersion, onMessagesChange } from '@/lib/i18n/message-lookup';
import { applyLocale } from './apply-locale';

/**
 * Draws its children again, from scratch, whenever the page's language changes (Options ›
 * Language, from this page or another): every view mounts anew and reads what it shows, in the new
 * words, without the page reloading. The page's `lang` follows.
 */
export function SpeaksLanguage({ children }: { children: ComponentChildren }) {
  const [generation, setGeneration] = useState(messagesVersion);
  useEffect(() => {
    const follow = () => {
      applyLocale();
      setGeneration(messagesVersion());
    };
    const stop = onMessagesChange(follow);
    // A change between the first render and now (the choice read while the page drew) was not
    // heard: `generation` here is the first render's, as this runs once.
    if (messagesVersion() !== generation) follow();
    return stop;
  }, []);
  return <Fragment key={generation}>{children}</Fragment>;
}
