import { describe, expect, it } from 'vitest';
import {
  conflictingDimensions,
  formCoverage,
  formProblems,
  formRequest,
  initialForm,
  type ReportForm,
  toggled,
} from '@/lib/analytics/report-form';
import { DIMENSION_IDS, validateReportRequest } from '@/lib/api/catalog';
import { MAX_DATES } from './fake-analytics';

const form = (change: Partial<ReportForm> = {}): ReportForm => ({ ...initialForm(MAX_DATES), ...change });

describe('report form rules (the catalogue’s, not the form’s own)', () => {
  it('starts valid: two daily metrics by day, ending at the max date', () => {
    const first = form();
    expect(first.end).toBe(MAX_DATES.standardMaxDate);
    expect(first.start).toBe('2026-08-11');
    expect(formProblems(first)).toEqual([]);
  });

  it('refuses two BRANDD_ dimensions with an explanation, and names both as conflicting', () => {
    const two = form({ dimensions: ['BRANDD_AGE', 'BRANDD_TIME'] });
    const problems = formProblems(two);
    expect(problems.map((p) => p.message)).toEqual([
      'Choose only one of gender, age or time of day: check-ins split one way per report.',
    ]);
    expect(problems).toEqual(validateReportRequest(formRequest(two)));
    expect(conflictingDimensions(two.dimensions)).toEqual(['BRANDD_AGE', 'BRANDD_TIME']);
    expect(conflictingDimensions(['BRANDD_AGE', 'DAYS', 'LOCATION_IDS'])).toEqual([]);
  });

  it('refuses days with weeks, and no metric at all', () => {
    expect(formProblems(form({ dimensions: ['DAYS', 'WEEKS'] })).map((p) => p.message)).toEqual([
      'Choose days or weeks, not both.',
    ]);
    expect(conflictingDimensions(['DAYS', 'WEEKS'])).toEqual(['DAYS', 'WEEKS']);
    expect(formProblems(form({ metrics: [] }))[0]?.message).toBe('Choose at least one metric.');
  });

  it('refuses a start after the end', () => {
    expect(formProblems(form({ start: '2026-11-05', end: '2026-11-01' }))[0]?.code).toBe(5021);
  });

  it('builds the request: the location as a filter, empty dates left to the service', () => {
    expect(formRequest(form({ locationId: 'loc9', start: '', end: '' }))).toEqual({
      metrics: ['SEARCHES', 'PROFILE_VIEWS'],
      dimensions: ['DAYS'],
      filters: { locationIds: ['loc9'] },
    });
    expect(initialForm(undefined, 'loc9')).toMatchObject({ locationId: 'loc9', start: '', end: '' });
  });

  it('toggles choices in the catalogue order', () => {
    expect(toggled(['LOCATION_IDS'], 'DAYS', DIMENSION_IDS)).toEqual(['DAYS', 'LOCATION_IDS']);
    expect(toggled(['DAYS', 'LOCATION_IDS'], 'DAYS', DIMENSION_IDS)).toEqual(['LOCATION_IDS']);
  });

  it('says when the end date is past the data: BRANDA_SEARCHES alone ends at brandAMaxDate', () => {
    const weekly = form({ metrics: ['BRANDA_SEARCHES'], end: '2026-11-09' });
    expect(formCoverage(weekly, MAX_DATES)).toMatchObject({
      maxDate: '2026-11-01',
      end: '2026-11-01',
      clamped: true,
    });
    expect(formCoverage(form(), MAX_DATES).clamped).toBe(false);
  });
});
