/**
 * Spanish words of the themes every business has, with the conventions of the English ones
 * (en/service-themes.ts): the speed of being served is `wait`, a wrong or forgotten order is
 * `staff`, being charged for what was not agreed is `honesty`. Adjectives come in their four
 * forms where a stem would catch other words ("limpio, limpia, limpios, limpias").
 */
import { list, type ThemeWords } from '../lexicon';

export const wait: ThemeWords = {
  praise: list`sin esperar, sin esperas, sin espera, nada de espera, ni un minuto, puntual, puntuales,
    puntualidad, rápido, rápida, rápidos, rápidas, rapido, rapida, rápidamente, rapidamente,
    rapidez, enseguida, en seguida, al momento, al instante, en nada, en un momento, en minutos,
    en pocos minutos, ágil, agil, ágiles, agilidad, eficiente, eficientes, a su hora, a la hora,
    a tiempo, en una hora, en menos de una hora, sin demora, sin colas, sin cola, no esperamos, no esperé, no hubo que esperar,
    atendieron enseguida, nos atendieron rápido, me atendieron rápido`,
  complaint: list`esperamos, esperé, espere, esperando, tuvimos que esperar, tuve que esperar,
    hicieron esperar, nos hicieron esperar, me hicieron esperar, una eternidad, eterna, eterno,
    interminable, tardaron, tardó, tardo, tardan, tarda, tardísimo, tardisimo, tarde, lento,
    lenta, lentos, lentas, lentitud, demora, demoras, retraso, retrasos, retrasado, retrasada,
    media hora, una hora, más de una hora, mas de una hora, horas esperando, minutos esperando,
    cola enorme, colas enormes, no llegaba nunca, nunca llegaba, con retraso, demasiado tiempo`,
  aspects: list`la espera, espera, tiempo de espera, tiempos de espera, cola, colas, rapidez del servicio`,
  cues: {
    praise: list`corta, corto, poca, mínima, razonable`,
    complaint: list`larga, largo, larguísima, excesiva`,
  },
};

export const staff: ThemeWords = {
  praise: list`amable, amables, amabilidad, simpático, simpática, simpáticos, simpáticas, simpatico,
    simpatica, simpaticos, encantador, encantadora, encantadores, atento, atenta, atentos, atentas,
    atención excelente, muy atentos, cercano, cercana, cercanos, cercanía, cercania, majo, maja,
    majos, majas, educado, educada, educados, educadas, profesional, profesionales,
    profesionalidad, profesionalismo, servicial, serviciales, paciente, pacientes, paciencia,
    cariñoso, cariñosa, cariñosos, cariño, cariñosamente, trato excelente, buen trato, trato
    exquisito, nos trataron genial, nos trataron muy bien, me trató genial, se desviven, un encanto,
    un amor, con una sonrisa, sonrisa, sonrientes, nos recibieron, me recibieron, bienvenida,
    hospitalidad, hospitalarios, dedicación, dedicacion, implicados, implicación, empatía, empatia`,
  complaint: list`maleducado, maleducada, maleducados, maleducadas, mal educado, mal educada,
    grosero, grosera, groseros, groseras, antipático, antipática, antipáticos, antipatico,
    antipatica, borde, bordes, desagradable, desagradables, prepotente, prepotentes, soberbio,
    soberbia, chulo, chula, chulería, de malas maneras, malas formas, mal trato, malos modos,
    mala educación, mala atención, mal atendidos, mal atendido, pasotas, pasota, pasaron de nosotros,
    nos ignoraron, me ignoraron, ni caso, sin ganas, gritó, gritaron, nos gritó, poco profesional,
    poco profesionales, falta de personal, se equivocaron, se olvidaron, se olvidó, pedido
    equivocado, se equivocaron de pedido, se equivocaron con el pedido, nos trajeron otra cosa, con el móvil, mirando el móvil, desbordados, desbordado`,
  aspects: list`personal, equipo, empleado, empleada, empleados, empleadas, trabajadores, trato,
    atención, atencion, servicio, camarero, camarera, camareros, camareras, dependienta,
    dependiente, dependientas, cajero, cajera, recepcionista, recepción, recepcion, encargado,
    encargada, jefe, dueño, dueña, dueños, doctor, doctora, dentista, higienista, enfermera,
    enfermero, auxiliar, veterinario, veterinaria, veterinarios, mecánico, mecánicos, mecanico,
    taller, peluquero, peluquera, peluqueros, estilista, entrenador, entrenadora, entrenadores,
    monitor, monitora, monitores, panadero, panadera, cocinero, cocinera, chef, repartidor,
    chico, chica, chicos, chicas, señor, señora, gente, pedido`,
  cues: {
    praise: list`majísimos, majisimos, un sol, unos soles, maravillosos con, geniales con`,
    complaint: list`seco, seca, secos, frío, fría, fríos, equivocado, equivocada`,
  },
  neutral: false,
};

