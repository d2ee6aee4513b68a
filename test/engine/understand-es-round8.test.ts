import { describe, expect } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { ES8_BARRIERS, ES8_CRISES, ES8_LOOKALIKES, ES8_OVERDOSE_ARITHMETIC, ES8_SIDE_EFFECTS, ES8_YES_NO } from './es-round8';
import { Q, answerTo, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Spanish round 8 (decisions 285-287), written before the engine was widened for it: paraphrases of
 * the blind dev items the engine missed (7001+) and their look-alikes. Rows the engine cannot read
 * yet are in `NOT_YET` (it.fails), each with its reason.
 */
const NOT_YET = new Set<string>([
  // no word of pills or a container: "todas las que me quedaban" names them only by what was left
  'me tome todas las que me quedaban de una vez',
  // a wish to die "con este" + a team: "con esta pistola" is a means told the same way, and a team is no known thing; recall first
  'me quiero matar con este equipo, otra vez perdimos',
]);
const row = rowTest(NOT_YET);

crisisRows('es round 8: crises escalate with their category', inLanguage.crises('es', ES8_CRISES), NOT_YET);
lookalikeRows('es round 8: look-alikes do not escalate', inLanguage.lookalikes('es', ES8_LOOKALIKES), NOT_YET);
crisisRows('es round 8: overdoses told as arithmetic (overdose engineer)', inLanguage.crises('es', ES8_OVERDOSE_ARITHMETIC), NOT_YET);

describe('es round 8: yes/no', () => {
  for (const [text, answer] of ES8_YES_NO) row(text)(text, () => expect(answerTo(Q.taking, text, 'es')).toBe(answer));
});

const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: '¿Por qué no las tomó?', response_type: 'text' };
describe('es round 8: barriers', () => {
  for (const [text, barriers] of ES8_BARRIERS) row(text)(text, () => check(barriersQ, 'es', text, { barriers }));
});

const sideQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: '¿Ha notado algún efecto secundario?', response_type: 'text' };
describe('es round 8: side effects', () => {
  for (const [text, side_effects] of ES8_SIDE_EFFECTS) row(text)(text, () => check(sideQ, 'es', text, { side_effects }));
});
