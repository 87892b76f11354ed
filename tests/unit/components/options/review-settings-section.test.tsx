import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReviewSettingsSection } from '@/components/options/review-settings-section';
import { activeAccountIdItem } from '@/lib/accounts/account-items';
import type { Location } from '@/lib/api';
import { cacheLocations } from '@/lib/listings/listing-cache-writes';
import { readNotificationSettings, readSyncSettings } from '@/lib/reviews/review-settings';
import { location } from '../../lib/api/fixtures';

beforeEach(async () => {
  fakeBrowser.reset();
  await activeAccountIdItem.setValue('acc-1');
  await cacheLocations('acc-1', [location('L1'), location('L2')] as Location[]);
});
afterEach(cleanup);

describe('Options › Notifications and sync', () => {
  it('"Notify me when a review\'s rating drops" is off until ticked, then saved', async () => {
    render(<ReviewSettingsSection />);
    const box = screen.getByRole('checkbox', { name: "Notify me when a review's rating drops" });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(async () => expect((await readNotificationSettings()).ratingDrops).toBe(true));
  });

  it('saves each change as it is made, in the items the background watches', async () => {
    render(<ReviewSettingsSection />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Notify for' }), { target: { value: '3' } });
    await waitFor(async () => expect((await readNotificationSettings()).maxRating).toBe(3));

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bakery L2' }));
    await waitFor(async () =>
      expect((await readNotificationSettings()).mutedLocations).toEqual({ 'acc-1': ['L2'] }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Unread reviews' }));
    await waitFor(async () => expect((await readNotificationSettings()).badgeMode).toBe('unread'));

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Show a desktop notification for each new review' }),
    );
    await waitFor(async () => expect((await readNotificationSettings()).enabled).toBe(false));
    expect((screen.getByRole('combobox', { name: 'Notify for' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('refuses an interval under a minute with words, keeping the last valid one', async () => {
    render(<ReviewSettingsSection />);
    const interval = screen.getByRole('spinbutton', { name: 'Check for new reviews every (minutes)' });
    fireEvent.input(interval, { target: { value: '2' } });
    await waitFor(async () => expect((await readSyncSettings()).intervalMinutes).toBe(2));
    fireEvent.input(interval, { target: { value: '0' } });
    expect(await screen.findByText('Enter a whole number of minutes, 1 or more.')).toBeTruthy();
    expect((await readSyncSettings()).intervalMinutes).toBe(2);
  });
});
