/** English drafts: the phrasebook the others were modelled on (phrasebook-cases.ts says the fields). */
import { mentionsOf } from '../../themes/theme-scores';
import type { PhrasebookCases } from '../phrasebook-cases';

const good =
  "Hi Sam, thank you for telling us about your visit. We're sorry you had to wait so long and that our team was rude. We have shared this with the team. Please contact us so we can talk it through.";

export const cases: PhrasebookCases = {
  review: {
    reviewId: '4107',
    rating: 1,
    content: 'We waited an hour for our pizza and the server was rude.',
    firstName: 'Sam',
    locationName: 'Brick Oven Lee',
    language: 'en',
  },
  surname: 'Ortiz',
  regionalTag: 'en-GB',
  greeting: /^(Hi Sam|Hello Sam|Dear Sam),/,
  anonymous: /^(Hi there|Hello|Hello there),$/,
  apology: /sorry|apologise/i,
  texts: { themed: 'Text of the review.', noTheme: { content: 'Terrible experience.' } },
  saved: {
    replies: [
      'Hi Sam, thank you for your kind words! We hope to welcome you back soon.',
      "Hi Sam, we're sorry to hear about your experience. Please get in touch with us so we can make it right.",
    ],
    praise: { content: 'Friendly staff.' },
    signOff: 'Maria, owner',
    praiseLast: 'We hope to welcome you back soon.',
    signed: '\n\n– Maria, owner',
    complaintLast: 'Please get in touch with us so we can make it right.',
    contact: /Please/g,
  },
  rules: {
    good,
    rows: [
      { text: `${good} We will refund your meal.`, rules: ['refundPromise'] },
      { text: `${good} Your next pizza is on us.`, rules: ['refundPromise'] },
      { text: `${good} We'd like to offer you a discount.`, rules: ['refundPromise'] },
      { text: `${good} We will compensate you.`, rules: ['refundPromise'] },
      { text: `${good} It was entirely our fault.`, rules: ['faultAdmission'] },
      { text: `${good} We accept full responsibility for the damage.`, rules: ['faultAdmission'] },
      { text: `${good} Our staff were negligent.`, rules: ['faultAdmission'] },
      {
        text: 'Hi Sam, we have read your review about the wait and our team.',
        rules: ['noThanks', 'noApology', 'noNextStep'],
      },
      { text: "Hi Sam, thank you. We're sorry about the wait.", rules: ['themeNotAnswered', 'noNextStep'] },
      {
        text: 'Thank you so much, Sam! Our team loved having you.',
        rules: [],
        context: { rating: 5, themes: mentionsOf('staff+') },
      },
      { text: good.replace('Hi Sam', 'Hi [Customer Name]'), rules: ['placeholder'] },
      { text: good.replace('Hi Sam', 'Hi {firstName}'), rules: ['placeholder'] },
      {
        text: 'Vielen Dank für Ihre freundliche Bewertung, wir freuen uns sehr über Ihren Besuch bei uns.',
        rules: ['noThanks', 'wrongLanguage'],
        context: { rating: 5, themes: [] },
      },
      { text: '   ', rules: ['empty'] },
    ],
  },
};
