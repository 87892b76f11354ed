/**
 * How long a sent reply waits in the outbox before it goes, so Undo can take it back (Options ›
 * "Undo window (seconds)"). A storage item with a fallback and a version (docs/architecture.md ›
 * Contracts › Settings); read it through `readUndoSeconds`, which clamps values written by older or odd pages.
 */
import { storage } from '#imports';

export const DEFAULT_UNDO_SECONDS = 5;
export const MAX_UNDO_SECONDS = 30;

export const undoSecondsItem = storage.defineItem<number>('local:settings.reviews.undoSeconds', {
  fallback: DEFAULT_UNDO_SECONDS,
  version: 1,
});

/** A whole number of seconds from 0 to MAX_UNDO_SECONDS; anything unreadable is the default. */
export function normaliseUndoSeconds(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_UNDO_SECONDS;
  return Math.min(MAX_UNDO_SECONDS, Math.max(0, Math.round(value)));
}

export const readUndoSeconds = async (): Promise<number> =>
  normaliseUndoSeconds(await undoSecondsItem.getValue());
