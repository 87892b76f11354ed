import '../../../i18n-setup';
import { createRef, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewList, type ReviewListHandle, ROW_HEIGHT } from '@/components/reviews/inbox/review-list';
import { displayNames, NO_NAMES } from '@/lib/names/cached-names';
import { toCachedReview } from '@/lib/reviews/cached-review';
import { listReview } from '../../../lib/reviews/fixtures';

const container = document.createElement('div');
afterEach(() => {
  render(null, container);
  container.remove();
});

describe('the inbox list', () => {
  it('draws the rows on screen in its first render, before it has measured itself', () => {
    document.body.append(container);
    const review = (index: number) =>
      toCachedReview('acc', listReview({ id: `r${index}` }), undefined, { origin: 'poll', now: 0 });
    // Preact's own render: it returns once the first render is committed, before any re-render
    // the list's measurement asks for (the panel's first frame is painted from this one).
    render(
      <ReviewList
        count={100}
        itemAt={(index) => ({ id: `r${index}`, review: review(index) })}
        request={() => {}}
        names={displayNames(NO_NAMES)}
        onVisibleRange={() => {}}
        handle={createRef<ReviewListHandle>()}
      />,
      container,
    );
    const drawn = container.querySelectorAll('.inbox-row[data-review-id]').length;
    expect(drawn).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / ROW_HEIGHT));
  });
});
