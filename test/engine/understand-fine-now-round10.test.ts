import { LANGUAGES } from '../../functions/engine/types';
import { FINE_NOW10, GUARDS10 } from './fine-now-round10';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 10 (decision 321): "today I'm fine", "de momento nada" say the patient is well now, so they
 * leave a question or a past crisis where it was; a word of now telling the symptom still escalates.
 * Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([]);

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 10: fine now, a question or the past does not escalate`, inLanguage.lookalikes(language, FINE_NOW10[language]), NOT_YET);
  crisisRows(`${language} round 10: a symptom now still escalates`, inLanguage.crises(language, GUARDS10[language]), NOT_YET);
}
