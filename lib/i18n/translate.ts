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
type FormKey<P extends string> = Extract<Key, `${P}.${Form}`>;
type NamesOf<K extends Key> = K extends Key
  ? Structure[K] extends { namedSubstitutions: readonly (infer N extends string)[] }
    ? N
    : never
  : never;
type SimpleKey = Exclude<Key, FormKey<PluralKey>>;
type Value = string | number;
type Named<N extends string> = { [P in N]: Value };
type PositionalKey = { [K in SimpleKey]: Structure[K]['substitutions'] extends 0 ? never : K }[SimpleKey];
type PlainKey = {
  [K in SimpleKey]: [NamesOf<K>] extends [never] ? (K extends PositionalKey ? never : K) : never;
}[SimpleKey];
type NamedKey = { [K in SimpleKey]: [NamesOf<K>] extends [never] ? never : K }[SimpleKey];
/** What a plural key takes besides the count (`{count}` is the count itself). */
type PluralNames<P extends PluralKey> = Exclude<NamesOf<FormKey<P>>, 'count'>;
type BarePluralKey = { [P in PluralKey]: [PluralNames<P>] extends [never] ? P : never }[PluralKey];
type NamedPluralKey = Exclude<PluralKey, BarePluralKey>;

export interface Translate {
  (key: PlainKey): string;
  <K extends NamedKey>(key: K, named: Named<NamesOf<K>>): string;
  (key: PositionalKey, substitutions: readonly Value[], named?: Record<string, Value>): string;
  (key: BarePluralKey, count: number): string;
  <P extends NamedPluralKey>(key: P, count: number, named: Named<PluralNames<P>>): string;
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
