import { describe } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS8, IT_CRISES8, IT_CRISES8B, IT_CRISES8C, IT_LOOKALIKES8, IT_LOOKALIKES8B, IT_LOOKALIKES8C, IT_OVERDOSE8, IT_SIDE_EFFECTS8 } from './it-round8';
import { check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 8 (decisions 280-284), Italian, written before the engine was widened for it. Rows the engine cannot read
 * yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
]);

crisisRows('it round 8: crises escalate', inLanguage.crises('it', IT_CRISES8), NOT_YET);
lookalikeRows('it round 8: look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES8), NOT_YET);
lookalikeRows('it round 8: fine now, just to know, a show, a big pill, a scolding', inLanguage.lookalikes('it', IT_LOOKALIKES8B), NOT_YET);
crisisRows('it round 8: the same words told now still escalate', inLanguage.crises('it', IT_CRISES8B), NOT_YET);
lookalikeRows('it round 8: a cut asked about on an anticoagulant', inLanguage.lookalikes('it', IT_LOOKALIKES8C), NOT_YET);
crisisRows('it round 8: a cut told, planned or again still escalates', inLanguage.crises('it', IT_CRISES8C), NOT_YET);
// Overdoses told as a multiple of the dose, N units instead of M, a dose taken twice: overdose engineer (not changed here).
// read by the overdose frames of decisions 300-303
crisisRows('it round 8: overdoses told as arithmetic', inLanguage.crises('it', IT_OVERDOSE8));

const barriersQ: Question = { id: 'barriers', topic: 'barriers', prompt: 'barriere', response_type: 'text' };
const sideEffectsQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'effetti', response_type: 'text' };
describe('it round 8: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_BARRIERS8) test(text)(text, () => check(barriersQ, 'it', text, want));
});
describe('it round 8: side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_SIDE_EFFECTS8) test(text)(text, () => check(sideEffectsQ, 'it', text, want));
});
