import { describe, expect } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS6, IT_CRISES6, IT_CRISES6_KEPT, IT_LOOKALIKES6, IT_SARCASM6 } from './it-round6';
import { answerTo, booleanQuestion, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 6 (decisions 257-260), Italian, written before the engine was widened for it. Rows the engine
 * cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // Words not found, told with a cough and no time of onset or second sign: word-finding alone may be an old trouble, and
  // speechUnable escalates only with a time of today or a weak or drooping limb (safety-frames.ts).
  'un po di tosse poi il nonno non trovava le parole',
  // "pende da un lato" (present) escalated before this round: "lato" is both a side and a limb (frame oneSide+limb+droop);
  // the past tense added for a face that hangs now reads the same. A side that is not a limb is not told apart yet.
  'il quadro pendeva da un lato',
]);

crisisRows('it round 6: crises escalate', inLanguage.crises('it', IT_CRISES6), NOT_YET);
lookalikeRows('it round 6: look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES6), NOT_YET);
crisisRows('it round 6: crises near the look-alike mechanisms still escalate', inLanguage.crises('it', IT_CRISES6_KEPT), NOT_YET);

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: 'perche', response_type: 'text' };
describe('it round 6: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_BARRIERS6) test(text)(text, () => check(barriersQ, 'it', text, want));
});


describe('it round 6: an ironic sure with a laugh is a no', () => {
  const test = rowTest(NOT_YET);
  for (const [prompt, text, want] of IT_SARCASM6) {
    test(text)(`${want}: ${text}`, () => expect(answerTo(booleanQuestion('q', 'diet', prompt), text, 'it')).toBe(want));
  }
});
