/**
 * Options › Response targets: how long an awaiting review may wait for an answer, per star band
 * (due-time.ts), for every account or for one account. The one source of truth for due times,
 * the "Due soonest" order, the badge's overdue count and Reputation's "needs attention" and
 * "answered within target". A storage item with a fallback and a version (docs/architecture.md ›
 * Contracts › Settings), edited on the options page, read by pages and the background.
 *
 * It took the place of the single response target (hours for 2★ or less, version 1) at the same
 * key, so version 2's migration moves a stored value in place: it becomes the low band's target,
 * the other band takes its default.
 */
import { storage } from '#imports';
import { bandsFor, DEFAULT_BANDS, type ResponseTargets, type TargetBands } from './due-time';

export { bandsFor, DEFAULT_BANDS, type ResponseTargets };

/** Whole hours, 1 to two weeks. */
export const MIN_TARGET_HOURS = 1;
export const MAX_TARGET_HOURS = 24 * 14;

export const DEFAULT_RESPONSE_TARGETS: ResponseTargets = { all: DEFAULT_BANDS, accounts: {} };

/** A band's hours as saved: whole, within bounds; `null` (off) stays off; anything else is `fallback`. */
export function normaliseHours(value: unknown, fallback: number | null): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(MAX_TARGET_HOURS, Math.max(MIN_TARGET_HOURS, Math.round(value)));
}

export function normaliseBands(value: unknown, fallback: TargetBands = DEFAULT_BANDS): TargetBands {
  const bands = (typeof value === 'object' && value !== null ? value : {}) as Partial<TargetBands>;
  return {
    low: normaliseHours(bands.low, fallback.low),
    rest: normaliseHours(bands.rest, fallback.rest),
  };
}

export function normaliseTargets(value: unknown): ResponseTargets {
  const targets = (typeof value === 'object' && value !== null ? value : {}) as Partial<ResponseTargets>;
  const all = normaliseBands(targets.all);
  const accounts: Record<string, TargetBands> = {};
  if (typeof targets.accounts === 'object' && targets.accounts !== null)
    for (const [id, bands] of Object.entries(targets.accounts)) accounts[id] = normaliseBands(bands, all);
  return { all, accounts };
}

/** Version 1 held the hours of 2★ or less alone; an unreadable one is the default. */
export const migrateSingleTarget = (hours: unknown): ResponseTargets => ({
  all: { low: normaliseHours(hours, DEFAULT_BANDS.low) ?? DEFAULT_BANDS.low, rest: DEFAULT_BANDS.rest },
  accounts: {},
});

export const responseTargetsItem = storage.defineItem<ResponseTargets>(
  // The key of the single target it replaced: the migration moves that value in place.
  'local:settings.reputation.responseTargetHours',
  {
    fallback: DEFAULT_RESPONSE_TARGETS,
    version: 2,
    migrations: { 2: migrateSingleTarget },
  },
);

export const readResponseTargets = async (): Promise<ResponseTargets> =>
  normaliseTargets(await responseTargetsItem.getValue());

export const saveResponseTargets = (targets: ResponseTargets): Promise<void> =>
  responseTargetsItem.setValue(normaliseTargets(targets));

/** Disconnect: a removed account's own targets go with it. */
export async function forgetAccountTargets(accountId: string): Promise<void> {
  const targets = await readResponseTargets();
  if (!(accountId in targets.accounts)) return;
  const { [accountId]: _removed, ...accounts } = targets.accounts;
  await saveResponseTargets({ ...targets, accounts });
}
