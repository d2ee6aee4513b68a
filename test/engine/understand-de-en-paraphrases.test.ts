import { DE_EN_CRISES, DE_EN_LOOKALIKES } from './de-en-paraphrases';
import { crisisRows, lookalikeRows } from './rows';

/**
 * A sixth round of German and English paraphrases (crises of every category and their look-alikes),
 * written before the engine was widened for them. Rows the engine cannot read yet are listed in
 * STILL_FAILING and run as `it.fails`; a row leaves the list when the engine reads it.
 */
const STILL_FAILING = new Set<string>([
  'ich hechel wie ein hund obwohl ich nur sitze',
  'hab den ganzen blister leer gemacht',
]);

crisisRows('German and English crisis paraphrases escalate with their category', DE_EN_CRISES, STILL_FAILING);
lookalikeRows('German and English look-alikes do not escalate', DE_EN_LOOKALIKES, STILL_FAILING);
