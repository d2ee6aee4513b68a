import { describe } from 'vitest';
import {
  FR_BARRIERS7, FR_CHANCE_DEATH_CRISES7, FR_CHANCE_DEATH_LOOKALIKES7, FR_DENIED_AFTER_CRISES7, FR_DENIED_AFTER_LOOKALIKES7,
  FR_FIGURE_CRISES7, FR_FIGURE_LOOKALIKES7, FR_HIT_AGAIN_CRISES7, FR_NO_BARRIER7, FR_YES_NO7, FR_NUMB_SIDE_CRISES7, FR_NUMB_SIDE_LOOKALIKES7,
} from './fr-round7';
import { expect } from 'vitest';
import { Q, answerTo, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * French round 7 (decision 268), written before the engine was widened for it. Rows the engine
 * cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

crisisRows('fr round 7: hit again, in SMS spelling', inLanguage.crises('fr', FR_HIT_AGAIN_CRISES7), NOT_YET);
crisisRows('fr round 7: a face or limb going numb on one side', inLanguage.crises('fr', FR_NUMB_SIDE_CRISES7), NOT_YET);
lookalikeRows('fr round 7: falling asleep on one side is no stroke', inLanguage.lookalikes('fr', FR_NUMB_SIDE_LOOKALIKES7), NOT_YET);
crisisRows('fr round 7: killed by chance would suit me', inLanguage.crises('fr', FR_CHANCE_DEATH_CRISES7), NOT_YET);
lookalikeRows('fr round 7: a wish about the rain or the bus is no wish to die', inLanguage.lookalikes('fr', FR_CHANCE_DEATH_LOOKALIKES7), NOT_YET);
lookalikeRows('fr round 7: the thought denied after it is named', inLanguage.lookalikes('fr', FR_DENIED_AFTER_LOOKALIKES7), NOT_YET);
crisisRows('fr round 7: the thought affirmed after it is named', inLanguage.crises('fr', FR_DENIED_AFTER_CRISES7), NOT_YET);

const barrierQ = { ...Q.notes, id: 'barriers', topic: 'barriers' };
describe('fr round 7: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, barriers] of FR_BARRIERS7) test(text)(text, () => check(barrierQ, 'fr', text, { barriers }));
});

lookalikeRows('fr round 7: stifling heat and nerves are figures', inLanguage.lookalikes('fr', FR_FIGURE_LOOKALIKES7), NOT_YET);
crisisRows('fr round 7: choking and hitting told plainly stay crises', inLanguage.crises('fr', FR_FIGURE_CRISES7), NOT_YET);
describe('fr round 7: never missing one, the pill left on the table', () => {
  const test = rowTest(NOT_YET);
  for (const [text, answer] of FR_YES_NO7) test(text)(text, () => expect(answerTo(Q.taking, text, 'fr')).toBe(answer));
});
describe('fr round 7: a pharmacy that delivers is no barrier', () => {
  const test = rowTest(NOT_YET);
  for (const text of FR_NO_BARRIER7) test(text)(text, () => check(barrierQ, 'fr', text, { barriers: [] }));
});
