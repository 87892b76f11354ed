import { english } from '../../i18n-setup';
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundFeature } from '@/lib/background/feature';
import { registerFeatures } from '@/lib/background/register-features';
import { type ProtocolMap, sendMessage } from '@/lib/messaging';
import { messagingShim } from '../chrome-messaging-shim';

/**
 * The feature skeleton (docs/architecture.md › The layers): every message of the protocol is
 * answered by exactly one
 * of the features the background lists, through the one registration. The background's real
 * main() runs; the registration is wrapped only to see the list it is given.
 */
vi.mock('@/lib/background/register-features', async (original) => {
  const real = await original<typeof import('@/lib/background/register-features')>();
  return { registerFeatures: vi.fn(real.registerFeatures) };
});

/** Every message, listed here so that tsc fails this file when the protocol gains or loses one. */
const EVERY_MESSAGE: Record<keyof ProtocolMap, true> = {
  signIn: true,
  addApiKeyAccount: true,
  switchAccount: true,
  disconnectAccount: true,
  saveConnectionSettings: true,
  checkConnection: true,
  setForgetSignIns: true,
  refreshReviews: true,
  markReviewsRead: true,
  markReviewsDone: true,
  markLooked: true,
  sendReply: true,
  retryReply: true,
  undoReply: true,
  discardReply: true,
  refreshListingOverview: true,
  refreshLocationListings: true,
  startOptIn: true,
  resolveSuggestion: true,
  refreshQuickNumbers: true,
  reportMaxDates: true,
  runReport: true,
  startReportJob: true,
  cancelReportJob: true,
  readActivity: true,
  reputationReport: true,
  refreshReputationHeadline: true,
};
const messages = Object.keys(EVERY_MESSAGE) as (keyof ProtocolMap)[];

let features: readonly BackgroundFeature[];

beforeAll(async () => {
  vi.stubGlobal('chrome', messagingShim.chrome);
  fakeBrowser.reset();
  (await import('@/entrypoints/background')).default.main();
  expect(registerFeatures).toHaveBeenCalledTimes(1);
  features = vi.mocked(registerFeatures).mock.calls[0][0];
});

describe('the background’s features', () => {
  it('answer every message of the protocol, each in exactly one feature', () => {
    for (const message of messages) {
      const handlers = features.filter((feature) => Object.hasOwn(feature.handlers, message));
      expect(
        handlers.map((feature) => feature.name),
        message,
      ).toHaveLength(1);
    }
  });

  it('handle no message outside the protocol', () => {
    const handled = features.flatMap((feature) => Object.keys(feature.handlers));
    expect(handled.filter((message) => !Object.hasOwn(EVERY_MESSAGE, message))).toEqual([]);
    expect(handled).toHaveLength(messages.length);
  });

  it('have names of their own and claim each alarm once', () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const alarms = features.flatMap((feature) => Object.keys(feature.alarms ?? {}));
    expect(alarms).toEqual(expect.arrayContaining(['reviews-sync', 'reviews-outbox']));
    expect(new Set(alarms).size).toBe(alarms.length);
  });

  it('are registered behind the sender check: every message is answered, a foreign page refused', async () => {
    messagingShim.sender = {
      id: 'someotherextension',
      url: 'chrome-extension://someotherextension/popup.html',
    };
    const refused = { ok: false, error: { kind: 'notAllowed', message: english('errors.foreignSender') } };
    for (const message of messages)
      expect(await (sendMessage as (type: string) => Promise<unknown>)(message), message).toEqual(refused);
  });
});
