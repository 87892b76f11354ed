import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReviewRow } from '@/components/reviews/inbox/review-row';
import { ReplyComposer } from '@/components/reviews/reply-composer';
import { draftingSettingsItem } from '@/lib/drafting/drafting-settings';
import { displayNames, NO_NAMES } from '@/lib/names/cached-names';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { listReview } from '../../lib/reviews/fixtures';
import { fakeSendMessage, resetCache, seedNames, seedReviews, sentReplies } from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

// A review in another language than the interface's (English here), cached as the worker caches
// it: the language is told in that write, the row says it, and the composer's draft says which
// language it is in and why.

const ACCOUNT = 'acc';

beforeEach(async () => {
  fakeBrowser.reset();
  await resetCache();
  await draftingSettingsItem.setValue({ useModel: false, signOff: '' });
});
afterEach(cleanup);

const row = (review: CachedReview) =>
  render(
    <ReviewRow
      review={review}
      id={review.id}
      selected={false}
      at={1}
      of={1}
      names={displayNames(NO_NAMES)}
    />,
  );

describe("a review row says the review's language", () => {
  it('"French" for a French review, its words marked French', async () => {
    const [review] = await seedReviews(ACCOUNT, [
      listReview({
        id: 'fr1',
        content: "Quarante minutes d'attente sans la moindre explication. Plus jamais.",
      }),
    ]);
    expect(review.language).toBe('fr');
    const { container } = row(review);
    const label = container.querySelector('.inbox-row__language');
    expect(label?.textContent).toBe('French');
    expect(container.querySelector('.inbox-row__meta')?.textContent).toMatch(/ · French$/);
    expect(label?.getAttribute('title')).toBe('Written in French');
    expect(container.querySelector('.inbox-row__text')?.getAttribute('lang')).toBe('fr');
  });

  it('nothing for a review in the interface language, or one too short to tell', async () => {
    const reviews = await seedReviews(ACCOUNT, [
      listReview({
        id: 'en1',
        content: 'We waited forever before anyone helped us, and the floor was sticky.',
      }),
      listReview({ id: 'short', content: 'Très bien !' }),
    ]);
    expect(reviews.map((review) => review.language)).toEqual(['en', undefined]);
    for (const review of reviews) {
      const { container } = row(review);
      expect(container.querySelector('.inbox-row__language')).toBeNull();
      cleanup();
    }
  });
});

describe('the draft of a review in a language no phrasebook speaks', () => {
  it('is in English, and the composer says plainly why', async () => {
    const [review] = await seedReviews(ACCOUNT, [
      listReview({
        id: 'it1',
        rating: 2,
        authorName: 'Giulia Rossi',
        content: "Abbiamo aspettato più di mezz'ora e nessuno ci ha detto niente. Il personale era scortese.",
      }),
    ]);
    expect(review.language).toBe('it');
    await seedNames(ACCOUNT, { locations: { [review.locationId]: 'Brick Oven Lee' } });
    render(<ReplyComposer accountId={ACCOUNT} review={review} variant="full" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Draft a reply' }));
    const box = screen.getByRole('textbox', { name: 'Reply text' }) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toMatch(/^(Hi|Hello|Dear) Giulia,/));
    expect(
      await screen.findByText(
        'Drafted from your saved replies and the review. Nothing left this browser. This review is in Italian. Drafts cannot be written in Italian yet, so this draft is in English.',
      ),
    ).toBeTruthy();
    expect(sentReplies()).toEqual([]);
  });
});
