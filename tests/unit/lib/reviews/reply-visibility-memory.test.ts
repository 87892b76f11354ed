import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  forgetVisibilities,
  rememberedVisibility,
  rememberVisibility,
  replyVisibilityItem,
} from '@/lib/reviews/reply-visibility-memory';

beforeEach(() => fakeBrowser.reset());

describe('the remembered reply visibility', () => {
  it('is kept per account and publisher, and only a known value counts', async () => {
    await rememberVisibility('a', 'BRANDB', 'PUBLIC');
    await rememberVisibility('a', 'BRANDCMYBUSINESS', 'PRIVATE');
    const stored = await replyVisibilityItem.getValue();
    expect(rememberedVisibility(stored, 'a', 'BRANDB')).toBe('PUBLIC');
    expect(rememberedVisibility(stored, 'a', 'BRANDCMYBUSINESS')).toBe('PRIVATE');
    expect(rememberedVisibility(stored, 'b', 'BRANDB')).toBeUndefined();
    expect(rememberedVisibility({ 'a BRANDB': 'LOUD' as never }, 'a', 'BRANDB')).toBeUndefined();
    expect(rememberedVisibility(undefined, 'a', 'BRANDB')).toBeUndefined();
  });

  it('Disconnect forgets the account’s choices and keeps the others’', async () => {
    await rememberVisibility('a', 'BRANDB', 'PUBLIC');
    await rememberVisibility('ab', 'BRANDB', 'PRIVATE');
    await forgetVisibilities('a');
    const stored = await replyVisibilityItem.getValue();
    expect(rememberedVisibility(stored, 'a', 'BRANDB')).toBeUndefined();
    expect(rememberedVisibility(stored, 'ab', 'BRANDB')).toBe('PRIVATE');
  });
});
