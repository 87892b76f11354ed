import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/reply-composer.css';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { canReplyToComment, canReplyToReview } from '@/lib/api/catalog';
import { ask, sendMessage } from '@/lib/messaging';
import type { Names } from '@/lib/names/cached-names';
import { fillTemplate } from '@/lib/reviews/reply-templates';
import {
  rememberedVisibility,
  rememberVisibility,
  replyVisibilityItem,
} from '@/lib/reviews/reply-visibility-memory';
import type { CachedReview, OutboxItem } from '@/lib/reviews/review-cache';
import { DraftReply } from './draft-reply';
import { ReplyVisibility } from './reply-visibility';
import { TemplatePicker } from './template-picker';
import { useReplyDraft } from './use-reply-draft';
import { useReplyOutbox } from './use-reply-outbox';
import { useReviewNames } from './use-review-names';

export interface ReplyComposerProps {
  accountId: string;
  review: CachedReview;
  /** Replying to a comment (sets parentId), where the publisher allows it. */
  parent?: { id: string; authorName?: string };
  variant: 'quick' | 'full';
  /** After the reply is in the outbox: the page closes the composer and shows the reply going out. */
  /** The reply is in the outbox (held for Undo, then sent): its item, for an Undo elsewhere. */
  onSent?: (item: OutboxItem) => void;
  /** Esc / Cancel. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * Writes one reply: text saved as a draft while typed (or filled by Draft a reply, draft-reply.tsx),
 * visibility chosen explicitly, sent through the outbox. The reply's life after Send (held for Undo, sending, sent, failed, refused) shows
 * where the page shows the thread (reply-outbox-block.tsx); a refused reply's text comes back into
 * this box. Where the publisher takes no reply, it says so instead.
 */
export function ReplyComposer(props: ReplyComposerProps) {
  const { accountId, review, parent } = props;
  const names = useReviewNames(accountId, review);
  const publisherId = review.publisherId;
  if (!canReplyToReview(publisherId) || (parent && !canReplyToComment(publisherId)))
    return (
      <p class="reply-composer__note" role="note">
        {i18n.t(
          parent && canReplyToReview(publisherId) ? 'composer.noCommentReplies' : 'composer.noReplies',
          {
            publisher: names.publisher(publisherId),
          },
        )}
      </p>
    );
  return <ComposerForm {...props} names={names} />;
}

function ComposerForm({
  accountId,
  review,
  parent,
  variant,
  onSent,
  onCancel,
  autoFocus,
  names,
}: ReplyComposerProps & { names: Names }) {
  const parentId = parent?.id;
  const draft = useReplyDraft(accountId, review.id, parentId);
  const remembered = useWatchedItem(replyVisibilityItem);
  // The draft's own choice, else the last reply's on this account and publisher (none the first time).
  const visibility = draft.visibility ?? rememberedVisibility(remembered, accountId, review.publisherId);
  const outbox = useReplyOutbox(accountId, review.id, parentId);
  const [problem, setProblem] = useState<{ field?: 'text' | 'visibility'; message: string }>();
  const [sending, setSending] = useState(false);
  // Set synchronously: a double click or a second Ctrl+Enter in the same tick sees it.
  const sendingNow = useRef(false);
  const restored = useRef(new Set<string>());
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  // A refused reply comes back into the box (once), unless the person already wrote something else.
  useEffect(() => {
    if (!draft.loaded) return;
    for (const item of outbox.items ?? []) {
      if (item.status !== 'refused' || restored.current.has(item.id)) continue;
      restored.current.add(item.id);
      if (draft.text.trim() === '') {
        draft.setText(item.content);
        draft.setVisibility(item.visibility);
      }
    }
  }, [outbox.items, draft.loaded]);

  const send = async () => {
    if (sendingNow.current) return;
    const content = draft.text;
    if (content.trim() === '') {
      setProblem({ field: 'text', message: i18n.t('composer.emptyText') });
      textarea.current?.focus();
      return;
    }
    if (!visibility) {
      setProblem({ field: 'visibility', message: i18n.t('composer.chooseVisibility') });
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setProblem(undefined);
    const result = await ask(() =>
      sendMessage('sendReply', {
        accountId,
        reviewId: review.id,
        ...(parentId ? { parentId } : {}),
        visibility,
        content,
      }),
    );
    if (result.ok) {
      void rememberVisibility(accountId, review.publisherId, visibility);
      // The new reply supersedes the refused ones whose text it was edited from.
      for (const item of outbox.items ?? []) if (item.status === 'refused') void outbox.discard(item);
      await draft.reset();
      onSent?.(result.value);
    } else setProblem({ message: result.error.message });
    sendingNow.current = false;
    setSending(false);
  };

  const insertTemplate = (raw: string) => {
    const filled = fillTemplate(raw, {
      authorName: review.authorName,
      locationName: names.known.locations.get(review.locationId),
    });
    draft.setText(draft.text.trim() === '' ? filled : `${draft.text.trimEnd()}\n${filled}`);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  const error = problem && !problem.field ? problem.message : undefined;
  return (
    <div class={`reply-composer reply-composer--${variant}`}>
      {parent && (
        <p class="reply-composer__target">
          {parent.authorName
            ? i18n.t('composer.replyingTo', { name: parent.authorName })
            : i18n.t('composer.replyingToComment')}
        </p>
      )}
      {error && <Banner tone="error">{error}</Banner>}
      <Field
        label={i18n.t('composer.text')}
        hint={draft.saved ? i18n.t('composer.draftSaved') : i18n.t('composer.sendHint')}
        error={problem?.field === 'text' ? problem.message : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            ref={textarea}
            data-reply-text
            class="reply-composer__text"
            rows={variant === 'full' ? 6 : 3}
            value={draft.text}
            onInput={(event) => {
              draft.setText(event.currentTarget.value);
              if (problem?.field === 'text') setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <DraftReply
        accountId={accountId}
        review={review}
        parentId={parentId}
        visibility={visibility}
        text={draft.text}
        onFill={(text) => {
          draft.setText(text);
          if (problem?.field === 'text') setProblem(undefined);
          textarea.current?.focus();
        }}
      />
      <div class="reply-composer__row">
        <ReplyVisibility
          value={visibility}
          onChange={(value) => {
            draft.setVisibility(value);
            if (problem?.field === 'visibility') setProblem(undefined);
          }}
          error={problem?.field === 'visibility' ? problem.message : undefined}
        />
        <TemplatePicker onPick={insertTemplate} />
      </div>
      <div class="reply-composer__actions">
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {i18n.t('common.actions.cancel')}
          </Button>
        )}
        <Button size="sm" variant="primary" busy={sending} onClick={() => void send()}>
          {i18n.t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
