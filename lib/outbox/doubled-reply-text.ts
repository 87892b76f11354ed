/**
 * What a reply the service saved more than once says, on the review and in the outbox list: how
 * many times it shows and why, then what the person can do. The service has no call to delete a
 * comment (service.md › Reviews), so the only remedy is on the publisher's own site, and only for
 * a public reply. Pure, apart from the words.
 */

import type { CommentVisibility } from '../api/catalog';
import { i18n } from '../i18n/translate';

/** "twice", "3 times". */
export const timesText = (copies: number): string =>
  copies === 2 ? i18n.t('composer.times.twice') : i18n.t('composer.times.many', { count: String(copies) });

export interface DoubledReplyText {
  /** "Sent ✓ — but this reply shows twice on Brand B: …". */
  status: string;
  /** What to do about it. */
  help: string;
}

/** `publisher`: the publisher's display name (lib/names), never its id. */
export function doubledReplyText(
  copies: number,
  visibility: CommentVisibility,
  publisher: string,
): DoubledReplyText {
  const times = timesText(copies);
  return visibility === 'PUBLIC'
    ? {
        status: i18n.t('composer.status.doubled', { times, publisher }),
        help: i18n.t(copies > 2 ? 'composer.doubledHelpMany' : 'composer.doubledHelp', { publisher }),
      }
    : {
        status: i18n.t('composer.status.doubledPrivate', { times, publisher }),
        help: i18n.t('composer.doubledHelpPrivate'),
      };
}
