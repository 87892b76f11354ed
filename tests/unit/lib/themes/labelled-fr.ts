/**
 * French review sentences for the French lexicon, labelled by hand as labelled-a.ts says (a
 * theme and a sign: `+` praise, `-` complaint, `=` mentioned without a verdict). Written after
 * the lexicon; the lexicon was then tuned against LABELLED_FR only. LABELLED_FR_HELD_OUT was
 * written at the same time and never tuned against.
 */
import type { LabelledSentence } from './labelled-a';

export const LABELLED_FR: readonly LabelledSentence[] = [
  // Dentiste
  ['dental', 'Le docteur Martin a été très doux, je n’ai rien senti.', 'comfort+'],
  ['dental', 'J’ai attendu presque une heure après l’heure de mon rendez-vous.', 'wait-'],
  ['dental', 'L’assistante était brusque et ça m’a fait mal tout le long.', 'comfort- staff-'],
  ['dental', 'Ils m’ont pris en urgence le jour même pour ma dent cassée.', 'booking+'],
  ['dental', 'Le secrétariat ne m’a jamais rappelé au sujet de ma mutuelle.', 'communication-'],
  ['dental', 'La facture était bien plus chère que le devis.', 'price-'],
  ['dental', 'Cabinet très propre et équipe adorable.', 'cleanliness+ staff+'],
  ['dental', 'Impossible de se garer autour du cabinet.', 'parking-'],
  ['dental', 'Merci pour tout, à bientôt.', ''],
  // Café
  ['cafe', 'Le café est délicieux et les croissants sont encore chauds le matin.', 'quality+ freshness+'],
  ['cafe', 'La serveuse était désagréable et nous a ignorés.', 'staff-'],
  ['cafe', 'Ambiance très agréable, on peut y travailler au calme.', 'atmosphere+'],
  ['cafe', 'Beaucoup trop bruyant le samedi, impossible de discuter.', 'atmosphere-'],
  ['cafe', 'Les prix sont raisonnables pour le quartier.', 'price+'],
  ['cafe', 'Les toilettes étaient sales.', 'cleanliness-'],
  ['cafe', 'Nous sommes venus un dimanche avec des amis.', ''],
  // Garage
  ['auto', 'Le garagiste a trouvé la panne rapidement et la voiture roule parfaitement.', 'repair+ wait+'],
  ['auto', 'Ils ont fait des travaux inutiles sans mon accord.', 'honesty-'],
  ['auto', 'Le problème est revenu deux jours après la réparation.', 'repair-'],
  ['auto', 'Très honnêtes, ils m’ont expliqué chaque étape.', 'honesty+ communication+'],
  ['auto', 'La voiture devait être prête à midi et elle n’était toujours pas prête le soir.', 'wait-'],
  ['auto', 'Aucune nouvelle pendant trois jours, j’ai dû appeler moi-même.', 'communication-'],
  ['auto', 'Tarifs corrects et travail soigné.', 'price+ quality+'],
  ['auto', 'J’ai déposé ma voiture lundi matin.', ''],
  // Salon
  [
    'salon',
    'La coiffeuse a été à l’écoute et la coupe est exactement ce que je voulais.',
    'communication+ quality+',
  ],
  ['salon', 'Couleur ratée, rien à voir avec la photo.', 'quality-'],
  ['salon', 'Le shampoing était avec de l’eau froide, pas très agréable.', 'comfort-'],
  ['salon', 'Rendez-vous annulé la veille sans explication.', 'booking- communication-'],
  ['salon', 'Salon lumineux et décoration très réussie.', 'atmosphere+'],
  // Vétérinaire
  ['vet', 'La vétérinaire a été très douce avec notre chat.', 'comfort+'],
  ['vet', 'Consultation beaucoup trop chère pour cinq minutes.', 'price-'],
  ['vet', 'Ils ont pris le temps de tout nous expliquer.', 'staff+ communication+'],
  ['vet', 'Salle d’attente bondée et une heure d’attente.', 'atmosphere- wait-'],
  ['vet', 'Nous avons adopté Caramel il y a deux ans.', ''],
  // Boulangerie
  ['bakery', 'Le pain était rassis dès le matin.', 'freshness-'],
  ['bakery', 'Viennoiseries fraîches et croustillantes, un régal.', 'freshness+ quality+'],
  ['bakery', 'La boulangère est toujours souriante.', 'staff+'],
  ['bakery', 'Les gâteaux sont chers mais délicieux.', 'price- quality+'],
  ['bakery', 'File d’attente interminable le dimanche.', 'wait-'],
  // Salle de sport
  ['fitness', 'Beaucoup de machines en panne depuis des semaines.', 'equipment-'],
  ['fitness', 'Impossible de résilier mon abonnement, ils continuent à prélever.', 'membership-'],
  ['fitness', 'Matériel récent et vestiaires propres.', 'equipment+ cleanliness+'],
  ['fitness', 'Les coachs sont motivants et très professionnels.', 'staff+'],
  ['fitness', 'Sans engagement, c’est vraiment pratique.', 'membership+'],
  // Pizzeria
  ['pizzeria', 'La pizza est arrivée froide avec quarante minutes de retard.', 'delivery- wait-'],
  ['pizzeria', 'Pizzas copieuses et pâte délicieuse.', 'portion+ quality+'],
  ['pizzeria', 'Petites portions pour le prix.', 'portion- price-'],
  ['pizzeria', 'Livraison rapide et livreur très aimable.', 'delivery+ staff+'],
  ['pizzeria', 'La pâte était brûlée et la sauce fade.', 'quality-'],
  ['pizzeria', 'Nous avons commandé deux pizzas et une salade.', ''],
];

export const LABELLED_FR_HELD_OUT: readonly LabelledSentence[] = [
  ['dental', 'Très bon accueil, dentiste rassurant et sans douleur.', 'staff+ comfort+'],
  ['dental', 'On m’a facturé des soins que je n’avais pas demandés.', 'honesty- price-'],
  ['dental', 'Le cabinet est facile d’accès avec un grand parking.', 'parking+'],
  ['cafe', 'Le serveur s’est trompé dans la commande et n’a même pas présenté d’excuses.', 'staff-'],
  ['cafe', 'Wifi rapide et musique agréable.', 'atmosphere+'],
  ['cafe', 'Service très lent ce matin.', 'wait- staff-'],
  ['auto', 'Devis respecté, aucune mauvaise surprise.', 'honesty+'],
  ['auto', 'Toujours le même bruit après deux passages au garage.', 'repair-'],
  ['auto', 'Le mécanicien ne répond jamais au téléphone.', 'communication- staff-'],
  ['salon', 'Coupe parfaite et prix très raisonnable.', 'quality+ price+'],
  ['salon', 'Impossible d’avoir un rendez-vous avant trois semaines.', 'booking-'],
  ['vet', 'Accueil glacial à la réception.', 'staff-'],
  ['vet', 'Clinique propre et personnel rassurant.', 'cleanliness+ staff+'],
  ['bakery', 'Baguette tiède et pas très fraîche.', 'freshness- quality-'],
  ['bakery', 'Tout est fait maison, ça se sent.', 'freshness+'],
  ['fitness', 'Vestiaires sales et douches froides.', 'cleanliness- comfort-'],
  ['fitness', 'Abonnement sans engagement et facile à résilier.', 'membership+'],
  ['pizzeria', 'Livrée en retard et froide.', 'delivery-'],
  ['pizzeria', 'Portions généreuses, on est repartis rassasiés.', 'portion+'],
  ['pizzeria', 'Il pleuvait ce soir-là.', ''],
];
