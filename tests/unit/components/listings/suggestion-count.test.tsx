import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSuggestionCount } from '@/components/listings/use-suggestion-count';
import { announceChange } from '@/lib/cache/changes';
import { updateSummary } from '@/lib/listings/listing-cache-writes';
import { calls, fakeSendMessage, useWorld } from '../../lib/listings/fake-listings-background';
import { fakeWorld } from '../../lib/listings/fake-world';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

afterEach(cleanup);

function Badge({ accountId }: { accountId?: string }) {
  return <output>{useSuggestionCount(accountId)}</output>;
}

describe('pending suggestions badge', () => {
  it('reads the summary snapshot and follows its changes; nothing without an account', async () => {
    // The platform never answers: the badge shows what the cache holds.
    useWorld({ ...fakeWorld().deps, withApi: () => new Promise(() => {}) });
    await updateSummary('badge', { pendingSuggestions: 4 });
    const { rerender } = render(<Badge accountId="badge" />);
    expect(await screen.findByText('4')).toBeTruthy();
    await updateSummary('badge', { pendingSuggestions: 3 });
    announceChange({ accountId: 'badge', stores: ['snapshots'] });
    expect(await screen.findByText('3')).toBeTruthy();
    rerender(<Badge />);
    expect(await screen.findByText('0')).toBeTruthy();
  });

  it('asks for the suggestions alone when its copy is stale, so the badge shows before any listings view', async () => {
    useWorld(fakeWorld().deps); // two suggestions wait on the customer
    render(<Badge accountId="fresh" />);
    expect(await screen.findByText('2')).toBeTruthy();
    expect(calls).toContainEqual({
      type: 'refreshListingOverview',
      data: { accountId: 'fresh', parts: ['suggestions'] },
    });
  });
});
