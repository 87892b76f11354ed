import { accountsFeature } from '@/lib/accounts/accounts-background';
import { analyticsFeature } from '@/lib/analytics/analytics-background';
import { registerFeatures } from '@/lib/background/register-features';
import { keyboardFeature } from '@/lib/keyboard/keyboard-background';
import { listingsFeature } from '@/lib/listings/listings-background';
import { outboxFeature } from '@/lib/outbox/outbox-background';
import { reputationFeature } from '@/lib/reputation/reputation-background';
import { reviewsFeature } from '@/lib/reviews/reviews-background';

// The background is the only holder of credentials and the only caller of the service
// (docs/architecture.md › The pieces). main() registers every feature's listeners synchronously;
// each feature
// is its `<feature>-protocol.ts` answered by the handlers of its `<feature>-background.ts`
// (docs/architecture.md › The feature skeleton).
export default defineBackground(() => {
  registerFeatures([
    // Sign-in, accounts, connection settings; Disconnect wipes the account's cache.
    accountsFeature,
    // Sync and its alarm, review notification clicks and buttons, the badge, Read and Done.
    reviewsFeature,
    // Replies: the outbox, its alarm, and what is due at every worker start.
    outboxFeature,
    // Listings, opt-in and suggestions; resumes an opt-in cut off by the last worker.
    listingsFeature,
    // Quick numbers, reports (an asynchronous one resumes after a restart) and the activity log.
    analyticsFeature,
    // Reputation figures computed from the cached reviews.
    reputationFeature,
    // The key that opens the side panel from any page.
    keyboardFeature,
  ]);
});
