/**
 * What went wrong with a reply, in the extension's own words, from the HTTP status the service
 * answered with (or its absence). A 5xx's message is the service's internals (a stack, a fault
 * name), so it is never shown; a refusal (4xx) keeps the service's words, which say what to change.
 */
import { i18n } from '../i18n/translate';
import type { ReplyProblem } from './outbox-machine';

export function replyProblemReason(problem: ReplyProblem | undefined): string {
  const status = problem?.status;
  if (status === undefined || status === 0 || status === 408) return i18n.t('composer.reason.noAnswer');
  if (status === 401) return i18n.t('composer.reason.signIn');
  if (status === 429) return i18n.t('composer.reason.rateLimited');
  if (status >= 500) return i18n.t('composer.reason.serviceTrouble', { status: String(status) });
  return i18n.t('composer.reason.refused', { status: String(status) });
}
