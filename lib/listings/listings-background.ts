/**
 * The listings half of the background: its message handlers and the resumption of an opt-in a
 * previous worker left running. Wiring only; the work is in listing-refresh.ts, opt-in-job.ts and
 * suggestion-actions.ts, which take their dependencies as parameters so tests give them the
 * emulator instead.
 */
import { withAccountClient } from '../accounts/account-client';
import { accountsItem } from '../accounts/account-items';
import { asResult } from '../errors/error-data';
import { onMessage } from '../messaging';
import { refreshLocationListings, refreshOverview } from './listing-refresh';
import type { ListingsDeps } from './listings-deps';
import { resumeOptInJobs, startOptIn } from './opt-in-job';
import { resolveSuggestion } from './suggestion-actions';

export const listingsDeps: ListingsDeps = {
  withApi: (accountId, task) => withAccountClient(accountId, ({ api }) => task(api)),
  now: Date.now,
};

/** Registers the listings messages; call synchronously from the background's main(). */
export function registerListingsBackground(deps: ListingsDeps = listingsDeps): void {
  onMessage('refreshListingOverview', ({ data }) =>
    asResult(() => refreshOverview(deps, data.accountId, { force: data.force, parts: data.parts })),
  );
  onMessage('refreshLocationListings', ({ data }) =>
    asResult(async () => ({
      listings: await refreshLocationListings(deps, data.accountId, data.locationIds),
    })),
  );
  onMessage('startOptIn', ({ data }) => asResult(() => startOptIn(deps, data.accountId, data.pairs)));
  onMessage('resolveSuggestion', ({ data }) => asResult(() => resolveSuggestion(deps, data.accountId, data)));

  // An opt-in cut off by the last worker goes on.
  void accountsItem
    .getValue()
    .then((accounts) =>
      resumeOptInJobs(
        deps,
        accounts.map((account) => account.id),
      ),
    )
    .catch(() => {});
}
