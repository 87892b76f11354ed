/**
 * All accounts against the emulator over real HTTP: two accounts connected (the primary one by its
 * API key, the bakery group through the consent page and the token exchange), synced into one
 * cache; the All-accounts index lists both, keyed by account; a review added to the bakery through
 * the admin API shows in it after the next sync; a reply made from that list goes through the
 * bakery's own credential and lands once on the bakery's review, and nothing is posted for the
 * other account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem } from '@/lib/accounts/account-items';
import { createApiClient } from '@/lib/api';
import { type OutboxDeps, sendDueReplies } from '@/lib/outbox/outbox-sender';
import { readOutboxItem } from '@/lib/outbox/outbox-store';
import { queueReply } from '@/lib/outbox/reply-outbox';
import { readReview } from '@/lib/reviews/review-cache';
import { ReviewIndex } from '@/lib/reviews/review-index';
import { reviewKey, reviewScope } from '@/lib/reviews/review-keys';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { ACCOUNT, clearCache, type Harness, startHarness, syncDeps } from './sync-harness';

const BAKERY = 'bakery';
const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/callback';

let harness: Harness;
let bakeryToken: string;

/** The consent page's Allow for the account named like `name`, then the code's exchange: a token. */
async function tokenFor(name: RegExp): Promise<string> {
  const { authUrl, baseUrl, clientId, clientSecret } = harness.emulator;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: 's',
  });
  const html = await (await fetch(`${authUrl}/oauth2/authorize?${query}`)).text();
  const form = new URLSearchParams();
  for (const [, field, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(field, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  const option = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)</g)].find((match) =>
    name.test(match[2]),
  );
  if (!option) throw new Error(`no account like ${name} on the consent page`);
  form.set('account', option[1]);
  form.set('decision', 'allow');
  const allowed = await fetch(`${authUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(allowed.headers.get('location') ?? 'about:blank').searchParams.get('code') ?? '';
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uri: REDIRECT,
    code,
  });
  const grant = (await (await fetch(`${baseUrl}/oauth2/accesstoken`, { method: 'POST', body })).json()) as {
    access_token: string;
  };
  return grant.access_token;
}

/** Each account's own client: its own credential, as lib/accounts/account-client.ts gives it. */
const clientOf = (accountId: string) =>
  accountId === BAKERY
    ? createApiClient({ baseUrl: harness.emulator.baseUrl, credential: { accessToken: bakeryToken } })
    : harness.client();

const sync = (reason: 'startup' | 'alarm') =>
  syncAllAccounts(
    reason,
    syncDeps(harness, {
      openReviews: async (accountId, onRateLimit) =>
        accountId === BAKERY
          ? createApiClient({
              baseUrl: harness.emulator.baseUrl,
              credential: { accessToken: bakeryToken },
              onRateLimit,
            }).reviews
          : harness.client({ onRateLimit }).reviews,
      listAccounts: async () => [
        { id: ACCOUNT, status: 'connected' },
        { id: BAKERY, status: 'connected' },
      ],
      announce: async () => {},
    }),
  );

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 200 });
  bakeryToken = await tokenFor(/bak/i);
  await accountsItem.setValue([
    {
      id: ACCOUNT,
      name: 'Slice of Chicago',
      mode: 'apiKey',
      serviceUrl: harness.emulator.baseUrl,
      status: 'connected',
      connectedAt: 1,
    },
    {
      id: BAKERY,
      name: 'Bakery group',
      mode: 'oauth',
      serviceUrl: harness.emulator.baseUrl,
      status: 'connected',
      connectedAt: 2,
    },
  ]);
  await sync('startup');
});
afterAll(() => harness.close());

describe('All accounts against the emulator', () => {
  it('lists both accounts’ reviews in one index, each under its own account', async () => {
    const index = await ReviewIndex.build([ACCOUNT, BAKERY]);
    const [primary, bakery] = await Promise.all([ReviewIndex.build(ACCOUNT), ReviewIndex.build(BAKERY)]);
    expect(primary.size).toBeGreaterThan(0);
    expect(bakery.size).toBeGreaterThan(0);
    expect(index.size).toBe(primary.size + bakery.size);
    const bakeryKeys = index.query({ accountIds: [BAKERY] });
    expect(bakeryKeys).toEqual(bakery.query({}).map((id) => reviewKey(BAKERY, id)));
    expect(index.distinct().accountIds).toEqual([ACCOUNT, BAKERY]);
  });

  it('a reply made from the All-accounts list goes through the review’s own account and lands once', async () => {
    const location = (await clientOf(BAKERY).locations.list()).locations[0];
    const added = (await harness.addReview({
      locationId: location.id,
      publisherId: 'BRANDB',
      rating: 2,
      content: 'The sourdough was stale this morning.',
      comments: [],
    })) as { id: number };
    // The next scheduled poll, once its interval has passed.
    await harness.advance(5 * 60_000);
    await sync('alarm');
    const index = await ReviewIndex.build([ACCOUNT, BAKERY]);
    const key = reviewKey(BAKERY, String(added.id));
    expect(index.query({ text: 'sourdough was stale' })).toEqual([key]);

    // What the inbox does with a row's key (inbox-view.tsx): its account and id.
    const { accountId, reviewId } = reviewScope([ACCOUNT, BAKERY]).split(key);
    expect(accountId).toBe(BAKERY);
    expect(await readReview(BAKERY, reviewId)).toBeDefined();
    await harness.clearRequests();
    const text = 'Sorry about the bread. Come by for a fresh loaf on us.';
    const queued = await queueReply(
      { accountId, reviewId, visibility: 'PUBLIC', content: text },
      harness.now(),
    );
    const deps: OutboxDeps = { openReviews: async (id) => clientOf(id).reviews, now: () => harness.now() };
    await sendDueReplies(deps);
    expect((await readOutboxItem(queued.id))?.status).toBe('sent');

    const held = (await clientOf(BAKERY).reviews.get(reviewId)).comments.filter((c) => c.message === text);
    expect(held).toHaveLength(1);
    const posts = await harness.requests((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].path).toContain(`/reviews/${reviewId}/comments`);
    // The primary account holds no such review, and so no reply.
    await expect(harness.client().reviews.get(reviewId)).rejects.toThrow();
  });
});
