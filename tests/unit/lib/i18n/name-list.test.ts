import { describe, expect, it } from 'vitest';
import { nameList } from '@/lib/i18n/name-list';

describe('nameList', () => {
  it('names them all up to the ones shown, joined by the language’s list words', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['Downtown Dental'])).toBe('Downtown Dental');
    expect(nameList(['Downtown Dental', 'Uptown Café', 'Harbor Garage'])).toBe(
      'Downtown Dental, Uptown Café, and Harbor Garage',
    );
  });

  it('past them, says how many more as the last item', () => {
    expect(nameList(['A', 'B', 'C', 'D'])).toBe('A, B, and 2 more');
    expect(nameList(['A', 'B', 'C', 'D', 'E'], 2)).toBe('A and 4 more');
  });
});
