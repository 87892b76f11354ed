/** German drafts (phrasebook-cases.ts says the fields). */
import { mentionsOf } from '../../themes/theme-scores';
import type { PhrasebookCases } from '../phrasebook-cases';

const good =
  'Hallo Jana! Danke, dass Sie uns von Ihrem Besuch berichten. Es tut uns leid, dass Sie so lange warten mussten und unser Team nicht so höflich war, wie wir es erwarten. Wir besprechen das mit dem Team. Bitte melden Sie sich bei uns, damit wir darüber sprechen können.';

export const cases: PhrasebookCases = {
  review: {
    reviewId: '4107',
    rating: 1,
    content: 'Wir haben eine Stunde auf unsere Pizza gewartet, und der Kellner war unhöflich.',
    firstName: 'Jana',
    locationName: 'Holzofen Lee',
    language: 'de',
  },
  surname: 'Becker',
  regionalTag: 'de-AT',
  greeting: /^(Hallo Jana|Guten Tag, Jana|Hallo, Jana)!$/,
  anonymous: /^(Hallo|Guten Tag|Liebe Kundin, lieber Kunde)!$/,
  apology: /leid|entschuldig|bedauer/i,
  texts: { themed: 'Text der Bewertung.', noTheme: { content: 'Schrecklich.', themes: [] } },
  saved: {
    replies: [
      'Hallo Jana, vielen Dank für Ihre freundlichen Worte! Wir freuen uns, Sie bald wieder begrüßen zu dürfen.',
      'Hallo Jana, es tut uns leid, das zu hören. Bitte melden Sie sich bei uns, damit wir das in Ordnung bringen.',
    ],
    praise: { themes: mentionsOf('staff+') },
    signOff: 'Maria, Inhaberin',
    praiseLast: 'Wir freuen uns, Sie bald wieder begrüßen zu dürfen.',
    signed: '\n\nViele Grüße\nMaria, Inhaberin',
    complaintLast: 'Bitte melden Sie sich bei uns, damit wir das in Ordnung bringen.',
    contact: /melden Sie sich|wenden Sie sich|kontaktieren Sie/g,
  },
  grammar: {
    // Every lead before every clause reads as one sentence: the lead ends in "dass", and a
    // subordinate clause after "dass" never opens with its finite verb nor ends in a stop.
    leads: /, dass$/,
    clausesNot: [/^(ist|war|sind|waren|hat|haben|wurde|wurden|kann)\b/, /[.!?]$/],
  },
  mixed: [
    {
      rating: 1,
      themes: mentionsOf('wait- price-'),
      signOff: 'Maria',
    },
    {
      rating: 3,
      themes: mentionsOf('quality+ parking-'),
      signOff: 'Maria',
    },
    {
      rating: 5,
      themes: mentionsOf('staff+ atmosphere+'),
      signOff: 'Maria',
    },
  ],
  rules: {
    good,
    rows: [
      { text: `${good} Wir erstatten Ihnen das Essen.`, rules: ['refundPromise'] },
      { text: `${good} Die nächste Pizza geht aufs Haus.`, rules: ['refundPromise'] },
      { text: `${good} Gern schicken wir Ihnen einen Gutschein.`, rules: ['refundPromise'] },
      { text: `${good} Wir bieten Ihnen einen Rabatt an.`, rules: ['refundPromise'] },
      { text: `${good} Es war ganz allein unsere Schuld.`, rules: ['faultAdmission'] },
      { text: `${good} Wir übernehmen die volle Verantwortung für den Schaden.`, rules: ['faultAdmission'] },
      { text: `${good} Unser Personal hat fahrlässig gehandelt.`, rules: ['faultAdmission'] },
      // An apology is no admission of fault.
      { text: `${good} Bitte entschuldigen Sie die Umstände.`, rules: [] },
      {
        text: 'Hallo Jana, wir haben Ihre Bewertung über die Wartezeit und unser Team gelesen.',
        rules: ['noThanks', 'noApology', 'noNextStep'],
      },
      { text: 'Hallo Jana, danke. Die Wartezeit tut uns leid.', rules: ['themeNotAnswered', 'noNextStep'] },
      {
        text: 'Thank you so much for the lovely review, we are so glad you enjoyed your visit with us.',
        rules: ['noThanks', 'wrongLanguage'],
        context: { rating: 5, themes: [] },
      },
    ],
  },
};
