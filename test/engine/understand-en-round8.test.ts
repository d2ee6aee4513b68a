import { describe, expect } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { EN_CRISES8, EN_CRISES8_CLOSE, EN_CRISES8_THIRD, EN_LOOKALIKES8, EN_LOOKALIKES8_THIRD, EN_LOOKALIKES8_SECOND, EN_OVERDOSE_LOOKALIKES8, EN_OVERDOSES8, EN_SIDE_EFFECTS8, EN_YESNO8 } from './en-round8';
import { answerTo, booleanQuestion, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 8, English (decisions 275 on): paraphrases of the English dev items 7001+ the engine
 * missed, written before the engine was changed for them. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // read as unconsciousness (the `wakeRespond` concept has "stopped breathing"): it escalates, in another category than breathing
  "she has stopped breathing",
  // "a little" is a partial answer whatever the question (to a dose question it is not all of them): a degree of a sign, with a yes, to a sign question is not read as a yes yet
  "a little, yes",
  // a toilet named as where one went is not told apart from the toilet itself ("the lid was black")
  "i went to the toilet and the lid was black",
]);

const sideEffects: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'Any side effects?', response_type: 'text' };
const questions = {
  swelling: booleanQuestion('ankle_swelling', 'swelling', 'Have you noticed any swelling in your ankles?'),
  'every day': booleanQuestion('insulin_daily', 'adherence', 'Did you take your insulin every day this week?'),
};
const test = rowTest(NOT_YET);

crisisRows('en round 8: crises escalate', inLanguage.crises('en', EN_CRISES8), NOT_YET);
lookalikeRows('en round 8: look-alikes do not escalate', inLanguage.lookalikes('en', EN_LOOKALIKES8), NOT_YET);
crisisRows('en round 8: crises close to the look-alikes escalate', inLanguage.crises('en', EN_CRISES8_CLOSE), NOT_YET);
lookalikeRows('en round 8: look-alikes of the new words', inLanguage.lookalikes('en', EN_LOOKALIKES8_SECOND), NOT_YET);
lookalikeRows('en round 8: a car driven into an ordinary place', inLanguage.lookalikes('en', EN_LOOKALIKES8_THIRD), NOT_YET);
crisisRows('en round 8: a car driven into something that kills', inLanguage.crises('en', EN_CRISES8_THIRD), NOT_YET);
crisisRows('en round 8: overdoses told as arithmetic (the overdose engineer)', inLanguage.crises('en', EN_OVERDOSES8), NOT_YET);
lookalikeRows('en round 8: an extra half tablet (the overdose engineer)', inLanguage.lookalikes('en', EN_OVERDOSE_LOOKALIKES8), NOT_YET);

describe('en round 8: side effects', () => {
  for (const [text, want] of EN_SIDE_EFFECTS8) {
    test(text)(text, () => expect([...interpret(sideEffects, text, 'en').side_effects].sort()).toEqual([...want].sort()));
  }
});

describe('en round 8: yes/no', () => {
  for (const [question, text, want] of EN_YESNO8) {
    test(text)(`${question}: ${text}`, () => expect(answerTo(questions[question], text, 'en')).toBe(want));
  }
});
