import { describe, expect, it } from 'vitest';
import type { Comment } from '@/lib/api';
import { findLandedReplies, readBackVerdict } from '@/lib/outbox/reply-match';

/** The first copy of the reply on the review, if any. */
const findLandedReply = (...args: Parameters<typeof findLandedReplies>) => findLandedReplies(...args)[0];

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

describe('readBackVerdict: how many copies of the reply a read-back after a lost answer finds', () => {
  const customer = comment({ id: '1', authorRole: 'CONSUMER', message: 'Hello' });

  it('none: not landed (an earlier comment of ours with the same words is not a copy)', () => {
    expect(readBackVerdict(item, [customer])).toEqual({ kind: 'notLanded' });
    expect(readBackVerdict(item, [comment({ id: '1' })])).toEqual({ kind: 'notLanded' });
    expect(readBackVerdict(item, [comment({ publisherDate: '2026-11-20T09:59' })])).toEqual({
      kind: 'notLanded',
    });
  });

  it('one: landed once', () => {
    expect(readBackVerdict(item, [customer, comment({ id: '2' })])).toEqual({
      kind: 'once',
      comment: expect.objectContaining({ id: '2' }),
    });
  });

  it('two or more: doubled, the first copy the reply, the others extra, in the service order', () => {
    const twice = readBackVerdict(item, [customer, comment({ id: '7' }), comment({ id: '8' })]);
    expect(twice).toEqual({
      kind: 'doubled',
      comment: expect.objectContaining({ id: '7' }),
      extra: [expect.objectContaining({ id: '8' })],
    });
    const thrice = readBackVerdict(item, [comment({ id: '7' }), comment({ id: '8' }), comment({ id: '9' })]);
    expect(thrice.kind === 'doubled' && thrice.extra.map((copy) => copy.id)).toEqual(['8', '9']);
  });

  it('counts only the same reply: by the owner, same words (blanks aside), visibility and parent, after the send began', () => {
    const others = [
      comment({ id: '3', authorRole: 'CONSUMER' }),
      comment({ id: '4', message: 'Thank you, Sam!' }),
      comment({ id: '5', visibility: 'PRIVATE' }),
      comment({ id: '6', parentId: '1' }),
      comment({ id: '7', publisherDate: '2026-11-19T23:00' }),
    ];
    expect(
      readBackVerdict(item, [...others, comment({ id: '8', message: '  Thank you, Jordan!\n' })]),
    ).toEqual({
      kind: 'once',
      comment: expect.objectContaining({ id: '8' }),
    });
  });

  it('a comment another outbox reply holds as its own (the same words sent again on purpose) is not a copy', () => {
    const comments = [comment({ id: '7' }), comment({ id: '8' })];
    expect(readBackVerdict(item, comments, new Set(['7']))).toEqual({
      kind: 'once',
      comment: expect.objectContaining({ id: '8' }),
    });
  });
});
