import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeStoredScreen,
  forgetStoredScreens,
  readStoredScreen,
  STORED_SCREEN_VERSION,
  type StoredScreen,
  thisBuild,
  writeStoredScreen,
} from '@/lib/first-screen/stored-screen';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { accountSummary } from '../accounts/fixtures';
import { listReview } from '../reviews/fixtures';

const screen = (activeId = 'a', connectedAt = 1_000): StoredScreen => ({
  v: STORED_SCREEN_VERSION,
  build: thisBuild(),
  locale: 'en',
  accounts: [
    { ...accountSummary('a'), connectedAt },
    { ...accountSummary('b'), connectedAt },
  ],
  activeId,
  // As far as a first screen walks it: the cards' own tests draw whole cached reviews.
  reviews: [
    { ...listReview({ id: `${activeId}1` }), accountId: activeId, comments: [] } as unknown as CachedReview,
  ],
  locations: [['loc1', 'Downtown']],
  publishers: [['BRANDB', 'BrandB page']],
  drafts: [],
  leaving: [],
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the stored first screen', () => {
  it('reads back what each page stored, apart, and nothing once it is dropped', () => {
    writeStoredScreen('popup', screen('a'));
    writeStoredScreen('panel', screen('b'));
    expect(readStoredScreen('popup')).toEqual(screen('a'));
    expect(readStoredScreen('panel')).toEqual(screen('b'));
    writeStoredScreen('popup', null);
    expect(readStoredScreen('popup')).toBeUndefined();
    expect(readStoredScreen('panel')).toEqual(screen('b'));
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"v":2,'],
    ['JSON of another kind', '"hello"'],
    ['an older version (the background-written snapshot)', JSON.stringify({ ...screen(), v: 1 })],
    ['a newer version', JSON.stringify({ ...screen(), v: STORED_SCREEN_VERSION + 1 })],
    ['an earlier build of the extension', JSON.stringify({ ...screen(), build: 'earlier' })],
    ['one drawn in another language', JSON.stringify({ ...screen(), locale: 'de' })],
    ['an active account not in the list', JSON.stringify({ ...screen(), activeId: 'gone' })],
    [
      'an active account that must sign in again (its banner belongs on that screen)',
      JSON.stringify({ ...screen(), accounts: [accountSummary('a', 'needsSignIn')] }),
    ],
    ['accounts that are not a list', JSON.stringify({ ...screen(), accounts: {} })],
    ['an account without a name', JSON.stringify({ ...screen(), accounts: [{ id: 'a' }] })],
    ['reviews that are not a list', JSON.stringify({ ...screen(), reviews: 'x' })],
    ['no review', JSON.stringify({ ...screen(), reviews: [] })],
    ['a review without an id', JSON.stringify({ ...screen(), reviews: [{ rating: 5 }] })],
    ['names that are not pairs', JSON.stringify({ ...screen(), locations: ['loc1'] })],
    ['drafts missing', JSON.stringify({ ...screen(), drafts: undefined })],
  ])('never paints %s', (_what, text) => {
    expect(decodeStoredScreen(text)).toBeUndefined();
    localStorage.setItem('firstScreen', text ?? '');
    expect(readStoredScreen('popup')).toBeUndefined();
  });

  it('is ignored, not a crash, where localStorage cannot be used', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredScreen('popup')).toBeUndefined();
    expect(() => writeStoredScreen('popup', screen())).not.toThrow();
    expect(() => forgetStoredScreens('a')).not.toThrow();
  });
});

describe('forgetStoredScreens (Disconnect)', () => {
  it("drops both pages' records, and none naming the account is kept or painted until it connects again", () => {
    writeStoredScreen('popup', screen('b'));
    writeStoredScreen('panel', screen('a'));
    forgetStoredScreens('a', 2_000);
    expect(readStoredScreen('popup')).toBeUndefined();
    expect(readStoredScreen('panel')).toBeUndefined();

    // A page still open draws the account once more: not kept, and not painted had it been kept.
    writeStoredScreen('panel', screen('a'));
    expect(localStorage.getItem('firstScreen.panel')).toBeNull();
    localStorage.setItem('firstScreen', JSON.stringify(screen('b')));
    // Nor another account's screen, whose switcher lists it.
    expect(readStoredScreen('popup')).toBeUndefined();
    writeStoredScreen('popup', {
      ...screen('b'),
      accounts: [{ ...accountSummary('b'), connectedAt: 1_000 }],
    });
    expect(readStoredScreen('popup')?.activeId).toBe('b');

    // Connected again since: its screens are painted again.
    writeStoredScreen('panel', screen('a', 3_000));
    expect(readStoredScreen('panel')?.activeId).toBe('a');
  });
});
