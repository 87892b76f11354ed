/** Spanish drafts (phrasebook-cases.ts says the fields). */
import { mentionsOf } from '../../themes/theme-scores';
import type { PhrasebookCases } from '../phrasebook-cases';

const good =
  'Hola, Lucía: gracias por su reseña. Lamentamos que la espera fuera tan larga y que el camarero no fuera amable. Estamos revisando nuestros tiempos con el equipo.';

export const cases: PhrasebookCases = {
  review: {
    reviewId: '4107',
    rating: 1,
    content: 'Esperamos una hora la pizza y el camarero fue maleducado.',
    firstName: 'Lucía',
    locationName: 'Horno de Leña Centro',
    language: 'es',
  },
  surname: 'Romero',
  regionalTag: 'es-MX',
  greeting: /^(Hola, Lucía:|Buenos días, Lucía:|¡Hola, Lucía!)$/,
  anonymous: /^(Hola|Buenos días|Hola, buenos días):$/,
  apology: /lament|sentimos|disculpa/i,
  texts: { themed: 'Texto de la reseña.', noTheme: { content: 'Una experiencia horrible.', themes: [] } },
  listJoin: / y (la|el|las|nuestro|nuestros) /,
  saved: {
    replies: [
      'Hola, Lucía: ¡muchas gracias por sus amables palabras! Esperamos volver a verle pronto.',
      'Hola, Lucía: lamentamos mucho su experiencia. Póngase en contacto con nosotros para que podamos solucionarlo.',
    ],
    praise: { themes: mentionsOf('staff+') },
    signOff: 'María, propietaria',
    praiseLast: 'Esperamos volver a verle pronto.',
    signed: '\n\n– María, propietaria',
    complaintLast: 'Póngase en contacto con nosotros para que podamos solucionarlo.',
    contact: /contact/gi,
  },
  // A theme's name opens on its article, and never follows "de" or "a", where "el" would be "del" or "al".
  grammar: {
    names: /^(la|el|las|los|nuestro|nuestra|nuestros|nuestras|su) /,
    listTemplatesNot: /\b(de|a) \{names\}/,
  },
  english:
    /\b(the|and|to|you|we|of|for|it|is|your|our|that|was|this|with|us|be|at|so|are|on|thank|thanks|sorry|hi|hello|please)\b/i,
  mixed: [
    {
      reviewId: 'es-1',
      rating: 1,
      content: 'Esperamos casi una hora, el local estaba sucio y nadie nos explicó nada.',
      themes: mentionsOf('wait- cleanliness- communication-'),
      signOff: 'María',
    },
    {
      reviewId: 'es-3',
      rating: 3,
      content: 'La pizza estaba rica, pero las raciones son pequeñas y es caro.',
      themes: mentionsOf('quality+ portion- price-'),
      signOff: 'María',
    },
    {
      reviewId: 'es-5',
      rating: 5,
      content: 'Un equipo encantador, todo impecable y aparcar fue facilísimo.',
      themes: mentionsOf('staff+ cleanliness+ parking+ atmosphere='),
      signOff: 'María',
    },
  ],
  rules: {
    good,
    rows: [
      {
        text: `${good} Le haremos un descuento en su próxima visita.`,
        has: [{ rule: 'refundPromise', phrase: 'descuento*' }],
      },
      { text: `${good} Fue culpa nuestra.`, has: [{ rule: 'faultAdmission', phrase: 'culpa nuestra' }] },
      {
        text: 'Hola, Lucía: la espera fue larga y el camarero, maleducado.',
        has: [{ rule: 'noThanks' }, { rule: 'noApology' }, { rule: 'noNextStep' }],
      },
    ],
  },
};
