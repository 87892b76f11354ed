/**
 * Spanish words of the themes particular kinds of business raise (theme-ids.ts › KIND_THEMES):
 * comfort at a dentist's, vet's or salon; honesty and the repair itself at a garage; the room,
 * the portions, the delivery and the freshness where food is sold; a gym's equipment and
 * membership ("cuota", "darse de baja": what a Spanish gym says).
 */
import { list, type ThemeWords } from '../lexicon';

export const comfort: ThemeWords = {
  praise: list`sin dolor, no me dolió, no me dolió nada, no noté nada, no sentí nada, indoloro,
    suave, suaves, con suavidad, delicado, delicada, delicadeza, con mucho cuidado, me tranquilizó,
    me tranquilizaron, nos tranquilizaron, tranquilizador, me sentí cómodo, me sentí cómoda, me
    sentí a gusto, a gusto, como en casa, me hicieron sentir cómodo, me hicieron sentir cómoda,
    relajante, relajado, relajada, con mucho mimo, mimo, tranquilo, tranquila`,
  complaint: list`dolor, dolió, me dolió, me hizo daño, me hicieron daño, doloroso, dolorosa,
    molestias, brusco, brusca, bruscos, con brusquedad, incómodo, incómoda, incomodo, incomoda,
    sangró, sangrado, agresivo, agresiva, traumático, traumática, me quemó, me quemaron el cuero
    cabelludo, tirones, me dio tirones, demasiado caliente`,
  aspects: list`comodidad, anestesia, aguja, inyección, pinchazo, procedimiento, sillón, agua`,
  cues: { complaint: list`helado, helada` },
};

export const honesty: ThemeWords = {
  praise: list`honesto, honesta, honestos, honestas, honestidad, de confianza, confianza total,
    me fío, nos fiamos, confío, transparente, transparentes, transparencia, claros desde el
    principio, me enseñaron, me dijeron que no hacía falta, no hacía falta, sin presión, sin
    sorpresas, sin engaños, muy serios, seriedad, legal, legales, de fiar, honrado,
    honrada, honrados`,
  complaint: list`deshonesto, deshonesta, deshonestos, mentira, mentiras, mintieron, me mintieron,
    nos mintieron, engaño, engañaron, me engañaron, nos engañaron, estafadores, timadores,
    presionaron, me presionaron, presión, insistieron, me intentaron colar, innecesario,
    innecesaria, innecesarios, innecesarias, no hacían falta, no hacía ninguna falta, sin mi permiso, sin preguntar, sin
    autorización, sin consultarme, no autoricé, poco serio, poco seria, poco serios, de poco fiar,
    no me fío, no son de fiar`,
  aspects: list`confianza, recomendaciones, recomendación`,
};

export const repair: ThemeWords = {
  praise: list`lo arreglaron, me lo arreglaron, arreglado, arreglada, arreglaron, solucionado,
    solucionada, solucionaron, lo solucionaron, dieron con el problema, encontraron el problema,
    encontraron la avería, diagnosticaron, diagnóstico acertado, va como nuevo, funciona
    perfectamente, va perfecto, anda perfecto, como nuevo, como nueva, problema resuelto`,
  complaint: list`sigue fallando, sigue sin funcionar, sigue igual, sigue haciendo ruido, sigue
    perdiendo, volvió a fallar, volvió el problema, el mismo problema, la misma avería, mismo
    ruido, chirría, chirrido, vibra, vibración, pierde aceite, hace ruido, hacía ruido, ruido raro, un ruido raro, mal diagnóstico,
    diagnóstico equivocado, no lo arreglaron, no arreglaron nada, no solucionaron, testigo del
    motor`,
  aspects: list`reparación, reparaciones, reparacion, avería, averia, diagnóstico, diagnostico,
    motor, frenos, embrague, caja de cambios, cambio de aceite, alineación, neumáticos, ruedas,
    batería, itv, revisión del coche, aire acondicionado`,
  neutral: false,
};

export const atmosphere: ThemeWords = {
  praise: list`acogedor, acogedora, acogedores, con encanto, tranquilo para trabajar, buen ambiente, ambiente agradable, ambientazo,
    buena música, buena musica, wifi rápido, wifi rapido, mucho sitio, espacioso, espaciosa,
    amplio local, luminoso, luminosa, silencioso, silenciosa, sitio para sentarse, huele a pan,
    olor a pan recién hecho, huele de maravilla, huele genial, se está muy a gusto, se está genial`,
  complaint: list`ruidoso, ruidosa, ruido ensordecedor, mucho ruido, demasiado ruido, abarrotado,
    abarrotada, lleno de gente, agobiante, agobio, estrecho local, apretados, sin sitio, no hay
    sitio para sentarse, ningún sitio para sentarse, hacía un frío, hacía mucho calor, un horno,
    música altísima, musica altisima, la música muy alta, cutre, deprimente, oscuro, oscura`,
  aspects: list`ambiente, ambientación, decoración, decoracion, música, musica, wifi, local, ruido,
    espacio, mesas y sillas, sillas, sillones, sofás, terraza, iluminación, vistas, sala`,
  neutral: false,
  cues: { praise: list`bonito, bonita, precioso, preciosa` },
};

