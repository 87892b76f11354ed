import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { replyProblemReason } from '@/lib/outbox/reply-problem-text';

describe('replyProblemReason', () => {
  it('words a failure from its status, never echoing a 5xx message', () => {
    expect(replyProblemReason({ message: 'Injected fault: HTTP 503', status: 503 })).toBe(
      'the service is having trouble (HTTP 503)',
    );
    expect(replyProblemReason({ message: 'x', status: 429 })).toBe(
      'the service asked Review Desk to wait (too many requests)',
    );
    expect(replyProblemReason({ message: 'x', status: 401 })).toBe('the account needs you to sign in again');
    expect(replyProblemReason({ message: 'fetch failed' })).toBe(
      'the service did not answer (no connection, or it took too long)',
    );
    expect(replyProblemReason({ message: 'x', status: 0 })).toContain('did not answer');
  });
});
