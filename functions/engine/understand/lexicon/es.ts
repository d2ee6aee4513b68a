import type { LanguageLexicon } from './types';

/** Español. Accents are optional in replies ("si" = "sí", "nausea" = "náusea"). */
export const es: LanguageLexicon = {
  yes: [
    'hecho', 'ya esta', 'ya lo hice', 'no me salte ninguna', 'ninguna olvidada', 'ni una olvidada',
    'las tome todas', 'me las tome todas', 'los tome todos', 'la tome', 'lo tome', 'la medi', 'me la medi', 'todos los santos dias', 'sin falta', 'nunca me salte', 'ni una sola vez me', 'claro que si', 'por supuesto',
    'sí', 'si', 'sip', 'sii', 'sí sí', 'sisi', 'obvio', 'obviamente', 'claro que si', 'seguro', 'sin duda', 'claro', 'claro que sí', 'por supuesto', 'desde luego', 'vale', 'ok', 'okay',
    'así es', 'exacto', 'exactamente', 'correcto', 'cierto', 'sí señor', 'sí señora', 'seguro', 
    'siempre', 'efectivamente', 'todos los días', 'cada día', 'sí claro', 'claro que si', 'todas', 'todos',
    'sí gracias', 'obvio', 'eso es',
  ],
  no: [
    'no he notado', 'nada diferente', 'no la consegui', 'no lo consegui',
    'no', 'nop', 'nel', 'no no', 'para nada', 'claro que no', 'creo que no', 'nunca', 'jamás', 'todavía no',
    'aún no', 'en absoluto', 'de ninguna manera', 'ninguno', 'ninguna', 'nada', 'no gracias', 'tampoco',
    'no mucho', 'casi nunca',
  ],
  partial: [
    'casi',
    'casi todos los dias', 'casi siempre', 'casi todas', 'la mayoria', 'todos menos', 'todas menos', 'menos el', 'menos la', 'excepto', 'salvo', 'me salte', 'salte', 'se me olvido', 'olvide',
    'casi siempre', 'a veces', 'no siempre', 'más o menos', 'de vez en cuando', 'algunas veces', 'la mayoría de las veces',
    'normalmente', 'en parte', 'algunos días', 'no todos los días', 'regular', 'así así',
  ],
  unsure: [
    'creo que si', 'probablemente', 'supongo que si', 'quizas',
    'no sé', 'no lo sé', 'ni idea', 'quizás', 'quizá', 'tal vez', 'puede ser', 'a lo mejor', 'no recuerdo',
    'no me acuerdo', 'ningún problema', 'sin problema', 'sin problemas', 'sí y no', 'depende', 'no estoy seguro',
    'no estoy segura',
  ],
  notUnderstood: [
    'qué', 'que', 'cómo', 'como', 'perdón', 'perdone', 'disculpe', 'no entiendo', 'no entendí', 'no he entendido',
    'puede repetir', 'repita', 'repite', 'qué quiere decir', 'a qué se refiere', 'mande', 'eh', 'no entiendo la pregunta',
  ],
  negation: {
    cues: ['no', 'nunca', 'jamás', 'sin', 'ningún', 'ninguno', 'ninguna', 'nada', 'ni', 'tampoco'],
    bridges: [
      'feos', 'malos',
      'intencion', 'intención', 'intenciones', 'ganas', 'idea', 'ideas', 'voy', 'vuelto', 'a', 
      'tengo', 'tiene', 'tenido', 'he', 'ha', 'me', 'siento', 'sentido', 'estoy', 'he tenido', 'hay', 'había',
      'más', 'mas', 'ya', 'algún', 'alguna', 'mucho', 'mucha', 'muchos', 'muchas', 'problemas', 'problema',
      'de', 'del', 'el', 'la', 'los', 'las', 'un', 'una', 'notado', 'nuevo', 'nueva', 'nuevos', 'nuevas',
      'síntomas', 'sintomas', 'pensamientos', 'pensado', 'pienso', 'efectos', 'secundarios', 'o', 'ni',
      'realmente', 'siquiera', 'sufrido', 'sufro', 'hoy', 'últimamente', 'ultimamente', 'en', 'con', 'ningun',
    ],
    postCues: ['no', 'ninguno', 'ninguna', 'nunca', 'nada', 'se fue', 'desapareció', 'desaparecio'],
    immediatePostCues: [],
    clauseBreakers: ['pero', 'sin embargo', 'aunque', 'excepto', 'salvo', 'sino'],
    intensifiers: ['así', 'asi', 'como este', 'como esta', 'antes', 'tan fuerte', 'tanto'],
  },
  counts: {
    'una vez': 1, 'un par': 2, par: 2, 'un par de veces': 2, 'unas cuantas': 3, 'unos cuantos': 3, 'algunas': 3,
    'algunos': 3, 'varias': 3, 'varios': 3, 'una docena': 12, ambas: 2, ambos: 2, 'las dos': 2, 'los dos': 2,
  },
  weakNumbers: { un: 1, una: 1 },
  approx: [
    'unos', 'unas', 'aproximadamente', 'como', 'casi', 'más o menos', 'mas o menos', 'alrededor de', 'cerca de',
    'quizás', 'quizá', 'tal vez', 'creo', 'yo diría', 'diría', 'probablemente', 'como unos', 'como unas', 'aprox',
  ],
  rangeStart: ['entre', 'de'],
  rangeConnectors: ['a', 'o', 'y', 'u', 'hasta'],
  outOf: ['de', 'sobre', '/'],
  scaleWords: ['escala', 'escala de', 'escala del'],
  zero: [
    'ninguno', 'ninguna', 'nada', 'cero', 'nunca', 'para nada', 'sin dolor', 'ningún día', 'ni una', 'ni uno',
    'ni una vez', 'no tengo dolor', 'no me duele', 'no he olvidado ninguna', 'ninguna dosis',
  ],
  choices: {
    phq_frequency: {
      'para nada': 0, 'ningún día': 0, nunca: 0, nada: 0, no: 0, 'en absoluto': 0,
      'varios días': 1, 'algunos días': 1, 'unos días': 1, 'a veces': 1, 'de vez en cuando': 1, 'un poco': 1, 'pocas veces': 1,
      'más de la mitad de los días': 2, 'más de la mitad': 2, 'la mayoría de los días': 2, 'a menudo': 2, 'muchas veces': 2,
      'muchos días': 2, 'con frecuencia': 2,
      'casi todos los días': 3, 'casi cada día': 3, 'todos los días': 3, 'cada día': 3, siempre: 3, 'todo el tiempo': 3,
      'a diario': 3,
    },
    phq_difficulty: {
      'no ha sido difícil': 0, 'nada difícil': 0, 'para nada': 0, nada: 0, no: 0, 'no es difícil': 0, 'ninguna dificultad': 0,
      'un poco difícil': 1, 'algo difícil': 1, 'un poco': 1, algo: 1,
      'muy difícil': 2, muy: 2, 'bastante difícil': 2, bastante: 2,
      'extremadamente difícil': 3, extremadamente: 3, imposible: 3, 'dificilísimo': 3, 'sumamente difícil': 3,
    },
  },
  barriers: {
    cost: [
      'muy caro', 'muy cara', 'muy caros', 'muy caras', 'demasiado caro', 'demasiado caros', 'demasiado cara', 'demasiado caras', 'cuesta mucho',
      'cuestan mucho', 'caro', 'caros', 'no puedo pagar', 'no puedo pagarlo', 'no puedo pagarlas', 'no puedo pagarlos',
      'no me alcanza', 'no alcanza el dinero', 'no tengo dinero', 'sin dinero', 'poco dinero', 'el copago',
      'copago', 'el seguro no cubre', 'no tengo seguro', 'precio', 'problemas económicos', 'problemas de dinero',
    
      'que me duren', 'que duren', 'para que alcancen', 'alcanzar', 'media pastilla', 'ahorrar', 'dinero', 'plata', 'quincena', 'renta', 'alquiler', 'cuesta', 'cuestan', 'caro', 'caras', 'caros', 'pagar', 'copago',
    ],
    transportation: [
      'no tengo coche', 'no tengo carro', 'no tengo auto', 'no manejo', 'no conduzco', 'nadie me lleva',
      'muy lejos', 'queda lejos', 'está lejos', 'farmacia lejos', 'problemas de transporte', 'sin transporte',
      'no hay autobús', 'no salgo de casa', 'no puedo ir',
    
      'carro descompuesto', 'coche averiado', 'se me descompuso', 'se averio', 'el carro', 'el coche', 'sin carro', 'sin coche', 'nadie me lleva', 'nadie que me lleve', 'quien me lleve', 'aventon', 'autobus', 'camion', 'colectivo', 'micro', 'muy lejos', 'queda lejos', 'caminando', 'a pie', 'no manejo', 'no conduzco', 'taxi', 'el bus',
    ],
    forgetfulness: [
      'olvid*', 'se me olvid*', 'me olvid*', 'se me pasó', 'se me paso', 'no me acuerdo', 'no me acordé',
      'no me acorde', 'no recuerdo', 'memoria', 'despistad*',
    
      'ocupad*', 'me dormi', 'me quede dormid*', 'de viaje', 'viajando', 'de vacaciones', 'perdi la cuenta', 'olvid*', 'no me acorde', 'se me paso', 'se me fue',
    ],
    side_effects: [
      'efectos secundarios', 'efecto secundario', 'me hace daño', 'me hacen daño', 'me cae mal', 'me caen mal',
      'me sienta mal', 'me sientan mal', 'por los efectos', 'lo dejé porque', 'las dejé porque', 'dejé de tomarlas porque',
    ],
    understanding: [
      'confund*', 'confus*', 'no entiendo cómo', 'no entiendo cuándo', 'no sé cómo tomar', 'no sé cuándo tomar',
      'no sé cuál', 'cuál pastilla', 'demasiadas pastillas', 'complicado', 'me confundo', 'me lío', 'no está claro',
      'no me queda claro',
    
      'en ayunas', 'con comida', 'sin comida', 'antes o despues', 'despues de comer', 'antes de comer', 'para que es', 'para que son', 'para que sirve', 'cual', 'cuales', 'manana o noche', 'como tomarl*', 'cuando tomarl*', 'pense que podia', 'me sentia mejor', 'me senti mejor', 'no sabia', 'no entendi', 'confund*', 'instrucciones',
    ],
    access: [
      'se me acab*', 'se acabaron', 'se terminaron', 'se me termin*', 'me quedé sin', 'me quede sin', 'sin pastillas',
      'sin medicina', 'sin medicamentos', 'no quedan pastillas', 'necesito receta', 'receta vencida', 'receta caducada',
      'no había en la farmacia', 'agotad*', 'no lo tenían', 'no las tenían', 'no recogí',
    
      'farmacia cerrada', 'estaba cerrada', 'horario', 'agotad*', 'no tenian', 'no la tenian', 'no lo tenian', 'no habia', 'desabasto', 'pedido', 'receta', 'la receta', 'renov*', 'autorizacion', 'el seguro no ha', 'pendiente', 'esperando', 'el medico no', 'el doctor no', 'se me acabaron', 'se acabaron', 'me quede sin',
    ],
  },
  sideEffects: {
    nausea: ['náusea*', 'nausea*', 'nause*', 'ganas de vomitar', 'asco', 'revuelto el estómago', 'estómago revuelto'],
    vomiting: ['vomit*', 'vómito*', 'devolví', 'devolver', 'he devuelto'],
    dizziness: ['mare*', 'vértigo*', 'vertigo*', 'me da vueltas la cabeza', 'aturdid*', 'desequilibrio'],
    headache: ['dolor de cabeza', 'dolores de cabeza', 'jaqueca', 'migraña*', 'me duele la cabeza', 'cefalea'],
    fatigue: ['cansad*', 'cansancio', 'agotad*', 'agotamiento', 'fatiga*', 'sin energía', 'sin fuerzas', 'somnolencia', 'sueño todo el día', 'débil', 'debilidad'],
    rash: ['sarpullido', 'salpullido', 'erupción*', 'erupcion*', 'ronchas', 'picazón', 'picazon', 'comezón', 'comezon', 'urticaria', 'me pica', 'manchas rojas'],
    cough: ['tos', 'toso', 'tosiendo'],
    swelling: ['hinchad*', 'hinchazón', 'hinchazon', 'inflamad*', 'edema', 'retención de líquidos'],
    diarrhoea: ['diarrea', 'diarea', 'diarrhea', 'cagalera', 'heces sueltas', 'estomago suelto', 'voy al bano a cada rato', 'suelto', 'suelta'],
    constipation: ['estreñ*', 'estren*', 'no puedo ir al bano', 'estrenid*', 'no voy al bano'],
    insomnia: ['insomnio', 'no puedo dormir', 'no duermo', 'duermo mal', 'no logro dormir', 'me cuesta dormir', 'conciliar el sueno', 'dormirme', 'no duermo', 'duermo mal'],
    stomach_pain: ['dolor de estómago', 'dolor de estomago', 'dolor de barriga', 'dolor de panza', 'me duele el estómago', 'acidez', 'ardor de estómago', 'cólicos'],
    muscle_pain: ['dolor muscular', 'dolores musculares', 'calambres', 'dolor de articulaciones', 'dolor en las articulaciones', 'musculos', 'musculares'],
    pain: ['dolor', 'dolores', 'duele', 'me duele', 'dolor de espalda', 'la espalda me está matando', 'adolorid*', 'dolorid*'],
    dry_mouth: ['boca seca', 'boca seca'],
    palpitations: ['palpitacion*', 'palpitación*', 'taquicardia', 'el corazón acelerado', 'corazón acelerado', 'corazón muy rápido'],
    blurred_vision: ['visión borrosa', 'vision borrosa', 'veo borroso', 'veo nublado', 'borroso', 'borrosa'],
    bruising: ['moretones', 'moratones', 'moretón', 'hematomas', 'sangrado de encías', 'sangre por la nariz'],
    appetite_loss: ['sin apetito', 'sin hambre', 'no tengo hambre', 'falta de apetito', 'perdí el apetito', 'poco apetito', 'nada de hambre', 'no tengo hambre', 'apetito', 'no me apetece comer'],
    tingling: ['hormigueo', 'cosquilleo'],
    low_blood_sugar: ['azúcar baja', 'azucar baja', 'hipoglucemia', 'temblores', 'tembloroso', 'temblorosa'],
  },
  sdoh: {
    food_insecurity: [
      'no tengo para comer', 'no tengo comida', 'no alcanza para comer', 'me salto comidas', 'salto comidas',
      'paso hambre', 'banco de alimentos', 'no puedo comprar comida', 'sin comida',
    ],
    housing_instability: [
      'sin casa', 'sin hogar', 'desalojo', 'desalojad*', 'desahucio', 'desahuciad*', 'no tengo donde vivir',
      'duermo en el coche', 'duermo en el carro', 'atrasado con la renta', 'no puedo pagar la renta',
      'no puedo pagar el alquiler', 'albergue', 'perdí mi casa',
    ],
    transportation: ['no tengo coche', 'no tengo carro', 'no tengo auto', 'no manejo', 'no conduzco', 'nadie me lleva', 'sin transporte', 'problemas de transporte'],
    social_isolation: [
      'soledad', 'aislad*', 'nadie me ayuda', 'no tengo a nadie', 'nadie con quien hablar',
      'vivo solo', 'vivo sola', 'estoy solo', 'estoy sola',
    ],
    financial_strain: [
      'no puedo pagar', 'no tengo dinero', 'sin dinero', 'poco dinero', 'deudas', 'perdí mi trabajo', 'perdí el trabajo',
      'desemplead*', 'sin trabajo', 'no me alcanza', 'problemas económicos', 'problemas de dinero', 'facturas',
    ],
  },
  mood: {
    good: ['feliz', 'contento', 'contenta', 'animad*', 'de buen humor', 'tranquilo', 'tranquila'],
    low: ['triste', 'deprimid*', 'decaíd*', 'decaid*', 'desanimad*', 'sin esperanza', 'desesperanzad*', 'lloro', 'llorando', 'bajón', 'bajon'],
    anxious: ['ansios*', 'ansiedad', 'preocupad*', 'nervios*', 'miedo', 'asustad*', 'pánico', 'panico', 'angustia*'],
    stressed: ['estresad*', 'estrés', 'estres', 'agobiad*', 'abrumad*', 'bajo presión'],
    angry: ['enojad*', 'enfadad*', 'molest*', 'irritad*', 'irritable', 'frustrad*', 'furios*'],
  },
  positive: [
    'bien', 'muy bien', 'mejor', 'genial', 'excelente', 'bueno', 'buena', 'todo bien', 'perfecto', 'perfecta',
    'feliz', 'contento', 'contenta', 'gracias', 'tranquilo', 'tranquila', 'estupendo', 'estupenda', 'de maravilla',
  ],
  negative: [
    'mal', 'muy mal', 'peor', 'fatal', 'terrible', 'horrible', 'triste', 'difícil', 'dificil', 'duro', 'cansado',
    'cansada', 'preocupado', 'preocupada', 'dolor', 'pésimo', 'pesimo',
  ],
  exertion: [
    'subiendo', 'escaleras', 'pisos', 'cargando', 'compra',
    'escaleras', 'subir', 'subo', 'subiendo', 'camin*', 'andar', 'esfuerzo', 'ejercicio', 'correr', 'corriendo',
    'cuesta arriba', 'gimnasio', 'cargar', 'cargando', 'deporte', 'me muevo',
  ],
  atRest: ['en reposo', 'descansando', 'sentado', 'sentada', 'acostado', 'acostada', 'en la cama', 'de noche', 'sin hacer nada', 'quieto', 'quieta'],
};
