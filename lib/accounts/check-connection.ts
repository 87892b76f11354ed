/**
 * "Check connection": one cheap call (the first page of one location, service.md › Locations) that
 * proves the account's credential still works — or, when it was revoked, turns the account into
 * "needs sign-in again" through the account client.
 */
import { withAccountClient } from './account-client';

export interface ConnectionCheck {
  accountId: string;
  locationCount: number;
}

export function checkConnection(accountId?: string): Promise<ConnectionCheck> {
  return withAccountClient(accountId, async ({ account, api }) => {
    const page = await api.locations.list({ limit: 1 });
    return { accountId: account.id, locationCount: page.count };
  });
}
