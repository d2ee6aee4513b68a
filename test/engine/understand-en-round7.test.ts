import { describe, expect } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { EN_CRISES7, EN_CRISES7_CLOSE, EN_CRISES7_SECOND, EN_CRISES7_THIRD, EN_LOOKALIKES7, EN_LOOKALIKES7_THIRD, EN_LOOKALIKES7_SECOND, EN_SIDE_EFFECTS7 } from './en-round7';
import { crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 7, English (decisions 264-265): paraphrases of the English dev items 6001+ the engine
 * missed, written before the engine was changed for them. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // the negWant + goOn frame has no unless for a place or an activity after "keep going to" / "live in" (as "i dont want to keep going to the gym" before this round).
  'not sure if i want to keep going to the gym',
  'i dont know if i want to live in this town anymore, the rent is awful',
]);

const sideEffects: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'Any side effects?', response_type: 'text' };
const test = rowTest(NOT_YET);

crisisRows('en round 7: crises escalate', inLanguage.crises('en', EN_CRISES7), NOT_YET);
lookalikeRows('en round 7: look-alikes do not escalate', inLanguage.lookalikes('en', EN_LOOKALIKES7), NOT_YET);
crisisRows('en round 7: crises close to the look-alikes escalate', inLanguage.crises('en', EN_CRISES7_CLOSE), NOT_YET);
lookalikeRows('en round 7: a year in words, a suspicion ruled out, an advert about the signs', inLanguage.lookalikes('en', EN_LOOKALIKES7_SECOND), NOT_YET);
crisisRows('en round 7: crises close to the year, the suspicion and the advert', inLanguage.crises('en', EN_CRISES7_SECOND), NOT_YET);
crisisRows('en round 7: a doubt about wanting to go on living', inLanguage.crises('en', EN_CRISES7_THIRD), NOT_YET);
lookalikeRows('en round 7: a doubt about a treatment or a plan', inLanguage.lookalikes('en', EN_LOOKALIKES7_THIRD), NOT_YET);

describe('en round 7: side effects', () => {
  for (const [text, want] of EN_SIDE_EFFECTS7) {
    test(text)(text, () => expect([...interpret(sideEffects, text, 'en').side_effects].sort()).toEqual([...want].sort()));
  }
});
