import { describe } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { ES7_BARRIERS, ES7_CRISES, ES7_LOOKALIKES, ES7_MORE_CRISES, ES7_MORE_LOOKALIKES, ES7_SIDE_EFFECTS } from './es-round7';
import { check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Spanish round 7 (decision 266), written before the engine was widened for it: paraphrases of the
 * blind dev items the engine missed and their look-alikes. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with its reason.
 */
// "mi madre dice unas palabras por otras desde esta mañana" left this set in round 9 (decision 309: wrong words since a time of today)
const NOT_YET = new Set<string>([]);
const row = rowTest(NOT_YET);

crisisRows('es round 7: crises escalate with their category', inLanguage.crises('es', ES7_CRISES), NOT_YET);
lookalikeRows('es round 7: look-alikes do not escalate', inLanguage.lookalikes('es', ES7_LOOKALIKES), NOT_YET);
lookalikeRows('es round 7, second batch: a threat by a feeling is a figure', inLanguage.lookalikes('es', ES7_MORE_LOOKALIKES), NOT_YET);
crisisRows('es round 7, second batch: a threat of blows still escalates', inLanguage.crises('es', ES7_MORE_CRISES), NOT_YET);

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: '¿Por qué no las tomó?', response_type: 'text' };
describe('es round 7: barriers', () => {
  for (const [text, barriers] of ES7_BARRIERS) row(text)(text, () => check(barriersQ, 'es', text, { barriers }));
});

const sideQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: '¿Ha notado algún efecto secundario?', response_type: 'text' };
describe('es round 7: side effects', () => {
  for (const [text, side_effects] of ES7_SIDE_EFFECTS) row(text)(text, () => check(sideQ, 'es', text, { side_effects }));
});
