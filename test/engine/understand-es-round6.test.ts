import { describe, expect, it } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { ES6_BARRIERS, ES6_CRISES, ES6_LOOKALIKES, ES6_MORE_CRISES, ES6_MORE_LOOKALIKES, ES6_MORE_YESNO, ES6_SIDE_EFFECTS, ES6_YESNO } from './es-round6';
import { answerTo, booleanQuestion, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Spanish round 6 (decision 249), written before the engine was widened for it: paraphrases of the
 * blind dev items the engine missed and their look-alikes. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with its reason.
 */
const NOT_YET = new Set<string>([]);
const row = rowTest(NOT_YET);

crisisRows('es round 6: crises escalate with their category', inLanguage.crises('es', ES6_CRISES), NOT_YET);
lookalikeRows('es round 6: look-alikes do not escalate', inLanguage.lookalikes('es', ES6_LOOKALIKES), NOT_YET);
crisisRows('es round 6, second batch: crises escalate with their category', inLanguage.crises('es', ES6_MORE_CRISES), NOT_YET);
lookalikeRows('es round 6, second batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES6_MORE_LOOKALIKES), NOT_YET);

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: '¿Por qué no las tomó?', response_type: 'text' };
describe('es round 6: barriers', () => {
  for (const [text, barriers] of ES6_BARRIERS) row(text)(text, () => check(barriersQ, 'es', text, { barriers }));
});

const sideQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: '¿Ha notado algún efecto secundario?', response_type: 'text' };
describe('es round 6: side effects', () => {
  for (const [text, side_effects] of ES6_SIDE_EFFECTS) row(text)(text, () => check(sideQ, 'es', text, { side_effects }));
});

const measured = booleanQuestion('measured', 'blood_pressure', '¿Se ha medido hoy la tensión?');
describe('es round 6: yes/no to "did you measure it?"', () => {
  for (const [text, want] of ES6_YESNO) row(text)(`${JSON.stringify(text)} → ${want}`, () => expect(answerTo(measured, text, 'es')).toBe(want));
});

const everyDose = booleanQuestion('every_dose', 'adherence', '¿Se tomó todas las dosis esta semana?');
describe('es round 6: yes/no to "did you take every dose?"', () => {
  for (const [text, want] of ES6_MORE_YESNO) row(text)(`${JSON.stringify(text)} → ${want}`, () => expect(answerTo(everyDose, text, 'es')).toBe(want));
});
