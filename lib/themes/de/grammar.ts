/**
 * How German review sentences split and negate, and the opinions that belong to no theme.
 *
 * German inflects its adjectives ("freundlich", "freundliche", "freundlichen"), so opinions are
 * mostly stems (`freundlich*`); a stem short enough to begin another word ("gut" in "Gutschein",
 * "nett" in "netto") is spelled out form by form instead. Negation mostly stands right before
 * what it turns ("war nicht sauber", "mussten nicht warten"), as in English; "kein" takes every
 * ending as its own negator.
 */
import { type Grammar, type Lexicon, list } from '../lexicon';

const KEIN = list`kein, keine, keinen, keinem, keiner, keines, keinerlei`;

export const grammar: Grammar = {
  negators: [...KEIN, ...list`nicht, nie, niemals, nichts, niemand, ohne, kaum, weder, nirgends`],
  absences: [...KEIN, ...list`nie, niemals, niemand, ohne, nirgends`],
  negationReach: 3,
  negationStops: list`und, aber, sondern, weil, denn, doch, obwohl, jedoch`,
  idioms: list`nicht nur, ohne zweifel, kein wunder, keine frage, nicht zu vergessen, nicht ganz
    billig, nicht umsonst, nichts dagegen, keine ahnung, kaum erwarten, nicht mehr wegzudenken,
    noch nie so, weiter so, keine sorge`,
  contractions: {
    "gibt's": 'gibt es',
    gibts: 'gibt es',
    "geht's": 'geht es',
    gehts: 'geht es',
    "war's": 'war es',
    "hab's": 'habe es',
  },
  contractionEndings: [["'s", 'es']],
  abbreviations: list`z, b, bzw, ca, dr, med, dent, min, std, usw, inkl, evtl, ggf, u, a, d, h, st,
    nr, str, tel, hr, fr, vgl, zb, bspw, mind`,
  contrasts: list`aber, jedoch, allerdings, obwohl, obgleich, leider, trotzdem, dennoch, sondern,
    außer, nur leider, wohingegen`,
  joiners: list`und, während, weil, da, dann, als, wenn, bis, nachdem, bevor, denn, sodass, also`,
  subjects: list`der, die, das, den, dem, mein, meine, meinen, meinem, unser, unsere, unseren,
    ihr, ihre, sein, seine, ich, wir, sie, er, es, man, alle, alles, jeder, jede, jedes,
    niemand, nichts, dieser, diese, dieses, dort, hier, da`,
};

export const opinions: Lexicon['opinions'] = {
  praise: list`gut, gute, guter, gutes, guten, gutem, sehr gut, super, klasse, prima, spitze, top,
    toll*, hervorragend*, ausgezeichnet*, exzellent*, großartig*, grossartig*, wunderbar*,
    wunderschön*, perfekt*, fantastisch*, phantastisch*, genial*, sensationell*, erstklassig*,
    einwandfrei*, bestens, beste, besten, bester, bestes, besser, empfehlenswert*,
    empfehle*, zu empfehlen, weiterempfehlen, weiterzuempfehlen, absolut empfehlenswert, zufrieden*,
    begeistert*, traumhaft*, himmlisch*, angenehm*, schön, schöne, schöner, schönes, schönen,
    klasse gemacht, nichts auszusetzen, nichts zu meckern, kein problem, keine probleme,
    unkompliziert*, problemlos*, reibungslos*, gelungen*, überzeugt, überzeugend*, liebe es,
    lieben es, glücklich*, froh, mega, spitzenmäßig*, vorbildlich*, tadellos*, makellos*,
    1a, sehr zu empfehlen, gerne wieder, immer wieder gerne, lieblings*, wow`,
  complaint: list`schlecht*, schrecklich*, furchtbar*, fürchterlich*, katastroph*, enttäusch*,
    miserabel*, mies*, grauenhaft*, grauenvoll*, grottig*, unmöglich*, inakzeptabel*,
    unzumutbar*, ärgerlich*, verärgert*, mangelhaft*, ungenügend*, unterirdisch*, lächerlich*,
    schade, eine zumutung, zumutung, naja, mittelmäßig*, durchschnittlich*, geht so, nie wieder,
    niemals wieder, chaotisch*, chaos, ein witz, frechheit, sauer, wütend*, unzufrieden*,
    ärgerte*, ärgern, nervig*, schwierig*, kompliziert*, umständlich*, verbesserungswürdig*,
    luft nach oben, ausbaufähig*, desaster, reinfall, abzuraten, finger weg, horror, albtraum*,
    alptraum*, nicht empfehlenswert`,
};
