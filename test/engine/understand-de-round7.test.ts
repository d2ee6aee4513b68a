import { describe } from 'vitest';
import { DE_FINDINGS7 } from './de-round7';
import { Q, check, rowTest } from './rows';

/**
 * German round 7 (decisions 262-263), written before the engine was widened for it: paraphrases of
 * the blind dev items the engine missed, and look-alikes that must not move. Rows the engine cannot
 * read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "mein vater" as the subject is read by the other-person modifier as not the patient's own symptom; not widened here.
  'mein vater hat kaum noch appetit',
]);

describe('de round 7: side effects and barriers in everyday words', () => {
  const test = rowTest(NOT_YET);
  for (const [text, e] of DE_FINDINGS7) {
    test(text)(text, () => check(Q.notes, 'de', text, e));
  }
});