export const portion: ThemeWords = {
  praise: list`raciones generosas, ración generosa, porciones generosas, porción generosa,
    generoso, generosa, generosos, generosas, abundante, abundantes, mucha cantidad, buena
    cantidad, te llenas, nos llenamos, me llené, quedamos llenos, saciado, contundente,
    contundentes, bien servido, bien servida, bien cargada, bien cargado`,
  complaint: list`raciones pequeñas, ración pequeña, porción
    pequeña, porciones pequeñas, poca cantidad, muy poca cantidad, nos quedamos con hambre,
    me quedé con hambre, con hambre, racanean, rácanos, ridícula de pequeña, mini ración`,
  aspects: list`ración, raciones, racion, porción, porciones, cantidad, cantidades, tamaño, ingredientes`,
  cues: {
    praise: list`enorme, enormes, grande, grandes`,
    complaint: list`pequeño, pequeña, pequeños, pequeñas, diminuta, ridícula, escaso, escasa, escasos, escasas`,
  },
};

export const delivery: ThemeWords = {
  praise: list`entrega rápida, reparto rápido, llegó rápido, llegó enseguida, llegó pronto, llegó
    a tiempo, llegó a su hora, llegó caliente, llegaron calientes, entregado a tiempo, antes de
    lo previsto`,
  complaint: list`llegó fría y tarde, llegó frío y tarde, llegó frío, llegó fría, llegaron fríos, llegó tarde, llegaron tarde, entrega
    tardía, reparto lento, nunca llegó, no llegó, no llegó nunca, nunca llegaron, dirección
    equivocada, se equivocó de dirección, pedido incompleto`,
  aspects: list`entrega, entregas, reparto, domicilio, a domicilio, repartidor del pedido,
    para llevar, glovo, just eat, uber eats`,
};

export const freshness: ThemeWords = {
  praise: list`fresco, fresca, frescos, frescas, frescura, recién hecho, recién hecha, recién
    hechos, recién horneado, recién horneada, recien hecho, horneado cada día, hecho cada día,
    calentito del horno, recién salido del horno, casero, casera, caseros, caseras,
    artesano, artesana, artesanal, elaboración propia, ingredientes frescos`,
  complaint: list`rancio, rancia, rancios, duro como una piedra, del día anterior, de ayer, de
    hace días, mohoso, mohosa, moho, reseco, reseca, congelado, congelada, recalentado,
    recalentada, del microondas, de microondas, pasado de fecha, caducado, caducada`,
  aspects: list`género, producto fresco`,
};

export const equipment: ThemeWords = {
  praise: list`bien mantenido, bien mantenidas, máquinas nuevas, maquinas nuevas, equipamiento
    moderno, equipamiento nuevo, mucho material, muchas máquinas, material nuevo, bien equipado,
    bien equipada, completísimo`,
  complaint: list`fuera de servicio, averiada, averiadas, averiado, rota, rotas, roto, rotos,
    estropeada la máquina, máquinas estropeadas, anticuado, anticuada, anticuadas, desgastado, desgastada, cayéndose a trozos, cayendo a pedazos`,
  aspects: list`equipamiento, material, máquina, máquinas, maquina, maquinas, pesas, mancuernas,
    cinta, cintas, bicis, bicicletas, rack, racks, bancos, cardio, taquillas, aparatos`,
  cues: { praise: list`nuevas, moderno, moderna, modernas`, complaint: list`viejo, vieja, viejas, viejos` },
  neutral: false,
};

export const membership: ThemeWords = {
  praise: list`fácil darse de baja, fácil dar de baja, sin permanencia, sin compromiso, sin
    matrícula, cuota flexible, me dejaron congelar, congelar la cuota, me dejaron pausar, sin
    letra pequeña`,
  complaint: list`imposible darse de baja, imposible dar de baja, difícil darse de baja, no me dan
    de baja, no me dejan darme de baja, intenté darme de baja, quise darme de baja, permanencia
    obligatoria, siguen cobrando, me siguieron cobrando, me siguen cobrando, me cobraron después,
    renovación automática, penalización, letra pequeña`,
  aspects: list`cuota mensual, suscripción, suscripcion, socio, socios, contrato, permanencia,
    matrícula, matricula, darse de baja, darme de baja, dar de baja, inscripción`,
  neutral: false,
};
