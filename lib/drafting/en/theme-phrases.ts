/**
 * English answers per theme: praise clauses follow "We're glad that", complaint clauses follow
 * "We're sorry that", next steps say what the business does now without promising money back
 * or admitting fault. Three of each, so two reviews on one theme rarely read alike.
 */
import type { ThemeId } from '../../themes/theme-ids';
import type { ThemePhrases } from '../phrasebook';

export const THEME_PHRASES: Record<ThemeId, ThemePhrases> = {
  wait: {
    name: 'the wait',
    praise: ['you were seen so quickly', 'the wait was short', 'we kept things moving for you'],
    complaint: ['you had to wait so long', 'the wait was longer than it should be', 'we kept you waiting'],
    next: [
      'We are reviewing how we schedule so that visits start on time.',
      'We are looking at our timings so nobody waits like that again.',
      'We have shared this with the team so that we keep things moving.',
    ],
  },
  staff: {
    name: 'our team',
    praise: [
      'our team made you feel welcome',
      'you felt well looked after',
      'the team took such good care of you',
    ],
    complaint: [
      'you did not get the friendly welcome you deserve',
      'our team fell short of the courtesy we expect',
      'you were not treated with the kindness we expect',
    ],
    next: [
      'I have shared your words with the team, and we will talk it through together.',
      'We are going over this with the team so every guest is treated kindly.',
      'Your feedback is now part of our team training.',
    ],
  },
  cleanliness: {
    name: 'cleanliness',
    praise: [
      'you noticed how clean we keep everything',
      'the place felt spotless',
      'you found everything clean and tidy',
    ],
    complaint: [
      'the place was not as clean as it should be',
      'you found things untidy',
      'our cleaning fell short',
    ],
    next: [
      'We have added cleaning checks through the day.',
      'Our team is checking the space more often from today.',
      'We have reviewed our cleaning routine with the team.',
    ],
  },
  price: {
    name: 'our prices',
    praise: ['you found our prices fair', 'you felt it was good value', 'the price felt right to you'],
    complaint: [
      'the cost was not what you expected',
      'our prices did not feel fair to you',
      'the bill came as a surprise',
    ],
    next: [
      'We would be glad to go through the charges with you.',
      'We are making sure our prices are explained clearly before any work.',
      'We are reviewing how we present our prices up front.',
    ],
  },
  quality: {
    name: 'the quality',
    praise: ['you loved the result', 'the quality was up to your standards', 'you enjoyed it so much'],
    complaint: [
      'it was not up to our standards',
      'the result let you down',
      'we did not get it right this time',
    ],
    next: [
      'We have passed your comments on so we get it right next time.',
      'We are reviewing this with the team to keep our standards where they belong.',
      'Your notes are with the team, who are looking at what went wrong.',
    ],
  },
  booking: {
    name: 'booking',
    praise: ['booking was easy for you', 'we could fit you in', 'getting an appointment was simple'],
    complaint: [
      'booking with us was so difficult',
      'we could not find you a time that worked',
      'your appointment was not handled well',
    ],
    next: [
      'We are looking at how we handle appointments.',
      'We are opening more slots and reviewing how bookings are handled.',
      'We have shared this with the front desk so bookings go smoothly.',
    ],
  },
  communication: {
    name: 'communication',
    praise: ['we kept you informed', 'everything was explained clearly', 'you felt listened to'],
    complaint: [
      'we did not keep you informed',
      'you did not hear back from us',
      'things were not explained clearly',
    ],
    next: [
      'We are making sure every call and message gets a reply.',
      'We are improving how we keep customers updated.',
      'We have reminded the team to explain every step and to call back.',
    ],
  },
  parking: {
    name: 'parking',
    praise: ['getting here and parking was easy', 'you found us easily', 'parking was no trouble'],
    complaint: [
      'parking and getting here were a struggle',
      'finding us was so hard',
      'parking was a problem on your visit',
    ],
    next: [
      'We are adding clearer directions and parking details to our listing.',
      'We are looking into better parking information for visitors.',
      'We will share parking tips with every booking.',
    ],
  },
  comfort: {
    name: 'comfort',
    praise: [
      'you felt comfortable and at ease',
      'the visit was gentle and painless',
      'you felt so well cared for',
    ],
    complaint: ['your visit was uncomfortable', 'you were in discomfort', 'the care did not feel gentle'],
    next: [
      'We have shared this with the team so every visit is as gentle as it can be.',
      'We are reviewing how we keep every visit comfortable.',
      'Comfort matters to us, and the team is going over what happened.',
    ],
  },
  honesty: {
    name: 'honesty',
    praise: ['you felt you could trust us', 'we were straight with you', 'you found us honest and clear'],
    complaint: [
      'you felt pressured or unsure about what we recommended',
      'our recommendations did not feel clear to you',
      'you did not feel our advice was straightforward',
    ],
    next: [
      'We always want every recommendation explained before any work, and we are reviewing this.',
      'We would welcome the chance to go over every recommendation with you.',
      'We are making sure nothing is done before it is explained and agreed.',
    ],
  },
  repair: {
    name: 'the repair',
    praise: ['we found and fixed the problem', 'the repair did the job', 'everything runs well again'],
    complaint: ['the problem was not solved', 'the repair did not hold', 'the fix did not work as it should'],
    next: [
      'Please bring it back so we can take another look.',
      'We would like to inspect it again and see what was missed.',
      'Our technicians are reviewing the work on your vehicle.',
    ],
  },
  atmosphere: {
    name: 'the atmosphere',
    praise: [
      'you enjoyed the atmosphere',
      'the place felt cozy and welcoming',
      'you liked spending time with us',
    ],
    complaint: [
      'the space was not comfortable',
      'the atmosphere was not pleasant',
      'it was too noisy and crowded',
    ],
    next: [
      'We are looking at ways to make the space more comfortable.',
      'We are reviewing the seating and the noise in the room.',
      'We have taken your comments on board for the space.',
    ],
  },
  portion: {
    name: 'our portions',
    praise: ['you found the portions generous', 'nobody left hungry', 'the portions hit the spot'],
    complaint: [
      'the portions felt small',
      'you did not feel the portion was enough',
      'the portions let you down',
    ],
    next: [
      'We have passed this on to our kitchen.',
      'We are reviewing our portion sizes.',
      'The kitchen team is looking at our portions.',
    ],
  },
  delivery: {
    name: 'delivery',
    praise: ['the delivery arrived on time', 'your order reached you quickly', 'the delivery went smoothly'],
    complaint: [
      'the delivery let you down',
      'your order arrived late',
      'the delivery did not arrive as promised',
    ],
    next: [
      'We are reviewing our delivery times with the drivers.',
      'We are looking at how we plan deliveries.',
      'We have raised this with our delivery team.',
    ],
  },
  freshness: {
    name: 'freshness',
    praise: [
      'everything tasted so fresh',
      'you enjoyed it fresh from the oven',
      'you noticed how fresh it was',
    ],
    complaint: ['it was not as fresh as it should be', 'it did not taste fresh', 'freshness fell short'],
    next: [
      'We have raised this with our bakers.',
      'We are checking how long things stay on display.',
      'We are reviewing our freshness checks.',
    ],
  },
  equipment: {
    name: 'our equipment',
    praise: ['the equipment works well for you', 'you like our equipment', 'you found everything you needed'],
    complaint: [
      'the equipment was not in working order',
      'machines were out of action',
      'our equipment let you down',
    ],
    next: [
      'We have reported the equipment for repair.',
      'Our team is checking every machine.',
      'We are speeding up our repairs.',
    ],
  },
  membership: {
    name: 'membership',
    praise: [
      'your membership is simple',
      'managing your membership was easy',
      'the membership works for you',
    ],
    complaint: [
      'managing your membership was so hard',
      'your membership was not handled well',
      'cancelling was not simple',
    ],
    next: [
      'The front desk can sort out your membership directly.',
      'We are making membership changes simpler.',
      'We are reviewing how membership requests are handled.',
    ],
  },
};
