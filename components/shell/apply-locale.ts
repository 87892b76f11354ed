import { activeLocale, lookup } from '@/lib/i18n/message-lookup';

/**
 * Gives the page the language and direction of the strings it shows (the language in use,
 * lib/i18n/message-lookup.ts), so screen readers pronounce them right, the CJK font stack applies
 * to Japanese, and RTL languages lay out right. The static index.html can only say "en".
 */
export function applyLocale(root: HTMLElement = document.documentElement): void {
  root.lang = activeLocale();
  const direction = lookup('@@bidi_dir');
  if (direction === 'rtl' || direction === 'ltr') root.dir = direction;
}
