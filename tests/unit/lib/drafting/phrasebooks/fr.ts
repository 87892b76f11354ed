/** French drafts (phrasebook-cases.ts says the fields). */
import { mentionsOf } from '../../themes/theme-scores';
import type { PhrasebookCases } from '../phrasebook-cases';

const good =
  'Bonjour Camille, merci pour votre retour. Nous sommes désolés que l’attente ait été si longue et que notre serveur ait été désagréable. Nous avons transmis vos remarques à l’équipe. N’hésitez pas à nous contacter pour en parler.';

export const cases: PhrasebookCases = {
  review: {
    reviewId: '4107',
    rating: 1,
    content: 'Nous avons attendu une heure et le serveur a été désagréable.',
    firstName: 'Camille',
    locationName: 'Le Four à Bois',
    language: 'fr',
  },
  surname: 'Martin',
  regionalTag: 'fr-CA',
  greeting: /^Bonjour Camille,/,
  anonymous: /^(Bonjour|Bonjour à vous),$/,
  apology: /désolés|regrettons|navrés/,
  texts: { themed: 'Texte de l’avis.', noTheme: { content: 'Très mauvaise expérience.', themes: [] } },
  saved: {
    replies: [
      'Bonjour Camille, merci beaucoup pour votre gentil message ! Nous espérons vous revoir très bientôt.',
      'Bonjour Camille, nous sommes désolés que votre expérience n’ait pas été à la hauteur. N’hésitez pas à nous contacter pour que nous puissions arranger les choses.',
    ],
    praise: { themes: mentionsOf('staff+') },
    signOff: 'Maria, gérante',
    praiseLast: 'Nous espérons vous revoir très bientôt.',
    signed: '\n\n– Maria, gérante',
    complaintLast: 'N’hésitez pas à nous contacter pour que nous puissions arranger les choses.',
    contact: /N’hésitez pas|Contactez-nous|Écrivez-nous/g,
  },
  // Every lead ends in « que », and the clause after it opens on a consonant, so « que » is never « qu’ ».
  grammar: { leads: / que$/, clausesNot: [/^[aeiouyhàâéèêëîïôûü]/i] },
  english: /\b(the|and|you|your|we|our|thank|thanks|sorry|with|that|this|was|for|of|is|hope|team|visit)\b/i,
  mixed: [
    { rating: 1 },
    {
      rating: 3,
      themes: mentionsOf('quality+ price- parking='),
    },
    {
      rating: 5,
      themes: mentionsOf('staff+ atmosphere+ freshness+ portion+'),
      signOff: 'Maria, gérante',
    },
  ],
  rules: {
    good,
    rows: [
      { text: `${good} Nous vous rembourserons le repas.`, rules: ['refundPromise'] },
      { text: `${good} Votre prochaine pizza vous sera offerte.`, rules: ['refundPromise'] },
      { text: `${good} C’était entièrement notre faute.`, rules: ['faultAdmission'] },
      { text: `${good} Nous vous prions de nous excuser.`, rules: [] },
      {
        text: 'Bonjour Camille, nous avons lu votre avis sur l’attente et notre équipe.',
        rules: ['noThanks', 'noApology', 'noNextStep'],
      },
      {
        text: 'Thank you so much for the lovely review, we are so glad you enjoyed your visit with us.',
        rules: ['noThanks', 'wrongLanguage'],
        context: { rating: 5, themes: [] },
      },
    ],
  },
};
