import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentTree } from '@/components/reviews/inbox/comment-tree';
import { ReplyOutboxBlock } from '@/components/reviews/reply-outbox-block';
import { markSent, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { comment } from '../../lib/reviews/fixtures';
import { calls, fakeSendMessage, resetCache } from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

beforeEach(resetCache);
afterEach(cleanup);

const NOW = 1_800_000_000_000;
const sent = (visibility: 'PUBLIC' | 'PRIVATE', extra: string[]) =>
  markSent(
    startAttempt(
      newOutboxItem(
        { accountId: 'acc', reviewId: 'r1', visibility, content: 'Thanks for coming!' },
        'o1',
        NOW,
      ),
      NOW,
    ),
    'c1',
    NOW,
    extra,
  );

/** The review's outbox block, with `item` in the outbox. */
async function renderList(item: ReturnType<typeof sent>) {
  await putOutboxItem(item);
  render(<ReplyOutboxBlock accountId="acc" reviewId="r1" publisher="Brand B" />);
  return screen.findByRole('list', { name: 'Replies to this review' });
}

describe('a reply the service saved twice, in the outbox list', () => {
  it('says so with the publisher’s name, says what to do, offers Dismiss and never Retry', async () => {
    const list = await renderList(sent('PUBLIC', ['c2']));
    expect(list.textContent).toContain(
      'Sent ✓ — but this reply shows twice on Brand B: the connection dropped after the service saved it, and the browser sent it again.',
    );
    expect(list.textContent).toContain("remove it on Brand B's own site");
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(calls).toContainEqual({ type: 'discardReply', data: { id: 'o1' } });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Replies to this review' })).toBeNull());
  });

  it('a reply sent once is just Sent ✓, with nothing to dismiss', async () => {
    expect((await renderList(sent('PUBLIC', []))).textContent).toContain('Sent ✓');
    expect(screen.queryByText(/shows twice/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a private one says the author received it twice', async () => {
    await renderList(sent('PRIVATE', ['c2']));
    expect(screen.getByText(/the author received this reply twice on Brand B/)).toBeTruthy();
  });
});

describe('the copies in the thread', () => {
  it('each copy of a doubled reply says "Sent twice"; a reply sent once "Sent ✓"', () => {
    const nodes = ['c1', 'c2', 'c3'].map((id) => ({ comment: comment({ id, message: id }), replies: [] }));
    render(
      <CommentTree
        nodes={nodes}
        sent={
          new Map([
            ['c1', 2],
            ['c2', 2],
            ['c3', 1],
          ])
        }
      />,
    );
    const meta = (id: string) =>
      document.querySelector(`[data-comment-id="${id}"] .comment__meta`)?.textContent ?? '';
    expect(meta('c1')).toContain('Sent twice');
    expect(meta('c2')).toContain('Sent twice');
    expect(meta('c3')).toContain('Sent ✓');
    expect(meta('c3')).not.toContain('twice');
  });
});
