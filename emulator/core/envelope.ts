/**
 * The response envelope of every API call (service.md › Response envelope): a fresh `meta.uuid`
 * per response, `meta.errors` empty on success, `response` `{}` on failure.
 */
import { randomUUID } from 'node:crypto';
import type { ApiErrorItem } from './api-error';

export interface Envelope {
  meta: { uuid: string; errors: ApiErrorItem[] };
  response: unknown;
}

export const success = (response: unknown): Envelope => ({
  meta: { uuid: randomUUID(), errors: [] },
  response,
});

export const failure = (errors: ApiErrorItem[]): Envelope => ({
  meta: { uuid: randomUUID(), errors },
  response: {},
});

/** The success envelope around a payload that is already JSON text (cached review lists). */
export const successText = (responseJson: string): string =>
  `{"meta":{"uuid":"${randomUUID()}","errors":[]},"response":${responseJson}}`;
