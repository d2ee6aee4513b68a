import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import { LANGUAGES } from '../../functions/engine/types';
import { Q } from './rows';

/** Whatever arrives, the engine answers: no throw, same reading for the same text, linear cost. */
describe('interpret robustness', () => {
  const questions = [Q.pain, Q.taking, Q.notes, Q.phq];

  it.each(['', ' ', '???', '...', '🙂👍', '你好', 'Привет', '\u0000\u0001', '-5', '1e9', '∞', '%%%'])('never throws on %j', (text) => {
    for (const q of questions) for (const lang of LANGUAGES) expect(() => interpret(q, text, lang)).not.toThrow();
    // Free text is understood when it has a letter or digit the engine can read (Latin script).
    expect(interpret(Q.notes, text, 'en').understood).toBe(/[a-z0-9]/i.test(text));
  });

  it('an empty or punctuation-only reply is not understood, for every type', () => {
    for (const q of questions) {
      expect(interpret(q, '', 'en').understood).toBe(false);
      expect(interpret(q, ' ?! ', 'en').understood).toBe(false);
    }
  });

  it('random input: no throw, deterministic', () => {
    let seed = 42;
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const alphabet = "abcdefghijklmnopqrstuvwxyzàèéìòùäöüßñç0123456789 ,.;:!?'-~|/*()";
    for (let i = 0; i < 500; i++) {
      const len = Math.floor(rand() * 80);
      let text = '';
      for (let k = 0; k < len; k++) text += alphabet[Math.floor(rand() * alphabet.length)];
      const lang = LANGUAGES[i % LANGUAGES.length] ?? 'en';
      const q = questions[i % questions.length] ?? Q.notes;
      const a = interpret(q, text, lang);
      expect(interpret(q, text, lang)).toEqual(a);
    }
  });

  // Speed belongs in `npm run bench:engine`; here a quadratic reading would show as the test's timeout.
  it('a very long reply is read, and a crisis at its end still escalates', () => {
    const text = `${'I have a headache and some nausea, no chest pain, pain 5 out of 10. '.repeat(3000)} I want to kill myself`;
    const r = interpret(Q.notes, text, 'en');
    expect(r.escalation?.severity).toBe('critical');
  });

  it('an unknown language falls back to English', () => {
    expect(interpret(Q.taking, 'yes', 'xx' as never).value).toBe(true);
  });
});
