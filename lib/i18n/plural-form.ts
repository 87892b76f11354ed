/**
 * Which form of a message that depends on a count is said (docs/architecture.md › Languages: its
 * forms are `none`, then the language's CLDR plural categories). `none` is the distinct sentence
 * for 0 ("No reviews awaiting a response") where the message has one; otherwise the category
 * `Intl.PluralRules` gives the count in that language (French says 0 as `one`, Japanese has
 * `other` alone), and `other` when the message lacks that category.
 */
export type PluralForm = 'none' | Intl.LDMLPluralRule;

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(locale);
    rules.set(locale, found);
  }
  return found;
}

/** The form to say `count` with in `locale`, given which forms the message has. */
export function pluralForm(locale: string, count: number, has: (form: PluralForm) => boolean): PluralForm {
  if (count === 0 && has('none')) return 'none';
  const category = rulesOf(locale).select(count);
  return has(category) ? category : 'other';
}

/** The categories a language needs for whole numbers (what each locale file must give). */
export function pluralCategories(locale: string): Intl.LDMLPluralRule[] {
  return rulesOf(locale).resolvedOptions().pluralCategories;
}
