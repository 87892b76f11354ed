import { useId } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import {
  conflictingDimensions,
  formCoverage,
  formProblems,
  type ReportForm,
  toggled,
} from '@/lib/analytics/report-form';
import { DIMENSION_IDS, DIMENSIONS, type Dimension, LIMITS, METRIC_IDS, METRICS } from '@/lib/api/catalog';
import type { MaxDates } from '@/lib/api/schemas/analytics';
import { i18n } from '@/lib/i18n/translate';
import { DateRange, LocationSelect } from './form-fields';
import { formatDay } from './format';

export const dimensionName = (dimension: Dimension): string => i18n.t(`reports.form.dimension.${dimension}`);

export interface ReportFormProps {
  form: ReportForm;
  onChange: (form: ReportForm) => void;
  maxDates?: MaxDates;
  locations: readonly { id: string; name: string }[];
  /** Which run is starting, if any. */
  busy?: 'sync' | 'async';
  /** An asynchronous report is pending: only one at a time. */
  jobPending: boolean;
  onRun: (mode: 'sync' | 'async') => void;
}

/**
 * Metrics, dimensions, location and dates, with the catalogue's rules explained: choices that
 * break a rule stay visible and are marked, and the Run buttons stay disabled with the reasons
 * shown until the form follows every rule.
 */
export function ReportFormView({
  form,
  onChange,
  maxDates,
  locations,
  busy,
  jobPending,
  onRun,
}: ReportFormProps) {
  const id = useId();
  const problems = formProblems(form);
  const conflicts = conflictingDimensions(form.dimensions);
  const coverage = maxDates && form.metrics.length ? formCoverage(form, maxDates) : undefined;
  const problemsId = `${id}-problems`;
  const set = (change: Partial<ReportForm>) => onChange({ ...form, ...change });

  return (
    <form
      class="report-form"
      aria-label={i18n.t('reports.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problems.length) onRun('sync');
      }}
    >
      <fieldset class="report-form__group">
        <legend>{i18n.t('reports.form.metrics')}</legend>
        <p class="report-form__hint">
          {i18n.t('reports.form.metricsHint', {
            max: String(LIMITS.reportMetricsMax),
            date: maxDates ? formatDay(maxDates.brandAMaxDate) : '…',
          })}
        </p>
        <div class="report-form__options">
          {METRIC_IDS.map((metric) => (
            <label key={metric} class="report-form__option">
              <input
                type="checkbox"
                name="metric"
                value={metric}
                checked={form.metrics.includes(metric)}
                onChange={() => set({ metrics: toggled(form.metrics, metric, METRIC_IDS) })}
              />
              {METRICS[metric].label}
              {METRICS[metric].cadence === 'weekly' && (
                <span class="report-form__tag">{i18n.t('reports.form.weekly')}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset class="report-form__group" aria-describedby={`${id}-dimensions-hint`}>
        <legend>{i18n.t('reports.form.dimensions')}</legend>
        <p class="report-form__hint" id={`${id}-dimensions-hint`}>
          {i18n.t('reports.form.dimensionsHint')}
        </p>
        <div class="report-form__options">
          {DIMENSION_IDS.map((dimension) => (
            <label
              key={dimension}
              class={`report-form__option${conflicts.includes(dimension) ? ' report-form__option--conflict' : ''}`}
            >
              <input
                type="checkbox"
                name="dimension"
                value={dimension}
                checked={form.dimensions.includes(dimension)}
                aria-invalid={conflicts.includes(dimension) || undefined}
                aria-describedby={conflicts.includes(dimension) ? problemsId : undefined}
                onChange={() => set({ dimensions: toggled(form.dimensions, dimension, DIMENSION_IDS) })}
              />
              {dimensionName(dimension)}
              {DIMENSIONS[dimension].kind === 'brandd' && (
                <span class="report-form__tag">{i18n.t('reports.form.checkinsOnly')}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <div class="report-form__row">
        <LocationSelect
          value={form.locationId}
          locations={locations}
          onChange={(locationId) => set({ locationId })}
        />
        <DateRange start={form.start} end={form.end} onChange={set} />
      </div>
      {coverage && (
        <p class="report-form__hint" data-max-date={coverage.maxDate}>
          {coverage.clamped
            ? i18n.t('reports.form.clamped', { date: formatDay(coverage.maxDate) })
            : i18n.t('reports.form.dataThrough', { date: formatDay(coverage.maxDate) })}
        </p>
      )}

      <div class="report-form__problems" id={problemsId} aria-live="polite">
        {problems.length > 0 && (
          <>
            <p class="report-form__problems-title">{i18n.t('reports.form.cannotRun')}</p>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div class="report-form__actions">
        <Button
          type="submit"
          variant="primary"
          busy={busy === 'sync'}
          disabled={problems.length > 0}
          aria-describedby={problems.length ? problemsId : undefined}
        >
          {i18n.t('reports.form.run')}
        </Button>
        <Button
          busy={busy === 'async'}
          disabled={problems.length > 0 || jobPending}
          aria-describedby={problems.length ? problemsId : `${id}-async-hint`}
          onClick={() => onRun('async')}
        >
          {i18n.t('reports.form.runAsync')}
        </Button>
        <span class="report-form__hint" id={`${id}-async-hint`}>
          {i18n.t('reports.form.runAsyncHint')}
        </span>
      </div>
    </form>
  );
}
