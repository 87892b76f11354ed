/**
 * The Spanish lexicon against Spanish review sentences labelled by hand (labelled-es.ts), across
 * the emulator's kinds of business, with negations, mixed tones and sentences that raise no
 * theme. Prints precision and recall per theme.
 */
import { describe, expect, it } from 'vitest';
import { spanish } from '@/lib/themes/es/spanish';
import { compileMatcher } from '@/lib/themes/phrase-matcher';
import { canReadThemes, themesOf } from '@/lib/themes/read-themes';
import { LABELLED_ES, LABELLED_ES_HELD_OUT } from './labelled-es';
import { precision, recall, score, scoreTable } from './theme-scores';

const tones = (text: string) => themesOf(text, 'es').map(({ theme, tone }) => `${theme}:${tone}`);

describe('the Spanish theme lexicon', () => {
  it('compiles, and is the lexicon of "es" and its regional tags', () => {
    expect(() => compileMatcher(spanish)).not.toThrow();
    expect(canReadThemes('es')).toBe(true);
    expect(canReadThemes('es-MX')).toBe(true);
  });

  it('reads a negation before the verb, and a double negative as one', () => {
    expect(tones('El personal no fue nada amable.')).toEqual(['staff:complaint']);
    expect(tones('No tuvimos ningún problema con la reserva.')).toEqual(['booking:praise']);
    expect(tones('No hay donde aparcar.')).toEqual(['parking:complaint']);
  });

  it('gives an opinion to what comes before it, as Spanish puts it: "servicio lento, comida buena"', () => {
    expect(tones('Comida buena, servicio lento.')).toEqual(['quality:praise', 'wait:complaint']);
  });

  it('splits a clause at "pero" and at "y" before a subject', () => {
    expect(tones('El café estaba buenísimo pero el camarero fue un borde.')).toEqual([
      'quality:praise',
      'staff:complaint',
    ]);
  });

  it('finds each labelled theme with its tone: precision and recall of at least 0.8 overall', () => {
    const all = [...LABELLED_ES, ...LABELLED_ES_HELD_OUT];
    const scores = score(all, 'es');
    console.log(`Themes of ${all.length} Spanish labelled sentences:\n${scoreTable(scores)}`);
    const heldOut = score(LABELLED_ES_HELD_OUT, 'es');
    console.log(
      `Held out (${LABELLED_ES_HELD_OUT.length} sentences never tuned against): precision ${precision(heldOut.overall).toFixed(3)}, recall ${recall(heldOut.overall).toFixed(3)}`,
    );
    for (const miss of scores.misses)
      console.log(`  ${miss.text}\n    expected ${miss.expected}; got ${miss.got}`);
    expect(precision(scores.overall)).toBeGreaterThanOrEqual(0.8);
    expect(recall(scores.overall)).toBeGreaterThanOrEqual(0.8);
  });
});
