/**
 * `t`, the one way code says something to a person: the message of a key of locales/en.yml in the
 * language in use (message-lookup.ts). `t(key)`, `t(key, { named })`, `t(key, [$1, …])` as the
 * messages are written; `t(key, count, { named })` for a message that depends on a count: its
 * form is chosen by the language's plural rules (plural-form.ts) and `{count}` is written as a
 * number of that language. Typed from the build's generated key list (`@wxt-dev/i18n/module`), so a
 * missing key or placeholder does not compile.
 */
import type { GeneratedI18nStructure as Structure } from '#i18n';
import { formatNumber } from './format';
import { activeLocale, lookup } from './message-lookup';
import { type PluralForm, pluralForm } from './plural-form';

type Key = keyof Structure;
type Form = 'none' | Intl.LDMLPluralRule;
/** Keys written as plural forms: `inbox.count` for `inbox.count.one`, `inbox.count.other`, … */
export type PluralKey = { [K in Key]: K extends `${infer P}.other` ? P : never }[Key];
type SimpleKey = { [K in Key]: K extends `${infer P}.${Form}` ? (P extends PluralKey ? never : K) : K }[Key];
type NamesOf<K extends Key> = Structure[K] extends { namedSubstitutions: readonly (infer N extends string)[] }
  ? N
  : never;
type Value = string | number;
type Named<N extends string> = { [P in N]: Value };
/** What a plural key takes besides the count (`{count}` is the count itself); every form has the same. */
type PluralNames<P extends PluralKey> = Exclude<NamesOf<`${P}.other` & Key>, 'count'>;
/** What each key takes after it. */
type ArgsOf = {
  [K in SimpleKey]: Structure[K]['substitutions'] extends 0
    ? [NamesOf<K>] extends [never]
      ? []
      : [named: Named<NamesOf<K>>]
    : [substitutions: readonly Value[], named?: Record<string, Value>];
} & {
  [P in PluralKey]: [PluralNames<P>] extends [never]
    ? [count: number]
    : [count: number, named: Named<PluralNames<P>>];
};
/**
 * Every call `t` takes, one tuple per key. Not a generic `<K>(key: K, ...args: ArgsOf[K])`: the
 * checker would then rebuild a key's row from the table's formula at every call, which had made
 * the project's typecheck take several times as long.
 */
type Call = { [K in keyof ArgsOf]: [key: K, ...args: ArgsOf[K]] }[keyof ArgsOf];
/** Keys that take nothing after them, which a caller may also hold as a union (a table's labels). */
type PlainKey = { [K in keyof ArgsOf]: ArgsOf[K] extends [] ? K : never }[keyof ArgsOf];

export interface Translate {
  (key: PlainKey): string;
  (...call: Call): string;
}

const NAMED = /\{([A-Za-z0-9_]+)\}/g;

function fill(message: string, named: Record<string, Value> | undefined): string {
  if (!named) return message;
  return message.replace(NAMED, (match, name: string) =>
    Object.hasOwn(named, name) ? String(named[name]) : match,
  );
}

const name = (key: string) => key.replaceAll('.', '_');

function plural(key: string, count: number, named: Record<string, Value> | undefined): string {
  const form = pluralForm(
    activeLocale(),
    count,
    (candidate: PluralForm) => lookup(name(`${key}.${candidate}`)) !== '',
  );
  return fill(lookup(name(`${key}.${form}`)), { ...named, count: formatNumber(count) });
}

function translate(key: string, ...args: unknown[]): string {
  const [first, second] = args;
  if (typeof first === 'number') return plural(key, first, second as Record<string, Value> | undefined);
  if (Array.isArray(first))
    return fill(lookup(name(key), first.map(String)), second as Record<string, Value>);
  return fill(lookup(name(key)), first as Record<string, Value> | undefined);
}

export const t = translate as Translate;

/** The same `t` as an object, as pages have always called it: `i18n.t(key, …)`. */
export const i18n = { t };

export type { Structure as MessageStructure };
