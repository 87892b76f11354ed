import '../ui/i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, configure, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useSuggestionCount } from '@/components/listings/use-suggestion-count';
import { announceChange } from '@/lib/cache/changes';
import { updateSummary } from '@/lib/listings/listing-store';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

function Badge({ accountId }: { accountId?: string }) {
  return <output>{useSuggestionCount(accountId)}</output>;
}

describe('pending suggestions badge', () => {
  it('reads the summary snapshot and follows its changes; nothing without an account', async () => {
    await updateSummary('badge', { pendingSuggestions: 4 });
    const { rerender } = render(<Badge accountId="badge" />);
    expect(await screen.findByText('4')).toBeTruthy();
    await updateSummary('badge', { pendingSuggestions: 3 });
    announceChange({ accountId: 'badge', stores: ['snapshots'] });
    expect(await screen.findByText('3')).toBeTruthy();
    rerender(<Badge />);
    expect(await screen.findByText('0')).toBeTruthy();
  });
});
