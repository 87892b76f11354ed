import { describe, expect, it } from 'vitest';
import { subjectOf } from '@/lib/drafting/draft-for-review';
import { draftRequest } from '@/lib/drafting/draft-request';
import { draftingSettingsOf } from '@/lib/drafting/drafting-settings';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { comment, listReview } from '../reviews/fixtures';

const review = listReview({
  id: 'r9',
  rating: 1,
  title: 'Never again',
  content: 'We waited an hour and the server was rude.',
  authorName: 'Dana Whitfield',
  comments: [
    comment({ id: 'c1', authorRole: 'CONSUMER', authorName: 'Lee K.', message: 'The room was filthy too.' }),
    comment({ id: 'c2', authorRole: 'BUSINESS_OWNER', message: 'We are sorry.' }),
  ],
}) as unknown as CachedReview;

describe('what a draft is made from', () => {
  it("the review's words and themes, the first name, the saved replies filled for this reviewer, voice examples without other customers' names", () => {
    const request = draftRequest(subjectOf(review), {
      locationName: 'Brick Oven Lee',
      savedReplies: ['Hi {firstName}, thanks for visiting {locationName}!'],
      recentReplies: [{ text: 'Thanks Alex, see you soon!', answeredName: 'Alex R.' }],
      signOff: 'Maria',
    });
    expect(request).toMatchObject({
      reviewId: 'r9',
      rating: 1,
      title: 'Never again',
      content: 'We waited an hour and the server was rude.',
      firstName: 'Dana',
      authorName: 'Dana Whitfield',
      locationName: 'Brick Oven Lee',
      visibility: 'PUBLIC',
      savedReplies: ['Hi Dana, thanks for visiting Brick Oven Lee!'],
      recentReplies: ['Thanks, see you soon!'],
      otherNames: ['Alex'],
      language: 'en',
      signOff: 'Maria',
    });
    expect(request.themes.map(({ theme, tone }) => `${theme}:${tone}`)).toEqual([
      'wait:complaint',
      'staff:complaint',
    ]);
  });

  it("a reply to a customer's comment answers that comment and its author; one to our own comment answers the review", () => {
    expect(subjectOf(review, 'c1')).toEqual({
      reviewId: 'r9/c1',
      rating: 1,
      content: 'The room was filthy too.',
      authorName: 'Lee K.',
    });
    expect(subjectOf(review, 'c2')).toMatchObject({ reviewId: 'r9', authorName: 'Dana Whitfield' });
  });
});

describe('the drafting settings as stored', () => {
  it('reads the model on and no sign-off when nothing or nonsense is stored, and cuts a long sign-off', () => {
    expect(draftingSettingsOf(undefined)).toEqual({ useModel: true, signOff: '' });
    expect(draftingSettingsOf({ useModel: 'yes', signOff: 7 })).toEqual({ useModel: true, signOff: '' });
    expect(draftingSettingsOf({ useModel: false, signOff: 'x'.repeat(80) }).signOff).toHaveLength(60);
  });
});
