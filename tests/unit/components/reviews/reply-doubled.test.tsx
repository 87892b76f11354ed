import '../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentTree } from '@/components/reviews/inbox/comment-tree';
import { ReplyOutboxList } from '@/components/reviews/reply-outbox-list';
import { markSent, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { comment } from '../../lib/reviews/fixtures';

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

const renderList = (item: ReturnType<typeof sent>) => {
  const handlers = { onRetry: vi.fn(), onDiscard: vi.fn(), onUndo: vi.fn() };
  render(<ReplyOutboxList items={[item]} busy={new Set()} publisher="Brand B" {...handlers} />);
  return handlers;
};

describe('a reply the service saved twice, in the outbox list', () => {
  it('says so with the publisher’s name, says what to do, offers Dismiss and never Retry', () => {
    const handlers = renderList(sent('PUBLIC', ['c2']));
    const list = screen.getByRole('list', { name: 'Replies to this review' });
    expect(list.textContent).toContain(
      'Sent ✓ — but this reply shows twice on Brand B: the connection dropped after the service saved it, and the browser sent it again.',
    );
    expect(list.textContent).toContain("remove it on Brand B's own site");
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(handlers.onDiscard).toHaveBeenCalledWith(expect.objectContaining({ id: 'o1' }));
  });

  it('a reply sent once is just Sent ✓, with nothing to dismiss', () => {
    renderList(sent('PUBLIC', []));
    expect(screen.getByRole('list', { name: 'Replies to this review' }).textContent).toContain('Sent ✓');
    expect(screen.queryByText(/shows twice/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a private one says the author received it twice', () => {
    renderList(sent('PRIVATE', ['c2']));
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
