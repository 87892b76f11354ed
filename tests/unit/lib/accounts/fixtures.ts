import { type AccountSummary, accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { resetCache, seedReviews } from '../../components/reviews/fake-background';
import { listReview } from '../reviews/fixtures';

/** An OAuth account on the emulator's usual address, named after its id ("Account a"). */
export const accountSummary = (
  id: string,
  status: AccountSummary['status'] = 'connected',
): AccountSummary => ({
  id,
  name: `Account ${id}`,
  mode: 'oauth',
  serviceUrl: 'http://127.0.0.1:4010',
  status,
  connectedAt: 0,
});

/**
 * A fresh cache and a connected account for each key of `reviews`, in that order, each with its
 * reviews cached; `active` is the active one.
 */
export async function seedAccounts(
  active: string,
  reviews: Record<string, Parameters<typeof seedReviews>[1]>,
): Promise<void> {
  await resetCache();
  for (const [id, list] of Object.entries(reviews)) await seedReviews(id, list);
  await accountsItem.setValue(Object.keys(reviews).map((id) => accountSummary(id)));
  await activeAccountIdItem.setValue(active);
}

/**
 * A fresh cache and two connected accounts, "a" and "b", with one review each ("Review of account
 * A", "Review of account B"); `active` is the active one.
 */
export const seedTwoAccounts = (active: 'a' | 'b'): Promise<void> =>
  seedAccounts(active, {
    a: [listReview({ id: 'a1', content: 'Review of account A' })],
    b: [listReview({ id: 'b1', content: 'Review of account B' })],
  });
