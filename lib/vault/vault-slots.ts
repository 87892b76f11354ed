/** Slot names of the vault: one place, so no two modules invent different names for one secret. */
export const APP_KEY_SLOT = 'app-key';
export const accountSlot = (accountId: string): string => `account:${accountId}`;

/** Account credentials: what "Forget sign-ins when the browser closes" applies to (token-vault.ts). */
export const isSignInSlot = (slot: string): boolean => slot.startsWith('account:');
