/**
 * How French review sentences split and negate, and the opinions that belong to no theme.
 * Negation is read from its second word (« pas », « jamais », « rien »…): « ne » is often dropped
 * when typed (« c'était pas propre ») and « ne … que » means "only", so « ne » itself negates nothing.
 */
import type { Grammar, Lexicon } from '../lexicon';
import { ELISIONS, fr } from './french-words';

export const grammar: Grammar = {
  negators: fr`pas, jamais, rien, aucun, aucune, sans, ni, guère, peu, manque, manquait, zéro`,
  absences: fr`pas, aucun, aucune, sans, jamais, manque, manquait, zéro`,
  negationReach: 3,
  negationStops: fr`et, mais, car, parce, puisque, quoique`,
  idioms: fr`non seulement, pas seulement, sans doute, sans aucun doute, pas que, n'importe,
    un peu, peu importe, comme attendu, comme prévu, rien à voir, pas encore, pas non plus, pas besoin,
    heure de mon rendez-vous, heure du rendez-vous, heure de notre rendez-vous`,
  contractions: {},
  contractionEndings: [],
  elisions: ELISIONS,
  foldAccents: true,
  abbreviations: fr`dr, m, mme, mlle, st, ste, ex, env, min, h, etc, cf`,
  contrasts: fr`mais, cependant, pourtant, toutefois, néanmoins, malheureusement, hélas, sauf, quoique, dommage`,
  joiners: fr`et, puis, donc, alors, car, parce, quand, lorsque, comme, pendant, avant, après, ensuite`,
  subjects: fr`le, la, les, mon, ma, mes, notre, nos, leur, leurs, son, sa, ses, votre, vos, je, nous,
    ils, elles, il, elle, on, tout, tous, toute, toutes, personne, rien, ce, cet, cette, ces, ça, cela, y`,
};

export const opinions: Lexicon['opinions'] = {
  praise: fr`super, génial, géniale, géniaux, excellent, excellente, excellents, excellentes, parfait,
    parfaite, parfaits, parfaites, parfaitement, top, au top, formidable, merveilleux, merveilleuse,
    magnifique, superbe, incroyable, exceptionnel, exceptionnelle, remarquable, irréprochable,
    impeccable, nickel, bien, très bien, bon, bonne, bons, bonnes, meilleur, meilleure, meilleurs,
    agréable, agréables, adoré, adore, j'adore, aimé, plaisir, ravi, ravie, ravis, content, contente,
    contents, satisfait, satisfaite, satisfaits, heureux, heureuse, recommande, je recommande,
    recommandé, à recommander, conseille, je conseille, sympa, chouette, extra, fantastique, sublime,
    bravo, rien à redire, rien à dire, pas mal, sans problème, aucun problème, pas de souci,
    sans souci, jamais déçu, jamais déçue, jamais déçus, simple, facile, facilement, pratique,
    au rendez-vous, agréablement, idéal, idéale, un bonheur, un régal`,
  complaint: fr`mauvais, mauvaise, mauvaises, nul, nulle, nuls, horrible, horribles, affreux, affreuse,
    catastrophe, catastrophique, décevant, décevante, déçu, déçue, déçus, déception, inadmissible,
    inacceptable, lamentable, honteux, honteuse, honte, scandaleux, scandaleuse, pire, médiocre,
    désagréable, désagréables, déplorable, pénible, insupportable, ridicule, n'importe quoi,
    à fuir, à éviter, fuyez, évitez, bof, moyen, moyenne, passable, difficile, difficilement,
    compliqué, compliquée, impossible, problème, problèmes, souci, soucis, galère, regrette,
    énervé, énervée, furieux, furieuse, mécontent, mécontente, insatisfait, insatisfaite, aberrant,
    pas terrible, laisse à désirer, laissait à désirer, peut mieux faire,
    aurait pu être mieux, rien de spécial, sans plus, un cauchemar, le chaos, le bazar, inutile`,
};
