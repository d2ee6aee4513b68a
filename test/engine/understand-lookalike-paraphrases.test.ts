import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { Q } from './rows';
import { LOOKALIKE_PARAPHRASES, LOOKALIKE_RECALL_GUARDS } from './lookalike-paraphrases';

/**
 * Jokes and complaints about the medicine or the check-in, denials, symptoms gone and history in
 * es, de, fr do not escalate; a real crisis that names the medicine or laughs still does.
 */
describe('look-alikes about the medicine, denials, gone and history do not escalate', () => {
  it.each(LOOKALIKE_PARAPHRASES)('(%s): %s', (lang, text) => {
    expect(interpret(Q.notes, text, lang).escalation).toBeNull();
  });
});

describe('a real crisis that names the medicine or laughs still escalates', () => {
  it.each(LOOKALIKE_RECALL_GUARDS)('%s (%s): %s', (category, lang, text) => {
    const r = interpret(Q.notes, text, lang);
    expect(r.escalation?.type).toBe('safety');
    expect(r.keywords).toContain(`safety:${category}`);
  });
});
