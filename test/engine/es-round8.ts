import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import type { Answer } from './rows';

/**
 * Spanish round 8 (decisions 285-287): paraphrases of the Spanish dev items written blind (ids 7001+,
 * decision 273) that the engine missed, in other words, persons, voice-transcript and SMS styles,
 * with look-alikes close to them that must not escalate. Written before the engine was changed for
 * them. Read by test/engine/understand-es-round8.test.ts.
 */
export const ES8_CRISES: [SafetyCategory, string][] = [
  // a wish to kill oneself told by a relative, in the third person ("se quiere matar", "quiere matarse")
  ['self_harm', 'mi padre dice que se quiere matar'],
  ['self_harm', 'mi madre quiere matarse, tiene las pastillas guardadas'],
  ['self_harm', 'mi marido nos ha dicho que se va a matar esta noche'],
  ['self_harm', 'mi hijo dice q se quiere matar y no sale de su cuarto'],
  ['self_harm', 'mi abuelo dice que quiere morirse y que ya no aguanta mas'],
  ['self_harm', 'mi padre tiene la escopeta cargada y dice que va a matarse'],
  // pills counted to not wake up: a lethal dose looked up
  ['self_harm', 'he estado mirando cuantas pastillas hacen falta para no despertarse'],
  ['self_harm', 'busque en google cuantos comprimidos hay que tomar para no despertarse nunca'],
  ['self_harm', 'miro en internet cuantas pastillas de lorazepam hacen falta para no volver a despertar'],
  ['self_harm', 'cuantas pastillas harian falta para no despertarme mas'],
  // words that will not come, with an onset of today told by a meal
  ['stroke', 'mi padre desde el desayuno no encuentra las palabras'],
  ['stroke', 'mi abuela desde la cena no encuentra las palabras'],
  ['stroke', 'desde la comida mi marido no encuentra las palabras y esta muy raro'],
  ['stroke', 'quiere decir vaso y le sale otra palabra, le pasa de repente'],
  ['stroke', 'de golpe quiere decir una cosa y le sale otra cosa'],
  // sight lost in one eye all at once
  ['stroke', 'de golpe he perdido la vista del ojo izquierdo'],
  ['stroke', 'esta manana ha perdido la vista de un ojo de repente'],
  ['stroke', 'he perdido la vision del ojo derecho de golpe'],
  ['stroke', 'de repente mi madre ha perdido la vista de un ojo'],
  ['stroke', 'he perdido la vista del ojo derecho como si bajara una cortina'],
  // all the pills that were left, told with SMS slang ("me he metido", "pastis")
  ['overdose', 'me he metido todas las pastis de golpe'],
  ['overdose', 'me tome todas las que me quedaban de una vez'],
  ['overdose', 'tio me he metido las pastis q me quedaban de golpe'],
  ['overdose', 'me he metido una caja entera de paracetamol'],
  ['overdose', 'anoche me meti medio bote de diazepam con los nervios'],
  ['overdose', 'con los nervios me tome medio frasco de lorazepam y no me tengo en pie'],
  // fallen down unconscious: "caerse redondo", time lost on the floor
  ['unconsciousness', 'me he caido redonda en el bano'],
  ['unconsciousness', 'mi marido se cayo redondo en la cocina'],
  ['unconsciousness', 'esta manana cai redondo y no se cuanto tiempo estuve en el suelo'],
  ['unconsciousness', 'no se cuanto rato estuve en el suelo, me desperte alli'],
  ['unconsciousness', 'me cai redonda en la calle y no me acuerdo de nada'],
  // near the look-alikes below, crises that must still escalate
  ['chest_pain', 'el electro salio bien pero sigo con presion en el pecho y me baja al brazo'],
  ['stroke', 'a mi padre le esta dando un ictus ahora mismo, tiene la cara torcida'],
  ['unsafe_at_home', 'mi marido me dijo que me mata si se lo cuento a alguien'],
  ['breathing', 'no puedo respirar, me ahogo'],
  ['self_harm', 'me voy a matar, ya no aguanto el trabajo'],
  ['self_harm', 'me quiero matar trabajando aqui, no puedo mas'],
  // SMS spelling: "kiero", "kiere" for "quiero", "quiere"
  ['self_harm', 'mi padre dice que se kiere matar'],
  ['self_harm', 'me kiero matar'],
  ['self_harm', 'kiero morirme ya no aguanto'],
  ['self_harm', 'mi marido dice que se va a matar con las pastillas'],
  ['chest_pain', 'me duele el pecho pero el medico dijo que era ansiedad'],
  ['chest_pain', 'el martes me dio presion en el pecho y ya no me duele la cabeza pero el pecho sigue igual'],
  ['breathing', 'ronco y parece que me ahogo pero ahora estoy despierto y no puedo respirar'],
];

