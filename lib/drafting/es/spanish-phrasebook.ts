/**
 * The Spanish phrasebook of composed replies and of the rules every Spanish draft is checked by.
 * The customer is addressed as usted, and nothing agrees with their gender (a draft does not
 * know it): "Será un placer atenderle", never "bienvenido/a".
 *
 * Lead and clause: every lead ends in "que" and every theme clause (theme-phrases.ts) is in the
 * subjunctive, which "Nos alegra que", "Lamentamos que" and their like all take; a lead that
 * would take the indicative ("Nos alegra saber que…") is left out so any lead reads right with
 * any clause. Where English's lead ends in "at least", the Spanish one sets "al menos" off with
 * commas: "Nos alegra que, al menos, la espera fuera corta."
 *
 * The templates never put `{names}` after "de" or "a": a theme's name may begin with "el"
 * ("el ambiente"), and "de el" must be written "del". They use "sobre", "por" and "con" instead.
 */
import type { Phrasebook } from '../phrasebook';
import { THEME_PHRASES } from './theme-phrases';

export const spanishPhrasebook: Phrasebook = {
  language: 'es',
  greeting: {
    named: ['Hola, {firstName}:', 'Buenos días, {firstName}:', '¡Hola, {firstName}!'],
    anonymous: ['Hola:', 'Buenos días:', 'Hola, buenos días:'],
  },
  thanks: {
    high: [
      'Muchas gracias por su estupenda reseña sobre {location}.',
      'Gracias por compartir su visita a {location}.',
      'Le agradecemos mucho que se haya tomado el tiempo de valorar {location}.',
    ],
    mixed: [
      'Gracias por su opinión sincera sobre {location}.',
      'Gracias por dedicar un momento a contarnos su visita a {location}.',
      'Le agradecemos que nos cuente lo bueno y lo malo de su visita a {location}.',
    ],
    low: [
      'Gracias por contarnos cómo fue su visita a {location}.',
      'Le agradecemos que se haya tomado el tiempo de escribir sobre {location}.',
      'Gracias por su reseña sincera sobre {location}.',
    ],
  },
  praiseLead: {
    high: ['Nos alegra muchísimo que', 'Nos encanta que', 'Es una alegría que'],
    mixed: ['Nos alegra que', 'Nos complace que', 'Celebramos que'],
    low: ['Nos alegra que, al menos,', 'Nos consuela que', 'Valoramos mucho que'],
  },
  complaintLead: {
    high: ['Lamentamos que', 'Sentimos que', 'Lamentamos mucho que'],
    mixed: ['Lamentamos que', 'Sentimos que', 'Lamentamos mucho que'],
    low: ['Lamentamos de verdad que', 'Sentimos profundamente que', 'Sentimos mucho que'],
  },
  neutral: ['Gracias por mencionar {names}.', 'Le agradecemos su comentario sobre {names}.'],
  alsoPraise: [
    'También nos alegra que mencionara {names}.',
    'Gracias también por sus amables palabras sobre {names}.',
  ],
  alsoComplaint: [
    'Lamentamos también lo ocurrido con {names}, y ya lo estamos revisando.',
    'Le pedimos disculpas también por {names}, y lo estamos revisando.',
  ],
  apology: [
    'Lamentamos de verdad que su visita no fuera como debía.',
    'Sentimos mucho lo que nos cuenta de su experiencia.',
    'Le pedimos sinceras disculpas por su experiencia.',
  ],
  next: [
    'He compartido su reseña con todo el equipo.',
    'Estamos revisando su visita con el equipo.',
    'Su reseña está en manos de nuestro responsable, que ya la está revisando.',
  ],
  contact: [
    'Póngase en contacto con nosotros en {location} para que podamos hablarlo.',
    'Le rogamos que contacte directamente con {location}; nos gustaría saber más.',
    'No dude en contactar con nosotros en {location} para que podamos hacer un seguimiento.',
  ],
  closing: {
    high: [
      'Esperamos contar con su visita de nuevo muy pronto.',
      '¡Hasta la próxima!',
      'Será un placer atenderle de nuevo pronto.',
    ],
    mixed: [
      'Esperamos recibir su visita de nuevo y hacerlo aún mejor.',
      'Ojalá su próxima visita sea estupenda.',
    ],
    low: [
      'Esperamos tener la oportunidad de hacerlo mejor.',
      'Nos encantaría que su próxima visita fuera una buena experiencia.',
    ],
  },
  unnamed: {
    thanks: {
      high: [
        'Muchas gracias por su estupenda reseña.',
        'Le agradecemos mucho que se haya tomado el tiempo de valorarnos.',
      ],
      mixed: ['Gracias por su opinión sincera.', 'Gracias por dedicar un momento a contarnos su visita.'],
      low: ['Gracias por contarnos cómo fue su visita.', 'Gracias por su reseña sincera.'],
    },
    contact: [
      'Póngase en contacto con nosotros para que podamos hablarlo.',
      'Le rogamos que contacte directamente con nosotros; nos gustaría saber más.',
    ],
  },
  themes: THEME_PHRASES,
  sample: {
    authorName: 'Lucía Romero',
    rating: 2,
    content:
      'Esperamos cuarenta minutos después de la hora de la reserva y el encargado fue maleducado cuando preguntamos. La pizza, eso sí, estaba buenísima.',
    locationName: 'Horno de Leña Centro',
  },
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`,
  signOff: (name) => `– ${name}`,
  rules: {
    thanks: ['graci*', 'agradec*', 'agradez*'],
    apology: ['lament*', 'sentimos', 'siento', 'disculp*', 'perdón', 'perdon*'],
    nextStep: [
      'vamos a',
      'haremos',
      'por favor',
      'le rogamos',
      'póngase',
      'contact*',
      'llámenos',
      'escríbanos',
      'hablarlo',
      'revis*',
      'analizando',
      'comprobando',
      'buscando',
      'mejorando',
      'simplificando',
      'agilizando',
      'asegurando',
      'abriendo',
      'añadiendo',
      'añadido',
      'compartido',
      'trasladado',
      'recordado',
      'dado aviso',
      'tomado nota',
      'formación',
      'en manos',
      'nos gustaría',
      'tráiganoslo',
      'pueden resolver',
      'pueden ayudar*',
      'no dude en',
      'hablaremos',
      'compartiremos',
      'trasladaremos',
      'tomaremos',
      'mejoraremos',
      'trabajando',
      'investig*',
    ],
    refund: [
      'reembols*',
      'devolu*',
      'el dinero',
      'su dinero',
      'el importe',
      'compensa*',
      'indemniza*',
      'gratis',
      'gratuit*',
      'sin coste',
      'sin costo',
      'sin cargo',
      'invita la casa',
      'cortesía de la casa',
      'vale de',
      'vale regalo',
      'tarjeta regalo',
      'cupón',
      'cupones',
      'descuento*',
      'bonifica*',
      'abonar*',
      'le abonamos',
      'no le cobraremos',
      'corre de nuestra cuenta',
      'por cuenta de la casa',
    ],
    fault: [
      'culpa nuestra',
      'nuestra culpa',
      'somos culpables',
      'fue culpa',
      'admitimos',
      'reconocemos nuestra culpa',
      'asumimos toda la responsabilidad',
      'toda la responsabilidad',
      'responsabilidad legal',
      'responsables de los daños',
      'responsables de sus lesiones',
      'negligen*',
      'mala praxis',
      'causamos',
      'hemos causado',
      'dañamos',
      'hemos dañado',
      'rompimos',
      'hemos roto',
      'estropeamos',
    ],
    common:
      'de la que el en y a los se del las un por con no una su para es al lo como más le nos sus muy gracias usted ha'.split(
        ' ',
      ),
  },
};
