import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { EN_BARRIERS6, EN_CRISES6, EN_CRISES6_SEVENTH, EN_LOOKALIKES6_SEVENTH, EN_CRISES6_SIXTH, EN_LOOKALIKES6_SIXTH, EN_CRISES6_FIFTH, EN_LOOKALIKES6_FIFTH, EN_CRISES6_FOURTH, EN_LOOKALIKES6_FOURTH, EN_CRISES6_THIRD, EN_LOOKALIKES6_THIRD, EN_DENIAL_CRISES6, EN_DENIALS6, EN_LOOKALIKES6, EN_SIDE_EFFECTS6, EN_YESNO6 } from './en-round6';
import { answerTo, booleanQuestion, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 6, English (decisions 245-248): paraphrases of the English dev items 5001+ the engine
 * missed, written before the engine was changed for them. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "can't get him to wake up" is read as not rousable; the frame has no unless for an ordinary morning ("early for school") yet.
  'i cant get him to wake up early for school, teenagers eh',
  // missed before this round too: the "no" of "lol no" reaches across "i really did" (bridges) and denies the overdose.
  'lol no i really did take the whole box of sleeping pills',
  // "overdose on" tea: a laugh is a joke only about a medicine, and tea is none; not widened this round.
  'if i have another cup of tea ill overdose on it ha ha',
  // the cost frame (fare + too much) explains the words of "bus fare", so the transport phrase on the same words is set aside (findings.ts).
  'the bus fare to the chemist is too much for me now',
  // escalated before this round too: "still" is a word of the present (CURRENT, context.ts), so last week's chest pain reads as now; "still fine" is not told apart yet.
  'had chest pain last week, still fine now though',
]);

const barriers: Question = { id: 'barriers', topic: 'barriers', prompt: 'Is anything making it hard to take your medicine?', response_type: 'text' };
const sideEffects: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'Any side effects?', response_type: 'text' };
const everyDose = booleanQuestion('adherence', 'adherence', 'Did you take every dose this week?');
const test = rowTest(NOT_YET);

crisisRows('en round 6: crises escalate', inLanguage.crises('en', EN_CRISES6), NOT_YET);
lookalikeRows('en round 6: look-alikes do not escalate', inLanguage.lookalikes('en', EN_LOOKALIKES6), NOT_YET);
lookalikeRows('en round 6: thoughts and events denied do not escalate', inLanguage.lookalikes('en', EN_DENIALS6), NOT_YET);
crisisRows('en round 6: crises close to the denials escalate', inLanguage.crises('en', EN_DENIAL_CRISES6), NOT_YET);
crisisRows('en round 6: still pouring, a whole pack named after the pills, a dosette emptied', inLanguage.crises('en', EN_CRISES6_THIRD), NOT_YET);
lookalikeRows('en round 6: pills emptied away or a new box, still fine', inLanguage.lookalikes('en', EN_LOOKALIKES6_THIRD), NOT_YET);
crisisRows('en round 6: fading away, not waking as a relief, ending things decided', inLanguage.crises('en', EN_CRISES6_FOURTH), NOT_YET);
lookalikeRows('en round 6: waking early, ending things with someone, relief', inLanguage.lookalikes('en', EN_LOOKALIKES6_FOURTH), NOT_YET);
lookalikeRows('en round 6: a past day, then said over later in the reply', inLanguage.lookalikes('en', EN_LOOKALIKES6_FIFTH), NOT_YET);
crisisRows('en round 6: a past day, and still there or back now', inLanguage.crises('en', EN_CRISES6_FIFTH), NOT_YET);
lookalikeRows('en round 6: a condition asked about as a worry', inLanguage.lookalikes('en', EN_LOOKALIKES6_SIXTH), NOT_YET);
crisisRows('en round 6: a worry asked about a crisis told now', inLanguage.crises('en', EN_CRISES6_SIXTH), NOT_YET);
lookalikeRows('en round 6: a laugh taken back', inLanguage.lookalikes('en', EN_LOOKALIKES6_SEVENTH), NOT_YET);
crisisRows('en round 6: a laugh, then a crisis told', inLanguage.crises('en', EN_CRISES6_SEVENTH), NOT_YET);

describe('en round 6: side effects', () => {
  for (const [text, want] of EN_SIDE_EFFECTS6) {
    test(text)(text, () => expect([...interpret(sideEffects, text, 'en').side_effects].sort()).toEqual([...want].sort()));
  }
});

describe('en round 6: barriers', () => {
  for (const [text, want] of EN_BARRIERS6) {
    test(text)(text, () => expect([...interpret(barriers, text, 'en').barriers].sort()).toEqual([...want].sort()));
  }
});

describe('en round 6: yes/no to every dose', () => {
  for (const [text, want] of EN_YESNO6) {
    test(text)(text, () => expect(answerTo(everyDose, text, 'en')).toBe(want));
  }
});
