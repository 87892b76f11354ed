/** The pages' guard around a message to the background (lib/messaging.ts, lib/page-messaging.ts). */
import { i18n } from '#i18n';
import type { Result } from './errors/error-data';

/**
 * Sends a message and always resolves to a Result, also when the background could not answer
 * (being restarted, or the extension reloaded under an open page).
 */
export async function ask<T>(send: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await send();
  } catch {
    return { ok: false, error: { kind: 'unknown', message: i18n.t('errors.backgroundUnavailable') } };
  }
}
