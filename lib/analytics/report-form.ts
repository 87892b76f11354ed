/**
 * The report form's state and its rules. The rules are the catalogue's validateReportRequest, the
 * same the background and the service apply: the form only shows them, it never has its own.
 */
import {
  DIMENSIONS,
  type Dimension,
  LIMITS,
  type Metric,
  type ReportProblem,
  validateReportRequest,
} from '../api/catalog';
import type { MaxDates, ReportRequest } from '../api/schemas/analytics';
import { addDays, defaultReportRange, effectiveRange, relevantMaxDate } from './report-dates';

export interface ReportForm {
  metrics: Metric[];
  dimensions: Dimension[];
  /** One location, or '' for every location. */
  locationId: string;
  start: string;
  end: string;
}

/** A first form: searches and profile views by day, ending at the max date. */
export function initialForm(maxDates: MaxDates | undefined, locationId = ''): ReportForm {
  const metrics: Metric[] = ['SEARCHES', 'PROFILE_VIEWS'];
  const range = maxDates ? defaultReportRange(metrics, maxDates) : { start: '', end: '' };
  return { metrics, dimensions: ['DAYS'], locationId, ...range };
}

/** The request the form describes; empty dates are left to the service's defaults. */
export function formRequest(form: ReportForm): ReportRequest {
  const filters: NonNullable<ReportRequest['filters']> = {};
  if (form.start) filters.startDate = form.start;
  if (form.end) filters.endDate = form.end;
  if (form.locationId) filters.locationIds = [form.locationId];
  return { metrics: [...form.metrics], dimensions: [...form.dimensions], filters };
}

/** Why the form cannot be run; empty when it can. */
export const formProblems = (form: ReportForm): ReportProblem[] => validateReportRequest(formRequest(form));

/** Adds or removes one item, keeping the catalogue's order. */
export function toggled<T extends string>(list: readonly T[], item: T, order: readonly T[]): T[] {
  const next = list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return order.filter((x) => next.includes(x));
}

/** Dimensions that share a rule group with another one chosen (same kind, one allowed). */
export function conflictingDimensions(chosen: readonly Dimension[]): Dimension[] {
  return chosen.filter((dimension) => {
    const { kind } = DIMENSIONS[dimension];
    return (
      kind !== 'location' && chosen.some((other) => other !== dimension && DIMENSIONS[other].kind === kind)
    );
  });
}

/** The form's end date against the data there is: clamped to the relevant max date. */
export function formCoverage(form: ReportForm, maxDates: MaxDates) {
  const maxDate = relevantMaxDate(form.metrics, maxDates);
  const end = form.end || maxDate;
  return {
    maxDate,
    ...effectiveRange({ start: form.start || addDays(end, -LIMITS.reportDefaultRangeDays), end }, maxDate),
  };
}
