/**
 * Spanish review sentences written for the Spanish theme lexicon, labelled by hand as the English
 * ones are (labelled-a.ts says the labels; lib/themes/en/service-themes.ts the conventions). The
 * first set was written before the lexicon was tuned (four of its labels then brought in line with
 * the English conventions: "gentle" and "rough" are comfort, a person's aspect alone is no staff
 * mention); the held-out set after the tuning, and never tuned against.
 */
import type { LabelledSentence } from './labelled-a';

export const LABELLED_ES: readonly LabelledSentence[] = [
  // Dental
  ['dental', 'La doctora fue muy delicada y no me dolió nada.', 'comfort+'],
  ['dental', 'Esperé más de una hora en la sala de espera aunque tenía cita.', 'wait-'],
  ['dental', 'La higienista fue un poco brusca con la limpieza dental.', 'comfort-'],
  ['dental', 'Me hicieron un hueco el mismo día por una urgencia.', 'booking+'],
  ['dental', 'Me explicaron todo el tratamiento con detalle y sin presión.', 'communication+ honesty+'],
  ['dental', 'El presupuesto final fue mucho más caro de lo que nos dijeron.', 'price-'],
  ['dental', 'La clínica está impecable y muy limpia.', 'cleanliness+'],
  ['dental', 'Fuimos un martes por la tarde.', ''],
  // Cafe
  ['cafe', 'El café está buenísimo y los cruasanes, recién hechos.', 'quality+ freshness+'],
  ['cafe', 'Los camareros son muy majos y atentos.', 'staff+'],
  ['cafe', 'Un sitio acogedor, perfecto para trabajar con el portátil.', 'atmosphere+'],
  ['cafe', 'Había demasiado ruido y no había sitio para sentarse.', 'atmosphere-'],
  ['cafe', 'El baño estaba sucio y no había papel.', 'cleanliness-'],
  ['cafe', 'Precios razonables para la zona.', 'price+'],
  ['cafe', 'La camarera fue muy borde cuando le pedimos la cuenta.', 'staff-'],
  ['cafe', 'Pedimos dos cafés con leche y una tostada.', ''],
  // Auto
  ['auto', 'Me arreglaron el coche en un día y va como nuevo.', 'repair+'],
  ['auto', 'A la semana volvió a fallar, sigue haciendo ruido.', 'repair-'],
  ['auto', 'Me cobraron de más por piezas que no hacían falta.', 'price- honesty-'],
  ['auto', 'Son honestos, me dijeron que no hacía falta cambiar los frenos.', 'honesty+'],
  ['auto', 'No me llamaron para avisar de que el coche estaba listo.', 'communication-'],
  ['auto', 'El mecánico fue muy profesional.', 'staff+'],
  ['auto', 'Tardaron tres semanas en tener el coche listo.', 'wait-'],
  ['auto', 'Llevé el coche a pasar la revisión.', ''],
  // Salon
  ['salon', 'La peluquera me hizo un corte precioso, justo lo que quería.', 'quality+'],
  ['salon', 'El tinte quedó fatal, nada que ver con la foto.', 'quality-'],
  ['salon', 'Me quemaron el cuero cabelludo con el secador.', 'comfort-'],
  ['salon', 'Trato exquisito y ambiente muy agradable.', 'staff+ atmosphere+'],
  ['salon', 'Me anularon la cita dos veces sin avisar.', 'booking- communication-'],
  ['salon', 'Es un poco caro, pero merece la pena.', 'price- price+'],
  ['salon', 'La estilista no me escuchó y me cortó demasiado.', 'communication-'],
  // Vet
  ['vet', 'La veterinaria fue muy cariñosa con nuestro perro.', 'staff+'],
  ['vet', 'Nos explicaron todo muy claro y sin prisas.', 'communication+'],
  ['vet', 'Nos intentaron colar pruebas innecesarias.', 'honesty-'],
  ['vet', 'La factura fue desorbitada.', 'price-'],
  ['vet', 'Nos atendieron enseguida aunque era una urgencia.', 'wait+'],
  ['vet', 'Nadie contesta al teléfono.', 'communication-'],
  // Bakery
  ['bakery', 'El pan estaba duro como una piedra, de ayer.', 'freshness-'],
  ['bakery', 'Las tartas son caseras y riquísimas.', 'freshness+ quality+'],
  ['bakery', 'La dependienta fue muy simpática.', 'staff+'],
  ['bakery', 'Los bollos sabían rancios.', 'freshness-'],
  ['bakery', 'Las magdalenas están buenísimas pero son carillas.', 'quality+ price-'],
  ['bakery', 'Siempre hay una cola enorme los domingos.', 'wait-'],
  ['bakery', 'Compramos una barra y dos croissants.', ''],
  // Fitness
  ['fitness', 'Las máquinas están nuevas y bien mantenidas.', 'equipment+'],
  ['fitness', 'La mitad de las cintas están fuera de servicio.', 'equipment-'],
  ['fitness', 'Imposible darse de baja, me siguen cobrando la cuota.', 'membership-'],
  ['fitness', 'Sin permanencia y sin matrícula, muy recomendable.', 'membership+'],
  ['fitness', 'Los monitores son muy atentos y te motivan.', 'staff+'],
  ['fitness', 'Los vestuarios están asquerosos.', 'cleanliness-'],
  ['fitness', 'Las clases de spinning son geniales.', 'quality+'],
  ['fitness', 'Es imposible aparcar cerca del gimnasio.', 'parking-'],
  // Pizzeria
  ['pizzeria', 'La pizza llegó fría y tarde.', 'delivery- quality-'],
  ['pizzeria', 'La masa estaba crujiente y la salsa buenísima.', 'quality+'],
  ['pizzeria', 'Las raciones son muy generosas.', 'portion+'],
  ['pizzeria', 'El pedido llegó rápido y caliente.', 'delivery+'],
  ['pizzeria', 'Nos trajeron una pizza equivocada.', 'staff-'],
  ['pizzeria', 'Reservamos para ocho personas sin problema.', 'booking+'],
  ['pizzeria', 'La pizza estaba sosa y la masa cruda.', 'quality-'],
  ['pizzeria', 'Buen ambiente y buena música.', 'atmosphere+'],
  ['pizzeria', 'Fuimos a cenar el sábado con unos amigos.', ''],
];

