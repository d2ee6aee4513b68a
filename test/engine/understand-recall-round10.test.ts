import { LANGUAGES } from '../../functions/engine/types';
import { RECALL10 } from './recall-round10';
import { crisisRows, inLanguage } from './rows';

/**
 * Round 10 (decision 321), recall probes: each escalates with its category. Rows the engine cannot
 * read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // A cut still bleeding on a blood thinner escalates, but as self-harm: "a small cut" is read as a cut one made, and
  // the bleeding frame yields to it. The escalation goes out; its category (and the message the patient gets) is wrong.
  'is it normal to still be bleeding from a small cut after two hours on warfarin',
  'è normale che un taglietto sanguini ancora dopo due ore col coumadin',
  "c'est normal qu'une petite coupure saigne encore après deux heures sous previscan",
]);

for (const language of LANGUAGES) {
  crisisRows(`${language} round 10: recall probes escalate with their category`, inLanguage.crises(language, RECALL10[language]), NOT_YET);
}
