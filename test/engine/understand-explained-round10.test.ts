import { LANGUAGES } from '../../functions/engine/types';
import { EXPLAINED_GUARDS10, EXPLAINED10 } from './explained-round10';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 10 (decision 321): a chest pain explained afterwards and over does not escalate; a cause
 * only guessed, or the pain there now, does. Rows the engine cannot read yet are in `NOT_YET`
 * (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 10: a chest pain explained and over does not escalate`, inLanguage.lookalikes(language, EXPLAINED10[language]), NOT_YET);
  crisisRows(`${language} round 10: a cause guessed or the pain now still escalates`, inLanguage.crises(language, EXPLAINED_GUARDS10[language]), NOT_YET);
}
