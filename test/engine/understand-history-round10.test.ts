import { LANGUAGES } from '../../functions/engine/types';
import { HISTORY_GUARDS10, HISTORY10 } from './history-round10';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/** Round 10 (decision 321): the past dated as people date it does not escalate; the same past with a symptom now does. */
for (const language of LANGUAGES) {
  // an empty suite fails in vitest: a language without rows in this round gets none
  if (HISTORY10[language].length > 0) lookalikeRows(`${language} round 10: history dated in words does not escalate`, inLanguage.lookalikes(language, HISTORY10[language]));
  if (HISTORY_GUARDS10[language].length > 0) crisisRows(`${language} round 10: the past with a symptom now escalates`, inLanguage.crises(language, HISTORY_GUARDS10[language]));
}
