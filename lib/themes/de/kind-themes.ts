/**
 * German words of the themes particular kinds of business raise (theme-ids.ts › KIND_THEMES):
 * comfort at a dentist's, vet's or salon; honesty and the repair itself at a garage; the room,
 * the portions, the delivery and the freshness where food is sold; a gym's equipment and
 * membership.
 */
import { list, type ThemeWords } from '../lexicon';

export const comfort: ThemeWords = {
  praise: list`schmerzfrei*, schmerzlos*, ohne schmerzen, sanft*, behutsam*, vorsichtig*, schonend*,
    nichts gespürt, nichts gemerkt, kaum gespürt, kaum etwas gespürt, keine schmerzen,
    gut aufgehoben, wohl gefühlt, wohlgefühlt, sehr wohl, beruhigend*, entspannt*, die angst genommen,
    angst genommen, ruhe ausgestrahlt, in guten händen`,
  complaint: list`schmerzen, schmerzhaft*, weh getan, wehgetan, tat weh, tut weh, grob behandelt,
    unsanft*, ruppig*, unangenehm*, geblutet, blutete, zu heiß, kopfhaut verbrannt, an den haaren gezogen,
    gezerrt, traumatisiert*, panik, verängstigt*`,
  aspects: list`betäubung*, spritze*, narkose*, behandlungsstuhl, wohlbefinden, komfort`,
  cues: { praise: list`ruhig*, bequem*`, complaint: list`kalt wie, eiskalt*` },
};

export const honesty: ThemeWords = {
  praise: list`ehrlich*, vertrauenswürdig*, vertrauen, vertraue, transparent*, offen und ehrlich,
    keine unnötigen, nichts aufgeschwatzt, nichts verkauft, kein druck, ohne druck,
    keine überraschungen, seriös*, fair beraten, gezeigt was, abgeraten`,
  complaint: list`unehrlich*, unseriös*, aufgeschwatzt*, andrehen, angedreht, aufdrängen, aufgedrängt,
    unter druck gesetzt, druck gemacht, betrug*, betrüger*, betrogen, gelogen, lügen, lügner*,
    unnötig*, nicht nötig, ohne rücksprache, ohne nachzufragen, ohne zu fragen, ohne erlaubnis,
    ohne freigabe, nicht abgesprochen, nicht vereinbart, zwielichtig*, dubios*, abzock*`,
  aspects: list`ehrlichkeit, vertrauen in, empfehlung*`,
};

export const repair: ThemeWords = {
  praise: list`repariert, behoben, gefunden und behoben, problem gefunden, fehler gefunden,
    ursache gefunden, diagnostiziert, läuft wieder, läuft einwandfrei, fährt wieder, fährt wie neu,
    wie neu, problem gelöst, gelöst, funktioniert wieder, wieder in ordnung, wieder fit`,
  complaint: list`immer noch kaputt, immer noch defekt, funktioniert immer noch nicht, wieder kaputt,
    gleiche problem, gleiches problem, dasselbe problem, derselbe fehler, fehler ist wieder da,
    problem ist wieder da, falsche diagnose, fehldiagnose, leuchtet wieder, quietsch*, klapper*,
    ratter*, immer noch undicht, tropft immer noch, nicht behoben, nicht repariert`,
  aspects: list`reparatur, reparaturen, diagnose, motor, bremsen, getriebe, ölwechsel, inspektion,
    reifen, reifenwechsel, batterie, klimaanlage, tüv, hauptuntersuchung, auspuff, werkstatt*`,
  neutral: false,
};

export const atmosphere: ThemeWords = {
  praise: list`gemütlich*, einladend*, charmant eingerichtet, liebevoll eingerichtet, schön eingerichtet,
    stilvoll*, entspannte atmosphäre, angenehme atmosphäre, tolle atmosphäre, schönes ambiente,
    tolles ambiente, wohlfühlatmosphäre, ruhig gelegen, genug sitzplätze, viel platz, geräumig*,
    schnelles wlan, gute musik, zum arbeiten, zum wohlfühlen, urig*, hell und freundlich`,
  complaint: list`laut*, zu laut, lärm*, beengt*, eng und, überfüllt*, voll gestopft, vollgestopft,
    keine sitzplätze, kaum sitzplätze, kein platz, kein sitzplatz, ungemütlich*, trist*, düster*, stickig*,
    zu dunkel, zu kalt drinnen, eiskalt drinnen, dröhnend*, ohrenbetäubend*`,
  aspects: list`atmosphäre, ambiente, stimmung, einrichtung, musik, wlan, wifi, sitzplätze, sitzplatz,
    räume, raum, terrasse, beleuchtung, stühle, sofa, sofas, aussicht, wartezimmer, wartebereich,
    gastraum, dekoration, deko, lautstärke`,
  neutral: false,
  cues: { praise: list`hell, entspannt, ruhig`, complaint: list`dunkel, kühl drinnen` },
};

