import { i18n } from '@/lib/i18n/translate';
import type { UnreadReason } from '@/lib/reviews/read-state';

/**
 * Why an unread review is unread, in words: "New", "New comment from Dawn", "Edited by the
 * reviewer". A review marked unread by the person (no reason) reads "New" on the popup card.
 */
export function unreadReasonText(reason: UnreadReason | undefined): string {
  switch (reason?.kind) {
    case 'comment':
      return reason.authorName
        ? i18n.t('unreadReason.comment', { name: reason.authorName })
        : i18n.t('unreadReason.commentAnonymous');
    case 'edited':
      return i18n.t('unreadReason.edited');
    default:
      return i18n.t('unreadReason.new');
  }
}
