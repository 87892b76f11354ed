/**
 * German words of the themes every business has, with the conventions of the English lexicon
 * (lib/themes/en/service-themes.ts): the speed of being served is `wait`, a wrong order is
 * `staff`, being charged for what was not agreed is `honesty`.
 *
 * German joins nouns into compounds whose last part carries the meaning ("Kundenparkplatz"); a
 * phrase matches a word's beginning only, so the common compounds are listed as words of their own.
 */
import { list, type ThemeWords } from '../lexicon';

export const wait: ThemeWords = {
  praise: list`ohne wartezeit, keine wartezeit, ohne warten, kaum gewartet, kaum warten, pünktlich*,
    zügig*, ging schnell, ging es schnell, ging sehr schnell, ging alles schnell, schnell bedient,
    schnell dran, schnell fertig, schnell erledigt, schnell gefunden, sehr schnell, super schnell,
    schnelle bedienung, flott*, sofort, sofort dran, gleich dran, direkt dran, sofort bedient,
    kurze wartezeit, kurzer wartezeit, in wenigen minuten, innerhalb von minuten, termingerecht*,
    rechtzeitig*, ruck zuck, ruckzuck, im handumdrehen, wie versprochen fertig, am selben tag fertig`,
  complaint: list`lange wartezeit, lange wartezeiten, langen wartezeiten, warten, wartet, warteten,
    gewartet, lange gewartet, warten müssen, warten lassen, warten gelassen, ewig*, dauerte ewig,
    hat ewig gedauert, dauerte stunden, dauerte _ minuten, stunde gewartet, stunden gewartet,
    minuten gewartet, verspätung*, verspätet*, zu spät, unpünktlich*, langsam*, zu lange,
    viel zu lange, dauert zu lange, dauerte zu lange, hat gedauert, eine stunde, über eine stunde,
    halbe stunde, eine halbe stunde, immer noch nicht fertig, noch nicht fertig, verzögerung*,
    verzögert*`,
  aspects: list`wartezeit, wartezeiten, warteschlange*, schlange, bearbeitungszeit*, tempo, dauer`,
  cues: {
    praise: list`kurz, kurze, kurzer, kurzen, angemessen, angemessene, überschaubar*`,
    complaint: list`lang, lange, langer, langen, endlos*`,
  },
};

export const staff: ThemeWords = {
  praise: list`freundlich*, herzlich*, hilfsbereit*, zuvorkommend*, aufmerksam*, nett, nette,
    netter, nettes, netten, nettem, höflich*, kompetent*, professionell*, geduldig*, fürsorglich*,
    einfühlsam*, sympathisch*, liebevoll*, gastfreundlich*, gut beraten, toll beraten,
    super beraten, bestens beraten, kümmerte sich, kümmern sich, kümmert sich, hat sich gekümmert,
    mit einem lächeln, lächelnd, fachkundig*, engagiert*, motiviert*, bemüht*, charmant*,
    respektvoll*, warmherzig*, kundenorientiert*, entgegenkommend*, willkommen gefühlt,
    willkommen geheißen, über die maßen, mehr als erwartet geholfen, nahm sich zeit,
    nimmt sich zeit, nahmen sich zeit, sich zeit genommen`,
  complaint: list`unfreundlich*, unhöflich*, frech*, respektlos*, arrogant*, herablassend*,
    genervt*, desinteressiert*, unprofessionell*, inkompetent*, ahnungslos*, patzig*, pampig*,
    mürrisch*, schnippisch*, ignoriert*, angeschrien, angeschnauzt, unterbesetzt*, vergessen,
    falsche bestellung, bestellung falsch, bestellung war falsch, verwechselt, am handy, gestresst*,
    überfordert*, lustlos*, abweisend*, unverschämt*, gehetzt*, ungeduldig*, barsch*, schroff*,
    von oben herab, wie eine nummer, abgewimmelt`,
  aspects: list`personal*, mitarbeiter*, team*, bedienung*, service, kundenservice*, kundendienst*,
    kellner*, servicekraft, servicekräfte, barista*, kassierer*, empfang*, rezeption*, chef, chefin,
    inhaber*, besitzer*, arzt, ärztin, zahnarzt, zahnärztin, zahnärzte, tierarzt, tierärztin,
    tierärzte, helferin*, arzthelfer*, sprechstundenhilfe*, pfleger*, krankenschwester*,
    mechaniker*, meister, werkstattmeister*, friseur*, friseurin*, frisör*, stylist*, trainer*,
    bäcker, bäckerin, verkäufer*, koch, köchin, köche, leute, dame, herr, bestellung, betreuung,
    beratung, umgang`,
  cues: {
    praise: list`lieb, liebe, lieben, toll mit, super mit, großartig mit`,
    complaint: list`kalt, kühl, grob, gemein, falsch, falsche`,
  },
  neutral: false,
};

