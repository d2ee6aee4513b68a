import { describe } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { IT_CRISES7, IT_CRISES7B, IT_CRISES7C, IT_LOOKALIKES7, IT_LOOKALIKES7C, IT_LOOKALIKES7B, IT_SIDE_EFFECTS7 } from './it-round7';
import { check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 7 (decision 270), Italian, written before the engine was widened for it. Rows the engine cannot read yet
 * are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // Already escalated before this round: a thing on the floor and a person not answering the phone meet in the
  // frame fellDown+noResponse, which does not ask that the one on the floor be the one who does not answer.
  'ho lasciato le chiavi per terra, mio figlio non risponde al telefono',
  // The same frame now also hears the imperfect ("non rispondeva"); a phone that nobody answers is not told apart,
  // and an `unless` on "nessuno"/"telefono" would cost the crisis of someone on the floor while a call goes unanswered.
  'il telefono era per terra e non rispondeva nessuno',
  // Another person's loss of appetite is scoped out as someone else's (context.ts); the side-effects reading is the
  // patient's own, so a carer telling the patient's symptom in the third person is not read yet.
  'mia madre non ha piu fame',
  // A roof is no `means` alone (only "dal tetto"): "il tetto" with a plan word would make roof repairs a plan.
  'ho individuato il posto, il tetto del condominio',
]);

crisisRows('it round 7: crises escalate', inLanguage.crises('it', IT_CRISES7), NOT_YET);
lookalikeRows('it round 7: look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES7), NOT_YET);
lookalikeRows('it round 7: money bled, a bill that gives a heart attack, a condition in the subjunctive', inLanguage.lookalikes('it', IT_LOOKALIKES7B), NOT_YET);
crisisRows('it round 7: the same words told now still escalate', inLanguage.crises('it', IT_CRISES7B), NOT_YET);
crisisRows('it round 7: a place found, pills kept and counted as enough', inLanguage.crises('it', IT_CRISES7C), NOT_YET);
lookalikeRows('it round 7: a place found for the car, pills counted to last', inLanguage.lookalikes('it', IT_LOOKALIKES7C), NOT_YET);

const sideEffectsQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'effetti', response_type: 'text' };
describe('it round 7: side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_SIDE_EFFECTS7) test(text)(text, () => check(sideEffectsQ, 'it', text, want));
});
