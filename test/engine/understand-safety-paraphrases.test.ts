import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language } from '../../functions/engine/types';
import { Q, crisisRows, lookalikeRows } from './rows';
import { CRISES, GENERAL_CRISES, GENERAL_LOOKALIKES, LOOKALIKES, MORE_CRISES, MORE_LOOKALIKES } from './safety-paraphrases';

/**
 * Crises told in words the lexicon does not list (concept frames, safety-frames.ts) escalate with
 * their category; look-alikes (denials, history, someone else, idioms, exertion) do not.
 */
const crises = [
  ...Object.entries(CRISES).flatMap(([category, byLang]) =>
    Object.entries(byLang).flatMap(([lang, texts]) => (texts ?? []).map((text) => [category, lang as Language, text] as const)),
  ),
  ...MORE_CRISES,
  ...GENERAL_CRISES,
];
const lookalikes = [
  ...Object.entries(LOOKALIKES).flatMap(([lang, texts]) => texts.map((text) => [lang as Language, text] as const)),
  ...MORE_LOOKALIKES,
  ...GENERAL_LOOKALIKES,
];
/** Replies that open with the number or the yes the question asked for, then tell a crisis. */
const afterAnswer = MORE_CRISES.filter(([, , text]) => /^(?:\d|yes|ja|oui|s[iìí]\b)/.test(text));
const numeric = { id: 'bp', topic: 'blood_pressure_systolic', prompt: 'bp', response_type: 'numeric' } as const;

crisisRows('crisis paraphrases escalate with their category', crises);
lookalikeRows('look-alikes do not escalate', lookalikes);

describe('a crisis after the number or the yes asked for still escalates', () => {
  it.each(afterAnswer)('%s (%s): %s', (category, lang, text) => {
    const r = interpret(/^\d/.test(text) ? numeric : Q.taking, text, lang);
    expect(r.escalation?.type).toBe('safety');
    expect(r.keywords).toContain(`safety:${category}`);
  });
});
