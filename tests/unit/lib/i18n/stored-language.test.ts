import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { thisBuild } from '@/lib/first-screen/stored-screen';
import { activeLocale, speakMessages } from '@/lib/i18n/message-lookup';
import {
  noteSpoken,
  speakStoredLanguage,
  spokenChoice,
  writeStoredLanguage,
} from '@/lib/i18n/stored-language';
import { i18n } from '@/lib/i18n/translate';

/**
 * A page's first script run speaks the language chosen when a page last loaded it, from the
 * extension origin's localStorage, before anything is drawn: no English first.
 */
const german = {
  meta_locale: { message: 'de' },
  popup_tabs_reviews: { message: 'Bewertungen' },
};

// Each test a page opening afresh: nothing kept, the browser's language spoken.
beforeEach(() => {
  localStorage.clear();
  speakMessages(undefined);
  noteSpoken('browser');
});

describe('the language a page kept', () => {
  it('is spoken from the first script run', () => {
    writeStoredLanguage({ choice: 'de', locale: 'de', messages: german });
    speakStoredLanguage();
    expect(spokenChoice()).toBe('de');
    expect(activeLocale()).toBe('de');
    expect(i18n.t('popup.tabs.reviews')).toBe('Bewertungen');
  });

  it("is not spoken when another build kept it, nor when it is the browser's language", () => {
    localStorage.setItem(
      'language',
      JSON.stringify({ choice: 'de', build: `${thisBuild()}-earlier`, locale: 'de', messages: german }),
    );
    speakStoredLanguage();
    expect(activeLocale()).toBe('en');
    writeStoredLanguage({ choice: 'browser', locale: '', messages: {} });
    speakStoredLanguage();
    expect(spokenChoice()).toBe('browser');
    expect(i18n.t('popup.tabs.reviews')).toBe('Reviews');
  });

  it('is not spoken when unreadable', () => {
    localStorage.setItem('language', '{"choice":');
    speakStoredLanguage();
    expect(activeLocale()).toBe('en');
  });
});
