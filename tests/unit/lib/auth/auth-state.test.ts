import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { consumeState, discardState, issueState, STATE_TTL_MS } from '@/lib/auth/oauth-state';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('OAuth state', () => {
  it('is fresh and unguessable for every attempt', async () => {
    const states = await Promise.all(Array.from({ length: 20 }, () => issueState()));
    expect(new Set(states).size).toBe(20);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  });

  it('is accepted once, then never again (a replayed redirect is rejected)', async () => {
    const state = await issueState();
    expect(await consumeState(state)).toBe(true);
    expect(await consumeState(state)).toBe(false);
  });

  it('is accepted once within one attempt, while other attempts are pending too', async () => {
    const earlier = await issueState();
    const state = await issueState();
    expect(await consumeState(state)).toBe(true);
    // Issuing the next attempt's state must not bring the spent one back.
    await issueState();
    expect(await consumeState(state)).toBe(false);
    expect(await consumeState(earlier)).toBe(true);
    expect(await consumeState(earlier)).toBe(false);
  });

  it('rejects a tampered, unknown, empty or missing state', async () => {
    const state = await issueState();
    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    expect(await consumeState(tampered)).toBe(false);
    expect(await consumeState('not-issued')).toBe(false);
    expect(await consumeState('')).toBe(false);
    expect(await consumeState(undefined)).toBe(false);
    expect(await consumeState(state)).toBe(true);
  });

  it('rejects a state that expired while the consent page was open', async () => {
    const issuedAt = Date.now();
    const state = await issueState(issuedAt);
    expect(await consumeState(state, issuedAt + STATE_TTL_MS + 1)).toBe(false);
  });

  it('accepts only one of two concurrent redirects carrying the same state', async () => {
    const state = await issueState();
    const results = await Promise.all([consumeState(state), consumeState(state), consumeState(state)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lives in session storage, so it survives a worker restart but not the browser session', async () => {
    const state = await issueState();
    const session = await fakeBrowser.storage.session.get(null);
    expect(JSON.stringify(session)).toContain(state);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(state);
  });

  it('forgets a discarded attempt', async () => {
    const state = await issueState();
    await discardState(state);
    expect(await consumeState(state)).toBe(false);
  });
});
