import { i18n } from '#i18n';
import type { WeekPoint } from '@/lib/reputation/reputation-figures';
import { formatLocalDay, formatRating } from './format-figures';

const WIDTH = 320;
const HEIGHT = 96;
const INSET = 4;

/**
 * Reviews per week as bars, with the week's average rating as a line over a 1–5 scale. The SVG is
 * one labelled image; the table under it (behind "Show as table") carries every number.
 */
export function WeeklyTrend({ weeks }: { weeks: readonly WeekPoint[] }) {
  if (weeks.length === 0) return null;
  const most = Math.max(1, ...weeks.map((week) => week.reviews));
  const slot = (WIDTH - 2 * INSET) / weeks.length;
  const barWidth = Math.max(2, slot * 0.6);
  const x = (i: number) => INSET + slot * i + slot / 2;
  const ratingY = (rating: number) => INSET + (HEIGHT - 2 * INSET) * (1 - (rating - 1) / 4);
  const line = weeks
    .map((week, i) =>
      week.averageRating === undefined ? undefined : `${x(i)} ${ratingY(week.averageRating)}`,
    )
    .filter((point) => point !== undefined)
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${point}`)
    .join(' ');
  const label = i18n.t('reputation.trend.chartLabel', {
    start: formatLocalDay(weeks[0].weekStart),
    weeks: String(weeks.length),
  });
  return (
    <figure class="weekly-trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
        {weeks.map((week, i) => {
          const height = ((HEIGHT - 2 * INSET) * week.reviews) / most;
          return (
            <rect
              key={week.weekStart}
              class="weekly-trend__bar"
              x={x(i) - barWidth / 2}
              y={HEIGHT - INSET - height}
              width={barWidth}
              height={height}
            />
          );
        })}
        {line && <path class="weekly-trend__line" d={line} fill="none" />}
      </svg>
      <figcaption class="weekly-trend__legend">
        <span class="weekly-trend__key weekly-trend__key--bar">{i18n.t('reputation.trend.reviews')}</span>
        <span class="weekly-trend__key weekly-trend__key--line">{i18n.t('reputation.trend.rating')}</span>
      </figcaption>
      <details class="weekly-trend__table">
        <summary>{i18n.t('reputation.trend.showTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{i18n.t('reputation.trend.week')}</th>
              <th scope="col">{i18n.t('reputation.trend.reviews')}</th>
              <th scope="col">{i18n.t('reputation.trend.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatLocalDay(week.weekStart)}</th>
                <td>{week.reviews}</td>
                <td>{week.averageRating === undefined ? '—' : formatRating(week.averageRating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
