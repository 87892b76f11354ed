/**
 * An error the API answers with (conventions.md › Every call: `{ code, type, message }` items,
 * `response: {}`). Handlers throw it; the error middleware turns it into the envelope.
 */
import { ERROR_CODES, type KnownApiErrorType } from '../../lib/api/catalog';

export type ErrorType = KnownApiErrorType;

export interface ApiErrorItem {
  code: number;
  type: ErrorType;
  message: string;
}

export class ApiError extends Error {
  readonly items: ApiErrorItem[];
  constructor(
    readonly status: number,
    code: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.items = [{ code, type: 'FATAL_ERROR', message }];
  }
  /** Several problems of one request (e.g. a report request breaking two rules). */
  static many(status: number, problems: { code: number; message: string }[]): ApiError {
    const error = new ApiError(status, problems[0].code, problems[0].message);
    error.items.splice(
      0,
      1,
      ...problems.map((p) => ({ code: p.code, type: 'FATAL_ERROR' as const, message: p.message })),
    );
    return error;
  }
}

export const badParameter = (message: string): ApiError =>
  new ApiError(400, ERROR_CODES.badParameter, message);
export const missingValue = (message: string): ApiError =>
  new ApiError(400, ERROR_CODES.missingValue, message);
