import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { Q, crisisRows, lookalikeRows } from './rows';
import { IT_FR_EN_CRISES, IT_FR_EN_LOOKALIKES } from './safety-it-fr-en';

/**
 * A fifth round of it/fr/en paraphrases written before the frames were widened for them: crises
 * escalate with their category (also after the answer asked for); denials, absent or resolved
 * symptoms, echoed questions, history, other people, hypotheticals, jokes and idioms do not.
 */
crisisRows('it/fr/en crisis paraphrases escalate with their category', IT_FR_EN_CRISES);

/** Rows that open with the answer asked for (a number, a yes or a no), read for that question too. */
const afterAnswer = IT_FR_EN_CRISES.filter(([, , text]) => /^(?:\d|yes|no|oui|non|si)\b/.test(text));
const numeric = { id: 'bp', topic: 'blood_pressure_systolic', prompt: 'bp', response_type: 'numeric' } as const;

describe('an it/fr/en crisis after the answer escalates for a numeric and a yes/no question', () => {
  it.each(afterAnswer)('%s (%s): %s', (category, lang, text) => {
    for (const q of [numeric, Q.taking]) {
      const r = interpret(q, text, lang);
      expect(r.escalation?.type).toBe('safety');
      expect(r.keywords).toContain(`safety:${category}`);
    }
  });
});

lookalikeRows('it/fr/en look-alikes do not escalate', IT_FR_EN_LOOKALIKES);
