/**
 * French words of the themes particular kinds of business raise (theme-ids.ts › KIND_THEMES), as
 * en/kind-themes.ts has them: comfort at a dentist's, vet's or salon; honesty and the repair at a
 * garage; the room, the portions, the delivery and the freshness where food is sold; a gym's
 * equipment and membership.
 */
import type { ThemeWords } from '../lexicon';
import { fr } from './french-words';

export const comfort: ThemeWords = {
  praise: fr`sans douleur, indolore, en douceur, tout en douceur, doux, douce, délicat, délicate,
    délicatesse, à l'aise, mis à l'aise, mise à l'aise, rassurant, rassurante, rassuré, rassurée,
    apaisant, apaisante, rien senti, rien ressenti, pas eu mal, aucune douleur, m'a détendu, m'a détendue`,
  complaint: fr`douleur, douloureux, douloureuse, mal, fait mal, m'a fait mal, a eu mal, brutal, brutale,
    brusque, inconfortable, inconfort, saigné, saignement, traumatisé, traumatisée, brûlé le cuir chevelu,
    tiré les cheveux, eau trop chaude, eau froide`,
  aspects: fr`confort, anesthésie, piqûre, injection, fauteuil, intervention, soin dentaire`,
  cues: { praise: fr`confortable, confortables`, complaint: fr`rude` },
};

export const honesty: ThemeWords = {
  praise: fr`honnête, honnêtes, de confiance, digne de confiance, confiance, transparent,
    transparente, transparents, transparence, franc, franche, sans pression, pas de mauvaise surprise,
    aucune mauvaise surprise, intègre, m'a dit que ce n'était pas nécessaire, pas nécessaire de`,
  complaint: fr`malhonnête, malhonnêtes, arnaque, arnaqué, arnaquée, arnaqueurs, escroc, escrocs, escroquerie,
    menti, mensonge, mensonges, louche, pression, forcé la main, pousse à la consommation, vendre à tout prix,
    inutile de faire, travaux inutiles, sans mon accord, sans notre accord, sans me demander,
    sans nous demander, sans autorisation, jamais accepté, jamais validé, pas demandé`,
  aspects: fr`honnêteté, conseils, recommandations, devis détaillé`,
};

export const repair: ThemeWords = {
  praise: fr`réparé, réparée, réparés, réparée rapidement, trouvé la panne, trouvé le problème,
    diagnostic rapide, diagnostic précis, problème résolu, résolu, roule parfaitement, roule comme neuve,
    fonctionne parfaitement, remis en état, comme neuve, comme neuf, dépanné, dépannée`,
  complaint: fr`toujours en panne, toujours pas réparé, toujours pas réparée, ne fonctionne toujours pas,
    le problème est revenu, même problème, même panne, panne revenue, mauvais diagnostic, erreur de diagnostic,
    voyant toujours allumé, toujours le même bruit, bruit revenu, fuit toujours, grince toujours,
    grincement, claquement, cliquetis`,
  aspects: fr`réparation, réparations, diagnostic, moteur, freins, plaquettes, boîte de vitesses, vidange,
    parallélisme, pneus, climatisation, batterie, contrôle technique, révision, carrosserie, embrayage`,
  neutral: false,
};

export const atmosphere: ThemeWords = {
  praise: fr`cosy, cocooning, chaleureux cadre, cadre agréable, joli cadre, beau cadre, cadre magnifique,
    ambiance chaleureuse, ambiance agréable, bonne ambiance, super ambiance, ambiance sympa, paisible,
    reposant, reposante, charmant, charmante, plein de charme, bonne musique, wifi rapide, bien décoré,
    jolie déco, belle déco, spacieux, spacieuse, lumineux, lumineuse, calme, ça sent bon, sent bon,
    bonne odeur, odeur de pain, odeur de croissant, où s'asseoir, endroit pour travailler`,
  complaint: fr`bruyant, bruyante, bruyants, bruit, trop de bruit, assourdissant, bondé, bondée, plein à craquer,
    exigu, exiguë, entassés, serrés, pas de place assise, aucune place assise, nulle part où s'asseoir,
    glacial, sombre, déprimant, déprimante, musique trop forte, étouffant, étouffante, mal aéré`,
  aspects: fr`ambiance, atmosphère, cadre, décor, déco, décoration, musique, wifi, salle, places assises,
    terrasse, éclairage, chaises, fauteuils, canapés, banquettes, vue, salle d'attente, lieu, endroit`,
  neutral: false,
  cues: { praise: fr`détendu, détendue`, complaint: fr`froid, froide` },
};

