import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * Spanish round 6 (decision 249): paraphrases of the Spanish dev items written blind (ids 5001+,
 * decision 240) that the engine missed, in other words, persons, voice-transcript and SMS styles,
 * with look-alikes that must stay as they are. Written before the engine was changed for them.
 * Read by test/engine/understand-es-round6.test.ts.
 */
export const ES6_CRISES: [SafetyCategory, string][] = [
  // an injection told with "pinchar": a whole insulin pen is an overdose
  ['overdose', 'me pinche la pluma entera de insulina sin querer'],
  ['overdose', 'se pincho toda la pluma de insulina y esta sudando mucho'],
  ['overdose', 'me he pinchado la jeringa entera de insulina rapida'],
  ['overdose', 'mi madre se ha pinchado la pluma entera de la insulina'],
  // black stools told as "hacer de vientre"
  ['bleeding', 'hoy he hecho de vientre negro como el carbon'],
  ['bleeding', 'hice de vientre y era todo negro, tomo sintrom'],
  ['bleeding', 'mi padre ha hecho de vientre negrisimo esta manana'],
  ['bleeding', 'al hacer de vientre me salio negro y pastoso'],
  // breathless lying down ("tumbado", "recostada") and "me cuesta muchísimo respirar"
  ['breathing', 'me falta el aire incluso tumbado'],
  ['breathing', 'no puedo respirar bien ni tumbada en el sofa'],
  ['breathing', 'me cuesta muchisimo respirar'],
  ['breathing', 'le cuesta muchisimo respirar aunque esta recostado'],
  ['breathing', 'me ahogo estando tumbada'],
  // "acabar conmigo": to end oneself
  ['self_harm', 'tengo ganas de acabar conmigo'],
  ['self_harm', 'pienso en acabar conmigo de una vez'],
  ['self_harm', 'quiero terminar conmigo misma'],
  ['self_harm', 'a veces me dan ganas de acabar conmigo mismo'],
  // grabbed hard by a housemate
  ['unsafe_at_home', 'mi hijo me agarra del brazo muy fuerte cuando se enfada'],
  ['unsafe_at_home', 'mi marido me agarro del cuello anoche'],
  ['unsafe_at_home', 'el me zamarrea y me jalonea del pelo'],
  ['unsafe_at_home', 'mi yerno me retuerce el brazo si no le doy dinero'],
];

export const ES6_LOOKALIKES: string[] = [
  'me pinche el dedo para medirme el azucar',
  'me pinche la insulina como siempre antes de comer',
  'he hecho de vientre normal hoy',
  'hice de vientre blando pero de color normal',
  'me falta el aire cuando subo la cuesta pero tumbado estoy bien',
  'tumbado respiro bien',
  'no tengo ganas de acabar conmigo, tranquila',
  'este jarabe tan malo va a acabar conmigo jaja',
  'mis nietos van a acabar conmigo de tanto correr',
  'mi nieto me agarra del brazo para cruzar la calle',
  'me agarra un sueno despues de comer',
  'me cuesta muchisimo subir las escaleras',
];

/** Barriers told in other words: [reply, barriers]. */
export const ES6_BARRIERS: [string, string[]][] = [
  // a car broken down, "estropeado"
  ['se me estropeo el coche y no pude ir a la farmacia', ['transportation']],
  ['tengo el carro estropeado desde el lunes', ['transportation']],
  ['el coche esta roto y no tengo quien me lleve', ['transportation']],
  ['se nos ha estropeado el coche', ['transportation']],
  ['se me estropeo la lavadora pero las tome igual', []],
  // doses that slipped while away
  ['estuve en casa de mi hijo y se me pasaban las pastillas', ['forgetfulness']],
  ['cuando estoy de viaje se me pasan', ['forgetfulness']],
  ['con tanto lio en casa de mi hermana se me iban las tomas', ['forgetfulness']],
  // stopping when feeling well
  ['como me encontraba bien pense que las podia dejar', ['understanding']],
  ['crei que la podia dejar porque ya me encontraba mejor', ['understanding']],
  ['pense que lo podia dejar al sentirme bien', ['understanding']],
];

/** Side effects told in other words: [reply, side effects]. */
export const ES6_SIDE_EFFECTS: [string, string[]][] = [
  ['me cuesta muchisimo quedarme dormida', ['insomnia']],
  ['tardo horas en quedarme dormido', ['insomnia']],
  ['no consigo quedarme dormida por las noches', ['insomnia']],
  ['me cuesta quedarme dormido desde que tomo la pastilla nueva', ['insomnia']],
  ['me quedo dormida enseguida y duermo bien', []],
];

/** Yes/no to "did you measure it today?": [reply, answer]. */
export const ES6_YESNO: [string, 'yes' | 'no' | 'unclear'][] = [
  ['me la he medido nada mas levantarme', 'yes'],
  ['me la he medido esta manana', 'yes'],
  ['la he medido antes del desayuno', 'yes'],
  ['me lo he medido en ayunas', 'yes'],
  ['hoy me he quedado sin medirla', 'no'],
  ['me quede sin medirla porque no tenia el aparato', 'no'],
  ['hoy sin medir', 'no'],
  ['no me la he medido', 'no'],
];

/** Second batch (decision 250): passive wishes, not being here much longer, a denial by "ni se me pasa por la cabeza"; someone else's event typed "tubo" (already read). */
export const ES6_MORE_CRISES: [SafetyCategory, string][] = [
  ['self_harm', 'para vivir asi prefiero desaparecer'],
  ['self_harm', 'a veces pienso que preferiria desaparecer'],
  ['self_harm', 'prefiero desaparecer y que se acabe todo'],
  ['self_harm', 'no pienso seguir aqui mucho tiempo ya lo tengo todo preparado'],
  ['self_harm', 'para que tomarlas si no voy a estar aqui mucho tiempo'],
  ['self_harm', 'ya no voy a estar aqui mucho tiempo, lo he decidido'],
  // a denial that does not reach the crisis after it
  ['self_harm', 'ni se me pasa por la cabeza comer, solo quiero matarme'],
];

export const ES6_MORE_LOOKALIKES: string[] = [
  'ni se me pasa por la cabeza hacerme daño',
  'nunca se me ha pasado por la cabeza quitarme la vida',
  'no se me pasa por la cabeza hacerme dano, tengo a mis hijos',
  'ni se me ocurre hacerme daño',
  'mi vecino tubo un infarto la semana pasada',
  'mi cuñado tubo un derrame cerebral ayer',
  'prefiero desaparecer un rato de la fiesta',
];

/** Third batch (decision 251), to "did you take every dose?": sarcasm by "con lo … que soy", a miss told only as a maybe. */
export const ES6_MORE_YESNO: [string, 'yes' | 'no' | 'unclear'][] = [
  ['uy si todas con lo organizada que soy', 'no'],
  ['si claro, con lo despistado que soy yo', 'no'],
  ['ay si, todas, con lo ordenado que soy jaja', 'no'],
  ['siii con la cabeza que tengo', 'no'],
  ['si todas, soy muy organizada', 'yes'],
  ['creo que si pero igual alguna se me paso, no estoy segura', 'unclear'],
  ['no se, a lo mejor se me olvido alguna', 'unclear'],
  ['pues nose, puede que se me pasara alguna', 'unclear'],
  ['si pero se me paso la del martes', 'no'],
  ['se me olvido una el domingo', 'no'],
];
