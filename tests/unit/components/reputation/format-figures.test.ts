import { describe, expect, it } from 'vitest';
import { changeOf, formatDuration } from '@/components/reputation/format-figures';
import '../../i18n-setup';

const HOUR = 3_600_000;

describe('reputation wording', () => {
  it('writes durations short, in the unit that fits', () => {
    expect(formatDuration(20 * 60_000)).toBe('20 min');
    expect(formatDuration(3.5 * HOUR)).toBe('3.5 h');
    expect(formatDuration(14.4 * HOUR)).toBe('14 h');
    expect(formatDuration(2.6 * 24 * HOUR)).toBe('2.6 d');
    expect(formatDuration(541 * 24 * HOUR)).toBe('18 mo');
    expect(formatDuration(900 * 24 * HOUR)).toBe('2.5 yr');
  });

  it('says whether a change is good for the figure', () => {
    expect(changeOf(80, 70, { format: String })).toMatchObject({ badge: '+10', tone: 'good' });
    expect(changeOf(2 * HOUR, 3 * HOUR, { lowerIsBetter: true, format: formatDuration })).toMatchObject({
      badge: '\u22121 h',
      tone: 'good',
    });
    expect(changeOf(5, undefined, { format: String })).toMatchObject({ badge: '', tone: 'none' });
    expect(changeOf(4.01, 4, { format: String, epsilon: 0.05 }).tone).toBe('same');
  });
});
