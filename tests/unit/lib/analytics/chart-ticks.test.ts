import { describe, expect, it } from 'vitest';
import { axisTicks } from '@/lib/analytics/chart-ticks';

describe('chart axis ticks', () => {
  it('covers the data with round steps from zero', () => {
    expect(axisTicks(120, 3548)).toEqual({ min: 0, max: 4000, ticks: [0, 1000, 2000, 3000, 4000] });
    expect(axisTicks(0, 37)).toEqual({ min: 0, max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(axisTicks(0, 0.8).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('includes negative values, and a flat series gets an axis too', () => {
    expect(axisTicks(-5, 12).ticks[0]).toBeLessThanOrEqual(-5);
    expect(axisTicks(-5, 12).ticks.at(-1)).toBeGreaterThanOrEqual(12);
    expect(axisTicks(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('counts of things get whole ticks only', () => {
    expect(axisTicks(0, 10).ticks).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(axisTicks(0, 10, 4, true).ticks).toEqual([0, 5, 10]);
    expect(axisTicks(0, 2, 4, true).ticks).toEqual([0, 1, 2]);
    expect(axisTicks(0, 7, 4, true).ticks).toEqual([0, 2, 4, 6, 8]);
  });
});
