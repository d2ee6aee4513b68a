import { CHOICE_SCALES, type ChoiceScale } from './phrases';
import { type Reading, byStartLongestFirst, hitsOf } from './reading';

/**
 * LABELLED ANSWERS: the value of an answer said in words of a question's choice scale ("several
 * days" is 1 on `phq_frequency`). Longest phrase first, left to right; several labels take the
 * highest. A question reads the scale its `choices` names.
 */
export type ChoicesRead = Record<ChoiceScale, number | null>;

export function readChoices(reading: Reading): ChoicesRead {
  const choice: ChoicesRead = { phq_frequency: null, phq_difficulty: null };
  if (!reading.hitsByKind.has('choice')) return choice;
  for (const scale of CHOICE_SCALES) {
    const list = hitsOf(reading, 'choice').filter((h) => h.entry.payload.scale === scale);
    list.sort(byStartLongestFirst);
    let covered = -1;
    for (const h of list) {
      if (h.start < covered) continue;
      covered = h.end;
      const value = h.entry.payload.value;
      const cur = choice[scale];
      choice[scale] = cur === null ? value : Math.max(cur, value);
    }
  }
  return choice;
}
