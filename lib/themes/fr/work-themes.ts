/**
 * French words of the quality of what a business makes or does, of getting an appointment, of
 * being told and listened to, and of getting there (the conventions of en/work-themes.ts).
 */
import type { ThemeWords } from '../lexicon';
import { fr } from './french-words';

export const quality: ThemeWords = {
  praise: fr`délicieux, délicieuse, délicieuses, savoureux, savoureuse, succulent, succulente, goûteux,
    goûteuse, bien cuit, bien cuite, cuisson parfaite, de qualité, bonne qualité, haute qualité,
    travail de qualité, travail soigné, minutieux, minutieuse, soigneux, soigneuse, précis, précise,
    talentueux, talentueuse, doué, douée, régulier, ce que je voulais, ce que j'avais demandé,
    exactement ce que, résultat parfait, résultat superbe, bon travail, beau travail, excellent travail,
    travail impeccable, croustillant, croustillante, croustillants, croustillantes, moelleux, moelleuse,
    moelleuses, fondant, fondante, fondants, fondantes, feuilleté,
    bien assaisonné, une tuerie, à tomber, cicatrise bien, bien cicatrisé, s'est bien remis, tient bien,
    a tenu`,
  complaint: fr`fade, fades, insipide, sans goût, brûlé, brûlée, cramé, cramée, pas assez cuit,
    trop cuit, trop cuite, pâteux, pâteuse, amer, amère, trop salé, trop salée, tiède,
    immangeable, bâclé, bâclée, travail bâclé, raté, ratée, irrégulier, inégal, rien à voir avec la photo,
    pas ce que j'avais demandé, négligé, négligée, abîmé, abîmée, trop court, trop courte, mal coupé,
    mal coupés, a tourné, caoutchouteux, détrempé, gâché`,
  aspects: fr`nourriture, cuisine, repas, plat, plats, café, cafés, expresso, cappuccino, latte, thé,
    boisson, boissons, pizza, pizzas, pâte, part, parts, pâtes, sauce, salade, dessert, desserts,
    pâtisserie, pâtisseries, viennoiserie, viennoiseries, croissant, croissants, pain, pains, baguette,
    baguettes, gâteau, gâteaux, cookie, cookies, muffin, tarte, tartes, sandwich, sandwichs,
    petit-déjeuner, déjeuner, dîner, burger, menu, carte, produit, produits, travail, résultat,
    résultats, coupe, couleur, coloration, balayage, mèches, brushing, soin, soins, détartrage,
    plombage, couronne, blanchiment, consultation, traitement, cours, séance, séances, qualité, bière,
    bières, vin, goût, saveur, saveurs, opération, prestation, prestations`,
  cues: {
    praise: fr`chaud, chaude, tendre`,
    complaint: fr`froid, froide, sec, sèche, gras, grasse, dur, dure`,
  },
  neutral: false,
};

export const booking: ThemeWords = {
  praise: fr`pris en urgence, reçu en urgence, reçue en urgence, le jour même, rendez-vous rapidement,
    rendez-vous facilement, rendez-vous le lendemain, sans rendez-vous, ouvert tard, ouvert le dimanche,
    ouvert le samedi, facile de réserver, réservation facile, réservé en ligne, réservation en ligne,
    au dernier moment, dernière minute, des créneaux disponibles, trouvé un créneau`,
  complaint: fr`complet, complète, toujours complet, annulé mon rendez-vous, annulé notre rendez-vous,
    rendez-vous annulé, reporté, décalé, perdu ma réservation, perdu notre réservation,
    aucune trace de ma réservation, aucune trace de notre réservation, refoulés, refoulé, refoulée,
    fermé plus tôt, fermé avant l'heure, liste d'attente, des semaines pour avoir, des mois pour avoir,
    donné notre table, donné ma place, surbooking`,
  aspects: fr`rendez-vous, réservation, réservations, créneau, créneaux, disponibilité, disponibilités,
    horaires, planning, agenda, prise de rendez-vous, site internet, application, appli`,
  cues: { praise: fr`flexible, flexibles, disponible, disponibles`, complaint: fr`plein, pleine` },
};

export const communication: ThemeWords = {
  praise: fr`expliqué, expliquée, expliqués, explique, expliquer, tout expliqué, explication claire, explications claires,
    bien expliqué, tenu informé, tenue informée, tenus informés, tenu au courant, tenue au courant,
    tenus au courant, rappelé, rappelée, rappelés, m'a rappelé, nous a rappelés, à l'écoute, écouté,
    écoutée, écoute, a répondu, ont répondu, répondu à toutes mes questions, répond, réactif, réactive,
    réactivité, pris des nouvelles, envoyé des photos, bonne communication, communication claire,
    confirmation, rappel, pédagogue, de bons conseils, bons conseils`,
  complaint: fr`injoignable, injoignables, personne ne répond, personne ne décroche, jamais rappelé,
    jamais rappelée, aucune nouvelle, sans nouvelles, pas de nouvelles, raccroché, malentendu,
    laissé un message, laissé plusieurs messages, laissé des messages, toujours en attente d'un appel,
    on ne m'a rien dit, on ne nous a rien dit, personne ne m'a prévenu, sans prévenir, sans nous prévenir,
    sans me prévenir, aucune explication, sans explication, dans le flou, mal informé, mal informés`,
  aspects: fr`appel, appels, téléphone, mail, mails, e-mail, email, message, messages, sms, nouvelles,
    explication, explications, communication, réponse, répondeur`,
  cues: { praise: fr`clair, claire, claires`, complaint: fr`flou, floue, vague` },
  neutral: false,
};

export const parking: ThemeWords = {
  praise: fr`parking gratuit, facile de se garer, facile à trouver, facile d'accès, facilement accessible,
    bien situé, bien située, idéalement situé, idéalement située, emplacement idéal, bien placé,
    accessible, accessible en fauteuil, parking à proximité, stationnement facile, grand parking`,
  complaint: fr`impossible de se garer, difficile de se garer, nulle part où se garer, pas de place pour se garer,
    difficile à trouver, difficile d'accès, pas d'ascenseur, amende, fourrière, tourné pendant,
    parking payant, parking trop petit`,
  aspects: fr`parking, stationnement, se garer, garer, places de parking, place de parking, accès,
    accessibilité, rampe, ascenseur, itinéraire`,
  cues: { praise: fr`gratuit, grand`, complaint: fr`payant, petit, étroit` },
};
