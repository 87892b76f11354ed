import { describe, expect, it } from 'vitest';
import { isPending, orderSuggestions } from '@/lib/listings/suggestion-order';

describe('suggestion order', () => {
  it('pending first (oldest first), then resolved (latest resolved first)', () => {
    const ordered = orderSuggestions([
      { id: '1', status: 'ACCEPTED', dateCreated: '2026-10-01', dateResolved: '2026-10-02' },
      { id: '2', status: 'WAITING_ON_CUSTOMER', dateCreated: '2026-11-10' },
      { id: '3', status: 'REJECTED', dateCreated: '2026-10-05', dateResolved: '2026-11-01' },
      { id: '4', status: 'WAITING_ON_CUSTOMER', dateCreated: '2026-11-01' },
      { id: '5', status: 'EXPIRED', dateCreated: '2026-09-01' },
    ]);
    expect(ordered.map((s) => s.id)).toEqual(['4', '2', '3', '1', '5']);
  });

  it('pending means WAITING_ON_CUSTOMER', () => {
    expect(isPending({ status: 'WAITING_ON_CUSTOMER' })).toBe(true);
    expect(isPending({ status: 'ACCEPTED' })).toBe(false);
  });
});
