/**
 * Spanish answers per theme. Praise clauses follow "Nos alegra que" and complaint clauses
 * "Lamentamos que", so every clause is in the subjunctive ("la espera fuera corta", "tuviera que
 * esperar tanto") and none agrees with the customer's gender. Next steps say what the business
 * does now without promising money back or admitting fault. A theme's name carries its article
 * ("la espera", "nuestro equipo"), as the lists of names need it. Three of each, so two reviews
 * on one theme rarely read alike.
 */
import type { ThemeId } from '../../themes/theme-ids';
import type { ThemePhrases } from '../phrasebook';

export const THEME_PHRASES: Record<ThemeId, ThemePhrases> = {
  wait: {
    name: 'la espera',
    praise: ['le atendiéramos tan rápido', 'la espera fuera tan corta', 'todo fuera con tanta agilidad'],
    complaint: [
      'tuviera que esperar tanto',
      'la espera fuera más larga de lo debido',
      'le hiciéramos esperar',
    ],
    next: [
      'Estamos revisando cómo organizamos la agenda para que las visitas empiecen a su hora.',
      'Estamos revisando nuestros tiempos para que nadie vuelva a esperar así.',
      'Lo hemos compartido con el equipo para agilizar la atención.',
    ],
  },
  staff: {
    name: 'nuestro equipo',
    praise: [
      'nuestro equipo le recibiera tan bien',
      'el equipo le tratara con tanto cariño',
      'el trato del equipo estuviera a la altura',
    ],
    complaint: [
      'no recibiera el trato amable que merece',
      'nuestro equipo no estuviera a la altura en el trato',
      'no le tratáramos con la amabilidad que nos exigimos',
    ],
    next: [
      'He compartido sus palabras con el equipo y vamos a hablarlo juntos.',
      'Estamos revisando esto con el equipo para que cada cliente reciba un trato amable.',
      'Sus comentarios ya forman parte de la formación de nuestro equipo.',
    ],
  },
  cleanliness: {
    name: 'la limpieza',
    praise: [
      'notara lo limpio que lo tenemos todo',
      'el local le pareciera impecable',
      'lo encontrara todo limpio y ordenado',
    ],
    complaint: [
      'el local no estuviera tan limpio como debería',
      'encontrara las cosas desordenadas',
      'nuestra limpieza no estuviera a la altura',
    ],
    next: [
      'Hemos añadido revisiones de limpieza a lo largo del día.',
      'Desde hoy, el equipo revisa el local con más frecuencia.',
      'Hemos revisado nuestra rutina de limpieza con el equipo.',
    ],
  },
  price: {
    name: 'nuestros precios',
    praise: [
      'nuestros precios le parecieran justos',
      'le pareciera una buena relación calidad-precio',
      'el precio le pareciera adecuado',
    ],
    complaint: [
      'el coste no fuera el que esperaba',
      'nuestros precios no le parecieran justos',
      'la factura le sorprendiera',
    ],
    next: [
      'Con mucho gusto revisaremos los cargos con usted.',
      'Nos estamos asegurando de explicar bien los precios antes de cualquier trabajo.',
      'Estamos revisando cómo presentamos nuestros precios por adelantado.',
    ],
  },
  quality: {
    name: 'la calidad',
    praise: [
      'le encantara el resultado',
      'la calidad estuviera a la altura de lo que esperaba',
      'lo disfrutara tanto',
    ],
    complaint: [
      'lo que recibió no estuviera a la altura de lo que nos exigimos',
      'el resultado le decepcionara',
      'esta vez no lo hiciéramos bien',
    ],
    next: [
      'Hemos trasladado sus comentarios para hacerlo bien la próxima vez.',
      'Estamos revisándolo con el equipo para mantener el nivel que nos exigimos.',
      'Sus comentarios están en manos del equipo, que está analizando qué falló.',
    ],
  },
  booking: {
    name: 'las reservas',
    praise: ['le resultara fácil reservar', 'pudiéramos darle cita', 'conseguir cita le resultara sencillo'],
    complaint: [
      'reservar con nosotros le resultara tan difícil',
      'no pudiéramos encontrarle un horario que le viniera bien',
      'no gestionáramos bien su cita',
    ],
    next: [
      'Estamos revisando cómo gestionamos las citas.',
      'Estamos abriendo más horarios y revisando cómo se gestionan las reservas.',
      'Lo hemos compartido con recepción para que las reservas funcionen sin problemas.',
    ],
  },
  communication: {
    name: 'la comunicación',
    praise: [
      'le tuviéramos al tanto de todo',
      'se lo explicáramos todo con claridad',
      'sintiera que le escuchábamos',
    ],
    complaint: [
      'no le mantuviéramos al tanto',
      'no tuviera noticias nuestras',
      'no le explicáramos las cosas con claridad',
    ],
    next: [
      'Nos estamos asegurando de que cada llamada y cada mensaje reciban respuesta.',
      'Estamos mejorando cómo mantenemos al tanto a nuestros clientes.',
      'Hemos recordado al equipo que explique cada paso y que responda a todas las llamadas.',
    ],
  },
  parking: {
    name: 'el aparcamiento',
    praise: [
      'le resultara fácil llegar y aparcar',
      'nos encontrara sin problemas',
      'aparcar no le supusiera ningún problema',
    ],
    complaint: [
      'llegar hasta nosotros y aparcar le costara tanto',
      'le resultara tan difícil encontrarnos',
      'el aparcamiento fuera un problema en su visita',
    ],
    next: [
      'Estamos añadiendo indicaciones más claras y datos de aparcamiento a nuestra ficha.',
      'Estamos buscando cómo informar mejor sobre el aparcamiento a quienes nos visitan.',
      'Vamos a incluir consejos para aparcar en cada reserva.',
    ],
  },
  comfort: {
    name: 'la comodidad',
    praise: [
      'estuviera a gusto durante la visita',
      'la visita fuera suave y sin dolor',
      'sintiera que le cuidábamos tanto',
    ],
    complaint: [
      'la visita le resultara incómoda',
      'pasara un mal rato',
      'la atención no le pareciera delicada',
    ],
    next: [
      'Lo hemos compartido con el equipo para que cada visita sea lo más llevadera posible.',
      'Estamos revisando cómo hacer que cada visita sea cómoda.',
      'Su comodidad nos importa, y el equipo está analizando lo ocurrido.',
    ],
  },
  honesty: {
    name: 'la honestidad',
    praise: [
      'sintiera que podía confiar en nosotros',
      'fuéramos claros con usted',
      'nos encontrara honestos y transparentes',
    ],
    complaint: [
      'sintiera presión o dudas sobre lo que le recomendamos',
      'nuestras recomendaciones no le parecieran claras',
      'nuestro consejo no le pareciera sincero',
    ],
    next: [
      'Queremos explicar cada recomendación antes de cualquier trabajo, y lo estamos revisando.',
      'Nos gustaría repasar con usted cada recomendación.',
      'Nos estamos asegurando de no hacer nada sin explicarlo y acordarlo antes.',
    ],
  },
  repair: {
    name: 'la reparación',
    praise: [
      'encontráramos y solucionáramos el problema',
      'la reparación diera resultado',
      'todo vuelva a funcionar bien',
    ],
    complaint: [
      'el problema no quedara resuelto',
      'la reparación no aguantara',
      'el arreglo no funcionara como debía',
    ],
    next: [
      'Tráiganoslo de nuevo para que podamos revisarlo otra vez.',
      'Nos gustaría inspeccionarlo de nuevo y ver qué se nos pasó.',
      'Nuestros técnicos están revisando el trabajo hecho en su vehículo.',
    ],
  },
  atmosphere: {
    name: 'el ambiente',
    praise: [
      'disfrutara del ambiente',
      'el local le pareciera acogedor',
      'le gustara pasar un rato con nosotros',
    ],
    complaint: [
      'el espacio no le resultara cómodo',
      'el ambiente no fuera agradable',
      'hubiera demasiado ruido y demasiada gente',
    ],
    next: [
      'Estamos buscando formas de hacer el espacio más cómodo.',
      'Estamos revisando los asientos y el ruido de la sala.',
      'Hemos tomado nota de sus comentarios sobre el espacio.',
    ],
  },
  portion: {
    name: 'nuestras raciones',
    praise: [
      'las raciones le parecieran generosas',
      'nadie se quedara con hambre',
      'las raciones fueran justo lo que buscaba',
    ],
    complaint: [
      'las raciones le parecieran pequeñas',
      'la ración no le pareciera suficiente',
      'las raciones le decepcionaran',
    ],
    next: [
      'Se lo hemos trasladado a la cocina.',
      'Estamos revisando el tamaño de nuestras raciones.',
      'El equipo de cocina está revisando nuestras raciones.',
    ],
  },
  delivery: {
    name: 'la entrega',
    praise: [
      'el pedido llegara a su hora',
      'su pedido le llegara tan rápido',
      'la entrega fuera sobre ruedas',
    ],
    complaint: [
      'la entrega le decepcionara',
      'su pedido llegara tarde',
      'la entrega no llegara como le prometimos',
    ],
    next: [
      'Estamos revisando los tiempos de entrega con los repartidores.',
      'Estamos analizando cómo planificamos los repartos.',
      'Se lo hemos trasladado a nuestro equipo de reparto.',
    ],
  },
  freshness: {
    name: 'la frescura',
    praise: [
      'todo le supiera tan fresco',
      'lo disfrutara recién salido del horno',
      'notara lo fresco que estaba todo',
    ],
    complaint: [
      'el producto no estuviera tan fresco como debería',
      'lo que compró no le supiera fresco',
      'la frescura no estuviera a la altura',
    ],
    next: [
      'Se lo hemos trasladado a nuestros panaderos.',
      'Estamos comprobando cuánto tiempo pasan los productos en el mostrador.',
      'Estamos revisando nuestros controles de frescura.',
    ],
  },
  equipment: {
    name: 'nuestro equipamiento',
    praise: [
      'el equipamiento le funcione bien',
      'le guste nuestro equipamiento',
      'encontrara todo lo que necesitaba',
    ],
    complaint: [
      'el equipamiento no funcionara bien',
      'hubiera máquinas fuera de servicio',
      'nuestro equipamiento le fallara',
    ],
    next: [
      'Hemos dado aviso para reparar el equipamiento.',
      'Nuestro equipo está comprobando cada máquina.',
      'Estamos agilizando las reparaciones.',
    ],
  },
  membership: {
    name: 'su suscripción',
    praise: [
      'su suscripción le resulte sencilla',
      'gestionar su suscripción le resultara fácil',
      'la suscripción se ajuste a lo que necesita',
    ],
    complaint: [
      'gestionar su suscripción le resultara tan complicado',
      'no gestionáramos bien su suscripción',
      'darse de baja no le resultara sencillo',
    ],
    next: [
      'En recepción pueden resolver directamente lo de su suscripción.',
      'Estamos simplificando los cambios de suscripción.',
      'Estamos revisando cómo gestionamos las solicitudes de suscripción.',
    ],
  },
};
