import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { ES_CRISES, ES_LOOKALIKES } from './es-paraphrases';
import { Q, type Answer, type Expect, answerTo, booleanQuestion, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Spanish replies written before the engine was widened for them (decisions 175-177): crises of
 * every category and their look-alikes (`es-paraphrases.ts`), yes/no answers without "sí"/"no"
 * (echoes, hedges, "casi", strong affirmatives, sarcasm, regional forms) and adherence barriers.
 */
/** Rows the engine does not read yet (each is removed from here when its fix lands). */
const NOT_YET = new Set<string>([
  'mi vecina no puede pagar las suyas',
  'como ya me bajo el azucar deje de tomarla',
]);
const row = rowTest(NOT_YET);

crisisRows('es: crises told in new ways escalate with their category', inLanguage.crises('es', ES_CRISES), NOT_YET);
lookalikeRows('es: look-alikes do not escalate', inLanguage.lookalikes('es', ES_LOOKALIKES), NOT_YET);

const ASKED = {
  today: booleanQuestion('today', 'adherence', '¿Se tomó hoy la medicación?'),
  week: booleanQuestion('week', 'adherence', '¿Tomó sus pastillas todos los días esta semana?'),
  bp: booleanQuestion('bp', 'blood_pressure_check', '¿Se midió la tensión esta mañana?'),
  refill: booleanQuestion('refill', 'refill', '¿Pudo recoger su medicamento?'),
} as const;

const YESNO: [keyof typeof ASKED, string, Answer][] = [
  ['today', 'dale, ya me la tome', 'yes'],
  ['today', 'claro que si', 'yes'],
  ['week', 'claro que me las tome', 'yes'],
  ['today', 'por supuesto', 'yes'],
  ['week', 'ni modo, se me olvido el martes', 'no'],
  ['week', 'para nada', 'no'],
  ['today', 'pues no', 'no'],
  ['today', 'pues si', 'yes'],
  ['week', 'casi todos', 'no'],
  ['week', 'casi siempre', 'no'],
  ['today', 'creo que si', 'unclear'],
  ['today', 'yo diria que si', 'unclear'],
  ['today', 'segun yo si', 'unclear'],
  ['week', 'no me acuerdo bien', 'unclear'],
  ['week', 'si, bueno, menos el sabado', 'no'],
  ['week', 'toditas', 'yes'],
  ['week', 'todos los dias sin falta', 'yes'],
  ['week', 'no falle ni un dia', 'yes'],
  ['week', 'ni una sola vez se me olvido', 'yes'],
  ['week', 'se me olvido un par de veces', 'no'],
  ['week', 'aja si, como que me acuerdo', 'no'],
  ['today', 'obvio', 'yes'],
  ['today', 'simon', 'yes'],
  ['today', 'nel', 'no'],
  ['week', 'a veces', 'no'],
  ['week', 'la mayoria de los dias', 'no'],
  ['today', 'seguro que si', 'yes'],
  ['today', 'eso espero', 'unclear'],
  ['refill', 'no la he podido recoger', 'no'],
  ['refill', 'ya la recogi', 'yes'],
  ['refill', 'todavia no, mañana voy', 'no'],
  ['today', 'pues claro', 'yes'],
  ['today', 'desde luego', 'yes'],
  ['bp', 'me la medi antes del desayuno', 'yes'],
  ['bp', 'se me paso medirmela', 'no'],
  ['bp', 'hoy no me dio tiempo', 'no'],
  // a second round
  ['week', 'si, todas menos el domingo', 'no'],
  ['today', 'ni modo, no', 'no'],
  ['week', 'claro que no se me olvido ninguna', 'yes'],
  ['week', 'pues casi', 'no'],
  ['today', 'puede que si', 'unclear'],
  ['week', 'igual y si', 'unclear'],
  ['today', 'si, si, ya te dije que si', 'yes'],
  ['today', 'afirmativo', 'yes'],
  ['today', 'negativo', 'no'],
  ['week', 'de lunes a domingo', 'yes'],
  ['week', 'todas todas', 'yes'],
  ['refill', 'no me la quisieron dar', 'no'],
  ['bp', 'no tengo aparato', 'no'],
  ['today', 'claro, como todas las mañanas', 'yes'],
];

const reading = (kind: keyof typeof ASKED, text: string): Answer => answerTo(ASKED[kind], text, 'es');

describe('es: yes/no without a plain "sí" or "no"', () => {
  for (const [kind, text, want] of YESNO) {
    row(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading(kind, text)).toBe(want));
  }
});

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: '¿Por qué no las tomó?', response_type: 'text' };
const BARRIERS: [string, Expect][] = [
  ['no me alcanza la plata para las pastillas', { barriers: ['cost'] }],
  ['estan carisimas y la obra social no me las cubre', { barriers: ['cost'] }],
  ['me las tomo dia por medio para que me duren', { barriers: ['cost'] }],
  ['o como o compro las medicinas', { barriers: ['cost'] }],
  ['no tengo como ir, el colectivo no pasa por mi barrio', { barriers: ['transportation'] }],
  ['la farmacia queda lejisimos y no manejo', { barriers: ['transportation'] }],
  ['se me pasa la hora con el trabajo', { barriers: ['forgetfulness'] }],
  ['se me va el santo al cielo', { barriers: ['forgetfulness'] }],
  ['estuve de viaje y me las deje en casa', { barriers: ['forgetfulness'] }],
  ['me revuelven el estomago, por eso las deje', { barriers: ['side_effects'] }],
  ['me dan mucho sueño y las deje de tomar', { barriers: ['side_effects'] }],
  ['en la farmacia no habia', { barriers: ['access'] }],
  ['se me acabaron y el medico no me ha renovado la receta', { barriers: ['access'] }],
  ['la farmacia estaba cerrada por el feriado', { barriers: ['access'] }],
  ['no entiendo si van antes o despues de comer', { barriers: ['understanding'] }],
  ['pense que ya no las necesitaba porque me sentia bien', { barriers: ['understanding'] }],
  ['no se cual es la de la presion y cual la del azucar', { barriers: ['understanding'] }],
  ['tengo carro y la farmacia esta cerca, no hay problema', { barriers: [] }],
  ['el precio no es problema', { barriers: [] }],
  ['mi vecina no puede pagar las suyas', { barriers: [] }],
  // a second round
  ['no tengo con que pagarlas', { barriers: ['cost'] }],
  ['la isapre no me las cubre', { barriers: ['cost'] }],
  ['vivo en el campo y no pasa micro', { barriers: ['transportation'] }],
  ['mi hijo que me lleva esta de viaje', { barriers: ['transportation'] }],
  ['se me paso la hora viendo la novela', { barriers: ['forgetfulness'] }],
  ['me dan ganas de vomitar y por eso no me las tomo', { barriers: ['side_effects'] }],
  ['en la farmacia me dijeron que no les ha llegado', { barriers: ['access'] }],
  ['el doctor no me contesta para la receta', { barriers: ['access'] }],
  ['no se si se toman juntas o separadas', { barriers: ['understanding'] }],
  ['como ya me bajo el azucar deje de tomarla', { barriers: ['understanding'] }],
];

describe('es: barriers told in new words', () => {
  for (const [text, e] of BARRIERS) row(text)(JSON.stringify(text), () => check(barriersQ, 'es', text, e));
});
