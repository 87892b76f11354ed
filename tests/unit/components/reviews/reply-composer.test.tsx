import '../../i18n-setup';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReplyComposer, type ReplyComposerProps } from '@/components/reviews/reply-composer';
import { ReplyOutboxBlock } from '@/components/reviews/reply-outbox-block';
import { DRAFT_DELAY_MS } from '@/components/reviews/use-reply-draft';
import { announceChange } from '@/lib/cache/changes';
import { formatClockTime } from '@/lib/clock/clock-time';
import { markCutOff, markRefused, startAttempt } from '@/lib/outbox/outbox-machine';
import { updateOutboxItem } from '@/lib/outbox/outbox-store';
import { readDraft, readOutbox, saveDraft } from '@/lib/reviews/review-cache';
import { comment, listReview } from '../../lib/reviews/fixtures';
import {
  fakeSendMessage,
  handlers,
  resetCache,
  seedNames,
  seedReviews,
  sentReplies,
} from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

const ACCOUNT = 'acc';

beforeEach(async () => {
  fakeBrowser.reset();
  await resetCache();
});
afterEach(cleanup);

const textbox = () => screen.getByRole('textbox', { name: 'Reply text' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.input(textbox(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: 'Send reply' });

/**
 * The composer as the pages hold it: the review's outgoing replies above it, and the composer
 * opened again (remounted, reading its draft) when a reply's text comes back after Undo or Discard.
 */
function Page(props: ReplyComposerProps) {
  const [round, setRound] = useState(0);
  return (
    <>
      <ReplyOutboxBlock
        accountId={props.accountId}
        reviewId={props.review.id}
        publisher="Brand B"
        onTextBack={() => setRound((value) => value + 1)}
      />
      <ReplyComposer key={round} {...props} />
    </>
  );
}

async function composer(overrides: Parameters<typeof listReview>[0] = {}, props: object = {}) {
  const [review] = await seedReviews(ACCOUNT, [
    listReview({ id: 'r1', authorName: 'Jordan P.', ...overrides }),
  ]);
  const view = render(<Page accountId={ACCOUNT} review={review} variant="full" {...props} />);
  await waitFor(() => expect(textbox()).toBeTruthy());
  return { review, ...view };
}

describe('ReplyComposer', () => {
  it('has no visibility preselected and refuses to send until one is chosen', async () => {
    await composer();
    const publicRadio = screen.getByRole('radio', { name: 'Public', exact: true }) as HTMLInputElement;
    const privateRadio = screen.getByRole('radio', { name: 'Private', exact: true }) as HTMLInputElement;
    expect(publicRadio.checked || privateRadio.checked).toBe(false);
    type('Thanks!');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Choose Public or Private first.')).toBeTruthy();
    expect(sentReplies()).toHaveLength(0);

    fireEvent.click(privateRadio);
    fireEvent.click(sendButton());
    await waitFor(() => expect(sentReplies()).toHaveLength(1));
    expect(sentReplies()[0].data).toEqual({
      accountId: ACCOUNT,
      reviewId: 'r1',
      visibility: 'PRIVATE',
      content: 'Thanks!',
    });
    // In the outbox, shown going out (with Undo while held); the box is empty for the next reply.
    expect(await screen.findByText('Sending…')).toBeTruthy();
    expect(textbox().value).toBe('');
    expect(await readDraft(ACCOUNT, 'r1')).toBeUndefined();
  });

  it('remembers the last visibility per account and publisher: the next reply there starts with it; another publisher still asks', async () => {
    const chosen = (name: 'Public' | 'Private') =>
      (screen.getByRole('radio', { name, exact: true }) as HTMLInputElement).checked;
    await composer({ id: 'v1', publisherId: 'BRANDB' });
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thanks!');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sentReplies()).toHaveLength(1));
    cleanup();

    await composer({ id: 'v2', publisherId: 'BRANDB' });
    await waitFor(() => expect(chosen('Public')).toBe(true));
    type('Thank you too!');
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sentReplies()).toHaveLength(2));
    expect(sentReplies()[1].data).toMatchObject({ reviewId: 'v2', visibility: 'PUBLIC' });
    cleanup();

    await composer({ id: 'v3', publisherId: 'BRANDCMYBUSINESS' });
    expect(chosen('Public') || chosen('Private')).toBe(false);
    type('Hello');
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Choose Public or Private first.')).toBeTruthy();
    expect(sentReplies()).toHaveLength(2);
  });

  it('a blank reply is not sent', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('   ');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Write a reply first.')).toBeTruthy();
    expect(sentReplies()).toHaveLength(0);
  });

  it('restores the saved draft, and saves what is typed as a draft', async () => {
    // Its own review: an earlier test's composer may still be writing its draft on the way out.
    await saveDraft({ accountId: ACCOUNT, reviewId: 'rd', text: 'Hi Jordan,', visibility: 'PUBLIC' });
    const { unmount } = await composer({ id: 'rd' });
    await waitFor(() => expect(textbox().value).toBe('Hi Jordan,'));
    expect((screen.getByRole('radio', { name: 'Public', exact: true }) as HTMLInputElement).checked).toBe(
      true,
    );

    type('Hi Jordan, sorry about the wait.');
    await waitFor(
      async () => expect((await readDraft(ACCOUNT, 'rd'))?.text).toBe('Hi Jordan, sorry about the wait.'),
      {
        timeout: DRAFT_DELAY_MS + 4000,
      },
    );
    expect(await screen.findByText('Draft saved', {}, { timeout: 4000 })).toBeTruthy();

    // Closed mid-typing: what was typed since the last save is written on the way out.
    type('Hi Jordan, sorry about the wait!!');
    unmount();
    await waitFor(
      async () => expect((await readDraft(ACCOUNT, 'rd'))?.text).toBe('Hi Jordan, sorry about the wait!!'),
      { timeout: 4000 },
    );
    cleanup();
    await composer({ id: 'rd' });
    await waitFor(() => expect(textbox().value).toBe('Hi Jordan, sorry about the wait!!'));
  });

  it('a double click or Ctrl+Enter twice queues one reply', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thank you!');
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(textbox(), { key: 'Enter', metaKey: true });
    await waitFor(async () => expect(await readOutbox(ACCOUNT, 'r1')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentReplies()).toHaveLength(1);
    expect(await readOutbox(ACCOUNT, 'r1')).toHaveLength(1);
  });

  it('Ctrl+Enter sends; Esc cancels', async () => {
    const onCancel = vi.fn();
    const onSent = vi.fn();
    await composer({}, { onCancel, onSent });
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thanks!');
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    fireEvent.keyDown(textbox(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('a refused reply comes back into the box with the service’s message', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Our reply');
    fireEvent.click(sendButton());
    await waitFor(() => expect(textbox().value).toBe(''));
    const [item] = await readOutbox(ACCOUNT, 'r1');
    await updateOutboxItem(item.id, (current) =>
      markRefused(current, { message: 'content is too long', status: 400, code: 21 }),
    );
    expect(
      await screen.findByText(
        'Refused: content is too long Your text is back in the box; edit it and send again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(textbox().value).toBe('Our reply'));
    expect((screen.getByRole('radio', { name: 'Public', exact: true }) as HTMLInputElement).checked).toBe(
      true,
    );

    // Sent again after editing: the refusal it replaces leaves the outbox.
    type('Our shorter reply');
    fireEvent.click(sendButton());
    await waitFor(async () => {
      const items = await readOutbox(ACCOUNT, 'r1');
      expect(items.map((entry) => [entry.content, entry.status])).toEqual([['Our shorter reply', 'queued']]);
    });
  });

  it('a failed reply offers Retry, and Discard puts its text back', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Private', exact: true }));
    type('Sorry!');
    fireEvent.click(sendButton());
    await waitFor(() => expect(textbox().value).toBe(''));
    const [item] = await readOutbox(ACCOUNT, 'r1');
    await updateOutboxItem(item.id, (current) => ({
      ...current,
      status: 'failed',
      attempts: 1,
      nextAttemptAt: new Date(2026, 0, 1, 14, 7).getTime(),
      problem: { message: 'Injected fault: HTTP 503', status: 503 },
    }));
    // The one clock-time formatter, as the header writes times (lib/clock/clock-time.ts).
    const time = formatClockTime(new Date(2026, 0, 1, 14, 7).getTime(), Date.now());
    // One thing said, in the extension's words, with when the next try is.
    expect(
      await screen.findByText(`Not sent: the service is having trouble (HTTP 503). Next try at ${time}.`),
    ).toBeTruthy();
    expect(screen.queryByText(/Injected fault/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry now' }));
    await waitFor(async () => expect((await readOutbox(ACCOUNT, 'r1'))[0].status).toBe('queued'));

    await updateOutboxItem(item.id, (current) => ({
      ...current,
      status: 'failed',
      problem: { message: 'x' },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(textbox().value).toBe('Sorry!'));
    expect(await readOutbox(ACCOUNT, 'r1')).toEqual([]);
  });

  it('Undo takes a held reply back: out of the outbox, its text and visibility back in the box', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Private', exact: true }));
    type('Thanks, see you soon');
    fireEvent.click(sendButton());
    await waitFor(() => expect(textbox().value).toBe(''));
    expect(await screen.findByText('Sending…')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(textbox().value).toBe('Thanks, see you soon'));
    expect((screen.getByRole('radio', { name: 'Private', exact: true }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(await readOutbox(ACCOUNT, 'r1')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('Undo is refused, saying so, once the reply is on its way; the reply stays', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thank you!');
    fireEvent.click(sendButton());
    const undo = await screen.findByRole('button', { name: 'Undo' });
    // The window ends and the background begins sending just before the Undo reaches it.
    const undoInBackground = handlers.undoReply;
    onTestFinished(() => {
      handlers.undoReply = undoInBackground;
    });
    handlers.undoReply = async (data) => {
      await updateOutboxItem(data.id, (current) => startAttempt(current, Date.now()));
      return undoInBackground?.(data);
    };
    fireEvent.click(undo);
    expect(await screen.findByText(/Too late to undo/)).toBeTruthy();
    expect((await readOutbox(ACCOUNT, 'r1')).map((entry) => entry.status)).toEqual(['sending']);
    expect(textbox().value).toBe('');
  });

  it('a reply cut off with the worker says it is being checked: no failure, no Retry, no Discard', async () => {
    await composer();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thanks for coming!');
    fireEvent.click(sendButton());
    await waitFor(() => expect(textbox().value).toBe(''));
    const [item] = await readOutbox(ACCOUNT, 'r1');
    await updateOutboxItem(item.id, (current) => markCutOff(startAttempt(current, Date.now())));
    expect(await screen.findByText('Checking whether it was posted…')).toBeTruthy();
    expect(screen.queryByText(/Not sent/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('says so where the publisher takes no replies, naming it, with no form', async () => {
    const [review] = await seedReviews(ACCOUNT, [listReview({ id: 'r2', publisherId: 'BRANDA' })]);
    render(<ReplyComposer accountId={ACCOUNT} review={review} variant="quick" />);
    // Before the publishers list is cached: the id made readable, never the bare code.
    expect(screen.getByRole('note').textContent).toBe(
      'Branda does not take replies, so this review can only be read here.',
    );
    await seedNames(ACCOUNT, { publishers: { BRANDA: 'BrandA Reviews' } });
    announceChange({ accountId: ACCOUNT, stores: ['publishers'] });
    await waitFor(() =>
      expect(screen.getByRole('note').textContent).toBe(
        'BrandA Reviews does not take replies, so this review can only be read here.',
      ),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('replies to a comment with its parentId where the publisher allows it, and not elsewhere', async () => {
    const [review] = await seedReviews(ACCOUNT, [
      listReview({
        id: 'r3',
        publisherId: 'BRANDB',
        comments: [comment({ id: 'c9', authorRole: 'CONSUMER' })],
      }),
      listReview({ id: 'r4', publisherId: 'BRANDCMYBUSINESS' }),
    ]);
    render(
      <ReplyComposer
        accountId={ACCOUNT}
        review={review}
        parent={{ id: 'c9', authorName: 'Sam R.' }}
        variant="full"
      />,
    );
    expect(await screen.findByText('Replying to Sam R.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Public', exact: true }));
    type('Thanks Sam');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sentReplies()).toHaveLength(1));
    expect(sentReplies()[0].data).toMatchObject({ reviewId: 'r3', parentId: 'c9', visibility: 'PUBLIC' });
    cleanup();

    const noComments = (
      await seedReviews(ACCOUNT, [listReview({ id: 'r4', publisherId: 'BRANDCMYBUSINESS' })])
    )[0];
    render(<ReplyComposer accountId={ACCOUNT} review={noComments} parent={{ id: 'c1' }} variant="full" />);
    expect(screen.getByRole('note').textContent).toBe(
      'Brandcmybusiness does not take replies to comments. Reply to the review instead.',
    );
  });

  it('inserts a saved reply with the placeholders filled', async () => {
    await composer();
    const picker = (await screen.findByRole('combobox', {
      name: 'Insert a saved reply',
    })) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBeGreaterThan(1));
    fireEvent.change(picker, { target: { value: picker.options[1].value } });
    expect(textbox().value).toBe(
      'Hi Jordan, thank you for your kind words! We hope to welcome you back soon.',
    );
  });
});
