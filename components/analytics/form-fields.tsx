import { i18n } from '@/lib/i18n/translate';

/**
 * The fields the report form and the activity filters share: the location choice and the date
 * range, with the same names in both.
 */
export function LocationSelect({
  value,
  locations,
  onChange,
}: {
  value: string;
  locations: readonly { id: string; name: string }[];
  onChange: (locationId: string) => void;
}) {
  // A chosen location the list does not hold (yet, or any more) stays chosen, shown by its id.
  const known = locations.some((location) => location.id === value);
  return (
    <label class="report-form__field">
      <span>{i18n.t('reports.form.location')}</span>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{i18n.t('reports.form.anyLocation')}</option>
        {!known && value && <option value={value}>{value}</option>}
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "From" and "To", each a date input. */
export function DateRange({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (change: { start?: string; end?: string }) => void;
}) {
  return (
    <>
      <label class="report-form__field">
        <span>{i18n.t('reports.form.start')}</span>
        <input
          type="date"
          value={start}
          onInput={(event) => onChange({ start: event.currentTarget.value })}
        />
      </label>
      <label class="report-form__field">
        <span>{i18n.t('reports.form.end')}</span>
        <input type="date" value={end} onInput={(event) => onChange({ end: event.currentTarget.value })} />
      </label>
    </>
  );
}