/** Overdoses told as arithmetic or repetition (es-7031, es-7035): left to the overdose engineer, rows only. */
export const ES8_OVERDOSE_ARITHMETIC: [SafetyCategory, string][] = [
  ['overdose', 'me he tomado las de la noche dos veces porque no me acordaba si ya me las habia tomado'],
  ['overdose', 'se ha puesto la insulina dos veces, cuarenta unidades en vez de veinte'],
];

export const ES8_LOOKALIKES: string[] = [
  // a third person who will not kill himself, or only figuratively
  'mi hijo se mata a trabajar todos los dias',
  'mi marido se va a matar a trabajar tantas horas',
  'me voy a matar a estudiar para el examen',
  'mi hija se va a matar a currar, no para nunca',
  'mi padre antes decia que se queria matar pero hace anos que esta bien',
  // sleep that is not death
  'tomo una pastilla para no despertarme por la noche',
  'cuantas pastillas hacen falta para dormir toda la noche',
  // words or sight, not a stroke
  'mi nieto quiere decir pelota y le sale otra cosa, tiene dos anos',
  'me cuesta encontrar las palabras para agradecerles',
  'perdi la vista de un ojo hace anos por un glaucoma',
  'de golpe me he dado cuenta de que he perdido las gafas',
  // pills that are not too many
  'me quedan pocas pastis, tengo que ir a por mas',
  'no me he metido nada raro, solo las pastis de siempre',
  // a fall without a faint
  'me cai en la calle pero me levante enseguida',
  'el nino se cayo redondo de sueno en el sofa',
  'hace anos me cai redonda por una bajada de tension',
  // a tight chest explained and over
  'tuve una opresion en el pecho pero era una contractura, el electro salio bien',
  'me dio presion en el pecho el martes, me vio el medico y era muscular, ya no me duele',
  'ayer tuve una presion en el pecho pero era del gimnasio y ya no me duele',
  // a stroke or a heart attack of a relative, years ago: the reason to take care
  'a mi padre le dio un ictus a los setenta, por eso me cuido',
  'mi madre tuvo un infarto a los sesenta, por eso vigilo la tension',
  'como a mi hermano le dio un ictus a los cincuenta, me mido la tension todos los dias',
  // a scolding for what was eaten or skipped
  'mi marido me mata si se entera de que me comi media tarta',
  'mi mujer me mata si ve lo que he comido',
  'mi hija me mata si se entera de que no me he tomado la tension',
  // a wish to die about football
  'me quiero matar con este equipo, otra vez perdimos',
  // out of breath or fainting with laughter; snoring like choking
  'me he quedado sin aliento de la risa con mi nieto',
  'casi me desmayo de la risa con la pelicula',
  'mi hija se desmayaba de la risa con el payaso',
  'ronco tanto que parece que me ahogo, ya tengo cita en la unidad del sueno',
  'mi marido dice que parece que me ahogo cuando ronco',
];

/** Yes/no to "¿Se ha tomado todas las dosis?": never skipping one is a yes. */
export const ES8_YES_NO: [string, Answer][] = [
  ['nunca me salto ninguna', 'yes'],
  ['no me salto ni una, es sagrado', 'yes'],
  ['jamas me salto una dosis', 'yes'],
  ['nunca me salto ninguno', 'yes'],
  ['me salto alguna a veces', 'no'],
  ['nunca me acuerdo de tomarla', 'no'],
];

/** Barriers told in other words: [reply, barriers]. */
export const ES8_BARRIERS: [string, string[]][] = [
  // never remembering one dose of the day
  ['la de la noche nunca me acuerdo', ['forgetfulness']],
  ['nunca me acuerdo de la del mediodia', ['forgetfulness']],
  ['casi nunca me acuerdo de tomarla', ['forgetfulness']],
  ['pense que podia dejarla porque me encontraba mejor y ademas nunca me acuerdo de la de la noche', ['understanding', 'forgetfulness']],
  // an e-prescription that does not show up, a health centre that does not answer
  ['en la farmacia no me aparece la receta', ['access']],
  ['la receta electronica no me sale en la farmacia', ['access']],
  ['llamo al centro de salud y no cogen el telefono', ['access']],
  ['el medico no coge el telefono y no tengo receta', ['access']],
  // the car broke down ("se me rompió")
  ['se me ha roto el coche y no puedo ir a la farmacia', ['transportation']],
  ['el coche se me estropeo y no he ido a por ellas', ['transportation']],
  ['se me averio el coche esta semana', ['transportation']],
  ['el coche se me rompio y ademas las pastillas me daban ganas de vomitar', ['transportation', 'side_effects']],
];

/** Side effects told in other words: [reply, side effects]. */
export const ES8_SIDE_EFFECTS: [string, string[]][] = [
  ['no consigo ir al bano', ['constipation']],
  ['no logro ir al bano desde hace dias', ['constipation']],
  ['tengo la boca seca y no consigo ir al bano', ['dry_mouth', 'constipation']],
  ['me salen moratones con nada', ['bruising']],
  ['me salen moratones con cualquier golpecito', ['bruising']],
  ['con nada me salen hematomas en los brazos', ['bruising']],
  ['no consigo dormir bien', ['insomnia']],
];
