/**
 * Week by week reads without the table: a count axis and a rating scale beside the bars, the weeks
 * named under them, and a week the period covers only in part marked, in the chart and the table.
 */
import '../../i18n-setup';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { WeeklyTrend } from '@/components/reputation/weekly-trend';
import type { WeekPoint } from '@/lib/reputation/reputation-figures';

afterEach(cleanup);

const week = (day: number, reviews: number, partial?: WeekPoint['partial']): WeekPoint => ({
  weekStart: new Date(2026, 10, day).getTime(),
  reviews,
  ...(reviews ? { averageRating: 4 } : {}),
  ...(partial ? { partial } : {}),
});

const WEEKS = [
  week(2, 1, { from: new Date(2026, 10, 7).getTime(), to: new Date(2026, 10, 9).getTime() }),
  week(9, 7),
  week(16, 5),
  week(23, 2, { from: new Date(2026, 10, 23).getTime(), to: new Date(2026, 10, 26).getTime() }),
];

describe('WeeklyTrend', () => {
  it('has a whole-number count axis up to the busiest week, and the 1–5 rating scale', () => {
    const { container } = render(<WeeklyTrend weeks={WEEKS} />);
    const axis = (name: string) =>
      [...container.querySelectorAll(`.weekly-trend__axis--${name} li`)].map((li) => li.textContent);
    expect(axis('count')).toEqual(['0', '2', '4', '6', '8']);
    expect(axis('rating')).toEqual(['5★', '4★', '3★', '2★', '1★']);
  });

  it('names each week under its bar, a partial one with a mark the legend explains', () => {
    const { container } = render(<WeeklyTrend weeks={WEEKS} />);
    const labels = [...container.querySelectorAll('.weekly-trend__weeks li')].map((li) => li.textContent);
    expect(labels).toEqual(['Nov 2*', 'Nov 9', 'Nov 16', 'Nov 23*']);
    expect(container.querySelectorAll('.weekly-trend__bar--partial')).toHaveLength(2);
    expect(screen.getByText('* only part of the week is in the period')).toBeTruthy();
  });

  it('the table says which days of a partial week count', () => {
    render(<WeeklyTrend weeks={WEEKS} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1].textContent).toContain('(partial: Nov 7 to Nov 8)');
    expect(rows[2].textContent).not.toContain('partial');
    expect(rows[4].textContent).toContain('(partial: Nov 23 to Nov 25)');
  });

  it('no partial week: no mark and no legend for it', () => {
    render(<WeeklyTrend weeks={[week(9, 3), week(16, 0)]} />);
    expect(screen.queryByText('* only part of the week is in the period')).toBeNull();
  });
});
