import { i18n } from '#i18n';

/**
 * Gives the page the language and direction of the strings it shows (the browser's UI locale,
 * which picks the messages file), so screen readers pronounce them right and RTL languages lay
 * out right. The static index.html can only say "en".
 */
export function applyLocale(root: HTMLElement = document.documentElement): void {
  const locale = i18n.t('@@ui_locale');
  if (locale) root.lang = locale.replace('_', '-');
  const direction = i18n.t('@@bidi_dir');
  if (direction === 'rtl' || direction === 'ltr') root.dir = direction;
}
