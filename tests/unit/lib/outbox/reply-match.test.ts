import { describe, expect, it } from 'vitest';
import type { Comment } from '@/lib/api';
import { findLandedReply } from '@/lib/outbox/reply-match';

const item = {
  content: 'Thank you, Jordan!\r\n',
  visibility: 'PUBLIC' as const,
  knownCommentIds: ['1'],
  baseline: '2026-11-20T10:00',
};

const comment = (overrides: Partial<Comment>): Comment => ({
  id: '2',
  publisherDate: '2026-11-20T10:05',
  authorName: 'Acme Dental',
  authorRole: 'BUSINESS_OWNER',
  message: 'Thank you, Jordan!',
  visibility: 'PUBLIC',
  ...overrides,
});

describe('findLandedReply', () => {
  it('finds the reply an earlier attempt posted', () => {
    expect(findLandedReply(item, [comment({ id: '1', message: 'Hello' }), comment({})])?.id).toBe('2');
  });

  it('ignores comments the review already had, older ones, and other authors, texts, visibilities or parents', () => {
    const others = [
      comment({ id: '1' }),
      comment({ publisherDate: '2026-11-20T09:59' }),
      comment({ authorRole: 'CONSUMER' }),
      comment({ message: 'Thank you, Sam!' }),
      comment({ visibility: 'PRIVATE' }),
      comment({ parentId: '1' }),
    ];
    expect(findLandedReply(item, others)).toBeUndefined();
  });

  it('matches a reply to a comment on the same parent only', () => {
    const threaded = { ...item, parentId: '1' };
    expect(findLandedReply(threaded, [comment({})])).toBeUndefined();
    expect(findLandedReply(threaded, [comment({ parentId: '1' })])?.id).toBe('2');
  });

  it('reads an absent visibility as the default, PRIVATE (service.md › Reviews)', () => {
    expect(
      findLandedReply({ ...item, visibility: 'PRIVATE' }, [comment({ visibility: undefined })])?.id,
    ).toBe('2');
  });

  it('compares dates at the precision both have (the single-review form may date to the day)', () => {
    expect(findLandedReply(item, [comment({ publisherDate: '2026-11-20' })])?.id).toBe('2');
  });
});
