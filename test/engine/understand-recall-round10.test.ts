import { LANGUAGES } from '../../functions/engine/types';
import { RECALL10 } from './recall-round10';
import { crisisRows, inLanguage } from './rows';

/**
 * Round 10 (decision 321), recall probes: each escalates with its category. Rows the engine cannot
 * read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

for (const language of LANGUAGES) {
  crisisRows(`${language} round 10: recall probes escalate with their category`, inLanguage.crises(language, RECALL10[language]), NOT_YET);
}
