import { describe, expect, it } from 'vitest';
import { type PluralForm, pluralForm } from '@/lib/i18n/plural-form';

/** The forms a message written for `locale` has, as plural-format says each language gives them. */
const having =
  (...forms: PluralForm[]) =>
  (form: PluralForm) =>
    forms.includes(form);

describe('the plural form said for a count', () => {
  it('French says 0 and 1 in the singular, 2 in the plural, millions with many', () => {
    const fr = having('one', 'many', 'other');
    expect([0, 1, 2, 1_000_000].map((n) => pluralForm('fr', n, fr))).toEqual(['one', 'one', 'other', 'many']);
  });

  it('French with a sentence of its own for 0 says that one', () => {
    expect(pluralForm('fr', 0, having('none', 'one', 'many', 'other'))).toBe('none');
  });

  it('Japanese has one form for every count', () => {
    expect([0, 1, 2, 1_000].map((n) => pluralForm('ja', n, having('other')))).toEqual([
      'other',
      'other',
      'other',
      'other',
    ]);
  });

  it.each(['de', 'en', 'es'])('%s says 0 with none where the message has it, else other', (locale) => {
    expect(pluralForm(locale, 0, having('none', 'one', 'other'))).toBe('none');
    expect(pluralForm(locale, 0, having('one', 'other'))).toBe('other');
    expect(pluralForm(locale, 1, having('none', 'one', 'other'))).toBe('one');
    expect(pluralForm(locale, 5, having('none', 'one', 'other'))).toBe('other');
  });

  it('falls back to other when the message lacks the form the language picks', () => {
    expect(pluralForm('es', 1_000_000, having('one', 'other'))).toBe('other');
  });
});
