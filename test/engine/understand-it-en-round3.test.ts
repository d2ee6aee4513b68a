import { describe } from 'vitest';
import type { Language, Question } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import {
  EN_CRISES_R3, EN_LOOKALIKES_R3, EN_PREFIXED_R3, IT_BARRIERS_R3, IT_CRISES_R3, IT_LOOKALIKES_R3, IT_PREFIXED_R3,
} from './it-en-round3';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Third Italian and English round (rows in it-en-round3.ts), written before the engine was widened for
 * them. A row listed in FAILING is one the engine does not read yet.
 */
const FAILING = new Set<string>([
  // the past is told only in the next clause ("ma sono passati vent anni"): for self-harm only the match's own
  // clause can make it history (recall first), and "una volta" alone is not a time of the past
  'una volta ho pensato di farla finita, ma sono passati vent anni e ora sto bene',
  // pills counted out "for tonight" are also a dose organiser: no wording tells the plan from the routine
  'i have the pills counted out on the table for tonight',
  // "finished the box" is also running out (a barrier): no taking verb tells the speed from the supply
  'ho finito in un giorno la scatola che doveva durare un mese',
  // "me ne vado" is also leaving a place; "prima è meglio è" alone is "the sooner the better" of any errand
  'tanto prima o poi me ne vado, prima è meglio è',
  // all of the week's methadone is also every dose of the week taken (adherence) in the same words
  'hes taken all his methadone for the week',
  // a bare "costa" is also a price told in passing ("costa 2 euro ma la prendo"): cost needs a word of too much or of lacking
  'costa e mi fa venire mal di testa',
]);
const test = rowTest(FAILING);
const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: 'perche', response_type: 'text' };

crisisRows('Italian crises told indirectly escalate (round 3)', inLanguage.crises('it', IT_CRISES_R3), FAILING);
lookalikeRows('Italian look-alikes do not escalate (round 3)', inLanguage.lookalikes('it', IT_LOOKALIKES_R3), FAILING);
crisisRows('English crises told indirectly escalate (round 3)', inLanguage.crises('en', EN_CRISES_R3), FAILING);
lookalikeRows('English look-alikes do not escalate (round 3)', inLanguage.lookalikes('en', EN_LOOKALIKES_R3), FAILING);

/** A crisis after a number or a yes still escalates, read against the question it answers. */
function prefixedRows(language: Language, rows: readonly ['number' | 'yesno', string, SafetyCategory][]): void {
  describe(`${language}: crises after a number or a yes escalate (round 3)`, () => {
    for (const [kind, text, category] of rows) {
      test(text)(`${category}: ${text}`, () =>
        check(kind === 'number' ? Q.pain : Q.taking, language, text, {
          escalation: 'critical', type: 'safety', keywords: [`safety:${category}`],
        }));
    }
  });
}
prefixedRows('it', IT_PREFIXED_R3);
prefixedRows('en', EN_PREFIXED_R3);

describe('Italian barriers told indirectly (round 3)', () => {
  for (const [text, want] of IT_BARRIERS_R3) test(text)(text, () => check(barriersQ, 'it', text, want));
});
