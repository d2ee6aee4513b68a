import { describe } from 'vitest';
import { DE_CRISES6, DE_CRISES6B, DE_FINDINGS6B, DE_LOOKALIKES6, DE_LOOKALIKES6B, DE_SIDE_EFFECTS6, DE_CRISES6C, DE_LOOKALIKES6C, DE_BARRIERS6C, DE_FINDINGS6D, DE_CRISES6D, DE_LOOKALIKES6E, DE_CRISES6E, DE_CRISES6F, DE_LOOKALIKES6F } from './de-round6';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * German round 6 (decisions 241-244), written before the engine was widened for it: paraphrases of
 * the blind dev items the engine missed, and look-alikes that must not move. Rows the engine cannot
 * read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "nie im leben": "leben" is not a German negation bridge, and making it one would let "nicht leben" deny what follows it.
  'mir gehts gut hab nie im leben dran gedacht mich umzubringen',
  // "arzt" is not a place of the distance frame: it would make "komm beim arzt nicht durch" (access) a transport problem.
  'unser arzt ist im nachbardorf und da fährt nix hin',
]);

crisisRows('de round 6: crises escalate', inLanguage.crises('de', DE_CRISES6), NOT_YET);
lookalikeRows('de round 6: look-alikes do not escalate', inLanguage.lookalikes('de', DE_LOOKALIKES6), NOT_YET);

describe('de round 6: side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, side_effects] of DE_SIDE_EFFECTS6) {
    test(text)(text, () => check(Q.notes, 'de', text, { side_effects }));
  }
});
crisisRows('de round 6b: crises beside a question or an old denial escalate', inLanguage.crises('de', DE_CRISES6B), NOT_YET);
lookalikeRows('de round 6b: a question how to recognise a crisis, a denial with "dran gedacht"', inLanguage.lookalikes('de', DE_LOOKALIKES6B), NOT_YET);

describe('de round 6b: barriers and side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, e] of DE_FINDINGS6B) {
    test(text)(text, () => check(Q.notes, 'de', text, e));
  }
});
crisisRows('de round 6c: how long one was gone is the blackout', inLanguage.crises('de', DE_CRISES6C), NOT_YET);
lookalikeRows('de round 6c: a symptom gone, a week away', inLanguage.lookalikes('de', DE_LOOKALIKES6C), NOT_YET);

describe('de round 6c: a pharmacy in the next village', () => {
  const test = rowTest(NOT_YET);
  for (const [text, barriers] of DE_BARRIERS6C) {
    test(text)(text, () => check(Q.notes, 'de', text, { barriers }));
  }
});
describe('de round 6d: a denial closing the clause after "auch"', () => {
  const test = rowTest(NOT_YET);
  for (const [text, e] of DE_FINDINGS6D) {
    test(text)(text, () => check(Q.notes, 'de', text, e));
  }
});
crisisRows('de round 6d: "auch" without a denial stays a crisis', inLanguage.crises('de', DE_CRISES6D), NOT_YET);
lookalikeRows('de round 6e: a past year in words is history', inLanguage.lookalikes('de', DE_LOOKALIKES6E), NOT_YET);
crisisRows('de round 6e: a number in words, or an old event beside a new one, stays a crisis', inLanguage.crises('de', DE_CRISES6E), NOT_YET);
crisisRows('de round 6f: a thought-out plan to take all the pills at once', inLanguage.crises('de', DE_CRISES6F), NOT_YET);
lookalikeRows('de round 6f: a question about taking them all at once', inLanguage.lookalikes('de', DE_LOOKALIKES6F), NOT_YET);
