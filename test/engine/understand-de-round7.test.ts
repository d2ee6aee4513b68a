import { describe } from 'vitest';
import { DE_CRISES7B, DE_CRISES7C, DE_FINDINGS7, DE_LOOKALIKES7B, DE_LOOKALIKES7C, DE_CRISES7D, DE_LOOKALIKES7D } from './de-round7';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * German round 7 (decisions 262-263), written before the engine was widened for it: paraphrases of
 * the blind dev items the engine missed, and look-alikes that must not move. Rows the engine cannot
 * read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "mein vater" as the subject is read by the other-person modifier as not the patient's own symptom; not widened here.
  'mein vater hat kaum noch appetit',
  // A fronted denial about another person ("… ist er/sie nicht"): the third-person pronoun is not a resumer of the fronted phrase yet.
  'bewusstlos gewesen ist er nicht',
  'ohnmaechtig geworden ist sie nicht, war nur muede',
]);

describe('de round 7: side effects and barriers in everyday words', () => {
  const test = rowTest(NOT_YET);
  for (const [text, e] of DE_FINDINGS7) {
    test(text)(text, () => check(Q.notes, 'de', text, e));
  }
});
crisisRows('de round 7b: gone a while after a collapse, a leg giving way, a cut just stopped bleeding, odd speech, both packs', inLanguage.crises('de', DE_CRISES7B), NOT_YET);
lookalikeRows('de round 7b: a symptom gone a while, a husband away, a nosebleed stopped, both packs fetched', inLanguage.lookalikes('de', DE_LOOKALIKES7B), NOT_YET);
crisisRows('de round 7c: not wanting to go on, gone for ever, pills kept back instead of taken', inLanguage.crises('de', DE_CRISES7C), NOT_YET);
lookalikeRows('de round 7c: a habit given up, a pain gone for ever, pills stored', inLanguage.lookalikes('de', DE_LOOKALIKES7C), NOT_YET);
lookalikeRows('de round 7d: a fronted denial with geworden/gewesen', inLanguage.lookalikes('de', DE_LOOKALIKES7D), NOT_YET);
crisisRows('de round 7d: the same words stay a crisis', inLanguage.crises('de', DE_CRISES7D), NOT_YET);
