import { axisTicks } from '@/lib/analytics/chart-ticks';
import { formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { WeekPoint } from '@/lib/reputation/reputation-figures';
import { formatCount, formatLocalDay, formatRating, formatShortDay } from './format-figures';

const WIDTH = 320;
const HEIGHT = 96;
const INSET = 4;
const RATINGS = [5, 4, 3, 2, 1];
/** Week labels under the bars at most: every second or third week is named on a long period. */
const MAX_WEEK_LABELS = 7;

/** Where `share` (0 at the axis' bottom, 1 at its top) sits, from the bottom, in % of the plot. */
const fromBottom = (share: number) => `${((INSET + (HEIGHT - 2 * INSET) * share) / HEIGHT) * 100}%`;

/**
 * Reviews per week as bars against a count axis (left), with the week's average rating as a line
 * against a 1–5 scale (right), and the weeks named below. A week the period covers only in part
 * (the first, the current one) is drawn dashed and said so, so that its few reviews never read as
 * a slump. The SVG is one labelled image; the table under it (behind "Show as a table") carries
 * every number.
 */
export function WeeklyTrend({ weeks }: { weeks: readonly WeekPoint[] }) {
  if (weeks.length === 0) return null;
  const most = Math.max(1, ...weeks.map((week) => week.reviews));
  const counts = axisTicks(0, most, Math.min(4, most), true);
  const slot = (WIDTH - 2 * INSET) / weeks.length;
  const barWidth = Math.max(2, slot * 0.6);
  const x = (i: number) => INSET + slot * i + slot / 2;
  const countY = (count: number) => HEIGHT - INSET - ((HEIGHT - 2 * INSET) * count) / counts.max;
  const ratingY = (rating: number) => INSET + (HEIGHT - 2 * INSET) * (1 - (rating - 1) / 4);
  const line = weeks
    .map((week, i) =>
      week.averageRating === undefined ? undefined : `${x(i)} ${ratingY(week.averageRating)}`,
    )
    .filter((point) => point !== undefined)
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${point}`)
    .join(' ');
  const every = Math.ceil(weeks.length / MAX_WEEK_LABELS);
  const anyPartial = weeks.some((week) => week.partial);
  const label = i18n.t('reputation.trend.chartLabel', {
    start: formatLocalDay(weeks[0].weekStart),
    weeks: formatNumber(weeks.length),
  });
  return (
    <figure class="weekly-trend">
      <div class="weekly-trend__plot">
        <ol class="weekly-trend__axis weekly-trend__axis--count" aria-hidden="true">
          {counts.ticks.map((tick) => (
            <li key={tick} style={{ bottom: fromBottom(tick / counts.max) }}>
              {formatCount(tick)}
            </li>
          ))}
        </ol>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
          {counts.ticks.map((tick) => (
            <line
              key={tick}
              class="weekly-trend__grid"
              x1={0}
              x2={WIDTH}
              y1={countY(tick)}
              y2={countY(tick)}
            />
          ))}
          {weeks.map((week, i) => {
            const height = HEIGHT - INSET - countY(week.reviews);
            return (
              <rect
                key={week.weekStart}
                class={`weekly-trend__bar${week.partial ? ' weekly-trend__bar--partial' : ''}`}
                x={x(i) - barWidth / 2}
                y={HEIGHT - INSET - height}
                width={barWidth}
                height={height}
              />
            );
          })}
          {line && <path class="weekly-trend__line" d={line} fill="none" />}
        </svg>
        <ol class="weekly-trend__axis weekly-trend__axis--rating" aria-hidden="true">
          {RATINGS.map((rating) => (
            <li key={rating} style={{ bottom: fromBottom((rating - 1) / 4) }}>
              {rating}★
            </li>
          ))}
        </ol>
        <ol class="weekly-trend__weeks" aria-hidden="true">
          {weeks.map((week, i) => (
            <li key={week.weekStart}>
              {i % every === 0 ? `${formatShortDay(week.weekStart)}${week.partial ? '*' : ''}` : ''}
            </li>
          ))}
        </ol>
      </div>
      <figcaption class="weekly-trend__legend">
        <span class="weekly-trend__key weekly-trend__key--bar">{i18n.t('reputation.trend.reviews')}</span>
        <span class="weekly-trend__key weekly-trend__key--line">{i18n.t('reputation.trend.rating')}</span>
        {anyPartial && (
          <span class="weekly-trend__key weekly-trend__key--partial">
            {i18n.t('reputation.trend.partialKey')}
          </span>
        )}
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
                <th scope="row">
                  {formatLocalDay(week.weekStart)}
                  {week.partial && (
                    <span class="weekly-trend__partial">
                      {' '}
                      {i18n.t('reputation.trend.partialDays', {
                        from: formatShortDay(week.partial.from),
                        to: formatShortDay(week.partial.to - 1),
                      })}
                    </span>
                  )}
                </th>
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
