import { isLevelMetric, type QuickNumber } from '@/lib/analytics/quick-numbers';
import { i18n } from '@/lib/i18n/translate';
import { deltaBadge, deltaDescription, deltaDirection } from './delta-text';
import { formatDay, formatNumber } from './format';
import { Sparkline } from './sparkline';

/** One key number: its 30-day figure, a sparkline of its days and the change on the 30 before. */
export function QuickNumberCard({
  number,
  range,
}: {
  number: QuickNumber;
  range: { start: string; end: string };
}) {
  const name = i18n.t(`analytics.numbers.names.${number.id}`);
  const direction = deltaDirection(number.delta);
  const description = deltaDescription(number.delta);
  return (
    <li class="quick-number" data-number={number.id}>
      <h3 class="quick-number__name">{name}</h3>
      <p class="quick-number__value" data-value={number.value}>
        {formatNumber(number.value)}
        {isLevelMetric(number.metric) && (
          <span class="quick-number__note"> {i18n.t('analytics.numbers.levelNote')}</span>
        )}
      </p>
      <Sparkline
        values={number.series}
        label={i18n.t('analytics.numbers.sparkline', {
          name,
          start: formatDay(range.start),
          end: formatDay(range.end),
        })}
      />
      <p class={`quick-number__delta quick-number__delta--${direction}`} title={description}>
        <span aria-hidden="true">{deltaBadge(number.delta)}</span>
        <span class="visually-hidden">{description}</span>
      </p>
    </li>
  );
}
