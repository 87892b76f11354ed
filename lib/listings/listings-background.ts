/**
 * The listings feature of the background: its message handlers and the resumption of an opt-in a
 * previous worker left running. Wiring only; the work is in listing-refresh.ts, opt-in-job.ts and
 * suggestion-actions.ts, which take their dependencies as parameters so tests give them the
 * emulator instead.
 */
import { accountDeps, resumeForEveryAccount } from '../accounts/account-client';
import type { BackgroundFeature } from '../background/feature';
import { refreshLocationListings, refreshOverview } from './listing-refresh';
import type { ListingsProtocol } from './listings-protocol';
import { resumeOptInJobs, startOptIn } from './opt-in-job';
import { resolveSuggestion } from './suggestion-actions';

export const listingsFeature: BackgroundFeature<ListingsProtocol> = {
  name: 'listings',
  handlers: {
    refreshListingOverview: (data) =>
      refreshOverview(accountDeps, data.accountId, { force: data.force, parts: data.parts }),
    refreshLocationListings: async (data) => ({
      listings: await refreshLocationListings(accountDeps, data.accountId, data.locationIds),
    }),
    startOptIn: (data) => startOptIn(accountDeps, data.accountId, data.pairs),
    resolveSuggestion: (data) => resolveSuggestion(accountDeps, data.accountId, data),
  },
  start() {
    // An opt-in cut off by the last worker goes on.
    resumeForEveryAccount(resumeOptInJobs);
  },
};
