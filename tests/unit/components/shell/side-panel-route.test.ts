import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '@/components/shell/side-panel-route';

describe('side panel routes', () => {
  it('reads a view and the item path after it', () => {
    expect(parseRoute('#/inbox/review/123')).toEqual({ view: 'inbox', path: ['review', '123'] });
    expect(parseRoute('#/listings')).toEqual({ view: 'listings', path: [] });
    expect(parseRoute('#/suggestions/')).toEqual({ view: 'suggestions', path: [] });
  });

  it('falls back to the inbox for an empty, unknown or malformed hash', () => {
    for (const hash of ['', '#', '#/', '#/nowhere/1', '#inbox-typo']) {
      expect(parseRoute(hash)).toEqual({ view: 'inbox', path: [] });
    }
  });

  it('round-trips ids that need encoding', () => {
    const hash = routeHash('inbox', 'review', 'a/b c?');
    expect(hash).toBe('#/inbox/review/a%2Fb%20c%3F');
    expect(parseRoute(hash)).toEqual({ view: 'inbox', path: ['review', 'a/b c?'] });
  });

  it('keeps a badly encoded segment as it is rather than throwing', () => {
    expect(parseRoute('#/inbox/review/%E0%A4%A')).toEqual({ view: 'inbox', path: ['review', '%E0%A4%A'] });
  });
});
