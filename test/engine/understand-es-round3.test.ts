import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { ES3_CRISES, ES3_LOOKALIKES, ES3_MORE_CRISES, ES3_MORE_LOOKALIKES } from './es-round3';
import { type Answer, type Expect, answerTo, booleanQuestion, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * The third Spanish round (decisions 196-199), written before the engine was widened for it:
 * look-alikes and crises (`es-round3.ts`), yes/no answers without "sí"/"no" (echoes, hedges, "casi",
 * strong affirmatives, sarcasm, slang and typos) and barriers told indirectly, two at once.
 */
/** Rows the engine does not read yet (each is removed from here when its fix lands). The two probed after the round read since decision 223 (pills with drink and a bottle or a drowsy sign). */
const NOT_YET = new Set<string>([]);
const row = rowTest(NOT_YET);

lookalikeRows('es round 3: look-alikes do not escalate', inLanguage.lookalikes('es', ES3_LOOKALIKES), NOT_YET);
crisisRows('es round 3: crises told indirectly escalate with their category', inLanguage.crises('es', ES3_CRISES), NOT_YET);
lookalikeRows('es round 3, second batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES3_MORE_LOOKALIKES), NOT_YET);
crisisRows('es round 3, second batch: crises escalate with their category', inLanguage.crises('es', ES3_MORE_CRISES), NOT_YET);

const ASKED = {
  today: booleanQuestion('today', 'adherence', '¿Se tomó hoy la medicación?'),
  week: booleanQuestion('week', 'adherence', '¿Tomó sus pastillas todos los días esta semana?'),
} as const;

const YESNO: [keyof typeof ASKED, string, Answer][] = [
  // echoes of the question's subject
  ['today', 'me la tome con el desayuno', 'yes'],
  ['today', 'hoy si', 'yes'],
  ['today', 'hoy no pude', 'no'],
  ['today', 'todavia no', 'no'],
  ['today', 'aun no me la tomo', 'no'],
  ['week', 'todos menos el jueves', 'no'],
  ['week', 'se me paso una', 'no'],
  ['week', 'me falto un dia', 'no'],
  ['week', 'hubo dos dias que no', 'no'],
  // casi
  ['week', 'casi todos los dias', 'no'],
  ['week', 'casi casi', 'no'],
  // hedges
  ['today', 'creo que si, no estoy segura', 'unclear'],
  ['today', 'capaz que si', 'unclear'],
  ['today', 'a lo mejor', 'unclear'],
  ['today', 'quien sabe', 'unclear'],
  ['today', 'mas o menos', 'unclear'],
  // strong affirmatives
  ['week', 'ni una me salte', 'yes'],
  ['week', 'religiosamente', 'yes'],
  ['week', 'como reloj', 'yes'],
  ['week', 'desde el lunes sin fallar', 'yes'],
  ['today', 'obvio si', 'yes'],
  // sarcasm
  ['week', 'si claro, como si me acordara', 'no'],
  ['week', 'uy si todos los dias obvio... no', 'no'],
  // slang and typos
  ['today', 'sisi', 'yes'],
  ['today', 'sip', 'yes'],
  ['today', 'nop', 'no'],
  ['today', 'sii ya', 'yes'],
  ['today', 'nones', 'no'],
  ['today', 'noo', 'no'],
  // a second batch, in the evaluation set's manner
  ['today', 'ya me la tomé, como todos los días', 'yes'],
  ['today', 'me la tomé en el desayuno', 'yes'],
  ['today', 'ya, ya me la tome', 'yes'],
  ['today', 'simon ya', 'yes'],
  ['today', 'sii ya la tome', 'yes'],
  ['today', 'claro mija', 'yes'],
  ['today', 'obvio que si', 'yes'],
  ['today', 'ya quedó', 'yes'],
  ['today', 'listo, tomada', 'yes'],
  ['today', 'ahorita me la acabo de tomar', 'yes'],
  ['today', 'sí señorita', 'yes'],
  ['today', 'sí, claro que sí', 'yes'],
  ['today', 'sep', 'yes'],
  ['today', 'see', 'yes'],
  ['today', 'zi', 'yes'],
  ['today', 'sí sí sí', 'yes'],
  ['today', 'se me olvidó hoy', 'no'],
  ['today', 'hoy se me pasó', 'no'],
  ['today', 'no me la tomé', 'no'],
  ['today', 'nel pastel', 'no'],
  ['today', 'nop, ahorita me la tomo', 'no'],
  ['today', 'aun no, luego', 'no'],
  ['today', 'todavía no me la tomo', 'no'],
  ['today', 'creo que sí pero no me acuerdo bien', 'unclear'],
  ['today', 'no estoy segura si me la tomé', 'unclear'],
  ['today', 'me parece que sí', 'unclear'],
  ['today', 'quizás, no recuerdo', 'unclear'],
  ['today', 'no sé, tengo que revisar el pastillero', 'unclear'],
  ['today', 'pues yo creo', 'unclear'],
  ['week', 'todos los días sin fallar', 'yes'],
  ['week', 'ni un día me salté', 'yes'],
  ['week', 'todas, todas', 'yes'],
  ['week', 'por supuesto, todos los días', 'yes'],
  ['week', 'cumplí toda la semana', 'yes'],
  ['week', 'de lunes a domingo sin falta', 'yes'],
  ['week', 'jamás se me olvida', 'yes'],
  ['week', 'nunca fallo', 'yes'],
  ['week', 'siempre siempre', 'yes'],
  ['week', 'casi todos, menos el sábado', 'no'],
  ['week', 'casi toda la semana', 'no'],
  ['week', 'la mayoría sí', 'no'],
  ['week', 'un día se me olvidó', 'no'],
  ['week', 'se me pasaron dos', 'no'],
  ['week', 'solo el lunes no', 'no'],
  ['week', 'todos menos uno', 'no'],
  ['week', 'no, el domingo no', 'no'],
  ['week', 'sí, bueno, casi', 'no'],
  ['week', 'más o menos, se me olvidó el finde', 'no'],
  ['week', 'sí claro, y yo soy la reina de Inglaterra', 'no'],
  ['week', 'ajá, como que me acuerdo de todo', 'no'],
  ['week', 'obvio no jaja', 'no'],
  ['week', 'ojalá', 'no'],
  ['week', 'ja, ni de chiste', 'no'],
  ['week', 'sí sí, cuando me acuerdo', 'no'],
  ['week', 'si, casi siempre', 'no'],
  ['week', 'creo que sí, no llevo la cuenta', 'unclear'],
  ['week', 'supongo que sí', 'unclear'],
  ['week', 'no estoy seguro', 'unclear'],
  ['week', 'a lo mejor sí', 'unclear'],
  ['week', 'no sé, creo', 'unclear'],
];

const reading = (kind: keyof typeof ASKED, text: string): Answer => answerTo(ASKED[kind], text, 'es');

describe('es round 3: yes/no without a plain "sí" or "no"', () => {
  for (const [kind, text, want] of YESNO) {
    row(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading(kind, text)).toBe(want));
  }
});

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: '¿Por qué no las tomó?', response_type: 'text' };
const BARRIERS: [string, Expect][] = [
  ['no me alcanza, o pago la luz o compro la medicina', { barriers: ['cost'] }],
  ['me cobran un ojo de la cara por ellas', { barriers: ['cost'] }],
  ['las parto a la mitad para que me rindan', { barriers: ['cost'] }],
  ['no tengo quien me lleve a la farmacia', { barriers: ['transportation'] }],
  ['se me descompuso el carro y la farmacia queda lejos', { barriers: ['transportation'] }],
  ['no hay bus que llegue hasta el hospital', { barriers: ['transportation'] }],
  ['se me va la onda y no me las tomo', { barriers: ['forgetfulness'] }],
  ['me quede dormido antes de la de la noche', { barriers: ['forgetfulness'] }],
  ['con el trabajo ando a mil y se me pasa', { barriers: ['forgetfulness'] }],
  ['me cae mal al estomago', { barriers: ['side_effects'] }],
  ['me marea mucho y prefiero no tomarla', { barriers: ['side_effects'] }],
  ['la farmacia no tenia y me dijeron que vuelva la otra semana', { barriers: ['access'] }],
  ['estoy esperando que me autoricen la receta', { barriers: ['access'] }],
  ['no me quedo claro si es con comida o en ayunas', { barriers: ['understanding'] }],
  ['no se para que es la blanca', { barriers: ['understanding'] }],
  ['pense que si me sentia bien ya podia dejarla', { barriers: ['understanding'] }],
  // two at once
  ['no tengo plata y encima no tengo como ir', { barriers: ['cost', 'transportation'] }],
  ['se me olvida y ademas me da nauseas', { barriers: ['forgetfulness', 'side_effects'] }],
  ['la farmacia estaba cerrada y no pude ir en otro momento porque no tengo carro', { barriers: ['access', 'transportation'] }],
  // none
  ['no tengo ningun problema para conseguirlas', { barriers: [] }],
  ['el transporte no es problema, me lleva mi hija', { barriers: [] }],
  // a second batch, in the evaluation set's manner
  ['la quincena no me alcanzó para las pastillas', { barriers: ['cost'] }],
  ['con la pensión no me da para todo', { barriers: ['cost'] }],
  ['el seguro popular ya no me las da y compradas salen carísimas', { barriers: ['cost'] }],
  ['me las tomo cada tercer día para que me rindan', { barriers: ['cost'] }],
  ['este mes tuve que elegir entre la luz y la medicina', { barriers: ['cost'] }],
  ['ando bien pelado este mes', { barriers: ['cost'] }],
  ['no tengo quien me lleve al centro de salud', { barriers: ['transportation'] }],
  ['el camión no pasa por mi colonia', { barriers: ['transportation'] }],
  ['vivo en el rancho y la farmacia está en el pueblo, no tengo cómo bajar', { barriers: ['transportation'] }],
  ['mi hija es la que me lleva y está trabajando', { barriers: ['transportation'] }],
  ['no hubo micro por el paro', { barriers: ['transportation'] }],
  ['la farmacia me queda a una hora caminando y con mi rodilla no puedo', { barriers: ['transportation'] }],
  ['se me fue el tren y no me la tomé', { barriers: ['forgetfulness'] }],
  ['ando muy despistada', { barriers: ['forgetfulness'] }],
  ['con el cambio de horario me hice bolas', { barriers: ['forgetfulness'] }],
  ['estaba en casa de mi hija y no las llevé', { barriers: ['forgetfulness'] }],
  ['me dormí temprano y no me la tomé', { barriers: ['forgetfulness'] }],
  ['con tanto ajetreo se me pasó', { barriers: ['forgetfulness'] }],
  ['me caen pesadas al estómago', { barriers: ['side_effects'] }],
  ['me da mucha diarrea y mejor no me las tomo', { barriers: ['side_effects'] }],
  ['me pone como zombi y no puedo trabajar', { barriers: ['side_effects'] }],
  ['me dan mareos y por eso la dejé', { barriers: ['side_effects'] }],
  ['la farmacia del seguro no tenía', { barriers: ['access'] }],
  ['no me han dado cita para la receta', { barriers: ['access'] }],
  ['se me acabaron y el doctor está de vacaciones', { barriers: ['access'] }],
  ['estoy esperando que el seguro autorice', { barriers: ['access'] }],
  ['fui y estaba cerrado', { barriers: ['access'] }],
  ['no sé si la de la mañana es la blanca o la rosa', { barriers: ['understanding'] }],
  ['no entendí si es una o dos', { barriers: ['understanding'] }],
  ['me dijeron que solo si me dolía', { barriers: ['understanding'] }],
  ['como ya me siento bien pensé que ya no hacía falta', { barriers: ['understanding'] }],
  ['no sé si tomarla con el estómago vacío', { barriers: ['understanding'] }],
  ['se me olvida y además están carísimas', { barriers: ['cost', 'forgetfulness'] }],
  ['la farmacia estaba cerrada y no tengo coche para ir a otra', { barriers: ['access', 'transportation'] }],
  ['me sientan mal y encima cuestan un dineral', { barriers: ['cost', 'side_effects'] }],
  ['se me olvida y no sé bien para qué es', { barriers: ['forgetfulness', 'understanding'] }],
  ['ningún problema, me las tomé todas', { barriers: [] }],
  ['el dinero no es problema, gracias a dios', { barriers: [] }],
  ['la farmacia está aquí a la vuelta', { barriers: [] }],
  ['mi hijo me las trae, no hay problema', { barriers: [] }],
];

describe('es round 3: barriers told indirectly, two at once', () => {
  for (const [text, e] of BARRIERS) row(text)(JSON.stringify(text), () => check(barriersQ, 'es', text, e));
});
