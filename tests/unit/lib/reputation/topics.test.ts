import { describe, expect, it } from 'vitest';
import { termsOf, topicsOf } from '@/lib/reputation/topics';

describe('topics of low ratings', () => {
  it('finds the words and phrases low reviews share and high ones do not', () => {
    const low = [
      'Waited forty minutes past my appointment. Rude receptionist.',
      'The wait was long and the receptionist was rude.',
      'Rude receptionist, parking impossible.',
      'Not clean at all, and a long wait.',
    ];
    const high = ['Friendly staff, lovely clean rooms.', 'Friendly and quick, no wait.', 'Great staff!'];
    const topics = topicsOf(low, high);
    const terms = topics.map((topic) => topic.term);
    expect(terms.slice(0, 2).sort()).toEqual(['receptionist', 'rude']);
    expect(topics[0]).toMatchObject({ low: 3, high: 0 });
    expect(terms).toContain('rude receptionist');
    expect(terms).not.toContain('friendly');
    expect(terms).not.toContain('staff');
    expect(terms).not.toContain('clean');
  });

  it('a phrase as common as its words stands for them', () => {
    const topics = topicsOf(['Cold coffee here', 'cold coffee again', 'so, cold coffee'], ['Nice place']);
    expect(topics).toEqual([{ term: 'cold coffee', low: 3, high: 0 }]);
  });

  it('a term in one low review only is not a topic', () => {
    expect(topicsOf(['The coffee machine broke.'], ['Nice.'])).toEqual([]);
  });

  it('keeps negations as phrases and drops stop words', () => {
    const terms = termsOf("It's not clean and they don't care");
    expect(terms).toContain('not clean');
    expect(terms).not.toContain('and');
    expect(terms).not.toContain('not');
  });
});