export const cleanliness: ThemeWords = {
  praise: list`sauber, saubere, sauberer, sauberes, sauberen, sauberem, blitzsauber*, blitzblank*,
    gepflegt*, ordentlich*, hygienisch*, picobello, tipptopp, tiptop, reinlich*, frisch geputzt,
    gut geputzt, gereinigt, desinfiziert*, aufgeräumt*, frische handtücher`,
  complaint: list`dreckig*, schmutzig*, verschmutzt*, unsauber*, eklig*, ekelig*, ekelhaft*,
    widerlich*, klebrig*, staubig*, verdreckt*, versifft*, gestunken, stinkt, stank, stinkend*,
    muffig*, schimmel*, schimmelig*, kakerlake*, ungeziefer, haare überall, unhygienisch*, gestank,
    fliegen, mäuse, ratten, krümel, unaufgeräumt*, schmierig*, fleckig*, flecken, abfall, müll`,
  aspects: list`toilette, toiletten, wc, waschraum*, sanitär*, boden, böden, tische, umkleide*,
    hygiene, sauberkeit, badezimmer, duschen, dusche, räumlichkeiten`,
  neutral: false,
};

export const price: ThemeWords = {
  praise: list`preiswert*, günstig*, bezahlbar*, erschwinglich*, lohnt sich, jeden cent wert,
    jeden euro wert, das geld wert, seinen preis wert, ihr geld wert, preis leistung stimmt,
    günstiger als, weniger als der kostenvoranschlag, unter dem kostenvoranschlag,
    unter dem angebot, keine versteckten kosten, keine versteckten gebühren, fairer preis,
    faire preise, fairen preisen, fair berechnet, schnäppchen, guter deal, gutes angebot,
    top preis, kleines geld`,
  complaint: list`überteuert*, teuer*, teurer*, teuerste*, zu teuer, wucher*, abzocke*,
    abgezockt*, abgezogen, nepp, versteckte kosten, versteckten kosten, versteckte gebühren,
    zusätzliche kosten, mehr als vereinbart, mehr als der kostenvoranschlag,
    höher als der kostenvoranschlag, höher als angeboten, doppelt berechnet, doppelt abgebucht,
    extra berechnet, in rechnung gestellt, aufpreis*, aufschlag*, gesalzen*, happig*,
    ein vermögen, horrend*, utopisch*, unverhältnismäßig*`,
  aspects: list`preis, preise, preisen, preisgestaltung, kosten, rechnung*, gebühr*,
    kostenvoranschlag*, angebot, geld, beitrag, beiträge, mitgliedsbeitrag*, aufnahmegebühr*,
    abrechnung*, preis leistung*, preisleistung*, stundensatz*, preisniveau, euro, versicherung,
    arbeitszeit, monatsbeitrag*`,
  missing: 'praise',
  neutral: false,
  cues: {
    praise: list`fair, faire, fairer, fairen, angemessen, angemessene, niedrig*, moderat*, okay, ok,
      gerechtfertigt*`,
    complaint: list`hoch, hohe, hohen, hoher, höher, überzogen*, stolz, stolze, stolzen,
      falsch, falsche, heftig*, krass*`,
  },
};
