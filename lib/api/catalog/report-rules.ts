/** The rules a report request must follow, shared by the report form and the emulator. */

import { DIMENSIONS, type Dimension, METRICS } from './analytics';
import { ERROR_CODES } from './errors';
import { LIMITS } from './limits';

export interface ReportRequestInput {
  metrics: readonly string[];
  dimensions: readonly string[];
  filters?: { startDate?: string; endDate?: string; locationIds?: readonly string[] };
}

export interface ReportProblem {
  /** The request member at fault: `metrics`, `dimensions`, `filters.startDate`, … */
  field: string;
  /** The service's error code for the same fault, so the emulator answers as the real one. */
  code: number;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules a report request must follow (conventions.md › Analytics). The form uses it to explain
 * why it cannot be submitted; the emulator uses it to refuse with the same code.
 * Returns an empty array when the request is valid.
 */
export function validateReportRequest(request: ReportRequestInput): ReportProblem[] {
  const problems: ReportProblem[] = [];
  const { metrics, dimensions, filters = {} } = request;
  if (!Array.isArray(metrics) || metrics.length === 0) {
    problems.push({
      field: 'metrics',
      code: ERROR_CODES.missingValue,
      message: 'Choose at least one metric.',
    });
  } else {
    if (metrics.length > LIMITS.reportMetricsMax)
      problems.push({
        field: 'metrics',
        code: ERROR_CODES.badParameter,
        message: `A report takes at most ${LIMITS.reportMetricsMax} metrics.`,
      });
    const unknown = metrics.filter((m) => !(m in METRICS));
    if (unknown.length)
      problems.push({
        field: 'metrics',
        code: ERROR_CODES.badParameter,
        message: `Unknown metric: ${unknown.join(', ')}.`,
      });
  }
  if (!Array.isArray(dimensions)) {
    problems.push({
      field: 'dimensions',
      code: ERROR_CODES.missingValue,
      message: 'Dimensions are required.',
    });
  } else {
    const unknown = dimensions.filter((d) => !(d in DIMENSIONS));
    if (unknown.length)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: `Unknown dimension: ${unknown.join(', ')}.`,
      });
    const known = dimensions.filter((d): d is Dimension => d in DIMENSIONS);
    if (known.filter((d) => DIMENSIONS[d].kind === 'brandd').length > 1)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'Choose only one of gender, age or time of day: check-ins split one way per report.',
      });
    if (known.filter((d) => DIMENSIONS[d].kind === 'time').length > 1)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'Choose days or weeks, not both.',
      });
    if (new Set(dimensions).size !== dimensions.length)
      problems.push({
        field: 'dimensions',
        code: ERROR_CODES.badParameter,
        message: 'A dimension is listed twice.',
      });
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = filters[key];
    if (value !== undefined && !(DATE.test(value) && isRealDate(value)))
      problems.push({
        field: `filters.${key}`,
        code: ERROR_CODES.badParameter,
        message: `${key === 'startDate' ? 'Start' : 'End'} date must be a date written YYYY-MM-DD.`,
      });
  }
  if (
    filters.startDate &&
    filters.endDate &&
    DATE.test(filters.startDate) &&
    filters.startDate > filters.endDate
  )
    problems.push({
      field: 'filters.startDate',
      code: ERROR_CODES.startAfterEnd,
      message: 'The start date is after the end date.',
    });
  return problems;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
