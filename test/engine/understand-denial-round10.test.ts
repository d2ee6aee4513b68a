import { LANGUAGES } from '../../functions/engine/types';
import { DENIAL_GUARDS10, DENIALS10 } from './denial-round10';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 10 (decision 321): self-harm denied after the thought, or in the German zu-infinitive after a
 * denied clause, does not escalate; the guards, where the next clause goes on with the crisis, do.
 * Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 10: self-harm denied after the thought does not escalate`, inLanguage.lookalikes(language, DENIALS10[language]), NOT_YET);
  crisisRows(`${language} round 10: the crisis going on after a comma still escalates`, inLanguage.crises(language, DENIAL_GUARDS10[language]), NOT_YET);
}
