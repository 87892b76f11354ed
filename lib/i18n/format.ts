/**
 * How every date, time, relative time, number, percent, unit and list is written: through `Intl`,
 * in the language whose messages are in use (message-lookup.ts › activeLocale), so "vor 2 Std." sits
 * in a German sentence and "2 時間前" in a Japanese one. The one formatting module: views and the
 * worker call these instead of making formatters of their own. Formatters are made once per
 * language and options.
 */
import { activeLocale } from './message-lookup';

/**
 * The language in use, with the browser's region when the browser speaks that language too
 * ("en-GB" writes 15:42 and 20/11/2026 where plain "en" would write 3:42 PM and 11/20/2026).
 */
export function formatLocale(): string {
  const locale = activeLocale();
  const browserTag = globalThis.navigator?.language;
  return browserTag && browserTag.split('-')[0] === locale.split('-')[0] ? browserTag : locale;
}

type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const made = new Map<string, Made>();

function formatter<T extends Made>(
  kind: string,
  options: object,
  make: (locale: string) => T,
  locale: string = formatLocale(),
): T {
  const key = `${locale}|${kind}|${JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make(locale);
    made.set(key, found);
  }
  return found;
}

// `locale` is for tests that pin a language; everything else speaks the one in use.
const numbers = (options: Intl.NumberFormatOptions = {}, locale?: string) =>
  formatter('number', options, (tag) => new Intl.NumberFormat(tag, options), locale);
const dates = (options: Intl.DateTimeFormatOptions, locale?: string) =>
  formatter('date', options, (tag) => new Intl.DateTimeFormat(tag, options), locale);

/** "1,234" · "1.234" · "1 234". */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, locale?: string): string =>
  numbers(options, locale).format(value);

/** A share given as 0–100, whole: "41%" · "41 %". */
export const formatPercent = (value: number): string =>
  numbers({ style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/** "45 min", "70 hr", "4 days": the language's own short words for a unit. */
export const formatUnit = (value: number, unit: string, locale?: string): string =>
  numbers({ style: 'unit', unit, unitDisplay: 'short' }, locale).format(value);

/** A moment or a day with the given parts, e.g. `{ month: 'short', day: 'numeric' }`. */
export const formatDate = (at: number | Date, options: Intl.DateTimeFormatOptions, locale?: string): string =>
  dates(options, locale).format(at);

/** "in 2 hr" · "vor 2 Std." · "2 時間前" (narrow, so it fits a popup row). */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit, locale?: string): string =>
  formatter(
    'relative',
    {},
    (tag) => new Intl.RelativeTimeFormat(tag, { style: 'narrow', numeric: 'always' }),
    locale,
  ).format(value, unit);

/** "A, B and C" · "A, B und C" · "A、B、C": a list said as one. */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string =>
  formatter('list', { type }, (locale) => new Intl.ListFormat(locale, { type })).format(items);

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name in `inLanguage` (the language in use unless told): "French", "Französisch",
 * "フランス語"; undefined for a code no name is known for.
 */
export function languageName(code: string, inLanguage: string = formatLocale()): string | undefined {
  try {
    let names = displayNames.get(inLanguage);
    if (!names) {
      names = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' });
      displayNames.set(inLanguage, names);
    }
    return names.of(code);
  } catch {
    return undefined;
  }
}

/** A language's own name for itself, as a choice of language reads: "Deutsch", "Français", "日本語". */
export function ownLanguageName(code: string): string {
  const name = languageName(code, code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** A region's name in the language in use: "Germany" · "Deutschland". */
export function regionName(code: string): string {
  try {
    return new Intl.DisplayNames([formatLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
