import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * Spanish round 7 (decision 266): paraphrases of the Spanish dev items written blind (ids 6001+,
 * decision 261) that the engine missed, in other words, persons, voice-transcript and SMS styles,
 * with look-alikes that must stay as they are. Written before the engine was changed for them.
 * Read by test/engine/understand-es-round7.test.ts.
 */
export const ES7_CRISES: [SafetyCategory, string][] = [
  // a wish to die insisted on: "no es una forma de hablar" denies the figure, it does not retract
  ['self_harm', 'me quiero matar y no es una forma de hablar'],
  ['self_harm', 'Quiero matarme. No es una manera de hablar.'],
  ['self_harm', 'me quiero morir y no es un decir'],
  ['self_harm', 'tengo ganas de matarme, no es ninguna broma'],
  ['self_harm', 'me voy a matar, no lo digo en broma'],
  ['self_harm', 'quiero quitarme de en medio y va en serio'],
  // harm by someone at home told after something done to the pills: the pills are not the subject
  ['unsafe_at_home', 'el me esconde las pastillas y me empuja cuando se enfada'],
  ['unsafe_at_home', 'mi hijo me quita la medicina y me pega'],
  ['unsafe_at_home', 'mi marido me tira las pastillas y me empuja contra la pared'],
  ['unsafe_at_home', 'me escondio los medicamentos y me amenaza'],
  // "desde entonces" followed by what the patient has now: ongoing, not history
  ['allergic_reaction', 'me la tome y desde entonces tengo la lengua hinchadisima'],
  ['allergic_reaction', 'desde entonces se me hincha la garganta'],
  ['allergic_reaction', 'empece la pastilla nueva y desde entonces tengo los labios hinchados y me cuesta tragar'],
  // words swapped in speech
  ['stroke', 'me salen las palabras cambiadas desde hace un rato'],
  ['stroke', 'le salen las palabras cambiadas de repente'],
  ['stroke', 'me cuesta hablar y digo unas palabras por otras'],
  ['stroke', 'mi madre dice unas palabras por otras desde esta manana'],
  ['stroke', 'me cuesta hablar desde hace un rato'],
  ['stroke', 'de repente le cuesta hablar'],
];

export const ES7_LOOKALIKES: string[] = [
  'es una forma de hablar, no me quiero matar',
  'me mata este calor, es una forma de hablar',
  'las pastillas me van a matar de aburrimiento jaja',
  'me intente matar hace anos y desde entonces estoy bien',
  'tuve una alergia en 2019 y desde entonces nada',
  'me cuesta hablar de esto con mi familia',
  'me cuesta hablar en publico',
  'mi nieto cambia las palabras cuando juega',
  'tengo la voz cambiada por el resfriado',
];

/** Barriers told in other words: [reply, barriers]. */
export const ES7_BARRIERS: [string, string[]][] = [
  // a copayment ("aportación") the patient cannot meet until the pension comes
  ['en la farmacia me piden 40 euros de aportacion y hasta que no cobre la pension no llego', ['cost']],
  ['la aportacion es de 30 euros y no llego a fin de mes', ['cost']],
  ['me toca pagar una aportacion muy alta', ['cost']],
  ['hasta que no cobre no puedo comprarlas', ['cost']],
  ['hasta que no me paguen no las compro', ['cost']],
  // out of stock: "rotura de stock", "no la tiene"
  ['la farmacia no la tiene, hay rotura de stock', ['access']],
  ['dicen que hay rotura de stock', ['access']],
  ['esta en falta en todas las farmacias', ['access']],
  ['en la farmacia no lo tiene nadie', ['access']],
  ['no hay stock en la farmacia', ['access']],
  // a side effect named as the reason
  ['la deje unos dias porque me dejaba la cabeza embotada', ['side_effects']],
  ['no me la tomo porque me deja atontado', ['side_effects']],
  ['las deje porque me dejaban la cabeza embotada y no podia trabajar', ['side_effects']],
  ['me embota la cabeza y por eso no la tomo', ['side_effects']],
];

/** Side effects told in other words: [reply, side effects]. */
export const ES7_SIDE_EFFECTS: [string, string[]][] = [
  // nearly bringing up a meal
  ['despues de la pastilla casi echo el desayuno', ['nausea']],
  ['casi echo la comida despues de tomarla', ['nausea']],
  ['por poco echo la cena', ['nausea']],
  // tingling told with the verb
  ['me hormiguean los pies', ['tingling']],
  ['me hormiguean las manos desde que la tomo', ['tingling']],
  ['siento cosquillas en los dedos de los pies', ['tingling']],
  // less hunger
  ['tengo menos hambre', ['appetite_loss']],
  ['casi no como, no me entra nada', ['appetite_loss']],
  ['se me ha quitado el hambre', ['appetite_loss']],
  ['me hormiguean los pies y tengo menos hambre, casi no como', ['tingling', 'appetite_loss']],
  // aching legs, stiffness after effort
  ['me duelen las piernas como si tuviera agujetas', ['muscle_pain']],
  ['tengo agujetas todo el dia sin hacer ejercicio', ['muscle_pain']],
  ['me duelen los musculos de las piernas', ['muscle_pain']],
];

/** A threat whose weapon is a feeling or boredom ("me va a matar a disgustos"): a figure, not danger at home. */
export const ES7_MORE_LOOKALIKES: string[] = [
  'mi suegra me va a matar a disgustos pero vamos tirando',
  'mis hijos me van a matar a disgustos',
  'este nino me va a matar a sustos',
  'mi marido me mata a disgustos con lo que fuma',
  'la pastilla del colesterol me va a matar, pero de aburrimiento jaja',
  'mi nieta me va a matar de aburrimiento con sus videos',
  'mi madre me va a matar de preocupacion',
  'mi yerno me mata a disgustos pero bien',
];

/** Close to them, a threat that must still escalate. */
export const ES7_MORE_CRISES: [SafetyCategory, string][] = [
  ['unsafe_at_home', 'mi marido me va a matar, me pega cuando bebe'],
  ['unsafe_at_home', 'mi hijo me va a matar a golpes'],
  ['unsafe_at_home', 'dice que me va a matar a palos si hablo'],
  ['unsafe_at_home', 'tengo miedo, mi pareja me dijo que me va a matar'],
];
