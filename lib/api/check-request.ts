import type { z } from 'zod';
import { ERROR_CODES } from './catalog';
import { ApiError } from './errors';
import { describeIssues, schemaIssues } from './schema-issues';

/**
 * Validates what the client is about to send, so a mistake is explained locally instead of
 * costing a call (and a quota unit) to learn it from a 400. Throws an `ApiError` with status 0.
 */
export function checkRequest<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = schemaIssues(result.error);
  throw new ApiError(`The ${what} was not sent: ${describeIssues(issues)}.`, {
    errors: issues.map((issue) => ({
      code: ERROR_CODES.badParameter,
      type: 'FATAL_ERROR',
      message: `${issue.path}: ${issue.message}`,
    })),
  });
}
