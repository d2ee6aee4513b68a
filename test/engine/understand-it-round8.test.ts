import { describe } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS8, IT_CRISES8, IT_CRISES8B, IT_LOOKALIKES8, IT_LOOKALIKES8B, IT_SIDE_EFFECTS8 } from './it-round8';
import { check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 8 (decisions 280-284), Italian, written before the engine was widened for it. Rows the engine cannot read
 * yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // Read from round 8's later decision 283, not yet at this commit.
  'in farmacia mi dicono che e mancante da due settimane',
  'il farmaco e mancante in tutte le farmacie',
  'la farmacia non sa quando arriva',
  'mi sentivo bene e pensavo di poterle sospendere',
  'credevo di poterla sospendere quando la pressione e a posto',
  'pensavo di sospenderle adesso che sto meglio',
  'il cuore ogni tanto fa le capriole',
  'sento il cuore che fa le capriole la sera',
  'ogni tanto il cuore fa un tuffo',
]);

crisisRows('it round 8: crises escalate', inLanguage.crises('it', IT_CRISES8), NOT_YET);
lookalikeRows('it round 8: look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES8), NOT_YET);
lookalikeRows('it round 8: fine now, just to know, a show, a big pill, a scolding', inLanguage.lookalikes('it', IT_LOOKALIKES8B), NOT_YET);
crisisRows('it round 8: the same words told now still escalate', inLanguage.crises('it', IT_CRISES8B), NOT_YET);

const barriersQ: Question = { id: 'barriers', topic: 'barriers', prompt: 'barriere', response_type: 'text' };
const sideEffectsQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'effetti', response_type: 'text' };
describe('it round 8: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_BARRIERS8) test(text)(text, () => check(barriersQ, 'it', text, want));
});
describe('it round 8: side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_SIDE_EFFECTS8) test(text)(text, () => check(sideEffectsQ, 'it', text, want));
});
