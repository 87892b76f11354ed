/**
 * An open Reputation view follows the response targets set in Options: "needs attention" is
 * counted against them, so a new target asks the background again at once instead of waiting for
 * the next sync. The background here is the real report (buildReputationReport) over the cache,
 * reading the target from storage as it does in the extension.
 */
import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import ReputationView from '@/components/reputation/reputation-view';
import type { PeriodChoice } from '@/lib/reputation/period';
import { buildReputationReport } from '@/lib/reputation/reputation-report';
import { saveResponseTargets } from '@/lib/reviews/response-targets';

const background = vi.fn(async (type: string, data: { accountId: string; period: PeriodChoice }) =>
  type === 'reputationReport'
    ? { ok: true, value: await buildReputationReport(data.accountId, data.period, Date.now()) }
    : { ok: true, value: undefined },
);
const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => background),
);

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('Reputation view and the response targets', () => {
  it('says what needs attention against the targets Options holds now', async () => {
    render(<ReputationView route={{ view: 'reputation', path: [] }} accountId="target-account" />);
    expect(await screen.findByText(/\(2★ or less within 24 h and 3★ and more within 3 d\)\.$/)).toBeTruthy();
    const asked = background.mock.calls.length;

    await saveResponseTargets({ all: { low: 3, rest: null }, accounts: {} });
    expect(await screen.findByText(/past its response target \(2★ or less within 3 h\)\.$/)).toBeTruthy();
    expect(background.mock.calls.length).toBeGreaterThan(asked);
  });
});
