import './i18n-setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/components/ui/sync-status';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-20T14:05:00Z');

describe('SyncStatus', () => {
  it('says how fresh the data is, with the time in a <time> element', () => {
    const { container } = render(
      <SyncStatus state="idle" lastSyncedAt={NOW - 2 * 60_000} now={NOW} onRefresh={() => {}} />,
    );
    expect(container.querySelector('.sync-status__text')?.textContent).toBe('Synced 2m ago');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(NOW - 120_000).toISOString(),
    );
  });

  it.each([
    ['syncing', 'Syncing…'],
    ['offline', 'Offline'],
    ['error', 'Sync failed'],
  ] as const)('%s reads %j', (state, text) => {
    const { container } = render(
      <SyncStatus state={state} lastSyncedAt={NOW} now={NOW} onRefresh={() => {}} />,
    );
    expect(container.querySelector('.sync-status__text')?.textContent).toBe(text);
  });

  it('says so when nothing was ever synced', () => {
    render(<SyncStatus state="idle" onRefresh={() => {}} />);
    expect(screen.getByText('Not synced yet')).toBeTruthy();
  });

  it('has a Refresh button that is busy, and ignores clicks, while syncing', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<SyncStatus state="idle" onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(<SyncStatus state="syncing" onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('announces state changes, not the first render, and clears the announcement', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<SyncStatus state="idle" lastSyncedAt={NOW} onRefresh={() => {}} />);
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    rerender(<SyncStatus state="syncing" lastSyncedAt={NOW} onRefresh={() => {}} />);
    expect(live.textContent).toBe('Syncing…');
    rerender(<SyncStatus state="idle" lastSyncedAt={NOW + 1} onRefresh={() => {}} />);
    expect(live.textContent).toBe('Synced just now');
    await act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(live.textContent).toBe('');
  });
});
