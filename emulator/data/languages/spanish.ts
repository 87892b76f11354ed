/** Reviews as customers in Spain write them (review-language.ts). */
import { es } from '@faker-js/faker';
import type { ReviewLanguage } from './review-language';

export const spanish: ReviewLanguage = {
  code: 'es',
  locale: es,
  authorName: (first, last, initialOnly) => (initialOnly ? `${first} ${last[0]}.` : `${first} ${last}`),
  space: ' ',
  openers: {
    positive: [
      'Una experiencia estupenda en {name}.',
      '¡Muy recomendable!',
      'Un sitio de confianza en {city}.',
      'Llevo años viniendo y nunca me ha defraudado.',
      'Cinco estrellas sin dudarlo.',
      '',
    ],
    mixed: ['Sensaciones encontradas.', 'Estuvo bien, sin más.', 'Cosas buenas y cosas malas en {name}.', ''],
    negative: [
      'Muy decepcionado con {name}.',
      'No lo recomiendo.',
      'Una experiencia horrible.',
      'Nada que ver con lo que esperaba.',
      '',
    ],
  },
  closers: {
    positive: ['¡Volveremos seguro!', '¡Muchas gracias!', 'Seguid así.', ''],
    mixed: ['Quizá les dé otra oportunidad.', 'Hay margen de mejora.', ''],
    negative: ['Nunca más.', 'No pierdan el tiempo.', 'La dirección debería tomar nota.', ''],
  },
  titles: {
    positive: ['Muy recomendable', 'Trato excelente', 'De lo mejor de la zona', 'Encantados'],
    mixed: ['Correcto', 'Mejorable', 'Regular'],
    negative: ['Muy decepcionante', 'No volveré', 'Pésimo servicio', 'Evitar'],
  },
  praise: {
    wait: ['No tuvimos que esperar nada.', 'Todo estuvo listo a la hora acordada.'],
    staff: [
      'El personal es amabilísimo y muy atento.',
      'La chica de recepción nos atendió con una sonrisa y mucha paciencia.',
      'Un equipo majísimo, te hacen sentir como en casa.',
    ],
    cleanliness: ['Todo estaba impecable.', 'El local está muy limpio y cuidado.'],
    price: ['Precios muy razonables.', 'Muy buena relación calidad-precio.'],
    quality: ['Un trabajo impecable, se nota que son profesionales.', 'La calidad es excelente.'],
    booking: ['Pedir cita por internet fue facilísimo.', 'Me dieron cita para el día siguiente.'],
    communication: ['Me lo explicaron todo con mucha claridad.', 'Me devolvieron la llamada enseguida.'],
    parking: ['Se aparca sin problema en la puerta.', 'Tienen aparcamiento gratuito al lado.'],
  },
  complaints: {
    wait: ['Esperamos más de media hora sin que nadie nos dijera nada.', 'La espera fue eterna.'],
    staff: [
      'El dependiente fue muy borde y nos trató fatal.',
      'Personal desganado y poco profesional.',
      'Pregunté algo sencillo y me contestaron de malas maneras.',
    ],
    cleanliness: ['Estaba sucio y el suelo pegajoso.', 'Los baños daban asco.'],
    price: ['Carísimo para lo que ofrecen.', 'La factura fue mucho más alta de lo que me dijeron.'],
    quality: ['Un trabajo chapucero, hubo que repetirlo.', 'La calidad ha bajado muchísimo.'],
    booking: ['Me cancelaron la cita dos veces a última hora.', 'Es imposible conseguir cita.'],
    communication: ['Nadie me devolvió la llamada.', 'No cogen nunca el teléfono.'],
    parking: ['Aparcar por la zona es misión imposible.', 'No hay dónde aparcar cerca.'],
  },
  however: (sentence) => `Eso sí, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
  ownerReplies: {
    positive: [
      '¡Muchas gracias por sus palabras, {author}! Esperamos verle pronto.',
      '¡Gracias por su valoración, nos alegra mucho!',
    ],
    mixed: ['Gracias por su sinceridad, {author}. Trabajaremos para mejorar.'],
    negative: [
      'Sentimos mucho lo ocurrido, {author}. Llámenos y lo solucionamos.',
      'No es la experiencia que queremos ofrecer. Nuestro encargado se pondrá en contacto con usted.',
    ],
  },
  followUps: [
    'Gracias por responder, pero nadie se ha puesto en contacto conmigo.',
    '¡Gracias, hasta pronto!',
  ],
};