export const cleanliness: ThemeWords = {
  praise: list`limpio, limpia, limpios, limpias, limpísimo, limpísima, limpisimo, impecable de limpio,
    reluciente, relucientes, inmaculado, inmaculada, ordenado, ordenada, ordenados, higiénico,
    higiénica, higiene impecable, todo limpio, muy limpio, súper limpio, desinfectado,
    desinfectada, desinfectan`,
  complaint: list`sucio, sucia, sucios, sucias, suciedad, mugre, mugriento, mugrienta, asqueroso,
    asquerosa, asquerosos, asquerosas, asco, un asco, pegajoso, pegajosa, pegajosas, manchado, manchada, manchas,
    mal olor, olía mal, huele mal, olor, peste, apestaba, polvo, polvoriento, migas, cucaracha,
    cucarachas, moscas, ratones, ratas, bichos, pelos por todas partes, basura, poco higiénico,
    falta de higiene, falta de limpieza, dejado, dejada, descuidado, descuidada, cochambroso`,
  aspects: list`baño, baños, aseo, aseos, servicios, lavabo, lavabos, suelo, suelos, mesas,
    vestuario, vestuarios, higiene, limpieza, instalaciones`,
  neutral: false,
};

export const price: ThemeWords = {
  praise: list`barato, barata, baratos, baratas, económico, económica, economico, economica,
    económicos, asequible, asequibles, buen precio, buenos precios, precio justo, precios justos,
    buena relación calidad precio, excelente relación calidad precio,
    merece la pena, vale la pena, valió la pena, mereció la pena, una ganga, ganga, muy bien de
    precio, bien de precio, más barato, menos de lo presupuestado, por debajo del presupuesto,
    sin sorpresas en la factura, sin costes ocultos, precio razonable, precios razonables`,
  complaint: list`caro, cara, caros, caras, carísimo, carísima, carisimo, carisima, excesivo de
    precio, un robo, robo, timo, estafa, nos cobraron de más, me cobraron de más, cobraron de más,
    cobrar de más, nos clavaron, clavada, sablazo, abusivo, abusivos, precios abusivos,
    costes ocultos, cargos ocultos, más caro que el presupuesto, más de lo presupuestado,
    el doble del presupuesto, una fortuna, un dineral, no merece la pena, no vale la pena, mala relación calidad precio, caro para lo que es, carillo, carito, subido de precio, carilla, carillos, carillas`,
  aspects: list`precio, precios, coste, costes, costo, factura, cuenta, presupuesto, tarifa, tarifas,
    cuota, cuotas, importe, dinero, mano de obra, calidad precio, relación calidad precio, cobraron, cobran, cobrar`,
  missing: 'praise',
  neutral: false,
  cues: {
    praise: list`justo, justos, razonable, razonables, bajo, bajos, competitivo, competitivos`,
    complaint: list`alto, altos, elevado, elevados, excesivo, excesivos, desorbitado, desorbitada, desorbitados, desorbitadas,
      exagerado, exagerados, disparatado`,
  },
};
