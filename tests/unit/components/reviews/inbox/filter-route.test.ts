import { describe, expect, it } from 'vitest';
import { filterRouteHash, inboxRoute } from '@/components/reviews/inbox/inbox-route';
import { parseRoute } from '@/components/shell/side-panel-route';
import type { ReviewFilter } from '@/lib/reviews/review-filter';

const filterOf = (hash: string) => inboxRoute(parseRoute(hash)).filter;

describe('#/inbox/filter/…: the inbox on exactly the reviews a figure counts', () => {
  it('carries each filter it names there and back', () => {
    const filters: ReviewFilter[] = [
      { overdue: true },
      { awaiting: true },
      { awaiting: true, maxRating: 2, fromDate: '2026-10-01', toDate: '2026-10-31' },
      { locationIds: ['loc/1 ?'], publisherIds: ['BRANDB'], unread: true, followUps: true, done: true },
    ];
    for (const filter of filters) expect(filterOf(filterRouteHash(filter))).toEqual(filter);
    expect(filterRouteHash({ overdue: true })).toBe('#/inbox/filter/overdue');
  });

  it('leaves out what it cannot read, rather than guess', () => {
    expect(filterOf('#/inbox/filter/overdue/maxRating=9/fromDate=yesterday/nonsense/text=x')).toEqual({
      overdue: true,
    });
  });
});
