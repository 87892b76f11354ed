import '../../i18n-setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/components/ui/sync-status';
import { formatClockTime } from '@/lib/clock/clock-time';
import type { SyncStatus as Status } from '@/lib/sync/sync-status';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-20T14:05:00Z');
const at = (minutes: number) => NOW + minutes * 60_000;
const time = (t: number) => formatClockTime(t, NOW);

const text = (container: Element) => ({
  headline: container.querySelector('.sync-status__headline')?.textContent,
  detail: container.querySelector('.sync-status__detail')?.textContent ?? null,
  state: container.querySelector('.sync-status')?.className,
});

describe('SyncStatus', () => {
  it('synced: the clock time of the last sync and a green mark', () => {
    const { container } = render(
      <SyncStatus status={{ kind: 'synced', at: at(-3) }} now={NOW} onRefresh={() => {}} />,
    );
    expect(text(container)).toEqual({
      headline: `Synced ${time(at(-3))}`,
      detail: null,
      state: 'sync-status sync-status--ok',
    });
  });

  it.each<[Status, string, string | null, string]>([
    [{ kind: 'never' }, 'Not synced yet', null, 'muted'],
    [{ kind: 'syncing', since: at(0) }, 'Syncing…', null, 'busy'],
    [{ kind: 'offline', lastSyncedAt: at(-3) }, 'Offline', `last synced ${time(at(-3))}`, 'muted'],
    [
      { kind: 'failed', reason: '503', at: at(-1), lastSyncedAt: at(-3), nextTryAt: at(2) },
      'Sync failed',
      `last synced ${time(at(-3))} · next try ${time(at(2))}`,
      'danger',
    ],
    [
      { kind: 'unreachable', reason: 'No answer', at: at(-1), nextTryAt: at(2) },
      "Can't reach the service",
      `never synced · next try ${time(at(2))}`,
      'danger',
    ],
    [
      { kind: 'waiting', reason: 'Quota', at: at(-1), lastSyncedAt: at(-3), nextTryAt: at(2) },
      'Sync paused',
      `last synced ${time(at(-3))} · next try ${time(at(2))}`,
      'warning',
    ],
    [{ kind: 'needsSignIn' }, 'Needs sign-in', null, 'danger'],
  ])('%j reads %j over %j', (status, headline, detail, tone) => {
    const { container } = render(<SyncStatus status={status} now={NOW} onRefresh={() => {}} />);
    expect(text(container)).toEqual({ headline, detail, state: `sync-status sync-status--${tone}` });
  });

  it('the reason is in the tooltip, with everything else', () => {
    const { container } = render(
      <SyncStatus
        status={{ kind: 'failed', reason: 'The service is having trouble.', at: at(-1), nextTryAt: at(2) }}
        now={NOW}
        onRefresh={() => {}}
      />,
    );
    expect(container.querySelector('.sync-status__text')?.getAttribute('title')).toBe(
      `Sync failed · never synced · next try ${time(at(2))} — The service is having trouble.`,
    );
  });

  it('a Refresh from this page shows syncing at once; busy, it ignores clicks', () => {
    const onRefresh = vi.fn();
    const status: Status = { kind: 'failed', reason: 'x', at: at(-1) };
    const { rerender, container } = render(<SyncStatus status={status} now={NOW} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(<SyncStatus status={status} refreshing now={NOW} onRefresh={onRefresh} />);
    expect(text(container).headline).toBe('Syncing…');
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('announces state changes, not the first render, and clears the announcement', async () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <SyncStatus status={{ kind: 'synced', at: at(-3) }} now={NOW} onRefresh={() => {}} />,
    );
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    rerender(<SyncStatus status={{ kind: 'syncing', since: NOW }} now={NOW} onRefresh={() => {}} />);
    expect(live.textContent).toBe('Syncing…');
    rerender(
      <SyncStatus status={{ kind: 'failed', reason: 'Down.', at: NOW }} now={NOW} onRefresh={() => {}} />,
    );
    expect(live.textContent).toBe('Sync failed · never synced — Down.');
    await act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(live.textContent).toBe('');
  });
});
