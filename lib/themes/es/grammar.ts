/**
 * How Spanish review sentences split and negate, and the opinions that belong to no theme.
 * Spanish has no contractions to spell out ("del" and "al" are read as they are), drops the
 * subject ("fue muy amable"), puts the negator before the verb ("no estaba limpio"), doubles it
 * without cancelling ("no tuvimos ningún problema") and, unlike English, puts most opinions after
 * what they are said of ("servicio lento, comida buena"): `opinionFollows`. Reviews are typed
 * fast, so common words are listed with and without their accent ("rápido", "rapido").
 */
import { type Grammar, type Lexicon, list } from '../lexicon';

export const grammar: Grammar = {
  negators: list`no, nunca, jamás, jamas, nada, nadie, ni, sin, ningún, ningun, ninguna, ninguno,
    tampoco, apenas, falta, faltaba, faltan`,
  absences: list`no, sin, ningún, ningun, ninguna, ninguno, falta, faltaba, faltan`,
  negationReach: 3,
  negationStops: list`y, pero, porque, aunque, e`,
  idioms: list`no solo, no sólo, sin duda, sin embargo, no obstante, sin falta, no me extraña,
    no sé, no se si, nada más, nada mas, no dude, no dudéis, no lo dudes, ni más ni menos,
    no hay palabras, sin palabras, no puedo estar más, no podría estar más, no puede ser mejor,
    no pudo ser mejor, agua caliente, sala de espera, por la tarde, de la tarde, a la tarde, esta tarde, una tarde,
    buenas tardes, tenía cita, tenia cita, con cita`,
  contractions: {},
  contractionEndings: [],
  abbreviations: list`sr, sra, srta, dr, dra, dres, aprox, etc, min, mins, hr, hrs, pág, pag, núm, num, av, avda, c`,
  contrasts: list`pero, aunque, embargo, mientras, excepto, salvo, lamentablemente, desgraciadamente,
    desafortunadamente`,
  joiners: list`y, e, porque, pues, cuando, luego, después, despues, antes, hasta, como, también, tambien,
    además, ademas`,
  subjects: list`el, la, los, las, lo, mi, mis, nuestro, nuestra, nuestros, nuestras, su, sus, tu, tus,
    yo, nosotros, nosotras, ellos, ellas, él, ella, usted, ustedes, todo, todos, todas, nadie, nada,
    alguien, esto, este, esta, estos, estas, ese, esa, eso, esos, esas, aquí, aqui, allí, alli, hay,
    me, nos, le, les, se`,
  opinionFollows: true,
};

export const opinions: Lexicon['opinions'] = {
  praise: list`bueno, buena, buenos, buenas, buen, muy bien, bien, genial, geniales, excelente,
    excelentes, estupendo, estupenda, estupendos, estupendas, fantástico, fantástica, fantastico,
    fantastica, maravilloso, maravillosa, maravillosos, maravillosas, perfecto, perfecta, perfectos,
    perfectas, perfectamente, increíble, increible, buenísim*, buenisim*, increíbles, espectacular, espectaculares,
    magnífico, magnífica, magnifico, magnifica, de lujo, de diez, de 10, un diez, un 10, lo mejor,
    el mejor, la mejor, los mejores, las mejores, mejor, encantado, encantada, encantados, encanta,
    encantó, encanto, encantaron, me gustó, nos gustó, me gusto, nos gusto, me gusta, nos gusta,
    contento, contenta, contentos, satisfecho, satisfecha, satisfechos, recomiendo, recomendable,
    muy recomendable, lo recomiendo, 100 recomendable, recomendado, recomendada, volveremos,
    volveré, repetiremos, repetiré, sin problemas, sin ningún problema, ningún problema, ningun problema, no tuvimos ningún problema,
    no tuve ningún problema, no hubo ningún problema, no hubo problema, no está mal, no estuvo mal,
    nada mal, sin problema, agradable,
    agradables, fácil, facil, cómodo, cómoda, comodo, comoda, sobresaliente, impecable, impecables,
    de maravilla, brutal, top, un acierto, acierto, nada que objetar, nada que reprochar, fenomenal`,
  complaint: list`malo, mala, malos, malas, mal, fatal, horrible, horribles, terrible, terribles,
    pésimo, pésima, pesimo, pesima, pésimos, pésimas, lamentable, lamentables, decepcionante,
    decepción, decepcion, decepcionado, decepcionada, decepcionados, vergonzoso, vergonzosa, vergüenza,
    verguenza, indignante, inaceptable, desastre, un desastre, desastroso, desastrosa, nefasto,
    nefasta, penoso, penosa, regular, normalito, mediocre, peor, lo peor, el peor, la peor,
    no lo recomiendo, no recomiendo, nada recomendable, no volveremos, no volveré, no volvere,
    nunca más, nunca mas, difícil, dificil, imposible, molesto, molesta, enfadado, enfadada,
    cabreado, cabreada, un timo, una pena, caótico, caótica, caos, deja mucho que desear,
    dejó mucho que desear, mejorable, podría mejorar, podría ser mejor, podria ser mejor, podría estar mejor, problema, problemas`,
};
