import type { Language } from '../../functions/engine/types';
import { GUARDS5, HISTORY5, HYPOTHETICAL5 } from './history-hypothetical-round5';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 5 (decision 237), written before the engine was widened for it: look-alikes told as history
 * or as a hypothetical or question do not escalate; their paired recall guards escalate with their
 * category. Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

const LANGUAGES: Language[] = ['en', 'it', 'es', 'de', 'fr'];

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 5: history look-alikes do not escalate`, inLanguage.lookalikes(language, HISTORY5[language]), NOT_YET);
  lookalikeRows(`${language} round 5: hypotheticals and questions do not escalate`, inLanguage.lookalikes(language, HYPOTHETICAL5[language]), NOT_YET);
  crisisRows(`${language} round 5: recall guards escalate with their category`, inLanguage.crises(language, GUARDS5[language]), NOT_YET);
}
