/**
 * German words of the quality of what a business makes or does, of getting an appointment, of
 * being told and listened to, and of getting there (service-themes.ts says the conventions).
 */
import { list, type ThemeWords } from '../lexicon';

export const quality: ThemeWords = {
  praise: list`lecker*, köstlich*, schmackhaft*, delikat*, vorzüglich*, hochwertig*, qualitativ hochwertig,
    gute qualität, top qualität, beste qualität, saubere arbeit, gute arbeit, tolle arbeit,
    super arbeit, hervorragende arbeit, gründlich*, sorgfältig*, präzise*, genau so wie gewünscht,
    genau wie gewünscht, genau das was ich wollte, wie gewünscht, auf den punkt, knusprig*,
    saftig, saftige, saftigen, fluffig*, luftig*, aromatisch*, würzig*, gut gewürzt,
    perfekt gegart, heiß serviert, heiss serviert, sieht toll aus, sieht super aus, wunderschön geworden,
    toll geworden, super geworden, perfekt geworden, gut verheilt, schnell verheilt, hält gut,
    ein gedicht, ein traum, zum niederknien, meisterhaft*, handwerklich*`,
  complaint: list`fade, fad, geschmacklos*, verbrannt*, angebrannt*, roh, nicht durch, durchgeweicht*,
    matschig*, labbrig*, pappig*, zäh*, bitter*, versalzen*, zu salzig, lauwarm*, wässrig*,
    ungenießbar*, pfusch*, gepfuscht, schlampig*, nachlässig*, ungleichmäßig*, fleckig geworden,
    nichts wie auf dem foto, nicht wie auf dem bild, nicht wie besprochen, verschnitten, ruiniert*,
    versaut, misslungen*, verkocht*, zerkocht*, übergart*, kaum geschmack, ohne geschmack, trocken`,
  aspects: list`essen, speise*, gericht*, kaffee, latte, espresso, cappuccino, tee, getränk*, pizza*,
    teig, rand, pasta, nudeln, soße, sauce, salat*, dessert*, nachtisch, gebäck, croissant*,
    brot*, brötchen, semmel*, kuchen, torte*, kekse, muffin*, sandwich*, frühstück*, mittagessen,
    abendessen, burger*, speisekarte*, karte, produkt*, arbeit, ergebnis*, haarschnitt*,
    schnitt, farbe, strähnen, föhnen, frisur*, reinigung, füllung, krone, bleaching, kontrolle,
    untersuchung*, behandlung*, kurs, kurse, training, qualität, bier, wein, geschmack, schmeckt,
    schmeckte, geschmeckt, operation, eingriff`,
  cues: {
    praise: list`heiß, heiss, warm, weich, zart*, frisch zubereitet`,
    complaint: list`kalt serviert, fettig*, hart, zu hart, dünn, lasch*`,
  },
  neutral: false,
};

export const booking: ThemeWords = {
  praise: list`kurzfristig* einen termin, kurzfristig* termin, kurzfristig* dran, noch am selben tag,
    am gleichen tag, gleich am nächsten tag, eingeschoben, dazwischengeschoben, reingeschoben,
    ohne termin, ohne voranmeldung, lange geöffnet, abends geöffnet, samstags geöffnet,
    online buchen, online gebucht, einfach zu buchen, leicht zu buchen, schnell einen termin,
    sofort einen termin, direkt einen termin, termin bekommen, einen termin bekommen,
    notfalltermin bekommen, flexible termine`,
  complaint: list`ausgebucht*, termin abgesagt, termin wurde abgesagt, abgesagt, verschoben,
    mehrmals verschoben, doppelt vergeben, doppelt gebucht, termin vergessen, kein termin frei,
    keine termine frei, wochen auf einen termin, monate auf einen termin, wochen warten auf,
    weggeschickt, abgewiesen, früher geschlossen, warteliste, immer voll, immer ausgebucht,
    termin nicht eingetragen, reservierung verloren, reservierung nicht gefunden`,
  aspects: list`termin, termine, terminen, terminvergabe, buchung*, reservierung*, öffnungszeiten,
    onlinebuchung*, online buchung, terminbuchung*, verfügbarkeit, app, webseite, website`,
  cues: { praise: list`flexibel*, verfügbar`, complaint: list`voll, schwer zu bekommen` },
};

export const communication: ThemeWords = {
  praise: list`erklärt*, alles erklärt, gut erklärt, verständlich erklärt, ausführlich erklärt,
    auf dem laufenden gehalten, auf dem laufenden, zurückgerufen, rückruf bekommen, hat angerufen,
    angerufen um, rief an, meldete sich, meldeten sich, gemeldet, nachgefragt, zugehört, hört zu,
    hörte zu, hörten zu, alle fragen beantwortet, fragen beantwortet, beantwortet, geantwortet,
    schnell geantwortet, antwortet schnell, erreichbar*, gut erreichbar, informiert*,
    gut informiert, bestätigt, bestätigung, erinnerung*, erinnert, durchgesprochen, besprochen,
    aufgeklärt, transparent kommuniziert, gute kommunikation, fotos geschickt, bescheid gesagt,
    bescheid gegeben`,
  complaint: list`nicht erreichbar, unerreichbar, nie erreichbar, niemand erreichbar,
    aufgelegt, nie zurückgerufen, nicht zurückgerufen, kein rückruf, keinen rückruf,
    warte immer noch auf, missverständnis*, ohne bescheid, ohne vorwarnung, ohne ankündigung,
    nichts gesagt, nicht informiert, nicht bescheid gesagt, keine antwort, keine rückmeldung,
    im dunkeln, ignoriert meine, mails ignoriert, anrufe ignoriert`,
  aspects: list`anruf*, telefon*, e mail, email*, mail*, nachricht*, rückmeldung*, erklärung*,
    kommunikation, antwort, antworten, mailbox, rückfrage*`,
  cues: { praise: list`klar*, verständlich*`, complaint: list`unklar*, vage, unverständlich*` },
  neutral: false,
};

export const parking: ThemeWords = {
  praise: list`genug parkplätze, viele parkplätze, ausreichend parkplätze, kostenlose parkplätze,
    kostenlos parken, gut parken, gut zu finden, leicht zu finden, gut erreichbar mit,
    gut zu erreichen, zentral gelegen, gute lage, tolle lage, zentrale lage, perfekte lage,
    verkehrsgünstig*, barrierefrei*, rollstuhlgerecht*, direkt vor der tür, parkplätze vor der tür,
    eigener parkplatz, eigene parkplätze`,
  complaint: list`kaum parkplätze, keine parkplätze, keinen parkplatz, parkplatzsuche, schwer zu finden,
    schwer zu erreichen, kein aufzug, keinen aufzug, strafzettel*, abgeschleppt, parken ist eine katastrophe,
    parkhaus teuer, nur kostenpflichtig`,
  aspects: list`parkplatz, parkplätze, parken, parkhaus, parkmöglichkeit*, kundenparkplatz*,
    anfahrt, zufahrt, eingang, zugang, barrierefreiheit, rampe, aufzug, lage, erreichbarkeit`,
  cues: {
    praise: list`genug, ausreichend, reichlich, kostenlos*, gratis`,
    complaint: list`eng, enge, wenig, wenige, knapp, kostenpflichtig*, klein, winzig*`,
  },
};
