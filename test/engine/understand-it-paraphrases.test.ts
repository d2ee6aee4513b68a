import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS, IT_CRISES, IT_LOOKALIKES } from './it-paraphrases';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Italian crises, look-alikes and barriers written before the engine was widened for them
 * (rows in it-paraphrases.ts). A row listed in FAILING is one the engine does not read yet.
 */
const FAILING = new Set<string>([
  'ho smesso perche pensavo di essere guarito',
  // 'bene' after the breath reads as 'breathing fine' (the frame's unless), even when negated
  'bruciore al petto fortissimo e non riesco a respirare bene',
]);
const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: 'perche', response_type: 'text' };
const test = rowTest(FAILING);

crisisRows('Italian crises escalate with their category', inLanguage.crises('it', IT_CRISES), FAILING);
lookalikeRows('Italian look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES), FAILING);

describe('Italian barriers and their hard negatives', () => {
  for (const [text, want] of IT_BARRIERS) test(text)(text, () => check(barriersQ, 'it', text, want));
});
