/**
 * French words of the themes every business has, with the conventions of the English ones
 * (en/service-themes.ts): being served fast is `wait`, a wrong or forgotten order `staff`.
 * « frais » is fresh (freshness), so the price's fees are named in longer phrases.
 */
import type { ThemeWords } from '../lexicon';
import { fr } from './french-words';

export const wait: ThemeWords = {
  praise: fr`sans attente, pas d'attente, aucune attente, peu d'attente, rapide, rapides, rapidement,
    vite, efficace, efficaces, efficacité, ponctuel, ponctuelle, à l'heure, tout de suite,
    immédiatement, aussitôt, en quelques minutes, en _ minutes, dans les temps, sans délai,
    prêt à temps, prête à temps, en un rien de temps, servis rapidement, servi rapidement,
    pris en charge rapidement, en avance`,
  complaint: fr`attendu, attendre, attendons, attend, attends, patienter, patienté, fait attendre, faire attendre,
    une éternité, des heures, des plombes, trop long, trop longue, trop longtemps, longtemps, lent,
    lente, lents, lentes, lenteur, lenteurs, en retard, retard, retards, une heure de retard,
    demi-heure, toujours pas prêt, toujours pas prête, pendant _ minutes, plus de _ minutes,
    au moins _ minutes, une heure d'attente`,
  aspects: fr`attente, temps d'attente, délai, délais, file d'attente, file, queue, rapidité`,
  cues: { praise: fr`courte, court, minime, raisonnable`, complaint: fr`longue, long, interminable, énorme` },
};

export const staff: ThemeWords = {
  praise: fr`aimable, aimables, souriant, souriante, souriants, souriantes, accueillant, accueillante,
    accueillants, chaleureux, chaleureuse, chaleureusement, sympathique, sympathiques, gentil, gentille,
    gentils, gentilles, gentillesse, serviable, serviables, attentionné, attentionnée, attentionnés,
    attentif, attentive, poli, polie, polis, courtois, courtoise, professionnel, professionnelle,
    professionnels, professionnalisme, compétent, compétente, compétents, bienveillant, bienveillante,
    bienveillance, très patient, très patiente, patient avec, patiente avec, aux petits soins, avec le sourire, bien accueilli, bien accueillis,
    bien accueillie, accueil chaleureux, accueil au top, très bon accueil, bon accueil, super accueil,
    pris le temps, prend le temps, se sont bien occupés, s'est bien occupé, s'est bien occupée, motivant`,
  complaint: fr`impoli, impolie, malpoli, malpolie, grossier, grossière, irrespectueux, irrespectueuse,
    méprisant, méprisante, hautain, hautaine, arrogant, arrogante, condescendant, condescendante,
    mal accueilli, mal accueillis, mal accueillie, mauvais accueil, accueil glacial, accueil froid,
    ignorés, ignoré, ignorée, incompétent, incompétente, incompétents, débordé, débordés, débordée,
    sous-effectif, s'est trompé, se sont trompés, erreur dans la commande, commande erronée,
    oublié notre commande, oublié ma commande, au téléphone, sur son portable, aucune amabilité,
    désobligeant, désobligeante, agacé, agacée, pressés de nous voir partir`,
  aspects: fr`personnel, équipe, équipes, employé, employés, employée, employées, serveur, serveurs,
    serveuse, serveuses, vendeur, vendeuse, vendeuses, vendeurs, accueil, réception, réceptionniste,
    secrétaire, secrétaires, patron, patronne, gérant, gérante, propriétaire, propriétaires, dentiste,
    docteur, médecin, assistante, assistant, infirmière, infirmier, vétérinaire, véto, technicien,
    techniciens, mécanicien, mécaniciens, garagiste, coiffeur, coiffeuse, coiffeurs, barbier, coach,
    coachs, entraîneur, boulanger, boulangère, boulangers, chef, cuisinier, livreur, caissier,
    caissière, service, service client, staff, dame, monsieur, jeune homme, jeune femme, commande`,
  cues: {
    praise: fr`adorable, génial avec`,
    complaint: fr`froid, froide, sec, sèche, expéditif, expéditive`,
  },
  neutral: false,
};

export const cleanliness: ThemeWords = {
  praise: fr`propre, propres, très propre, étincelant, étincelante, immaculé, immaculée, bien tenu,
    bien tenue, bien entretenu, bien entretenue, désinfecté, désinfectée, hygiène irréprochable,
    rangé, rangée, impeccablement`,
  complaint: fr`sale, sales, saleté, saletés, crasseux, crasseuse, crasse, dégoûtant, dégoûtante,
    dégueulasse, dégueu, répugnant, répugnante, poussiéreux, poussiéreuse, poussière, taché, tachée,
    taches, collant, collante, puant, puante, pue, sent mauvais, mauvaise odeur, mauvaises odeurs,
    odeur de renfermé, cafard, cafards, blattes, souris, rats, mouches, insectes, cheveux partout,
    poubelle, poubelles, ordures, insalubre, mal entretenu, mal entretenue, manque d'hygiène`,
  aspects: fr`toilettes, wc, sanitaires, sol, sols, tables, vestiaire, vestiaires, douches, hygiène,
    propreté, salle de bain, salle de bains`,
  neutral: false,
};

export const price: ThemeWords = {
  praise: fr`abordable, abordables, bon marché, bon rapport qualité-prix, excellent rapport qualité-prix,
    très bon rapport qualité-prix, rapport qualité-prix imbattable, prix raisonnable, prix raisonnables,
    prix correct, prix corrects, prix honnête, prix honnêtes, prix juste, prix doux, prix attractif,
    prix attractifs, tarifs raisonnables, tarifs corrects, vaut le prix, vaut le coup, en vaut la peine,
    moins cher, moins chère, moins que le devis, économique, petit prix, petits prix`,
  complaint: fr`cher, chère, chers, chères, trop cher, hors de prix, exorbitant, exorbitants, excessif,
    excessifs, abusé, abusif, abusifs, surfacturé, surfacturation, facturé en trop, frais cachés,
    frais supplémentaires, frais de dossier, supplément, suppléments, plus cher que prévu,
    plus cher que le devis, le double du devis, une fortune, ruineux, prix exagéré, prix exagérés,
    prix élevé, prix élevés, tarifs élevés, facturé deux fois, payé deux fois`,
  aspects: fr`prix, tarif, tarifs, coût, coûts, facture, factures, addition, devis, montant, rapport qualité-prix,
    facturation, facturé, abonnement mensuel`,
  missing: 'praise',
  neutral: false,
  cues: {
    praise: fr`raisonnable, raisonnables, correct, corrects, bas, attractif, compétitif, compétitifs`,
    complaint: fr`élevé, élevés, élevée, élevées, exagéré, énorme`,
  },
};
