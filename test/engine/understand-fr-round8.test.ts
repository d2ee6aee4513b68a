import { describe } from 'vitest';
import {
  FR_BENIGN_CAUSE_CRISES8, FR_BENIGN_CAUSE_LOOKALIKES8, FR_BREATH_FIGURE_CRISES8, FR_BREATH_FIGURE_LOOKALIKES8, FR_END_UP_KILLING_CRISES8,
  FR_END_UP_KILLING_LOOKALIKES8, FR_JOKE_CRISES8, FR_JOKE_LOOKALIKES8, FR_NOT_HERE_CRISES8, FR_NOT_HERE_LOOKALIKES8, FR_NO_TINGLING8,
  FR_OVERDOSE_ARITHMETIC8, FR_RELATIVE_WISH_CRISES8, FR_RELATIVE_WISH_LOOKALIKES8, FR_STORY_CRISES8, FR_STORY_LOOKALIKES8, FR_TINGLING8,
} from './fr-round8';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * French round 8 (decisions 295-299), written before the engine was widened for it. Rows the engine
 * cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

crisisRows('fr round 8: not here much longer', inLanguage.crises('fr', FR_NOT_HERE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: away for a holiday or a move', inLanguage.lookalikes('fr', FR_NOT_HERE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: a relative tells the wish to end it, a gun asked for', inLanguage.crises('fr', FR_RELATIVE_WISH_CRISES8), NOT_YET);
lookalikeRows('fr round 8: done with studies, a gun for hunting', inLanguage.lookalikes('fr', FR_RELATIVE_WISH_LOOKALIKES8), NOT_YET);
lookalikeRows('fr round 8: a joke taken back', inLanguage.lookalikes('fr', FR_JOKE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: not a joke', inLanguage.crises('fr', FR_JOKE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: it will end up killing me', inLanguage.lookalikes('fr', FR_END_UP_KILLING_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: I will end up killing myself', inLanguage.crises('fr', FR_END_UP_KILLING_CRISES8), NOT_YET);
lookalikeRows('fr round 8: out of breath as a figure', inLanguage.lookalikes('fr', FR_BREATH_FIGURE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: out of breath for real', inLanguage.crises('fr', FR_BREATH_FIGURE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: a sign in someone\'s stories', inLanguage.lookalikes('fr', FR_STORY_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: no stories', inLanguage.crises('fr', FR_STORY_CRISES8), NOT_YET);
lookalikeRows('fr round 8: a chest pain of another day and its cause', inLanguage.lookalikes('fr', FR_BENIGN_CAUSE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: a cause guessed, or the pain back', inLanguage.crises('fr', FR_BENIGN_CAUSE_CRISES8), NOT_YET);

// read by the overdose frames of decisions 300-303
crisisRows('fr round 8: overdoses told as arithmetic', inLanguage.crises('fr', FR_OVERDOSE_ARITHMETIC8), NOT_YET);

const sideEffectQ = { ...Q.notes, id: 'side_effects', topic: 'side_effects' };
describe('fr round 8: pins and needles', () => {
  const test = rowTest(NOT_YET);
  for (const [text, side_effects] of FR_TINGLING8) test(text)(text, () => check(sideEffectQ, 'fr', text, { side_effects }));
  for (const text of FR_NO_TINGLING8) test(text)(text, () => check(sideEffectQ, 'fr', text, { side_effects: [] }));
});
