import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { PagingError, TooLargeError } from '@/lib/api';
import { toErrorData } from '@/lib/errors/error-data';

describe('a bound the client keeps, as data for a page', () => {
  it("is said in the page's words, not the API client's English", () => {
    const items = toErrorData(new PagingError('client words', { kind: 'tooManyItems', limit: 200_000 }));
    expect(items).toEqual({
      kind: 'service',
      message:
        "The service sent more than 200,000 items in one list, more than any account holds, so the list was cut there. Tell the service's operator.",
    });
    const pages = toErrorData(new PagingError('client words', { kind: 'pastCount', limit: 12 }));
    expect(pages.message).toMatch(/^The service kept sending pages past the 12 its count allows/);
    const large = toErrorData(new TooLargeError('client words', { limitBytes: 5 * 1024 * 1024 }));
    expect(large.message).toMatch(/^The service sent an answer too large to read \(over 5 MB\)/);
  });

  it("words the sync's own bounds too: reviews past the first count, a check past the cache's size", () => {
    expect(
      toErrorData(new PagingError('client words', { kind: 'reviewsPastCount', limit: 1200 })).message,
    ).toMatch(/^The service kept sending reviews past the 1,200 it counted at first/);
    expect(
      toErrorData(new PagingError('client words', { kind: 'passTooLong', limit: 150_000 })).message,
    ).toMatch(/^The service sent more than 150,000 new reviews in one check/);
  });
});
