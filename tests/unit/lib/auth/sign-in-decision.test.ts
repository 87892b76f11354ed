import { describe, expect, it } from 'vitest';
import { decideSignIn } from '@/lib/auth/sign-in-decision';

const deckow = { id: 'oauth-1', name: 'Deckow Group' };
const hartmann = { id: 'oauth-2', name: 'Hartmann Local Brands' };

describe('decideSignIn', () => {
  it('Connect account / Connect another: the account is saved and becomes active', () => {
    expect(decideSignIn({ returnedId: 'oauth-2', accounts: [deckow], activeAccountId: 'oauth-1' })).toEqual({
      kind: 'connected',
      activate: true,
    });
  });

  it('Sign in again, same account: connected, the active account is left as it is', () => {
    expect(
      decideSignIn({
        expected: deckow,
        returnedId: 'oauth-1',
        accounts: [deckow, hartmann],
        activeAccountId: 'oauth-2',
      }),
    ).toEqual({ kind: 'connected', activate: false });
    // …unless no account is active at all.
    expect(
      decideSignIn({ expected: deckow, returnedId: 'oauth-1', accounts: [deckow], activeAccountId: null }),
    ).toEqual({ kind: 'connected', activate: true });
  });

  it('Sign in again, another account: kept without becoming active, new or renewed', () => {
    expect(
      decideSignIn({
        expected: deckow,
        returnedId: 'oauth-2',
        accounts: [deckow],
        activeAccountId: 'oauth-1',
      }),
    ).toEqual({ kind: 'otherAccount', activate: false, added: true, expected: deckow });
    expect(
      decideSignIn({
        expected: deckow,
        returnedId: 'oauth-2',
        accounts: [deckow, hartmann],
        activeAccountId: 'oauth-1',
      }),
    ).toEqual({ kind: 'otherAccount', activate: false, added: false, expected: deckow });
  });
});
