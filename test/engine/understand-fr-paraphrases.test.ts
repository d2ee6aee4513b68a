import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { type Answer, FR_CRISES, FR_LOOKALIKES, FR_SIDE_EFFECTS, FR_YESNO, type Kind } from './fr-paraphrases';
import { Q, answerTo, booleanQuestion, check, crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * French replies written before the engine was widened for them (issue 10): crises of every
 * category escalate with it, look-alikes do not, yes/no answers and side effects in plain words.
 * Rows the engine cannot read yet are listed in `STILL_FAILING` and run as `it.fails`.
 */
const STILL_FAILING = new Set<string>([
  'le médecin m a demandé si j avais des idées suicidaires j ai dit non',
  'j ai ecrit une lettre a mes enfants pour quand je serai parti',
  'ma copine a des idées suicidaires je m inquiete pour elle',
]);
/** A row is keyed by its text, or by `side effects: <text>` where the same text is in two tables. */
const row = (text: string, table = '') => (STILL_FAILING.has(text) || STILL_FAILING.has(`${table}: ${text}`) ? it.fails : it);

crisisRows('French crises escalate with their category', inLanguage.crises('fr', FR_CRISES), STILL_FAILING);
lookalikeRows('French look-alikes do not escalate', inLanguage.lookalikes('fr', FR_LOOKALIKES), STILL_FAILING);

const PROMPTS: Record<Kind, [string, string]> = {
  today: ['adherence', 'Avez-vous pris vos comprimés aujourd’hui ?'],
  week: ['adherence', 'Avez-vous pris votre traitement tous les jours cette semaine ?'],
  bp: ['blood_pressure_check', 'Avez-vous mesuré votre tension ce matin ?'],
  refill: ['refill', 'Avez-vous pu récupérer votre médicament ?'],
  notYet: ['adherence', 'Vous n’avez pas encore pris vos comprimés aujourd’hui ?'],
};

const reading = (kind: Kind, text: string): Answer => answerTo(booleanQuestion(kind, ...PROMPTS[kind]), text, 'fr');

describe('French yes/no answers', () => {
  for (const [kind, text, want] of FR_YESNO) {
    row(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading(kind, text)).toBe(want));
  }
});

const symptomsQ: Question = { id: 'symptoms', topic: 'side_effects', prompt: 'symptoms', response_type: 'text' };

describe('French side effects in plain words', () => {
  for (const [text, side_effects] of FR_SIDE_EFFECTS) {
    row(text, 'side effects')(`${text} → ${side_effects.join(', ') || 'none'}`, () => check(symptomsQ, 'fr', text, { side_effects }));
  }
});
