import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateAndTime } from '@/lib/clock/clock-time';

// ICU puts a narrow no-break space before "PM" in recent versions.
const plain = (text: string) => text.replace(/\s/g, ' ');
const at = (hours: number, minutes: number, day = 20) => new Date(2026, 10, day, hours, minutes).getTime();

describe('formatClockTime: one way to write a clock time', () => {
  it("today: the hour as the locale writes it, never padded to two digits where the locale doesn't", () => {
    expect(plain(formatClockTime(at(15, 39), at(16, 0), 'en-US'))).toBe('3:39 PM');
    expect(plain(formatClockTime(at(9, 5), at(16, 0), 'en-US'))).toBe('9:05 AM');
    expect(formatClockTime(at(15, 39), at(16, 0), 'en-GB')).toBe('15:39');
  });

  it('another day: the day before the time', () => {
    expect(plain(formatClockTime(at(15, 39, 24), at(8, 0, 27), 'en-US'))).toBe('Nov 24, 3:39 PM');
  });

  it('a full date writes its time the same way', () => {
    expect(plain(formatDateAndTime(at(15, 39), 'en-US'))).toBe('Nov 20, 2026, 3:39 PM');
  });
});
