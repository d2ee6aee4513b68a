import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { Q, crisisRows, lookalikeRows } from './rows';
import { UNSEEN_CRISES, UNSEEN_LOOKALIKES } from './safety-unseen';

/**
 * A third round of paraphrases written before the frames were widened for them: crises told by
 * their event, their means, a relative or a threat escalate with their category; questions about
 * what to do, absent or resolved symptoms, denials, history, animals and jokes do not.
 */
crisisRows('unseen crisis paraphrases escalate with their category', UNSEEN_CRISES);

/** Rows that open with the answer asked for (a number, a yes or a no), read for that question too. */
const afterAnswer = UNSEEN_CRISES.filter(([, , text]) => /^(?:\d|yes|no|nope|ja|nein|oui|non|si|s[ìí]|sept|siete|sieben|one)\b/.test(text));
const numeric = { id: 'bp', topic: 'blood_pressure_systolic', prompt: 'bp', response_type: 'numeric' } as const;

describe('an unseen crisis after the answer escalates for a numeric and a yes/no question', () => {
  it.each(afterAnswer)('%s (%s): %s', (category, lang, text) => {
    for (const q of [numeric, Q.taking]) {
      const r = interpret(q, text, lang);
      expect(r.escalation?.type).toBe('safety');
      expect(r.keywords).toContain(`safety:${category}`);
    }
  });
});

lookalikeRows('unseen look-alikes do not escalate', UNSEEN_LOOKALIKES);
