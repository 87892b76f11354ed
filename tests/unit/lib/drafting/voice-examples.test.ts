import { describe, expect, it } from 'vitest';
import { checkDraft } from '@/lib/drafting/draft-rules';
import { recentRepliesIn } from '@/lib/drafting/recent-replies';
import { voiceExamples } from '@/lib/drafting/voice-examples';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { comment, listReview } from '../reviews/fixtures';

describe("the person's recent replies as examples of their voice", () => {
  it("takes the answered customer's names out, and hands them to the checker", () => {
    const examples = voiceExamples(
      [
        { text: 'Hi Alex, thanks so much for coming in. See you soon, Alex!', answeredName: 'Alex Romero' },
        { text: 'Dear Jordan P., we are sorry. Romero will call you.', answeredName: 'Jordan P.' },
      ],
      'Dana Whitfield',
    );
    expect(examples.texts).toEqual([
      'Hi, thanks so much for coming in. See you soon!',
      'Dear, we are sorry. will call you.',
    ]);
    expect(examples.otherNames).toEqual(['Alex', 'Romero', 'Jordan']);
  });

  it("leaves out an example holding an email or a phone number, and never flags this reviewer's own name", () => {
    const examples = voiceExamples(
      [
        { text: 'Hi Sam, write to us at desk@example.com.', answeredName: 'Sam K.' },
        { text: 'Hi Sam, call 555 201 3344 any time.', answeredName: 'Sam Lee' },
        { text: 'Thanks Sam, lovely to see you!', answeredName: 'Sam Ortiz' },
      ],
      'Sam Baker',
    );
    expect(examples.texts).toEqual(['Thanks, lovely to see you!']);
    expect(examples.otherNames).toEqual(['Ortiz']);
  });

  it('takes a name out as written: a customer called Will leaves "we will" alone, in the example and the check', () => {
    const examples = voiceExamples(
      [{ text: 'Thanks Will, we will see you soon.', answeredName: 'Will Carter' }],
      'Dana W.',
    );
    expect(examples.texts).toEqual(['Thanks, we will see you soon.']);
    const draft =
      "Hi Dana, thank you for your review. We're sorry about the wait. We will look at our timings so it does not happen again.";
    const context = {
      rating: 2,
      themes: [{ theme: 'wait' as const, tone: 'complaint' as const }],
      language: 'en',
    };
    expect(checkDraft(draft, { ...context, otherNames: examples.otherNames }).ok).toBe(true);
    expect(
      checkDraft(draft.replace('Hi Dana', 'Hi Will'), { ...context, otherNames: examples.otherNames })
        .problems,
    ).toEqual([{ rule: 'personalData', what: 'otherCustomer' }]);
  });

  it('are the newest business replies of the newest reviews, not this review, each with whom it answered', () => {
    const cached = (review: ReturnType<typeof listReview>) => review as unknown as CachedReview;
    const reviews = [
      cached(
        listReview({
          id: 'a',
          authorName: 'Alex R.',
          comments: [
            comment({ id: 'a1', message: 'Thanks Alex!', publisherDate: '2026-11-20T10:00' }),
            comment({
              id: 'a2',
              authorRole: 'CONSUMER',
              authorName: 'Alex R.',
              message: 'One more thing',
              publisherDate: '2026-11-21T10:00',
            }),
            comment({
              id: 'a3',
              parentId: 'a2',
              message: 'Noted, Alex.',
              publisherDate: '2026-11-21T11:00',
            }),
          ],
        }),
      ),
      cached(
        listReview({
          id: 'b',
          comments: [comment({ id: 'b1', message: 'Mine', publisherDate: '2026-11-25T10:00' })],
        }),
      ),
      cached(
        listReview({
          id: 'c',
          authorName: 'Chris',
          comments: [
            comment({ id: 'c1', message: '  ', publisherDate: '2026-11-26T10:00' }),
            comment({ id: 'c2', message: 'Welcome back!', publisherDate: '2026-11-19T10:00' }),
          ],
        }),
      ),
    ];
    expect(recentRepliesIn(reviews, { exceptReviewId: 'b' })).toEqual([
      { text: 'Noted, Alex.', answeredName: 'Alex R.' },
      { text: 'Thanks Alex!', answeredName: 'Alex R.' },
      { text: 'Welcome back!', answeredName: 'Chris' },
    ]);
  });
});
