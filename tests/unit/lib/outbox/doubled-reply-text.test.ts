import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { doubledReplyText, timesText } from '@/lib/outbox/doubled-reply-text';

describe('what a doubled reply says', () => {
  it('a public reply: how many times it shows on the publisher, why, and where the extra copy can go', () => {
    const text = doubledReplyText(2, 'PUBLIC', 'Brand B');
    expect(text.status).toBe(
      'Sent ✓ — but this reply shows twice on Brand B: the connection dropped after the service saved it, and the browser sent it again.',
    );
    expect(text.help).toContain('Neither Review Desk nor the service can delete a reply');
    expect(text.help).toContain("remove it on Brand B's own site");
  });

  it('more copies: how many, and the extra copies', () => {
    const text = doubledReplyText(5, 'PUBLIC', 'Brand B');
    expect(text.status).toContain('this reply shows 5 times on Brand B');
    expect(text.help).toContain("If the extra copies matter, remove them on Brand B's own site");
  });

  it('a private reply: the author received it more than once, and it cannot be taken back', () => {
    const text = doubledReplyText(3, 'PRIVATE', 'Brand B');
    expect(text.status).toContain('the author received this reply 3 times on Brand B');
    expect(text.help).toContain('can take back a private reply');
    expect(text.help).not.toContain('remove it');
  });

  it('counts in words', () => {
    expect([timesText(2), timesText(3), timesText(12)]).toEqual(['twice', '3 times', '12 times']);
  });
});
