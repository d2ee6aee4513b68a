import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { DE_EN_CRISES, DE_EN_LOOKALIKES } from './de-en-paraphrases';
import { Q } from './rows';

/**
 * A sixth round of German and English paraphrases (crises of every category and their look-alikes),
 * written before the engine was widened for them. Rows the engine cannot read yet are listed in
 * STILL_FAILING and run as `it.fails`; a row leaves the list when the engine reads it.
 */
const STILL_FAILING = new Set<string>([
  'ich hechel wie ein hund obwohl ich nur sitze',
  'hab den ganzen blister leer gemacht',
]);

const test = (text: string) => (STILL_FAILING.has(text) ? it.fails : it);

describe('German and English crisis paraphrases escalate with their category', () => {
  for (const [category, lang, text] of DE_EN_CRISES) {
    test(text)(`${category} (${lang}): ${text}`, () => {
      const r = interpret(Q.notes, text, lang);
      expect(r.escalation?.type).toBe('safety');
      expect(r.keywords).toContain(`safety:${category}`);
    });
  }
});

describe('German and English look-alikes do not escalate', () => {
  for (const [lang, text] of DE_EN_LOOKALIKES) {
    test(text)(`(${lang}): ${text}`, () => {
      expect(interpret(Q.notes, text, lang).escalation).toBeNull();
    });
  }
});
