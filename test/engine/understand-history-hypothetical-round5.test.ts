import { LANGUAGES } from '../../functions/engine/types';
import { GUARDS5, HISTORY5, HYPOTHETICAL5 } from './history-hypothetical-round5';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 5 (decision 237), written before the engine was widened for it: look-alikes told as history
 * or as a hypothetical or question do not escalate; their paired recall guards escalate with their
 * category. Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "before the surgery" may be a surgery still to come ("before my surgery next week I can't catch my breath" is now):
  // only a word of the past makes it history, and "couldn't" alone is not read as one.
  'before the surgery i couldnt catch my breath, now i can walk miles',
  // "una vez" after the verb may be one time this week, so only once opening the clause is history; the month
  // ("de marzo") is not read as a past either (a date may be this month's).
  'en el ingreso de marzo me desmaye una vez y ya',
  // Self-harm told in the past and over only in the next clause ("…, but with therapy it passed"): a resolution in the
  // next clause is not read for self-harm, on purpose (a thought of ending it told first stands).
  'dopo il divorzio pensavo di farla finita ma con la terapia è passato',
  'despues del divorcio pensaba en quitarme la vida pero con terapia se me quito',
  'nach der scheidung wollte ich nicht mehr leben aber die therapie hat geholfen',
  // A blow from an ex, the separation and the safety told in the next clause: a former partner may still be a danger,
  // and the year stands in the other clause; kept escalating.
  'mein ex hat mich geschlagen aber seit der trennung 2018 bin ich sicher',
]);


for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 5: history look-alikes do not escalate`, inLanguage.lookalikes(language, HISTORY5[language]), NOT_YET);
  lookalikeRows(`${language} round 5: hypotheticals and questions do not escalate`, inLanguage.lookalikes(language, HYPOTHETICAL5[language]), NOT_YET);
  crisisRows(`${language} round 5: recall guards escalate with their category`, inLanguage.crises(language, GUARDS5[language]), NOT_YET);
}
