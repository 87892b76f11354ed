/**
 * French answers per theme. Every praise and complaint clause follows a lead ending in « que »
 * (french-phrasebook.ts), so each is a subjunctive clause (« que l’attente ait été si courte »)
 * and starts with a consonant sound: a vowel would need « qu’ » and the composer joins lead and
 * clause with a plain space. No clause makes « vous » the object of a past participle
 * (« vous ait accueilli(e) »): the reviewer's gender is unknown, so nothing would agree.
 * Theme names carry their article and are only placed after « pour », « sur » or « mentionné »,
 * never after « de » or « à », which would have to merge with it (« du », « au »). Next steps say
 * what the business does now without promising money back or admitting fault.
 */
import type { ThemeId } from '../../themes/theme-ids';
import type { ThemePhrases } from '../phrasebook';

export const THEME_PHRASES: Record<ThemeId, ThemePhrases> = {
  wait: {
    name: 'l’attente',
    praise: [
      'l’attente ait été si courte',
      'vous n’ayez presque pas attendu',
      'tout se soit enchaîné sans attente',
    ],
    complaint: [
      'vous ayez dû attendre si longtemps',
      'l’attente ait été plus longue qu’elle ne devrait l’être',
      'l’attente vous ait paru si longue',
    ],
    next: [
      'Nous revoyons notre organisation pour que chaque rendez-vous commence à l’heure.',
      'Nous examinons nos horaires pour que personne n’attende plus ainsi.',
      'Nous avons partagé votre remarque avec l’équipe pour que tout s’enchaîne plus vite.',
    ],
  },
  staff: {
    name: 'notre équipe',
    praise: [
      'notre équipe vous ait réservé un si bon accueil',
      'l’accueil de notre équipe vous ait plu',
      'notre équipe ait pris si bien soin de vous',
    ],
    complaint: [
      'vous n’ayez pas reçu l’accueil chaleureux que vous méritiez',
      'notre équipe n’ait pas fait preuve de la courtoisie que nous attendons',
      'notre équipe ait manqué de gentillesse envers vous',
    ],
    next: [
      'J’ai transmis votre message à l’équipe, et nous allons en parler ensemble.',
      'Nous revoyons ce point avec l’équipe pour que chaque client soit reçu avec gentillesse.',
      'Votre retour fait désormais partie de la formation de notre équipe.',
    ],
  },
  cleanliness: {
    name: 'la propreté',
    praise: [
      'vous ayez remarqué la propreté des lieux',
      'tout vous ait semblé impeccable',
      'vous ayez trouvé les lieux propres et bien rangés',
    ],
    complaint: [
      'les lieux n’aient pas été aussi propres qu’ils devraient l’être',
      'vous ayez trouvé des lieux mal rangés',
      'notre ménage n’ait pas été à la hauteur',
    ],
    next: [
      'Nous avons ajouté des contrôles de propreté tout au long de la journée.',
      'Dès aujourd’hui, notre équipe vérifie les lieux plus souvent.',
      'Nous avons revu notre routine de nettoyage avec l’équipe.',
    ],
  },
  price: {
    name: 'nos prix',
    praise: [
      'nos prix vous aient paru justes',
      'vous ayez trouvé un bon rapport qualité-prix',
      'le prix vous ait semblé correct',
    ],
    complaint: [
      'le coût n’ait pas été celui que vous attendiez',
      'nos prix vous aient paru injustes',
      'la facture ne corresponde pas à ce que vous attendiez',
    ],
    next: [
      'Nous serions heureux de reprendre le détail de la facture avec vous.',
      'Nous veillons à ce que nos prix soient clairement expliqués avant toute prestation.',
      'Nous revoyons la façon dont nous présentons nos prix dès le départ.',
    ],
  },
  quality: {
    name: 'la qualité',
    praise: [
      'le résultat vous ait plu',
      'la qualité ait été à la hauteur de vos attentes',
      'vous ayez apprécié le résultat',
    ],
    complaint: [
      'le résultat n’ait pas été à la hauteur de nos exigences',
      'la qualité n’ait pas été au rendez-vous',
      'le travail n’ait pas été à la hauteur cette fois',
    ],
    next: [
      'Nous avons transmis vos remarques pour faire mieux la prochaine fois.',
      'Nous revoyons ce point avec l’équipe pour rester au niveau que nous visons.',
      'Vos remarques sont entre les mains de l’équipe, qui examine ce qui n’a pas fonctionné.',
    ],
  },
  booking: {
    name: 'la réservation',
    praise: [
      'la réservation ait été simple pour vous',
      'vous ayez pu obtenir une place facilement',
      'prendre rendez-vous ait été facile',
    ],
    complaint: [
      'la réservation ait été si compliquée',
      'les créneaux proposés ne vous aient pas convenu',
      'votre rendez-vous n’ait pas été bien géré',
    ],
    next: [
      'Nous examinons la façon dont nous gérons les rendez-vous.',
      'Nous ouvrons davantage de créneaux et revoyons la gestion des réservations.',
      'Nous avons partagé ce point avec l’accueil pour que les réservations se passent bien.',
    ],
  },
  communication: {
    name: 'nos échanges',
    praise: [
      'tout vous ait été clairement expliqué',
      'nos explications aient été claires pour vous',
      'nos échanges se soient si bien passés',
    ],
    complaint: [
      'vous n’ayez pas eu de nouvelles de notre part',
      'les choses ne vous aient pas été expliquées clairement',
      'nos explications aient manqué de clarté',
    ],
    next: [
      'Nous veillons désormais à ce que chaque appel et chaque message reçoive une réponse.',
      'Nous améliorons la façon dont nous tenons nos clients informés.',
      'Nous avons rappelé à l’équipe d’expliquer chaque étape et de rappeler les clients.',
    ],
  },
  parking: {
    name: 'le stationnement',
    praise: [
      'venir et vous garer ait été facile',
      'vous nous ayez trouvés facilement',
      'le stationnement n’ait posé aucun problème',
    ],
    complaint: [
      'le stationnement et l’accès aient été si compliqués',
      'nous trouver ait été si difficile',
      'le stationnement ait posé problème lors de votre visite',
    ],
    next: [
      'Nous ajoutons à notre fiche un itinéraire plus clair et des informations de stationnement.',
      'Nous étudions comment mieux informer nos visiteurs sur le stationnement.',
      'Nous allons joindre des conseils de stationnement à chaque réservation.',
    ],
  },
  comfort: {
    name: 'votre confort',
    praise: [
      'votre visite se soit déroulée en douceur',
      'les soins aient été doux et sans douleur',
      'vous ayez passé un moment agréable et serein',
    ],
    complaint: [
      'votre visite ait été inconfortable',
      'vous ayez ressenti une gêne',
      'les soins ne vous aient pas paru assez doux',
    ],
    next: [
      'Nous avons partagé ce point avec l’équipe pour que chaque visite soit aussi douce que possible.',
      'Nous revoyons la façon dont nous assurons le confort de chaque visite.',
      'Votre confort compte pour nous, et l’équipe revient sur ce qui s’est passé.',
    ],
  },
  honesty: {
    name: 'notre transparence',
    praise: [
      'vous ayez senti que vous pouviez nous faire confiance',
      'notre franchise vous ait plu',
      'nos conseils vous aient paru honnêtes et clairs',
    ],
    complaint: [
      'nos recommandations n’aient pas été claires pour vous',
      'nos conseils ne vous aient pas semblé francs',
      'vous ayez eu des doutes sur ce que nous recommandions',
    ],
    next: [
      'Nous tenons à expliquer chaque recommandation avant toute intervention, et nous revoyons ce point.',
      'Nous serions heureux de reprendre chaque recommandation avec vous.',
      'Nous veillons à ce que rien ne soit fait sans avoir été expliqué et accepté.',
    ],
  },
  repair: {
    name: 'la réparation',
    praise: [
      'le problème ait été trouvé et réglé',
      'la réparation ait fait ses preuves',
      'tout fonctionne bien de nouveau',
    ],
    complaint: [
      'le problème n’ait pas été résolu',
      'la réparation n’ait pas tenu',
      'la réparation n’ait pas fonctionné comme prévu',
    ],
    next: [
      'N’hésitez pas à nous ramener le véhicule pour que nous y jetions un nouveau coup d’œil.',
      'Nous aimerions examiner de nouveau votre véhicule pour voir ce qui nous a échappé.',
      'Nos techniciens revoient l’intervention faite sur votre véhicule.',
    ],
  },
  atmosphere: {
    name: 'l’ambiance',
    praise: [
      'notre ambiance vous ait plu',
      'le lieu vous ait paru chaleureux et accueillant',
      'vous ayez aimé passer du temps chez nous',
    ],
    complaint: [
      'le lieu n’ait pas été confortable',
      'notre ambiance ne vous ait pas plu',
      'la salle ait été trop bruyante et trop pleine',
    ],
    next: [
      'Nous cherchons des moyens de rendre le lieu plus confortable.',
      'Nous revoyons la disposition des places et le bruit dans la salle.',
      'Nous avons pris note de vos remarques sur les lieux.',
    ],
  },
  portion: {
    name: 'nos portions',
    praise: [
      'vous ayez trouvé les portions généreuses',
      'personne ne soit reparti le ventre vide',
      'nos portions aient été à votre goût',
    ],
    complaint: [
      'les portions vous aient paru petites',
      'la portion ne vous ait pas semblé suffisante',
      'nos portions n’aient pas été à la hauteur',
    ],
    next: [
      'Nous avons transmis votre remarque à notre cuisine.',
      'Nous revoyons la taille de nos portions.',
      'L’équipe de cuisine examine nos portions.',
    ],
  },
  delivery: {
    name: 'la livraison',
    praise: [
      'la livraison soit arrivée à l’heure',
      'votre commande vous soit parvenue rapidement',
      'la livraison se soit bien passée',
    ],
    complaint: [
      'la livraison n’ait pas été à la hauteur',
      'votre commande soit arrivée en retard',
      'la livraison ne soit pas arrivée comme prévu',
    ],
    next: [
      'Nous revoyons nos délais de livraison avec les livreurs.',
      'Nous examinons la façon dont nous organisons les livraisons.',
      'Nous avons signalé ce point à notre équipe de livraison.',
    ],
  },
  freshness: {
    name: 'la fraîcheur',
    praise: [
      'tout vous ait paru si frais',
      'vous ayez apprécié nos produits tout juste sortis du four',
      'vous ayez remarqué la fraîcheur de nos produits',
    ],
    complaint: [
      'nos produits n’aient pas été aussi frais qu’ils devraient l’être',
      'le goût ait manqué de fraîcheur',
      'la fraîcheur n’ait pas été au rendez-vous',
    ],
    next: [
      'Nous avons signalé ce point à nos boulangers.',
      'Nous vérifions combien de temps les produits restent en vitrine.',
      'Nous revoyons nos contrôles de fraîcheur.',
    ],
  },
  equipment: {
    name: 'nos équipements',
    praise: [
      'nos équipements vous conviennent bien',
      'vous appréciiez nos équipements',
      'vous ayez trouvé tout ce qu’il vous fallait',
    ],
    complaint: [
      'les équipements n’aient pas été en état de marche',
      'des machines aient été hors service',
      'nos équipements vous aient fait défaut',
    ],
    next: [
      'Nous avons signalé les équipements à réparer.',
      'Notre équipe vérifie chaque machine.',
      'Nous accélérons nos réparations.',
    ],
  },
  membership: {
    name: 'votre abonnement',
    praise: [
      'votre abonnement soit simple à gérer',
      'la gestion de votre abonnement ait été facile',
      'la formule d’abonnement vous convienne',
    ],
    complaint: [
      'la gestion de votre abonnement ait été si compliquée',
      'votre abonnement n’ait pas été bien géré',
      'la résiliation n’ait pas été simple',
    ],
    next: [
      'L’accueil peut régler directement la question de votre abonnement.',
      'Nous simplifions les modifications d’abonnement.',
      'Nous revoyons la façon dont les demandes d’abonnement sont traitées.',
    ],
  },
};
