import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import type { ActivityFilters } from '@/lib/analytics/activity-log';
import { activityTypeOptions } from '@/lib/analytics/activity-types';
import { i18n } from '@/lib/i18n/translate';
import { DateRange, LocationSelect } from './form-fields';

export interface ActivityFiltersProps {
  value: ActivityFilters;
  locations: readonly { id: string; name: string }[];
  onApply: (filters: ActivityFilters) => void;
}

/** Location, type, actor and date range; applied together, so typing a name sends no request. */
export function ActivityFiltersForm({ value, locations, onApply }: ActivityFiltersProps) {
  const [draft, setDraft] = useState<ActivityFilters>(value);
  const set = (change: Partial<ActivityFilters>) => setDraft({ ...draft, ...change });
  return (
    <form
      class="activity-filters"
      aria-label={i18n.t('activity.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <LocationSelect
        value={draft.locationId ?? ''}
        locations={locations}
        onChange={(locationId) => set({ locationId })}
      />
      <label class="report-form__field">
        <span>{i18n.t('activity.filters.type')}</span>
        <select value={draft.type ?? ''} onChange={(event) => set({ type: event.currentTarget.value })}>
          <option value="">{i18n.t('activity.filters.anyType')}</option>
          {activityTypeOptions().map(({ type, name }) => (
            <option key={type} value={type}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label class="report-form__field">
        <span>{i18n.t('activity.filters.actor')}</span>
        <input
          type="text"
          value={draft.actor ?? ''}
          placeholder={i18n.t('activity.filters.actorHint')}
          onInput={(event) => set({ actor: event.currentTarget.value })}
        />
      </label>
      <DateRange
        start={draft.startDate ?? ''}
        end={draft.endDate ?? ''}
        onChange={({ start, end }) => set(start !== undefined ? { startDate: start } : { endDate: end })}
      />
      <div class="activity-filters__actions">
        <Button type="submit" variant="primary" size="sm">
          {i18n.t('activity.filters.apply')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {i18n.t('activity.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
