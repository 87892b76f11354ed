import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeFirstScreen,
  encodeFirstScreen,
  FIRST_SCREEN_VERSION,
  type FirstScreen,
  readFirstScreen,
  storeFirstScreen,
} from '@/lib/first-screen/first-screen-snapshot';

const snapshot = (): FirstScreen => ({
  v: FIRST_SCREEN_VERSION,
  accounts: [
    {
      id: 'a',
      name: 'Acme Dental',
      mode: 'oauth',
      serviceUrl: 'http://127.0.0.1:4010',
      status: 'connected',
      connectedAt: 1,
    },
  ],
  activeId: 'a',
  reviews: [],
  locations: [['loc1', 'Downtown']],
  publishers: [['BRANDB', 'BrandB page']],
  drafts: [],
  leaving: [],
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the first-screen snapshot codec', () => {
  it('reads back what was stored, and nothing once it is dropped', () => {
    storeFirstScreen(encodeFirstScreen(snapshot()));
    expect(readFirstScreen()).toEqual(snapshot());
    storeFirstScreen(encodeFirstScreen(null));
    expect(readFirstScreen()).toBeUndefined();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"v":1,'],
    ['JSON of another kind', '"hello"'],
    ['an older version', JSON.stringify({ ...snapshot(), v: FIRST_SCREEN_VERSION - 1 })],
    ['a newer version', JSON.stringify({ ...snapshot(), v: FIRST_SCREEN_VERSION + 1 })],
    ['an active account not in the list', JSON.stringify({ ...snapshot(), activeId: 'gone' })],
    ['accounts that are not a list', JSON.stringify({ ...snapshot(), accounts: {} })],
    ['an account without a name', JSON.stringify({ ...snapshot(), accounts: [{ id: 'a' }] })],
    ['reviews that are not a list', JSON.stringify({ ...snapshot(), reviews: 'x' })],
    ['a review without an id', JSON.stringify({ ...snapshot(), reviews: [{ rating: 5 }] })],
    ['names that are not pairs', JSON.stringify({ ...snapshot(), locations: ['loc1'] })],
    ['drafts missing', JSON.stringify({ ...snapshot(), drafts: undefined })],
  ])('never paints %s', (_what, text) => {
    expect(decodeFirstScreen(text)).toBeUndefined();
  });

  it('is ignored, not a crash, where localStorage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readFirstScreen()).toBeUndefined();
  });
});
