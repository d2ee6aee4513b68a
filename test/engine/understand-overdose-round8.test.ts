import { OD_CHILD, OD_CONTEXT_CLOSE, OD_COUNT, OD_INSTEAD, OD_LEFT_COUNTED, OD_LOOKALIKES, OD_LOOKALIKES_CONTEXT, OD_MODAL_LOOKALIKES, OD_MODAL_SCOPE, OD_MULTIPLE, OD_PER_DAY, OD_REGIMEN_LOOKALIKES, OD_REPEAT } from './overdose-round8';
import { crisisRows, lookalikeRows } from './rows';

/**
 * Round 8, overdoses told as arithmetic or repetition in every language (decisions 300-303): rows
 * written before the engine was changed for them. Rows the engine cannot read yet are in `NOT_YET`
 * (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // the decision-121 frame (took + repeatDose + pills) reads it before the round-8 frames and has no `asPrescribed`
  // unless; its line is shared with the language rounds, so it was not edited here (decision 303)
  'i took my morphine twice today as usual',
]);

crisisRows('overdose round 8: a multiple or a repeat of a high-risk dose', OD_MULTIPLE, NOT_YET);
crisisRows('overdose round 8: the same dose again, forgotten whether taken', OD_REPEAT, NOT_YET);
crisisRows('overdose round 8: N instead of M', OD_INSTEAD, NOT_YET);
crisisRows('overdose round 8: twice a day instead of once', OD_PER_DAY, NOT_YET);
crisisRows('overdose round 8: a count of a named drug', OD_COUNT, NOT_YET);
crisisRows('overdose round 8: a child at the pills', OD_CHILD, NOT_YET);
lookalikeRows('overdose round 8: look-alikes do not escalate', OD_LOOKALIKES, NOT_YET);
crisisRows('overdose round 8: all that was left, counted; a child told by a short age', OD_LEFT_COUNTED, NOT_YET);
lookalikeRows('overdose round 8: the doctor told, an if asking, a dose error said to be fine', OD_LOOKALIKES_CONTEXT, NOT_YET);
crisisRows('overdose round 8: crises close to those look-alikes', OD_CONTEXT_CLOSE, NOT_YET);
crisisRows('overdose round 8: a negation of an earlier verb is not a dose warned against', OD_MODAL_SCOPE, NOT_YET);
lookalikeRows('overdose round 8: a dose warned against', OD_MODAL_LOOKALIKES, NOT_YET);
lookalikeRows('overdose round 8: a weekly regimen, meals named, a dose missed twice, a measurement repeated', OD_REGIMEN_LOOKALIKES, NOT_YET);
