import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { formatDate, formatList, formatNumber } from '@/lib/i18n/format';
import {
  activeLocale,
  type MessageDictionary,
  onMessagesChange,
  speakMessages,
} from '@/lib/i18n/message-lookup';
import { i18n } from '@/lib/i18n/translate';

/**
 * Options › Language over the browser's language: `t` looks its messages up in the chosen
 * locale's packed messages (here a small dictionary of that shape) and every number, date and list
 * follows. The real path, from the setting to the packed file, is end to end (language.spec.ts).
 */
const german: MessageDictionary = {
  meta_locale: { message: 'de' },
  reviews_badge_awaiting_none: { message: 'Keine Bewertungen warten auf Antwort' },
  reviews_badge_awaiting_one: { message: '{count} Bewertung wartet auf Antwort' },
  reviews_badge_awaiting_other: { message: '{count} Bewertungen warten auf Antwort' },
  accounts_needsSignInLong: { message: '$1 muss sich erneut anmelden.' },
  common_sync_synced: { message: 'Synchronisiert {time}' },
};
const japanese: MessageDictionary = {
  meta_locale: { message: 'ja' },
  reviews_badge_awaiting_other: { message: '返信待ちのレビュー {count} 件' },
};

describe('a chosen language', () => {
  it('speaks the browser language until one is chosen', () => {
    expect(activeLocale()).toBe('en');
    expect(i18n.t('reviews.badge.awaiting', 0)).toBe('No reviews awaiting a response');
    expect(i18n.t('reviews.badge.awaiting', 1)).toBe('1 review awaiting a response');
  });

  it('looks every message up in the chosen messages, plural forms, numbers and $1 included', () => {
    speakMessages({ locale: 'de', messages: german });
    expect(activeLocale()).toBe('de');
    expect(i18n.t('reviews.badge.awaiting', 0)).toBe('Keine Bewertungen warten auf Antwort');
    expect(i18n.t('reviews.badge.awaiting', 1)).toBe('1 Bewertung wartet auf Antwort');
    expect(i18n.t('reviews.badge.awaiting', 1234)).toBe('1.234 Bewertungen warten auf Antwort');
    expect(i18n.t('accounts.needsSignInLong', ['Acme'])).toBe('Acme muss sich erneut anmelden.');
    expect(i18n.t('common.sync.synced', { time: '15:42' })).toBe('Synchronisiert 15:42');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B und C');
    expect(formatDate(Date.UTC(2026, 10, 20), { month: 'long', timeZone: 'UTC' })).toBe('November');
  });

  it('Japanese: one form for every count', () => {
    speakMessages({ locale: 'ja', messages: japanese });
    expect(i18n.t('reviews.badge.awaiting', 0)).toBe('返信待ちのレビュー 0 件');
    expect(i18n.t('reviews.badge.awaiting', 1)).toBe('返信待ちのレビュー 1 件');
    expect(formatList(['A', 'B', 'C'])).toBe('A、B、C');
  });

  it('tells the page, and goes back to the browser language', () => {
    speakMessages({ locale: 'de', messages: german });
    let told = 0;
    const stop = onMessagesChange(() => told++);
    speakMessages(undefined);
    stop();
    expect(told).toBe(1);
    expect(activeLocale()).toBe('en');
    expect(formatNumber(1234)).toBe('1,234');
    expect(i18n.t('reviews.badge.awaiting', 2)).toBe('2 reviews awaiting a response');
  });
});
