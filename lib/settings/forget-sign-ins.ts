/**
 * "Forget sign-ins when the browser closes" (docs/security.md › Token vault): when on, the key
 * that seals
 * account credentials lives only in the browser's session storage, so what is left on disk cannot
 * be decrypted after the browser closes. Pages read this to show the setting; only the background
 * changes it (lib/vault/token-vault.ts › setForgetSignIns), because switching re-encrypts.
 */
import { storage } from '#imports';

export const forgetSignInsItem = storage.defineItem<boolean>('local:settings.forgetSignIns', {
  fallback: false,
  version: 1,
});
