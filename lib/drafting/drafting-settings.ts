/**
 * Options › Drafting: whether **Draft a reply** asks Chrome's built-in model when this browser has
 * it or always composes the draft from parts, and the sign-off under every draft. A settings item
 * with a fallback and a version (architecture.md › Contracts › Settings); read it through
 * `draftingSettingsOf`, which makes sense of anything an older or odd page wrote.
 */
import { storage } from '#imports';

export interface DraftingSettings {
  /** Ask the browser's model when it is ready; otherwise, and when false, compose. */
  useModel: boolean;
  /** A line under every draft ("Maria, owner"); empty for none. */
  signOff: string;
}

/** Longer than any name and role; the field stops there so a sign-off never crowds the reply. */
export const MAX_SIGN_OFF_LENGTH = 60;

export const DEFAULT_DRAFTING: DraftingSettings = { useModel: true, signOff: '' };

export const draftingSettingsItem = storage.defineItem<DraftingSettings>('local:settings.drafting', {
  fallback: DEFAULT_DRAFTING,
  version: 1,
});

export function draftingSettingsOf(stored: unknown): DraftingSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<DraftingSettings>;
  return {
    useModel: typeof value.useModel === 'boolean' ? value.useModel : DEFAULT_DRAFTING.useModel,
    // Kept as typed (a trailing space is on its way to a second word); drafts trim it.
    signOff:
      typeof value.signOff === 'string'
        ? value.signOff.slice(0, MAX_SIGN_OFF_LENGTH)
        : DEFAULT_DRAFTING.signOff,
  };
}

export const readDraftingSettings = async (): Promise<DraftingSettings> =>
  draftingSettingsOf(await draftingSettingsItem.getValue());

/** Saves one change, keeping the rest as stored. */
export async function saveDraftingSettings(change: Partial<DraftingSettings>): Promise<void> {
  await draftingSettingsItem.setValue({ ...(await readDraftingSettings()), ...change });
}
