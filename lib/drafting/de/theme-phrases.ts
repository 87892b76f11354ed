/**
 * German answers per theme. Every lead of the German phrasebook ends in ", dass", so each praise
 * and complaint clause here is a subordinate clause with its verb last ("…, dass" + "Sie so
 * schnell an der Reihe waren"): any lead reads right before any clause. Names are written with
 * their article or possessive and are never masculine singular, so they read the same in the
 * nominative and the accusative the group sentences use ("Danke, dass Sie die Wartezeit
 * ansprechen"). Next steps say what the business does now without promising money back or
 * admitting fault, each with a word of the rules' `nextStep` list.
 */
import type { ThemeId } from '../../themes/theme-ids';
import type { ThemePhrases } from '../phrasebook';

export const THEME_PHRASES_DE: Record<ThemeId, ThemePhrases> = {
  wait: {
    name: 'die Wartezeit',
    praise: [
      'Sie so schnell an der Reihe waren',
      'die Wartezeit so kurz war',
      'bei Ihrem Besuch alles zügig lief',
    ],
    complaint: [
      'Sie so lange warten mussten',
      'die Wartezeit länger war, als sie sein sollte',
      'wir Sie haben warten lassen',
    ],
    next: [
      'Wir überprüfen unsere Terminplanung, damit jeder Besuch pünktlich beginnt.',
      'Wir sehen uns unsere Abläufe genau an, damit niemand mehr so lange warten muss.',
      'Wir haben das an das Team weitergegeben, damit alles zügig läuft.',
    ],
  },
  staff: {
    name: 'unser Team',
    praise: [
      'unser Team Sie so herzlich empfangen hat',
      'Sie sich gut betreut gefühlt haben',
      'sich das Team so gut um Sie gekümmert hat',
    ],
    complaint: [
      'Sie nicht so freundlich empfangen wurden, wie Sie es verdienen',
      'unser Team nicht so höflich war, wie wir es erwarten',
      'Sie nicht mit der Freundlichkeit behandelt wurden, die wir von uns erwarten',
    ],
    next: [
      'Ich habe Ihre Worte an das Team weitergegeben, und wir besprechen das gemeinsam.',
      'Wir besprechen das mit dem Team, damit sich alle bei uns willkommen fühlen.',
      'Ihre Rückmeldung fließt jetzt in die Schulung unseres Teams ein.',
    ],
  },
  cleanliness: {
    name: 'die Sauberkeit',
    praise: [
      'Ihnen aufgefallen ist, wie sauber wir alles halten',
      'alles so blitzsauber auf Sie wirkte',
      'Sie alles sauber und ordentlich vorgefunden haben',
    ],
    complaint: [
      'es nicht so sauber war, wie es sein sollte',
      'Sie es unordentlich vorgefunden haben',
      'unsere Reinigung zu wünschen übrig ließ',
    ],
    next: [
      'Wir haben zusätzliche Reinigungskontrollen über den Tag eingeführt.',
      'Unser Team kontrolliert die Räume ab heute häufiger.',
      'Wir haben unsere Reinigungsabläufe mit dem Team überprüft.',
    ],
  },
  price: {
    name: 'unsere Preise',
    praise: [
      'Sie unsere Preise fair finden',
      'Sie das Preis-Leistungs-Verhältnis überzeugt hat',
      'der Preis für Sie gestimmt hat',
    ],
    complaint: [
      'die Kosten nicht Ihren Erwartungen entsprachen',
      'Ihnen unsere Preise nicht fair erschienen',
      'die Rechnung Sie überrascht hat',
    ],
    next: [
      'Gern gehen wir die Rechnung gemeinsam mit Ihnen durch.',
      'Wir sorgen dafür, dass unsere Preise vor jeder Leistung klar erklärt werden.',
      'Wir überprüfen, wie wir unsere Preise im Voraus darstellen.',
    ],
  },
  quality: {
    name: 'die Qualität',
    praise: [
      'Ihnen das Ergebnis so gut gefallen hat',
      'die Qualität Ihren Ansprüchen entsprochen hat',
      'Sie so zufrieden waren',
    ],
    complaint: [
      'es nicht unseren Ansprüchen entsprach',
      'das Ergebnis Sie enttäuscht hat',
      'es diesmal nicht so geworden ist, wie es sein sollte',
    ],
    next: [
      'Wir haben Ihre Hinweise weitergegeben, damit es beim nächsten Mal stimmt.',
      'Wir besprechen das mit dem Team, damit unsere Qualität wieder stimmt.',
      'Ihre Hinweise liegen beim Team, das sich ansieht, was schiefgelaufen ist.',
    ],
  },
  booking: {
    name: 'die Terminvergabe',
    praise: [
      'die Buchung für Sie so einfach war',
      'wir Sie noch einschieben konnten',
      'Sie so unkompliziert einen Termin bekommen haben',
    ],
    complaint: [
      'die Buchung bei uns so schwierig war',
      'wir keinen passenden Termin für Sie finden konnten',
      'Ihr Termin nicht gut organisiert war',
    ],
    next: [
      'Wir überprüfen, wie wir Termine vergeben.',
      'Wir schaffen mehr freie Termine und überprüfen unsere Terminvergabe.',
      'Wir haben das an den Empfang weitergegeben, damit Buchungen reibungslos laufen.',
    ],
  },
  communication: {
    name: 'die Kommunikation',
    praise: [
      'wir Sie immer auf dem Laufenden gehalten haben',
      'alles verständlich erklärt wurde',
      'Sie sich gut gehört gefühlt haben',
    ],
    complaint: [
      'wir Sie nicht auf dem Laufenden gehalten haben',
      'Sie nichts mehr von uns gehört haben',
      'die Dinge nicht klar erklärt wurden',
    ],
    next: [
      'Wir sorgen dafür, dass jeder Anruf und jede Nachricht eine Antwort bekommt.',
      'Wir verbessern, wie wir unsere Kunden auf dem Laufenden halten.',
      'Wir haben das Team daran erinnert, jeden Schritt zu erklären und zurückzurufen.',
    ],
  },
  parking: {
    name: 'die Parkmöglichkeiten',
    praise: [
      'die Anfahrt und das Parken so einfach waren',
      'Sie uns leicht gefunden haben',
      'das Parken kein Problem war',
    ],
    complaint: [
      'die Anfahrt und das Parken so mühsam waren',
      'Sie uns so schwer gefunden haben',
      'das Parken bei Ihrem Besuch ein Problem war',
    ],
    next: [
      'Wir ergänzen unseren Eintrag um eine klarere Wegbeschreibung und Hinweise zum Parken.',
      'Wir kümmern uns um bessere Parkinformationen für unsere Besucher.',
      'Wir schicken künftig mit jeder Buchung Tipps zum Parken.',
    ],
  },
  comfort: {
    name: 'Ihr Wohlbefinden',
    praise: [
      'Sie sich wohl und entspannt gefühlt haben',
      'die Behandlung sanft und schmerzfrei war',
      'Sie sich bei uns so gut aufgehoben gefühlt haben',
    ],
    complaint: [
      'Ihr Besuch so unangenehm für Sie war',
      'Sie Beschwerden hatten',
      'sich die Behandlung nicht behutsam angefühlt hat',
    ],
    next: [
      'Wir haben das an das Team weitergegeben, damit jeder Besuch so angenehm wie möglich ist.',
      'Wir überprüfen, wie wir jeden Besuch angenehm gestalten.',
      'Ihr Wohlbefinden ist uns wichtig, und das Team bespricht, was passiert ist.',
    ],
  },
  honesty: {
    name: 'die Ehrlichkeit unserer Beratung',
    praise: [
      'Sie uns vertrauen konnten',
      'wir offen und ehrlich zu Ihnen waren',
      'Sie uns als ehrlich und klar erlebt haben',
    ],
    complaint: [
      'Sie sich bei unserer Empfehlung unter Druck gesetzt oder unsicher gefühlt haben',
      'unsere Empfehlungen für Sie nicht nachvollziehbar waren',
      'Ihnen unsere Beratung nicht geradlinig erschien',
    ],
    next: [
      'Jede Empfehlung soll vor Beginn der Arbeit erklärt sein, und wir überprüfen, was hier geschehen ist.',
      'Gern gehen wir jede Empfehlung noch einmal mit Ihnen durch.',
      'Wir sorgen dafür, dass nichts gemacht wird, bevor es erklärt und vereinbart ist.',
    ],
  },
  repair: {
    name: 'die Reparatur',
    praise: [
      'wir das Problem gefunden und behoben haben',
      'die Reparatur ihren Zweck erfüllt hat',
      'wieder alles einwandfrei läuft',
    ],
    complaint: [
      'das Problem nicht gelöst wurde',
      'die Reparatur nicht gehalten hat',
      'die Reparatur nicht so funktioniert hat, wie sie sollte',
    ],
    next: [
      'Bitte bringen Sie das Fahrzeug noch einmal vorbei, damit wir es uns erneut ansehen.',
      'Wir möchten es gern noch einmal prüfen und sehen, was übersehen wurde.',
      'Unsere Techniker überprüfen die Arbeit an Ihrem Fahrzeug.',
    ],
  },
  atmosphere: {
    name: 'die Atmosphäre',
    praise: [
      'Ihnen die Atmosphäre gefallen hat',
      'Sie sich bei uns gemütlich und willkommen gefühlt haben',
      'Sie die Zeit bei uns genossen haben',
    ],
    complaint: [
      'es bei uns nicht gemütlich war',
      'die Atmosphäre nicht angenehm war',
      'es zu laut und zu voll war',
    ],
    next: [
      'Wir überlegen, wie wir die Räume gemütlicher machen können.',
      'Wir sehen uns die Sitzplätze und die Lautstärke im Raum genau an.',
      'Wir nehmen Ihre Hinweise zu unseren Räumen ernst und prüfen sie.',
    ],
  },
  portion: {
    name: 'unsere Portionen',
    praise: [
      'Sie die Portionen großzügig fanden',
      'niemand hungrig gehen musste',
      'die Portionen genau richtig waren',
    ],
    complaint: [
      'Ihnen die Portionen zu klein waren',
      'die Portion für Sie nicht gereicht hat',
      'unsere Portionen Sie enttäuscht haben',
    ],
    next: [
      'Wir haben das an unsere Küche weitergegeben.',
      'Wir überprüfen unsere Portionsgrößen.',
      'Unser Küchenteam sieht sich die Portionen genau an.',
    ],
  },
  delivery: {
    name: 'die Lieferung',
    praise: [
      'die Lieferung pünktlich ankam',
      'Ihre Bestellung so schnell bei Ihnen war',
      'die Lieferung reibungslos lief',
    ],
    complaint: [
      'die Lieferung Sie enttäuscht hat',
      'Ihre Bestellung zu spät ankam',
      'die Lieferung nicht wie versprochen ankam',
    ],
    next: [
      'Wir besprechen unsere Lieferzeiten mit den Fahrern.',
      'Wir überprüfen, wie wir Lieferungen planen.',
      'Wir haben das an unser Lieferteam weitergegeben.',
    ],
  },
  freshness: {
    name: 'die Frische',
    praise: [
      'alles so frisch geschmeckt hat',
      'Sie es ofenfrisch genießen konnten',
      'Ihnen aufgefallen ist, wie frisch alles war',
    ],
    complaint: [
      'es nicht so frisch war, wie es sein sollte',
      'es nicht frisch geschmeckt hat',
      'die Frische zu wünschen übrig ließ',
    ],
    next: [
      'Wir haben das an unsere Backstube weitergegeben.',
      'Wir prüfen, wie lange die Waren in der Auslage liegen.',
      'Wir überprüfen unsere Frischekontrollen.',
    ],
  },
  equipment: {
    name: 'unsere Geräte',
    praise: [
      'unsere Geräte für Sie gut funktionieren',
      'Ihnen unsere Geräte gefallen',
      'Sie alles gefunden haben, was Sie brauchen',
    ],
    complaint: [
      'die Geräte nicht funktionstüchtig waren',
      'Geräte außer Betrieb waren',
      'unsere Geräte Sie im Stich gelassen haben',
    ],
    next: [
      'Wir haben die Geräte zur Reparatur gemeldet.',
      'Unser Team prüft jedes Gerät.',
      'Wir beschleunigen unsere Reparaturen.',
    ],
  },
  membership: {
    name: 'die Mitgliedschaft',
    praise: [
      'Ihre Mitgliedschaft so unkompliziert ist',
      'die Verwaltung Ihrer Mitgliedschaft so einfach war',
      'die Mitgliedschaft gut zu Ihnen passt',
    ],
    complaint: [
      'die Verwaltung Ihrer Mitgliedschaft so mühsam war',
      'Ihre Mitgliedschaft nicht gut betreut wurde',
      'die Kündigung nicht einfach war',
    ],
    next: [
      'Unser Empfang kann Ihre Mitgliedschaft direkt mit Ihnen klären.',
      'Wir vereinfachen Änderungen an der Mitgliedschaft.',
      'Wir überprüfen, wie wir Anfragen zur Mitgliedschaft bearbeiten.',
    ],
  },
};