export const portion: ThemeWords = {
  praise: list`riesig*, großzügig*, reichlich portion*, große portion*, ordentliche portion*,
    satt geworden, richtig satt, mehr als genug, gut belegt, reichlich belegt, üppig*, sättigend*`,
  complaint: list`kleine portion*, winzige portion*, mickrig*, knauserig*, geizig*, nicht satt,
    hungrig gegangen, immer noch hungrig, noch hungrig, kaum belegt, spärlich*, dürftig*`,
  aspects: list`portion, portionen, portionsgröße*, menge, belag, beläge`,
  cues: { praise: list`groß, große, großen, ordentlich`, complaint: list`zu klein, zu wenig` },
};

export const delivery: ThemeWords = {
  praise: list`schnell geliefert, schnelle lieferung, pünktlich geliefert, pünktliche lieferung,
    früher geliefert, früher als angekündigt, heiß geliefert, heiß angekommen, warm angekommen,
    lieferung war schnell, schnell da, rasch geliefert`,
  complaint: list`kalt geliefert, kalt angekommen, kam kalt an, zu spät geliefert, spät geliefert,
    verspätete lieferung, lieferung kam zu spät, nie angekommen, nie geliefert, nicht geliefert,
    falsche adresse, falsche tür, falsches haus, lieferung vergessen`,
  aspects: list`lieferung, lieferungen, lieferzeit*, lieferdienst*, zustellung, zum mitnehmen, abholung`,
};

export const freshness: ThemeWords = {
  praise: list`frisch, frische, frischer, frisches, frischen, ofenfrisch*, frisch gebacken,
    täglich frisch, jeden morgen frisch, selbst gebacken, selbstgebacken*, hausgemacht*,
    selbst gemacht, selbstgemacht*, noch warm, warm aus dem ofen, direkt aus dem ofen,
    frische zutaten, aus eigener herstellung`,
  complaint: list`altbacken*, vom vortag, von gestern, schimmelte, verschimmelt*, steinhart*,
    hart wie stein, ausgetrocknet*, tiefgekühlt, aufgetaut, aufgebacken, aus der mikrowelle,
    aufgewärmt, abgestanden*, nicht mehr frisch, alt schmeckte, lag schon lange`,
  aspects: list`frischegrad`,
};

export const equipment: ThemeWords = {
  praise: list`gut gewartet, neue geräte, moderne geräte, genug geräte, viele geräte, top geräte,
    top ausgestattet, gut ausgestattet, bestens ausgestattet`,
  complaint: list`außer betrieb, defekt*, kaputt*, kaputte geräte, defekte geräte, veraltet*,
    abgenutzt*, ausgeleiert*, schlecht gewartet, schlecht ausgestattet`,
  aspects: list`geräte, gerät, ausstattung, hanteln, laufband, laufbänder, fahrräder, ergometer,
    rack, racks, bänke, cardio*, spinde, spind, maschinen, maschine`,
  cues: { praise: list`neu, neue, neuen, modern, moderne, modernen`, complaint: list`alt, alte, alten` },
  neutral: false,
};

export const membership: ThemeWords = {
  praise: list`einfach zu kündigen, problemlos gekündigt, ohne vertrag, ohne vertragsbindung,
    keine vertragsbindung, flexibler vertrag, flexible mitgliedschaft, monatlich kündbar,
    pausieren lassen, mitgliedschaft pausiert`,
  complaint: list`schwer zu kündigen, kündigung unmöglich, kündigung ignoriert, versucht zu kündigen,
    kündigen wollte, lange vertragsbindung, in den vertrag gedrängt, weiter abgebucht,
    trotz kündigung abgebucht, automatisch verlängert, stillschweigend verlängert,
    kündigungsgebühr*`,
  aspects: list`mitgliedschaft*, vertrag, verträge, kündigung, kündigen, anmeldung, vertragslaufzeit*,
    abo, abonnement`,
  neutral: false,
};
