import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { primeProvisionalScreen } from '@/components/reviews/inbox/first-screen';
import { type OffsetSlices, useOffsetSlices } from '@/components/reviews/inbox/use-offset-slices';
import { readNewest } from '@/lib/reviews/review-cache';
import { reviewScope } from '@/lib/reviews/review-keys';
import { ACCOUNT, seedInbox } from '../inbox-fixture';

const SCOPE = reviewScope([ACCOUNT]);

beforeEach(seedInbox);
afterEach(cleanup);

/** The rows the unfiltered list shows by offset, as each render saw them. */
function renders(): { seen: string[][]; Probe: () => null } {
  const seen: string[][] = [];
  const Probe = () => {
    const slices: OffsetSlices = useOffsetSlices(SCOPE, true);
    const rows: string[] = [];
    for (let at = 0; at < (slices.total ?? 0); at++) {
      const review = slices.at(at);
      if (review) rows.push(`${review.id}: ${review.content}`);
    }
    seen.push(rows);
    return null;
  };
  return { seen, Probe };
}

describe('the unfiltered list by offset, opened on a first screen', () => {
  it('as the panel last drew it: shows it at once, then reads the first page again', async () => {
    const [social] = await readNewest(ACCOUNT, { limit: 1 });
    primeProvisionalScreen(ACCOUNT, [{ ...social, content: 'Written before the edit' }], {
      locations: new Map(),
      publishers: new Map(),
    });
    const { seen, Probe } = renders();
    render(<Probe />);
    expect(seen[0]).toEqual(['social: Written before the edit']);
    await waitFor(() => expect(seen.at(-1)).toHaveLength(3));
    expect(seen.at(-1)?.[0]).toBe(`social: ${social.content}`);
  });
});
