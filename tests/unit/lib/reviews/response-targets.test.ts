/**
 * Options › Response targets as stored: the single target of version 1 (hours for 2★ or less)
 * moved into the bands by the item's own migration, the values kept within bounds, the targets
 * of one account, and Disconnect taking an account's own targets with it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  bandsFor,
  DEFAULT_RESPONSE_TARGETS,
  forgetAccountTargets,
  normaliseTargets,
  readResponseTargets,
  responseTargetsItem,
  saveResponseTargets,
} from '@/lib/reviews/response-targets';

const KEY = 'settings.reputation.responseTargetHours';

beforeEach(() => fakeBrowser.reset());

describe('the migration from the single response target', () => {
  it.each([
    ['with no version noted', {}],
    ['noted as version 1', { [`${KEY}$`]: { v: 1 } }],
  ])('a stored 12 (%s) becomes 2★ or less within 12 h, the rest within the default 72 h', async (_, meta) => {
    await fakeBrowser.storage.local.set({ [KEY]: 12, ...meta });
    await responseTargetsItem.migrate();
    expect(await readResponseTargets()).toEqual({ all: { low: 12, rest: 72 }, accounts: {} });
    expect(await responseTargetsItem.getMeta()).toMatchObject({ v: 2 });
    // Done once: running it again leaves the targets as they are.
    await saveResponseTargets({ all: { low: 12, rest: null }, accounts: {} });
    await responseTargetsItem.migrate();
    expect(await readResponseTargets()).toEqual({ all: { low: 12, rest: null }, accounts: {} });
  });

  it('an unreadable stored target becomes the defaults', async () => {
    await fakeBrowser.storage.local.set({ [KEY]: 'soon' });
    await responseTargetsItem.migrate();
    expect(await readResponseTargets()).toEqual(DEFAULT_RESPONSE_TARGETS);
  });

  it('nothing stored reads the defaults: 2★ or less within 24 h, the rest within 72 h', async () => {
    await responseTargetsItem.migrate();
    expect(await readResponseTargets()).toEqual({ all: { low: 24, rest: 72 }, accounts: {} });
  });
});

describe('the stored targets', () => {
  it('keeps whole hours from 1 to two weeks, and a band turned off', () => {
    expect(
      normaliseTargets({ all: { low: 0.4, rest: 10_000 }, accounts: { a: { low: null, rest: 'x' } } }),
    ).toEqual({ all: { low: 1, rest: 336 }, accounts: { a: { low: null, rest: 336 } } });
    expect(normaliseTargets(null)).toEqual(DEFAULT_RESPONSE_TARGETS);
  });

  it("an account with targets of its own uses them; the others use every account's", async () => {
    await saveResponseTargets({ all: { low: 8, rest: 48 }, accounts: { a: { low: 2, rest: null } } });
    const targets = await readResponseTargets();
    expect(bandsFor(targets, 'a')).toEqual({ low: 2, rest: null });
    expect(bandsFor(targets, 'b')).toEqual({ low: 8, rest: 48 });
  });

  it("Disconnect forgets an account's own targets and keeps the rest", async () => {
    await saveResponseTargets({
      all: { low: 8, rest: 48 },
      accounts: { a: { low: 2, rest: 4 }, b: { low: 3, rest: 5 } },
    });
    await forgetAccountTargets('a');
    expect(await readResponseTargets()).toEqual({
      all: { low: 8, rest: 48 },
      accounts: { b: { low: 3, rest: 5 } },
    });
  });
});
