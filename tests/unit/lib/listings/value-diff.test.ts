import { describe, expect, it } from 'vitest';
import { valueDiff } from '@/lib/listings/value-diff';

describe('the words a suggestion changes', () => {
  it('marks the dropped words in the current value and the new ones in the suggestion', () => {
    const { before, after } = valueDiff('Open Monday to Friday, 9 to 5.', 'Open Monday to Saturday, 9 to 6.');
    expect(before).toEqual([
      { text: 'Open Monday to ', changed: false },
      { text: 'Friday', changed: true },
      { text: ', 9 to ', changed: false },
      { text: '5', changed: true },
      { text: '.', changed: false },
    ]);
    expect(after.filter((part) => part.changed).map((part) => part.text)).toEqual(['Saturday', '6']);
    expect(after.map((part) => part.text).join('')).toBe('Open Monday to Saturday, 9 to 6.');
  });

  it('an empty value on either side is all change, or nothing', () => {
    expect(valueDiff('', 'New text')).toEqual({ before: [], after: [{ text: 'New text', changed: true }] });
    expect(valueDiff('Same', 'Same')).toEqual({
      before: [{ text: 'Same', changed: false }],
      after: [{ text: 'Same', changed: false }],
    });
  });
});
