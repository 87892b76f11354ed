import { describe, expect, it } from 'vitest';
import { addCounts, canOptIn, countByStatus, orderedStatuses } from '@/lib/listings/status-summary';

describe('listing status summary', () => {
  it('counts listings per status, unknown statuses under their own name', () => {
    const counts = countByStatus([
      { status: 'LIVE' },
      { status: 'OPTED_OUT' },
      { status: 'LIVE' },
      { status: 'SUPPRESSED_BY_PUBLISHER' },
    ]);
    expect(counts).toEqual({ LIVE: 2, OPTED_OUT: 1, SUPPRESSED_BY_PUBLISHER: 1 });
  });

  it('adds page counts together', () => {
    const total = { LIVE: 2 };
    addCounts(total, { LIVE: 3, UNAVAILABLE: 1 });
    expect(total).toEqual({ LIVE: 5, UNAVAILABLE: 1 });
  });

  it('orders statuses as the catalogue does, unknown ones last, zero counts left out', () => {
    expect(
      orderedStatuses({
        UNAVAILABLE: 4,
        ZED: 1,
        LIVE: 412,
        WAITING_ON_PUBLISHER: 23,
        OPTED_OUT: 9,
        ALPHA: 2,
        WAITING_ON_SERVICE: 0,
      }),
    ).toEqual([
      { status: 'LIVE', count: 412 },
      { status: 'OPTED_OUT', count: 9 },
      { status: 'WAITING_ON_PUBLISHER', count: 23 },
      { status: 'UNAVAILABLE', count: 4 },
      { status: 'ALPHA', count: 2 },
      { status: 'ZED', count: 1 },
    ]);
  });

  it('only opted-out listings can be opted in', () => {
    expect(canOptIn({ status: 'OPTED_OUT' })).toBe(true);
    expect(canOptIn({ status: 'LIVE' })).toBe(false);
    expect(canOptIn({ status: 'WAITING_ON_PUBLISHER' })).toBe(false);
  });
});