export const portion: ThemeWords = {
  praise: fr`copieux, copieuse, copieuses, copieusement, généreux, généreuse, généreuses, généreusement,
    bien garni, bien garnie, bien garnies, grosses portions, grosse portion, grandes portions,
    grande portion, portions généreuses, portion généreuse, bien servi, bien servis, bien rempli,
    rassasié, rassasiés, plus qu'assez`,
  complaint: fr`portion minuscule, portions minuscules, petites portions, petite portion, pas assez,
    resté sur notre faim, resté sur ma faim, restés sur notre faim, encore faim, radin, radins, chiche,
    peu garni, peu garnie, pas assez garni, pas assez garnie`,
  aspects: fr`portion, portions, quantité, quantités, garniture, garnitures`,
  cues: {
    praise: fr`grosse, grosses, grande, grandes`,
    complaint: fr`minuscule, minuscules, petite, petites, trop petite`,
  },
};

export const delivery: ThemeWords = {
  praise: fr`livraison rapide, livré rapidement, livrée rapidement, livré à l'heure, livrée à l'heure,
    arrivé à l'heure, arrivée à l'heure, arrivée chaude, arrivé chaud, livrée chaude, livré chaud,
    livré en avance, livrée en avance`,
  complaint: fr`arrivée froide, arrivé froid, livrée froide, livré froid, livré en retard, livrée en retard,
    livraison en retard, jamais arrivé, jamais arrivée, jamais livré, jamais livrée, mauvaise adresse,
    livreur perdu, livraison oubliée`,
  aspects: fr`livraison, livraisons, délai de livraison, à emporter, commande en ligne`,
};

export const freshness: ThemeWords = {
  praise: fr`frais, fraîche, fraîches, fraîchement, fraîcheur, tout frais, tout chaud, tout chauds, encore chaud,
    encore chaude, encore chauds, encore chaudes, encore tiède, sortant du four, sorti du four, sortie du four, tout juste sorti du four,
    fait maison, faits maison, faite maison, maison, fait sur place, produits frais, ingrédients frais,
    cuit sur place, du jour`,
  complaint: fr`rassis, rassise, de la veille, moisi, moisie, dur comme de la pierre, desséché, desséchée,
    surgelé, surgelés, décongelé, décongelée, réchauffé, réchauffée, au micro-ondes, industriel,
    industriels, pas frais, pas fraîche, périmé, périmée`,
  aspects: fr`fraîcheur des produits`,
};

export const equipment: ThemeWords = {
  praise: fr`bien entretenues, machines neuves, matériel neuf, matériel récent, matériel moderne,
    équipements modernes, beaucoup de matériel, bien équipé, bien équipée`,
  complaint: fr`hors service, en panne, machines en panne, matériel cassé, machines cassées, vétuste,
    vétustes, usé, usés, usées, en mauvais état, matériel vieillissant`,
  aspects: fr`matériel, équipement, équipements, machine, machines, poids, haltères, tapis de course, tapis,
    vélos, vélo, rameur, bancs, cardio, casiers, appareils`,
  cues: {
    praise: fr`neuf, neuves, neufs, moderne, modernes, récent, récents`,
    complaint: fr`cassé, cassée, cassées, vieux, vieilles, ancien`,
  },
  neutral: false,
};

export const membership: ThemeWords = {
  praise: fr`facile à résilier, résiliation facile, sans engagement, sans contrat, abonnement flexible,
    suspendu mon abonnement, mis en pause mon abonnement, a gelé mon abonnement`,
  complaint: fr`impossible de résilier, difficile de résilier, impossible de se désabonner,
    essayé de résilier, essaie de résilier, toujours prélevé, continué à prélever, prélevé après,
    prélèvements continuent, renouvelé automatiquement, reconduction automatique, frais de résiliation,
    engagement de douze mois, piégé`,
  aspects: fr`abonnement, abonnements, contrat, inscription, résiliation, résilier, engagement, adhésion`,
  neutral: false,
};
