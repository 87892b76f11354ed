/**
 * The German phrasebook of composed replies and of the rules German drafts are checked by, in the
 * polite form (Sie) a business uses with its customers.
 *
 * Where German needs another split than English:
 * - Praise and complaint leads end in ", dass" and every theme clause (theme-phrases.ts) is a
 *   subordinate clause with its verb last, so each lead × clause pair is one grammatical sentence.
 * - Greetings end in "!" rather than ",": after a comma German letters go on in lower case, and the
 *   thanks that follow a greeting open with a capital.
 * - `{names}` is only ever placed where German takes the accusative (für, über, auf, ansprechen),
 *   and every theme name is feminine, neuter or plural, whose accusative equals the nominative.
 * - `{location}` follows a preposition that leaves a name as it is ("bei", "von", "an").
 */
import type { Phrasebook } from '../phrasebook';
import { THEME_PHRASES_DE } from './theme-phrases';

export const germanPhrasebook: Phrasebook = {
  language: 'de',
  greeting: {
    named: ['Hallo {firstName}!', 'Guten Tag, {firstName}!', 'Hallo, {firstName}!'],
    anonymous: ['Hallo!', 'Guten Tag!', 'Liebe Kundin, lieber Kunde!'],
  },
  thanks: {
    high: [
      'Vielen Dank für Ihre tolle Bewertung von {location}.',
      'Danke, dass Sie uns von Ihrem Besuch bei {location} erzählen.',
      'Herzlichen Dank, dass Sie sich die Zeit für eine Bewertung von {location} genommen haben.',
    ],
    mixed: [
      'Vielen Dank für Ihre ehrliche Rückmeldung zu {location}.',
      'Danke, dass Sie sich die Zeit genommen haben, uns von Ihrem Besuch bei {location} zu berichten.',
      'Danke, dass Sie uns das Gute und das weniger Gute Ihres Besuchs bei {location} schildern.',
    ],
    low: [
      'Danke, dass Sie uns von Ihrem Besuch bei {location} berichten.',
      'Vielen Dank, dass Sie sich die Zeit genommen haben, uns bei {location} Bescheid zu geben.',
      'Danke für Ihre offene Bewertung von {location}.',
    ],
  },
  praiseLead: {
    high: ['Wir freuen uns sehr, dass', 'Wie schön, dass', 'Es freut uns, dass'],
    mixed: ['Wir freuen uns, dass', 'Schön, dass', 'Gut zu hören, dass'],
    low: ['Immerhin freut es uns, dass', 'Gut zu wissen, dass', 'Wir freuen uns trotzdem, dass'],
  },
  complaintLead: {
    high: ['Es tut uns leid, dass', 'Bitte entschuldigen Sie, dass', 'Wir bedauern, dass'],
    mixed: ['Es tut uns leid, dass', 'Bitte entschuldigen Sie, dass', 'Wir bedauern, dass'],
    low: [
      'Es tut uns aufrichtig leid, dass',
      'Wir entschuldigen uns vielmals dafür, dass',
      'Wir bedauern sehr, dass',
    ],
  },
  neutral: ['Danke, dass Sie {names} ansprechen.', 'Vielen Dank für Ihren Hinweis auf {names}.'],
  alsoPraise: [
    'Wir freuen uns auch über Ihr Lob für {names}.',
    'Danke auch für Ihre freundlichen Worte über {names}.',
  ],
  alsoComplaint: [
    'Auch für {names} bitten wir um Entschuldigung, und wir prüfen das.',
    'Was Sie über {names} schreiben, tut uns ebenfalls leid; wir gehen dem nach.',
  ],
  apology: [
    'Es tut uns aufrichtig leid, dass Ihr Besuch nicht so verlaufen ist, wie er sollte.',
    'Es tut uns sehr leid, von Ihrer Erfahrung zu hören.',
    'Wir entschuldigen uns aufrichtig für Ihre Erfahrung.',
  ],
  next: [
    'Ich habe Ihre Bewertung an das ganze Team weitergegeben.',
    'Wir besprechen Ihren Besuch mit dem Team.',
    'Ihre Bewertung liegt bei unserer Leitung, die der Sache nachgeht.',
  ],
  contact: [
    'Bitte melden Sie sich bei {location}, damit wir in Ruhe darüber sprechen können.',
    'Bitte wenden Sie sich direkt an {location}; wir möchten gern mehr erfahren.',
    'Bitte kontaktieren Sie uns bei {location}, damit wir uns um Ihr Anliegen kümmern können.',
  ],
  closing: {
    high: [
      'Wir freuen uns auf Ihren nächsten Besuch.',
      'Bis zum nächsten Mal!',
      'Wir hoffen, Sie bald wieder bei uns begrüßen zu dürfen.',
    ],
    mixed: [
      'Wir hoffen, Sie wiederzusehen und es dann noch besser zu machen.',
      'Wir hoffen, Ihr nächster Besuch wird rundum gut.',
    ],
    low: [
      'Wir würden uns über die Chance freuen, es besser zu machen.',
      'Gern möchten wir Ihren nächsten Besuch zu einem guten machen.',
    ],
  },
  unnamed: {
    thanks: {
      high: [
        'Vielen Dank für Ihre tolle Bewertung.',
        'Herzlichen Dank, dass Sie sich die Zeit für eine Bewertung genommen haben.',
      ],
      mixed: [
        'Vielen Dank für Ihre ehrliche Rückmeldung.',
        'Danke, dass Sie uns von Ihrem Besuch berichten.',
      ],
      low: ['Danke, dass Sie uns von Ihrem Besuch berichten.', 'Danke für Ihre offene Bewertung.'],
    },
    contact: [
      'Bitte melden Sie sich bei uns, damit wir in Ruhe darüber sprechen können.',
      'Bitte wenden Sie sich direkt an uns; wir möchten gern mehr erfahren.',
    ],
  },
  themes: THEME_PHRASES_DE,
  sample: {
    authorName: 'Jana Becker',
    rating: 2,
    content:
      'Wir haben trotz Reservierung vierzig Minuten gewartet, und der Kellner war unfreundlich, als wir nachgefragt haben. Die Pizza selbst war ausgezeichnet.',
    locationName: 'Holzofen am Markt',
  },
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`,
  // "Viele Grüße" on its own line above the name, as a German letter closes.
  signOff: (name) => `Viele Grüße\n${name}`,
  rules: {
    thanks: ['dank*', 'bedank*'],
    apology: ['leid', 'entschuldig*', 'bedauer*'],
    nextStep: [
      'bitte',
      'melden sie sich',
      'wenden sie sich',
      'kontaktier*',
      'rufen sie',
      'wir werden',
      'künftig',
      'prüf*',
      'überprüf*',
      'kontrollier*',
      'besprech*',
      'bespricht',
      'weitergegeben',
      'weitergeleitet',
      'nachgeh*',
      'gehen dem nach',
      'gehen wir',
      'sehen uns',
      'sieht sich',
      'ansieht',
      'ansehen',
      'kümmer*',
      'sorgen dafür',
      'ergänz*',
      'verbesser*',
      'vereinfach*',
      'schulung*',
      'erinnert',
      'gemeldet',
      'beschleunig*',
      'eingeführt',
      'überleg*',
      'schaffen',
      'klären',
      'sprechen',
      'helfen',
    ],
    refund: [
      'erstatt*',
      'rückerstatt*',
      'geld zurück',
      'entschädig*',
      'gutschein*',
      'gutschrift*',
      'gutschreiben',
      'kostenlos*',
      'gratis',
      'umsonst',
      'rabatt*',
      'preisnachlass*',
      'nachlass',
      'aufs haus',
      'geht auf uns',
      'vergüt*',
      'ersetzen ihnen',
      'kulanz*',
    ],
    fault: [
      'schuld',
      'unsere schuld',
      'verschuld*',
      'haftbar',
      'haftung',
      'haften',
      'fahrlässig*',
      'wir geben zu',
      'zugeben',
      'eingestehen',
      'volle verantwortung',
      'rechtlich verantwortlich',
      'verantwortung für den schaden',
      'behandlungsfehler',
      'kunstfehler',
      'wir haben verursacht',
      'haben wir beschädigt',
      'wir haben beschädigt',
    ],
    common:
      'der die das und zu sie wir ihr ihre ihren ihnen ihrem uns unser unsere unseren ist in im an den dem es dass für mit von auf ein eine einen nicht so sehr bei auch wie sich haben hat war wird damit'.split(
        ' ',
      ),
  },
};
