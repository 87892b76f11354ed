import { describe, expect, it } from 'vitest';
import { outsideReason } from '@/components/reviews/inbox/outside-reason';
import { NO_THEMES } from '@/lib/themes/theme-masks';
import { factsMatcher, type ReviewFacts } from '../../../lib/reviews/filter-oracle';

const shows = (facts: ReviewFacts) => (filter: Parameters<typeof factsMatcher>[0]) =>
  factsMatcher(filter)(facts);

const facts = (patch: Partial<ReviewFacts> = {}): ReviewFacts => ({
  locationId: 'loc1',
  publisherId: 'BRANDB',
  rating: 4,
  day: '2026-11-20',
  needsReply: true,
  read: false,
  searchText: 'friendly staff. sam r.',
  authorEmail: '',
  nonOwnerComments: 0,
  done: false,
  themes: NO_THEMES,
  ...patch,
});

describe('outsideReason', () => {
  it('read under "Unread only": lifts only that filter, so the search the person typed stays', () => {
    const review = facts({ read: true });
    const shown = outsideReason({ unread: true, text: 'staff' }, review, shows(review));
    expect(shown).toEqual({ reason: 'read', filter: { unread: undefined, text: 'staff' } });
    expect(factsMatcher(shown.filter)(review)).toBe(true);
  });

  it('answered under "Awaiting response"', () => {
    const review = facts({ needsReply: false });
    const shown = outsideReason({ awaiting: true, minRating: 4 }, review, shows(review));
    expect(shown.reason).toBe('answered');
    expect(factsMatcher(shown.filter)(review)).toBe(true);
  });

  it('set aside as Done: Done only shows it, with the other filters kept when they match', () => {
    expect(outsideReason({ minRating: 4 }, facts({ done: true }), shows(facts({ done: true })))).toEqual({
      reason: 'done',
      filter: { minRating: 4, done: true },
    });
    expect(outsideReason({ minRating: 5 }, facts({ done: true }), shows(facts({ done: true })))).toEqual({
      reason: 'done',
      filter: { done: true },
    });
  });

  it('hidden by the search or another filter: clearing them shows it', () => {
    expect(outsideReason({ text: 'parking' }, facts(), shows(facts()))).toEqual({
      reason: 'filters',
      filter: {},
    });
    // Read under "Unread only" and also outside the search: the one filter is not enough.
    expect(
      outsideReason({ unread: true, text: 'parking' }, facts({ read: true }), shows(facts({ read: true }))),
    ).toEqual({
      reason: 'filters',
      filter: {},
    });
  });
});
