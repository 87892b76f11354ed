/**
 * The English lexicon against 395 review sentences written and labelled by hand for this test,
 * across the emulator's eight kinds of business, with negations, mixed tones and sentences that
 * raise no theme. Prints precision and recall per theme (a theme found with the wrong tone counts
 * in the overall row, which needs theme and tone both right).
 */
import { describe, expect, it } from 'vitest';
import { LABELLED_A } from './labelled-a';
import { LABELLED_B } from './labelled-b';
import { LABELLED_C } from './labelled-c';
import { LABELLED_D } from './labelled-d';
import { precision, recall, score, scoreTable } from './theme-scores';

const ALL = [...LABELLED_A, ...LABELLED_B, ...LABELLED_C, ...LABELLED_D];

describe('the English theme lexicon', () => {
  it('has at least 200 labelled sentences across every kind of business, some with no theme', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(ALL.map(([kind]) => kind));
    for (const kind of ['dental', 'cafe', 'auto', 'salon', 'vet', 'bakery', 'fitness', 'pizzeria'])
      expect(kinds).toContain(kind);
    expect(ALL.filter(([, , labels]) => labels === '').length).toBeGreaterThanOrEqual(15);
  });

  it('finds each labelled theme with its tone: precision and recall of at least 0.85 overall', () => {
    const scores = score(ALL);
    const heldOut = score(LABELLED_D);
    console.log(`Themes of ${ALL.length} labelled sentences:\n${scoreTable(scores)}`);
    console.log(
      `Held out (${LABELLED_D.length} sentences never tuned against): precision ${precision(heldOut.overall).toFixed(3)}, recall ${recall(heldOut.overall).toFixed(3)}`,
    );
    expect(precision(scores.overall)).toBeGreaterThanOrEqual(0.85);
    expect(recall(scores.overall)).toBeGreaterThanOrEqual(0.85);
  });
});