export const LABELLED_ES_HELD_OUT: readonly LabelledSentence[] = [
  ['dental', 'El dentista es un profesional como la copa de un pino.', 'staff+'],
  ['dental', 'Me atendieron puntualmente y sin esperas.', 'wait+'],
  ['dental', 'Nunca me devolvieron la llamada para darme los resultados.', 'communication-'],
  ['dental', 'Me cobraron una revisión que nadie me había pedido.', 'honesty-'],
  ['cafe', 'La tarta de queso está espectacular.', 'quality+'],
  ['cafe', 'El local es muy bonito y la música, tranquila.', 'atmosphere+'],
  ['cafe', 'El camarero tardó veinte minutos en traernos dos cafés.', 'wait-'],
  ['cafe', 'Las mesas estaban pegajosas.', 'cleanliness-'],
  ['auto', 'Presupuesto claro y cerrado, sin sorpresas.', 'price+ honesty+'],
  ['auto', 'El coche sigue perdiendo aceite después de la reparación.', 'repair-'],
  ['auto', 'En el taller nos trataron con mucha amabilidad.', 'staff+'],
  ['salon', 'Salí encantada con las mechas.', 'quality+'],
  ['salon', 'Muy caro para el resultado.', 'price-'],
  ['salon', 'Me dieron cita para el mismo día.', 'booking+'],
  ['vet', 'Trataron a mi gata con mucho cariño y paciencia.', 'staff+'],
  ['vet', 'Es difícil aparcar por la zona.', 'parking-'],
  ['vet', 'Nos hicieron esperar una hora con el perro enfermo.', 'wait-'],
  ['bakery', 'El pan es artesano y se nota.', 'freshness+'],
  ['bakery', 'Los cruasanes estaban secos y del día anterior.', 'quality- freshness-'],
  ['bakery', 'Te atienden con una sonrisa.', 'staff+'],
  ['fitness', 'El gimnasio está siempre limpio.', 'cleanliness+'],
  ['fitness', 'Las pesas están viejas y hay máquinas rotas.', 'equipment-'],
  ['fitness', 'Intenté darme de baja tres veces y me siguieron cobrando.', 'membership-'],
  ['fitness', 'Hay demasiada gente a última hora de la tarde.', 'atmosphere-'],
  ['pizzeria', 'Raciones escasas para lo que cuestan.', 'portion- price-'],
  ['pizzeria', 'El repartidor fue muy amable y llegó antes de lo previsto.', 'staff+ delivery+'],
  ['pizzeria', 'La pizza estaba quemada por abajo.', 'quality-'],
  ['pizzeria', 'No había mesa aunque habíamos reservado.', 'booking-'],
  ['pizzeria', 'Cenamos en la terraza el viernes.', ''],
  ['cafe', 'Volveremos seguro.', ''],
];
