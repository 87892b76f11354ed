/**
 * Spanish words of the quality of what a business makes or does, of getting an appointment, of
 * being told and listened to, and of getting there (service-themes.ts says the conventions).
 */
import { list, type ThemeWords } from '../lexicon';

export const quality: ThemeWords = {
  praise: list`delicioso, deliciosa, deliciosos, deliciosas, riquísimo, riquísima, riquisimo,
    riquisima, riquísim*, riquisim*, rico, rica, ricos, ricas, sabroso,
    sabrosa, sabrosos, exquisito, exquisita, exquisitos, de rechupete, espectacular de sabor,
    bien hecho, bien hecha, de calidad, buena calidad, alta calidad, calidad excelente, gran
    calidad, muy bien hecho, minucioso, minuciosa, meticuloso, meticulosa, detallista, al detalle,
    cuidan los detalles, buen trabajo, gran trabajo, excelente trabajo, trabajo impecable,
    como yo quería, lo que pedí, justo lo que quería, quedó genial, quedó perfecto, quedó precioso,
    ha quedado genial, ha quedado perfecto, crujiente, crujientes, esponjoso, esponjosa, jugoso,
    jugosa, en su punto, al punto, para chuparse los dedos, de otro mundo, recuperó rápido,
    se recuperó enseguida`,
  complaint: list`soso, sosa, sosos, insípido, insípida, insipido, sin sabor, quemado, quemada,
    quemados, crudo, cruda, crudos, recocido, recocida, blando, blanda, aceitoso,
    aceitosa, grasiento, grasienta, salado, salada, demasiado salado, aguado, aguada, incomible,
    chapuza, chapuzas, una chapuza, mal hecho, mal hecha, mal acabado, descuidado en el trabajo,
    nada que ver con la foto, nada que ver con lo que pedí, no era lo que pedí, me destrozó el pelo,
    destrozado, estropeado, estropeada, me estropeó, sabía raro, sabor raro, agrio, agria`,
  aspects: list`comida, comidas, plato, platos, café, cafe, cafés, té, bebida, bebidas, pizza,
    pizzas, masa, porción de pizza, pasta, salsa, ensalada, postre, postres, bollería, bollo,
    bollos, croissant, cruasán, cruasanes, pan, panes, barra, tarta, tartas, pastel, pasteles,
    galleta, galletas, magdalena, magdalenas, bocadillo, bocadillos, sándwich, desayuno,
    almuerzo, comida del mediodía, cena, hamburguesa, menú, menu, producto, productos, trabajo,
    resultado, resultados, corte, corte de pelo, tinte, color, mechas, peinado, limpieza dental,
    empaste, corona, blanqueamiento, revisión, tratamiento, tratamientos, clase, clases,
    entrenamiento, sesión, sesiones, calidad, cerveza, cervezas, vino, sabor, sabores, operación,
    cirugía, cocina`,
  cues: {
    praise: list`caliente, calentito, tierno, tierna`,
    complaint: list`frío, fría, fríos, frías, frio, fria, seco, seca, secos, duro, dura, duros`,
  },
  neutral: false,
};

export const booking: ThemeWords = {
  praise: list`me hicieron un hueco, nos hicieron un hueco, hicieron un hueco, me dieron cita,
    nos dieron cita, cita para el mismo día, el mismo día, sin cita, sin cita previa, abren tarde,
    abierto hasta tarde, horario amplio, abren los fines de semana, abren los sábados, fácil
    reservar, fácil de reservar, reservé online, reserva online fácil, con poca antelación, de
    última hora, cita de urgencia, me cogieron enseguida, me atendieron sin cita`,
  complaint: list`todo completo, estaba completo, estaba lleno, no había citas, no hay citas, sin citas, me anularon la
    cita, nos anularon la cita, anularon la cita, cancelaron la cita, me cancelaron la cita,
    nos cancelaron, me cancelaron, cambiaron la cita, me cambiaron la cita, perdieron mi reserva,
    perdieron la reserva, no tenían mi reserva, no constaba mi reserva, no constaba la reserva,
    doble reserva, nos echaron, cerraron antes, semanas para conseguir cita, meses para conseguir
    cita, lista de espera, imposible conseguir cita, imposible reservar, dieron mi cita a otro`,
  aspects: list`cita, citas, cita previa, reserva, reservas, reservar, reservamos, reservé, horario, horarios,
    disponibilidad, hueco, huecos, agenda, la web, web, aplicación, app, reserva online`,
  cues: { praise: list`flexible, flexibles, disponible`, complaint: list`lleno, llena, completa` },
};

