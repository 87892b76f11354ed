/**
 * The response target: how long a low rating may wait for an answer before it "needs attention".
 * A storage item with a fallback and a version (docs/architecture.md › Contracts › Settings),
 * edited on the
 * options page, read by the background.
 */
import { storage } from '#imports';

export const DEFAULT_RESPONSE_TARGET_HOURS = 24;
const MAX_RESPONSE_TARGET_HOURS = 24 * 14;

export const responseTargetItem = storage.defineItem<number>(
  'local:settings.reputation.responseTargetHours',
  {
    fallback: DEFAULT_RESPONSE_TARGET_HOURS,
    version: 1,
  },
);

/** Whole hours, 1 to two weeks; anything else falls back to the default. */
export function normaliseResponseTarget(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_RESPONSE_TARGET_HOURS;
  return Math.min(MAX_RESPONSE_TARGET_HOURS, Math.max(1, Math.round(value)));
}

export const readResponseTargetMs = async (): Promise<number> =>
  normaliseResponseTarget(await responseTargetItem.getValue()) * 3_600_000;
