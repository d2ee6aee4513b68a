import { LANGUAGES } from '../../functions/engine/types';
import { AFTER_ANSWER_CRISES5, AFTER_ANSWER_LOOKALIKES5, MECHANISM_CRISES5, MECHANISM_LOOKALIKES5 } from './after-answer-round5';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 5 (decision 238), written before the engine was widened for it: a crisis told after a plain
 * answer (a score, a blood pressure, a yes or a no) escalates with its category; the same opening
 * followed by a look-alike does not. Rows the engine cannot read yet are in `NOT_YET` (it.fails),
 * each with the reason.
 */
const NOT_YET = new Set<string>([
  // "went down twice today" is read as a swelling or a pain that went down (resolved in the next clause), which takes the
  // fainting out of the present; the resolution modifier (context.ts) is not widened in this round.
  'a bit. i keep passing out when i stand up, went down twice today',
  // "wenn ich aufstehe" is read as a hypothetical ("if I get up"), though it is a habitual "whenever": the hypothetical
  // modifier (context.ts) is not widened in this round.
  'bisschen. mir wird schwarz vor augen wenn ich aufstehe, bin heute zweimal hingefallen',
  // Escalated before this round too: "ohne" does not deny "Luft" across "nach", so "Luft … im Sitzen" is breathless at
  // rest; making "nach" a German negation bridge is left for a round that can measure it on every denial.
  'zwei. treppen schaff ich jetzt ohne nach luft zu schnappen, im sitzen sowieso',
]);


for (const language of LANGUAGES) {
  crisisRows(`${language} round 5: crises after an answer escalate`, inLanguage.crises(language, AFTER_ANSWER_CRISES5[language]), NOT_YET);
  lookalikeRows(`${language} round 5: look-alikes after an answer do not escalate`, inLanguage.lookalikes(language, AFTER_ANSWER_LOOKALIKES5[language]), NOT_YET);
}

lookalikeRows('round 5: look-alikes of the round\'s own mechanisms do not escalate', MECHANISM_LOOKALIKES5, NOT_YET);
crisisRows('round 5: crises close to the round\'s mechanisms escalate', MECHANISM_CRISES5, NOT_YET);
