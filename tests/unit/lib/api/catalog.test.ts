import { describe, expect, it } from 'vitest';
import {
  API_VERSION,
  canReplyToComment,
  canReplyToReview,
  VERSION_GATES,
  validateReportRequest,
  versionAtLeast,
} from '../../../../lib/api/catalog';

describe('version gates', () => {
  it('a version gets a behaviour from its gate date on, not the day before', () => {
    expect(versionAtLeast('20170901', VERSION_GATES.reviewPageTokens)).toBe(true);
    expect(versionAtLeast('20180115', VERSION_GATES.reviewPageTokens)).toBe(true);
    expect(versionAtLeast('20170831', VERSION_GATES.reviewPageTokens)).toBe(false);
    expect(versionAtLeast('20170829', VERSION_GATES.reviewStatus)).toBe(false);
  });

  it('the client pins a version at or past every gate it uses (token paging, status)', () => {
    for (const gate of Object.values(VERSION_GATES)) expect(versionAtLeast(API_VERSION, gate)).toBe(true);
  });
});

describe('validateReportRequest', () => {
  it('accepts one time dimension and one BRANDD_ dimension', () => {
    expect(
      validateReportRequest({ metrics: ['BRANDD_DAILY_CHECKINS'], dimensions: ['DAYS', 'BRANDD_AGE'] }),
    ).toEqual([]);
  });

  it('refuses two BRANDD_ dimensions with code 21', () => {
    const problems = validateReportRequest({
      metrics: ['SEARCHES'],
      dimensions: ['BRANDD_AGE', 'BRANDD_TIME'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'dimensions', code: 21 });
  });

  it('refuses days with weeks', () => {
    expect(validateReportRequest({ metrics: ['SEARCHES'], dimensions: ['DAYS', 'WEEKS'] })[0]?.code).toBe(21);
  });

  it('refuses a start after the end with code 5021', () => {
    const problems = validateReportRequest({
      metrics: ['SEARCHES'],
      dimensions: [],
      filters: { startDate: '2026-02-01', endDate: '2026-01-01' },
    });
    expect(problems.map((p) => p.code)).toEqual([5021]);
  });

  it('refuses unknown metrics, too many metrics and impossible dates', () => {
    const codes = validateReportRequest({
      metrics: Array.from({ length: 11 }, () => 'SEARCHES').concat('NOPE'),
      dimensions: [],
      filters: { endDate: '2026-02-30' },
    }).map((p) => p.field);
    expect(codes).toEqual(['metrics', 'metrics', 'filters.endDate']);
  });
});

describe('reply rules', () => {
  it('lets the social network take replies to comments and the business profile only to reviews', () => {
    expect([canReplyToReview('BRANDB'), canReplyToComment('BRANDB')]).toEqual([true, true]);
    expect([canReplyToReview('BRANDCMYBUSINESS'), canReplyToComment('BRANDCMYBUSINESS')]).toEqual([
      true,
      false,
    ]);
    expect([canReplyToReview('BRANDA'), canReplyToComment('BRANDA')]).toEqual([false, false]);
  });
});
