/**
 * The French phrasebook of composed replies and of the rules every draft is checked by, in the
 * « vous » a business uses with its customers. The composer writes `${lead} ${clause}.`: every
 * lead here ends in « que » and asks for the subjunctive, so any lead reads right before any
 * clause of theme-phrases.ts (the mood lives in the clause, the lead only opens it). Where
 * English says "We apologise that", French has no such construction (« s'excuser que » is
 * wrong), so the leads are « Nous regrettons que » and « Nous sommes navrés que ».
 * `{location}` is a business name and may start with an article (« Le Four à Bois »), so it is
 * only placed after « chez » or « sur », never after « de » or « à ».
 */
import type { Phrasebook } from '../phrasebook';
import { THEME_PHRASES } from './theme-phrases';

export const frenchPhrasebook: Phrasebook = {
  language: 'fr',
  greeting: {
    named: ['Bonjour {firstName},'],
    anonymous: ['Bonjour,', 'Bonjour à vous,'],
  },
  thanks: {
    high: [
      'Merci beaucoup pour votre avis si chaleureux sur {location}.',
      'Merci d’avoir partagé votre visite chez {location}.',
      'Merci infiniment d’avoir pris le temps de donner votre avis sur {location}.',
    ],
    mixed: [
      'Merci pour votre retour sincère sur {location}.',
      'Merci d’avoir pris le temps de nous raconter votre visite chez {location}.',
      'Merci de nous faire part du positif comme du négatif de votre visite chez {location}.',
    ],
    low: [
      'Merci de nous avoir fait part de votre visite chez {location}.',
      'Merci d’avoir pris le temps de nous écrire après votre passage chez {location}.',
      'Merci pour votre avis sincère sur {location}.',
    ],
  },
  praiseLead: {
    high: ['Nous sommes ravis que', 'Cela nous fait très plaisir que', 'Nous sommes très heureux que'],
    mixed: ['Nous sommes contents que', 'Nous nous réjouissons que', 'Nous apprécions que'],
    low: [
      'Nous sommes tout de même heureux que',
      'Nous sommes malgré tout contents que',
      'Nous apprécions malgré tout que',
    ],
  },
  complaintLead: {
    high: ['Nous sommes désolés que', 'Nous regrettons que', 'Nous sommes navrés que'],
    mixed: ['Nous sommes désolés que', 'Nous regrettons que', 'Nous sommes navrés que'],
    low: [
      'Nous sommes sincèrement désolés que',
      'Nous regrettons vivement que',
      'Nous sommes vraiment navrés que',
    ],
  },
  neutral: ['Merci d’avoir mentionné {names}.', 'Merci pour votre remarque sur {names}.'],
  alsoPraise: [
    'Nous sommes aussi heureux que vous ayez mentionné {names}.',
    'Merci également pour vos mots aimables sur {names}.',
  ],
  alsoComplaint: [
    'Nous sommes également désolés pour ce qui concerne {names}, et nous examinons ce point.',
    'Nous regrettons aussi ce que vous avez vécu concernant {names}, et nous revoyons la question.',
  ],
  apology: [
    'Nous sommes sincèrement désolés que votre visite ne se soit pas passée comme elle aurait dû.',
    'Nous sommes vraiment navrés de votre expérience.',
    'Nous vous présentons toutes nos excuses pour cette expérience.',
  ],
  next: [
    'J’ai partagé votre avis avec toute l’équipe.',
    'Nous revenons sur votre visite avec l’équipe.',
    'Votre avis a été transmis à notre gérant, qui examine la situation.',
  ],
  contact: [
    'N’hésitez pas à nous contacter chez {location} pour que nous en parlions.',
    'Contactez-nous directement chez {location}, nous aimerions en savoir plus.',
    'Écrivez-nous ou passez nous voir chez {location} pour que nous puissions faire le point avec vous.',
  ],
  closing: {
    high: [
      'Au plaisir de vous revoir très bientôt.',
      'À très bientôt\u202f!',
      'Nous espérons vous accueillir de nouveau très vite.',
    ],
    mixed: [
      'Nous espérons vous revoir et faire encore mieux.',
      'Nous espérons que votre prochaine visite sera excellente.',
    ],
    low: [
      'Nous espérons avoir l’occasion de faire mieux.',
      'Nous serions heureux que votre prochaine visite se passe bien.',
    ],
  },
  unnamed: {
    thanks: {
      high: [
        'Merci beaucoup pour votre avis si chaleureux.',
        'Merci infiniment d’avoir pris le temps de donner votre avis.',
      ],
      mixed: [
        'Merci pour votre retour sincère.',
        'Merci d’avoir pris le temps de nous raconter votre visite.',
      ],
      low: ['Merci de nous avoir fait part de votre visite.', 'Merci pour votre avis sincère.'],
    },
    contact: [
      'N’hésitez pas à nous contacter pour que nous en parlions.',
      'Contactez-nous directement, nous aimerions en savoir plus.',
    ],
  },
  themes: THEME_PHRASES,
  sample: {
    authorName: 'Camille Martin',
    rating: 2,
    content:
      'Nous avons attendu quarante minutes après l’heure de notre réservation et le serveur a été désagréable quand nous avons demandé. La pizza, elle, était excellente.',
    locationName: 'Le Four à Bois',
  },
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`,
  signOff: (name) => `– ${name}`,
  rules: {
    thanks: ['merci*', 'remerci*', 'reconnaissant*'],
    apology: ['désolé*', 'navré*', 'regrett*', 'excuse*', 'pardon*'],
    nextStep: [
      'nous allons',
      'nous examinons',
      'examine*',
      'nous revoyons',
      'revu',
      'revoient',
      'revien*',
      'revenons',
      'partagé',
      'transmis',
      'signalé',
      'pris note',
      'veillons',
      'améliorons',
      'ajout*',
      'rappelé',
      'vérifi*',
      'étudions',
      'cherchons',
      'ouvrons',
      'simplifions',
      'accélérons',
      'formation',
      'reprendre',
      'ramener',
      'aimerions',
      'serions heureux',
      'peut régler',
      'joindre',
      'contact*',
      'n’hésitez pas',
      'écrivez-nous',
      'appelez-nous',
      'faire le point',
      'tenons à',
    ],
    refund: [
      'rembours*',
      'dédommag*',
      'indemni*',
      'compens*',
      'geste commercial',
      'bon d’achat',
      'bon de réduction',
      'carte cadeau',
      'carte-cadeau',
      'réduction',
      'remise de',
      'gratuit*',
      'offert*',
      'nous vous offrons',
      'à nos frais',
      'sans frais',
      'coupon',
      'code promo',
      'avoir sur',
      'annuler la facture',
    ],
    fault: [
      'notre faute',
      'par notre faute',
      'fautif*',
      'notre responsabilité',
      'entière responsabilité',
      'juridiquement responsable*',
      'responsables des dommages',
      'responsables de vos blessures',
      'négligen*',
      'nous reconnaissons',
      'nous avouons',
      'faute professionnelle',
      'nous avons causé',
      'nous avons endommagé',
      'nous avons cassé',
    ],
    common:
      'de la le les et à vous nous que pour un une des est en du votre notre nos vos qui ce avec dans sur pas au ne a été ait soit très tout'.split(
        ' ',
      ),
  },
};
