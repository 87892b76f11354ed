/** The Spanish lexicon: its labelled sentences, the held-out ones among them, and how Spanish reads. */
import { LABELLED_ES, LABELLED_ES_HELD_OUT } from '../labelled-es';
import type { LexiconCases } from '../lexicon-cases';

export const cases: LexiconCases = {
  tags: ['es', 'es-MX'],
  labelled: [...LABELLED_ES, ...LABELLED_ES_HELD_OUT],
  heldOut: LABELLED_ES_HELD_OUT,
  least: { precision: 0.8, recall: 0.8, noTheme: 4 },
  own: 'El personal no fue nada amable.',
  readings: {
    'reads a negation before the verb, and a double negative as one': [
      ['El personal no fue nada amable.', 'staff-'],
      ['No tuvimos ningún problema con la reserva.', 'booking+'],
      ['No hay donde aparcar.', 'parking-'],
    ],
    'gives an opinion to what comes before it, as Spanish puts it: "servicio lento, comida buena"': [
      ['Comida buena, servicio lento.', 'quality+ wait-'],
    ],
    'splits a clause at "pero" and at "y" before a subject': [
      ['El café estaba buenísimo pero el camarero fue un borde.', 'quality+ staff-'],
    ],
  },
};
