/** Reviews as customers in France write them (review-language.ts). */
import { fr } from '@faker-js/faker';
import type { ReviewLanguage } from './review-language';

export const french: ReviewLanguage = {
  code: 'fr',
  locale: fr,
  authorName: (first, last, initialOnly) => (initialOnly ? `${first} ${last[0]}.` : `${first} ${last}`),
  space: ' ',
  openers: {
    positive: [
      'Très belle expérience chez {name}.',
      'Je recommande vivement !',
      'Une adresse à retenir à {city}.',
      'Client depuis des années, jamais déçu.',
      'Cinq étoiles sans hésiter.',
      '',
    ],
    mixed: ['Avis mitigé.', "C'était correct, sans plus.", 'Du bon et du moins bon chez {name}.', ''],
    negative: [
      'Très déçu par {name}.',
      'Je ne recommande pas.',
      'Expérience désastreuse.',
      'Pas du tout ce à quoi je m’attendais.',
      '',
    ],
  },
  closers: {
    positive: ['Nous reviendrons avec plaisir !', 'Merci encore !', 'Continuez comme ça.', ''],
    mixed: ['Je leur laisserai peut-être une seconde chance.', 'Peut mieux faire.', ''],
    negative: [
      'Plus jamais.',
      'Passez votre chemin.',
      'La direction devrait se pencher sur le problème.',
      '',
    ],
  },
  titles: {
    positive: ['Je recommande', 'Service impeccable', 'Une valeur sûre', 'Super accueil'],
    mixed: ['Correct sans plus', 'Peut mieux faire', 'Mitigé'],
    negative: ['Très déçu', 'À éviter', 'Service médiocre', 'Je ne reviendrai pas'],
  },
  praise: {
    wait: ['Aucune attente, même un samedi après-midi.', 'Tout était prêt à l’heure prévue.'],
    staff: [
      'Le personnel est adorable et de très bon conseil.',
      'La personne à l’accueil a pris le temps de tout nous expliquer avec le sourire.',
      'Une équipe vraiment sympathique et aux petits soins.',
    ],
    cleanliness: ['Les lieux sont impeccables.', 'Tout était propre et bien rangé.'],
    price: ['Les prix sont très raisonnables.', 'Un excellent rapport qualité-prix.'],
    quality: ['Un travail soigné, on sent le savoir-faire.', 'La qualité est au rendez-vous.'],
    booking: ['Prise de rendez-vous en ligne simple et rapide.', 'J’ai eu un rendez-vous dès le lendemain.'],
    communication: ['On m’a tout expliqué clairement.', 'Ils m’ont rappelé dans l’heure avec une réponse.'],
    parking: ['Facile de se garer juste devant.', 'Parking gratuit à deux pas, c’est pratique.'],
  },
  complaints: {
    wait: [
      "Quarante minutes d'attente sans la moindre explication.",
      'Une attente interminable pour pas grand-chose.',
    ],
    staff: [
      'Accueil glacial, on nous a fait sentir que nous dérangions.',
      'La vendeuse a été franchement désagréable.',
      'Personnel débordé et peu aimable.',
    ],
    cleanliness: ['C’était sale, le sol collait.', 'Les toilettes étaient dans un état lamentable.'],
    price: ['Beaucoup trop cher pour ce que c’est.', 'La facture était bien plus élevée que le devis.'],
    quality: ['Travail bâclé, il a fallu tout refaire.', 'La qualité a nettement baissé.'],
    booking: [
      'Mon rendez-vous a été annulé deux fois au dernier moment.',
      'Impossible d’obtenir un rendez-vous.',
    ],
    communication: ['Personne ne m’a jamais rappelé.', 'Le téléphone sonne dans le vide.'],
    parking: ['Se garer dans le quartier est un cauchemar.', 'Aucune place de stationnement à proximité.'],
  },
  however: (sentence) => `Par contre, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
  ownerReplies: {
    positive: [
      'Merci beaucoup pour ce gentil message, {author} ! Au plaisir de vous revoir.',
      'Merci pour votre avis, toute l’équipe est ravie !',
    ],
    mixed: ['Merci pour votre retour sincère, {author}. Nous allons nous améliorer.'],
    negative: [
      'Nous sommes désolés de votre expérience, {author}. Contactez-nous afin que nous trouvions une solution.',
      'Ce n’est pas le service que nous voulons offrir. Notre responsable va vous contacter.',
    ],
  },
  followUps: ['Merci pour la réponse, mais personne ne m’a contacté.', 'Merci, à bientôt !'],
};
