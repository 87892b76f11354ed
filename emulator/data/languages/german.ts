/** Reviews as customers in Germany write them (review-language.ts). */
import { de } from '@faker-js/faker';
import type { ReviewLanguage } from './review-language';

export const german: ReviewLanguage = {
  code: 'de',
  locale: de,
  authorName: (first, last, initialOnly) => (initialOnly ? `${first} ${last[0]}.` : `${first} ${last}`),
  space: ' ',
  openers: {
    positive: [
      'Wir waren rundum zufrieden mit {name}.',
      'Absolute Empfehlung!',
      'Endlich ein Laden in {city}, auf den man sich verlassen kann.',
      'Ich komme seit Jahren hierher und wurde noch nie enttäuscht.',
      'Klare fünf Sterne.',
      '',
    ],
    mixed: [
      'Gemischte Gefühle.',
      'War ganz okay, mehr aber auch nicht.',
      'Licht und Schatten bei {name}.',
      '',
    ],
    negative: [
      'Leider eine große Enttäuschung.',
      'Ich kann {name} nicht empfehlen.',
      'So etwas habe ich selten erlebt.',
      'Nie wieder.',
      '',
    ],
  },
  closers: {
    positive: ['Wir kommen gerne wieder!', 'Vielen Dank!', 'Weiter so!', 'Kann ich nur empfehlen.', ''],
    mixed: ['Vielleicht gebe ich ihnen noch eine Chance.', 'Da ist noch Luft nach oben.', ''],
    negative: ['Schade um das Geld.', 'Die Geschäftsleitung sollte sich das mal ansehen.', 'Finger weg!', ''],
  },
  titles: {
    positive: ['Sehr empfehlenswert', 'Top Service', 'Immer wieder gerne', 'Einfach klasse'],
    mixed: ['Ganz okay', 'Durchwachsen', 'Mit Luft nach oben'],
    negative: ['Enttäuschend', 'Nicht zu empfehlen', 'Schlechter Service', 'Nie wieder'],
  },
  praise: {
    wait: ['Wir mussten überhaupt nicht warten.', 'Alles war pünktlich fertig, ohne Wartezeit.'],
    staff: [
      'Das Personal war unglaublich freundlich und hilfsbereit.',
      'Die Mitarbeiterin hat sich richtig Zeit für uns genommen.',
      'Sehr nettes Team, man fühlt sich sofort willkommen.',
    ],
    cleanliness: ['Alles war blitzsauber.', 'Sehr gepflegt und ordentlich, auch die Toiletten.'],
    price: [
      'Das Preis-Leistungs-Verhältnis stimmt absolut.',
      'Die Preise sind fair, günstiger als anderswo.',
    ],
    quality: ['Die Qualität ist hervorragend.', 'Man merkt, dass hier mit Sorgfalt gearbeitet wird.'],
    booking: [
      'Die Terminvergabe online ging schnell und unkompliziert.',
      'Ich habe sofort einen Termin bekommen.',
    ],
    communication: [
      'Uns wurde alles verständlich erklärt.',
      'Auf meine Anfrage kam noch am selben Tag eine Antwort.',
    ],
    parking: [
      'Parkplätze gibt es direkt vor der Tür.',
      'Gut zu erreichen und man findet leicht einen Parkplatz.',
    ],
  },
  complaints: {
    wait: [
      'Wir haben über eine halbe Stunde gewartet, ohne dass uns jemand Bescheid gesagt hat.',
      'Die Wartezeit war eine Zumutung.',
    ],
    staff: [
      'Der Mitarbeiter war unfreundlich und hatte offensichtlich keine Lust.',
      'Auf meine Frage bekam ich nur eine patzige Antwort.',
      'Das Personal war völlig überfordert.',
    ],
    cleanliness: ['Es war schmutzig, der Boden klebte.', 'Die Toiletten waren in einem furchtbaren Zustand.'],
    price: ['Viel zu teuer für das, was man bekommt.', 'Die Rechnung war deutlich höher als vorher gesagt.'],
    quality: ['Die Qualität hat stark nachgelassen.', 'Das Ergebnis war schlampig gemacht.'],
    booking: [
      'Mein Termin wurde zweimal kurzfristig abgesagt.',
      'Telefonisch ist einfach kein Termin zu bekommen.',
    ],
    communication: [
      'Niemand hat zurückgerufen, obwohl es versprochen wurde.',
      'Am Telefon geht nie jemand ran.',
    ],
    parking: ['Parken ist hier eine Katastrophe.', 'Weit und breit kein Parkplatz.'],
  },
  however: (sentence) => `Allerdings: ${sentence}`,
  ownerReplies: {
    positive: [
      'Vielen Dank für Ihre netten Worte, {author}! Wir freuen uns auf Ihren nächsten Besuch.',
      'Herzlichen Dank für die tolle Bewertung!',
    ],
    mixed: ['Danke für Ihr ehrliches Feedback, {author}. Wir arbeiten daran.'],
    negative: [
      'Es tut uns leid, dass Sie so enttäuscht waren, {author}. Bitte rufen Sie uns an, damit wir das klären können.',
      'Das entspricht nicht unserem Anspruch. Unsere Filialleitung meldet sich bei Ihnen.',
    ],
  },
  followUps: ['Danke für die Antwort. Bisher hat sich aber niemand gemeldet.', 'Vielen Dank, bis bald!'],
};
