import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';
import { localDay, PERIOD_PRESETS, type PeriodChoice } from '@/lib/reputation/period';

/** Last 7, 30 or 90 days, or two days of the person's choice (applied together). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const today = localDay(Date.now());
  const [from, setFrom] = useState(value.kind === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.kind === 'custom' ? value.to : today);
  const [custom, setCustom] = useState(value.kind === 'custom');
  return (
    <fieldset class="period-picker">
      <legend class="visually-hidden">{i18n.t('reputation.period.label')}</legend>
      <div class="period-picker__presets">
        {PERIOD_PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={!custom && value.kind === 'last' && value.days === days ? 'primary' : 'secondary'}
            aria-pressed={!custom && value.kind === 'last' && value.days === days}
            onClick={() => {
              setCustom(false);
              onChange({ kind: 'last', days });
            }}
          >
            {i18n.t('reputation.period.lastDays', { days: String(days) })}
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? 'primary' : 'secondary'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          {i18n.t('reputation.period.custom')}
        </Button>
      </div>
      {custom && (
        <form
          class="period-picker__custom"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to) onChange({ kind: 'custom', from, to });
          }}
        >
          <label>
            {i18n.t('reputation.period.from')}
            <input
              type="date"
              value={from}
              max={to || today}
              required
              onInput={(e) => setFrom(e.currentTarget.value)}
            />
          </label>
          <label>
            {i18n.t('reputation.period.to')}
            <input
              type="date"
              value={to}
              min={from}
              max={today}
              required
              onInput={(e) => setTo(e.currentTarget.value)}
            />
          </label>
          <Button size="sm" type="submit">
            {i18n.t('reputation.period.apply')}
          </Button>
        </form>
      )}
    </fieldset>
  );
}
