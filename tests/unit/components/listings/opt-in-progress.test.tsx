import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptInProgress } from '@/components/listings/opt-in-progress';
import type { OptInJob } from '@/lib/listings/listing-cache';
import { namesOfRecords } from '@/lib/names/display-name';

afterEach(cleanup);

const names = namesOfRecords({
  locations: ['Downtown Dental', 'Uptown Café', 'Harbor Garage', 'Maple Salon', 'Elm Bakery'].map(
    (locationName, i) => ({ id: String(1001 + i), locationName }),
  ),
  publishers: [
    { id: 'BRANDA', name: 'Brand A Maps' },
    { id: 'BRANDB', name: 'Brand B Social' },
  ],
});

const job = (batches: OptInJob['batches']): OptInJob => ({
  accountId: 'acc',
  name: 'optInJob',
  id: 'j1',
  state: 'done',
  total: batches.reduce((sum, batch) => sum + batch.pairs, 0),
  startedAt: 1,
  finishedAt: 2,
  batches,
});

describe('the opt-in report names the listings it sent', () => {
  it('one listing by its location and publisher; several by their locations and publishers', () => {
    render(
      <OptInProgress
        names={names}
        onDismiss={() => {}}
        job={job([
          { locationIds: ['1001'], publisherIds: ['BRANDA'], pairs: 1, state: 'ok' },
          {
            locationIds: ['1001', '1002', '1003', '1004', '1005'],
            publisherIds: ['BRANDA', 'BRANDB'],
            pairs: 10,
            state: 'ok',
          },
        ])}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Part 1: Downtown Dental at Brand A Maps · sent',
      'Part 2: 10 listings at Downtown Dental, Uptown Café, and 3 more, on Brand A Maps and Brand B Social · sent',
    ]);
  });
});
