import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { Q } from './rows';
import { UNSEEN_CRISES, UNSEEN_LOOKALIKES } from './safety-unseen';

/**
 * A third round of paraphrases written before the frames were widened for them: crises told by
 * their event, their means, a relative or a threat escalate with their category; questions about
 * what to do, absent or resolved symptoms, denials, history, animals and jokes do not.
 */
describe('unseen crisis paraphrases escalate with their category', () => {
  it.each(UNSEEN_CRISES)('%s (%s): %s', (category, lang, text) => {
    const r = interpret(Q.notes, text, lang);
    expect(r.escalation?.type).toBe('safety');
    expect(r.keywords).toContain(`safety:${category}`);
  });
});

describe('unseen look-alikes do not escalate', () => {
  it.each(UNSEEN_LOOKALIKES)('(%s): %s', (lang, text) => {
    expect(interpret(Q.notes, text, lang).escalation).toBeNull();
  });
});