export const communication: ThemeWords = {
  praise: list`explicó, explico, explicaron, explicaron todo, me lo explicaron todo, nos lo
    explicaron todo, lo explicó todo, explicación clara, explicaciones claras, me mantuvieron
    informado, me mantuvieron informada, nos mantuvieron informados, me tuvieron al tanto, nos
    tuvieron al tanto, me llamaron, nos llamaron, me devolvieron la llamada, llamaron para
    explicar, me escucharon, nos escucharon, escucha, escuchan, escuchó, escucharon, resolvieron
    todas mis dudas, resolvieron mis dudas, respondieron a todas mis preguntas, contestaron,
    contestan, responden rápido, respondieron rápido, me avisaron, nos avisaron, avisaron,
    recordatorio, recordatorios, confirmación, me enviaron fotos, buena comunicación, muy
    comunicativos, se tomó su tiempo, se tomaron su tiempo, con todo detalle, con detalle`,
  complaint: list`no cogen el teléfono, no cogen el telefono, no contestan, no contestaron,
    nadie contesta, nadie contestó, no responden, no respondieron, me colgaron, nos colgaron,
    no me llamaron, nunca me llamaron, nunca llamaron, no me avisaron, no nos avisaron, nadie nos
    avisó, nadie me avisó, sin avisar, sin previo aviso, no me explicaron, no nos explicaron,
    no explicaron nada, nadie me explicó, falta de comunicación, mala comunicación, nos dejaron
    tirados, sigo esperando una llamada, sigo esperando respuesta, esperando que me llamen, a
    ciegas, no me escucharon, no escucharon, no escuchan, ignoraron lo que pedí`,
  aspects: list`llamada, llamadas, teléfono, telefono, correo, correos, email, mensaje, mensajes,
    whatsapp, respuesta, explicación, explicacion, comunicación, comunicacion, información`,
  cues: { praise: list`claro, clara, claros, claras`, complaint: list`confuso, confusa` },
  neutral: false,
};

export const parking: ThemeWords = {
  praise: list`fácil aparcar, facil aparcar, fácil de aparcar, se aparca bien, se aparca fácil,
    aparcamiento gratuito, parking gratuito, parking gratis, aparcamiento propio, parking propio,
    mucho aparcamiento, sitio para aparcar, bien situado, bien situada, bien ubicado, bien
    ubicada, buena ubicación, ubicación perfecta, céntrico, céntrica, bien comunicado, fácil de
    encontrar, fácil llegar, accesible, accesibles, adaptado para silla de ruedas`,
  complaint: list`imposible aparcar, difícil aparcar, dificil aparcar, no hay donde aparcar,
    no hay sitio para aparcar, ningún sitio para aparcar, dimos vueltas, vueltas para aparcar,
    multa, nos multaron, grúa, se llevó la grúa, difícil de encontrar, cuesta encontrarlo,
    sin ascensor, parking de pago, aparcamiento de pago, zona azul`,
  aspects: list`aparcamiento, aparcar, parking, estacionamiento, estacionar, plazas de aparcamiento,
    acceso, accesos, entrada, rampa, ascensor, ubicación, ubicacion, cómo llegar`,
  cues: { praise: list`gratis, gratuito, amplio`, complaint: list`escaso, limitado, pequeño, estrecho` },
};
