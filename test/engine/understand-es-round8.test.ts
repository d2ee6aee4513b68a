import { describe, expect } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { ES8_BARRIERS, ES8_CRISES, ES8_LOOKALIKES, ES8_SIDE_EFFECTS, ES8_YES_NO } from './es-round8';
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
  // read later in this round (decision 287)
  'nunca me salto ninguna',
  'no me salto ni una, es sagrado',
  'jamas me salto una dosis',
  'nunca me salto ninguno',
  'la de la noche nunca me acuerdo',
  'nunca me acuerdo de la del mediodia',
  'casi nunca me acuerdo de tomarla',
  'pense que podia dejarla porque me encontraba mejor y ademas nunca me acuerdo de la de la noche',
  'en la farmacia no me aparece la receta',
  'la receta electronica no me sale en la farmacia',
  'llamo al centro de salud y no cogen el telefono',
  'el coche se me rompio y ademas las pastillas me daban ganas de vomitar',
  'no consigo ir al bano',
  'no logro ir al bano desde hace dias',
  'tengo la boca seca y no consigo ir al bano',
  'me salen moratones con nada',
]);
const row = rowTest(NOT_YET);

crisisRows('es round 8: crises escalate with their category', inLanguage.crises('es', ES8_CRISES), NOT_YET);
lookalikeRows('es round 8: look-alikes do not escalate', inLanguage.lookalikes('es', ES8_LOOKALIKES), NOT_YET);

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
