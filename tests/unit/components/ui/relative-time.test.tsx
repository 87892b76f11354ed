import '../../i18n-setup';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRelativeTime, RelativeTime, toDate } from '@/components/ui/relative-time';
import { formatDateAndTime } from '@/lib/clock/clock-time';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T14:05:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms);

describe('formatRelativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [44_000, 'just now'],
    [50_000, '1m ago'],
    [2 * MINUTE, '2m ago'],
    [59 * MINUTE, '59m ago'],
    [HOUR, '1h ago'],
    [2 * HOUR + 50 * MINUTE, '2h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [3 * DAY, '3d ago'],
    [7 * DAY, '1w ago'],
    [15 * DAY, '2w ago'],
    [45 * DAY, '1mo ago'],
    [100 * DAY, '3mo ago'],
    [400 * DAY, '1y ago'],
    [800 * DAY, '2y ago'],
  ])('%d ms ago reads %j', (distance, expected) => {
    expect(formatRelativeTime(ago(distance), NOW, 'en')).toBe(expected);
  });

  it('words a date in the future (a clock ahead of ours) the other way round', () => {
    expect(formatRelativeTime(new Date(NOW + 3 * HOUR), NOW, 'en')).toBe('in 3h');
    expect(formatRelativeTime(new Date(NOW + 5_000), NOW, 'en')).toBe('just now');
  });

  it('follows the locale', () => {
    expect(formatRelativeTime(ago(2 * HOUR), NOW, 'de')).toBe('vor 2 Std.');
  });

  it('gives the full date for the tooltip', () => {
    // ICU puts a narrow no-break space before "PM" in recent versions.
    expect(formatDateAndTime(new Date('2026-11-20T14:05:00'), 'en-US').replace(/\s/g, ' ')).toBe(
      'Nov 20, 2026, 2:05 PM',
    );
  });

  it('reads ISO strings and epoch milliseconds, and refuses garbage', () => {
    expect(toDate('2026-11-20T14:05:00Z')?.getTime()).toBe(NOW);
    expect(toDate(NOW)?.getTime()).toBe(NOW);
    expect(toDate('not a date')).toBeNull();
  });
});

describe('RelativeTime', () => {
  it('renders a <time> with the machine-readable date and the full date as its title', () => {
    const { container } = render(<RelativeTime date="2026-11-20T12:05:00Z" now={NOW} />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-11-20T12:05:00.000Z');
    expect(time.textContent).toBe(formatRelativeTime(new Date('2026-11-20T12:05:00Z'), NOW));
    expect(time.getAttribute('title')).toBe(formatDateAndTime(new Date('2026-11-20T12:05:00Z')));
  });

  it('renders nothing for a date it cannot read', () => {
    const { container } = render(<RelativeTime date="garbage" now={NOW} />);
    expect(container.innerHTML).toBe('');
  });
});
