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
  'herzschmerzen seit heute früh, richtig stechend',
  'hab das gefühl mein herz wird zusammengedrückt',
  'ich hechel wie ein hund obwohl ich nur sitze',
  'hab was erbrochen das aussah wie kaffeesatz',
  'meine lippen und augenlider sind aufgequollen',
  'ausschlag am ganzen körper und mir wird die kehle eng',
  'mein hals ist wie zugeschwollen',
  'hatte heute einen epileptischen anfall',
  'er hat mich gewürgt',
  'meine tochter schubst mich rum und nimmt mir das geld weg',
  'ich hab mir die ganze flasche tropfen reingekippt',
  'hab den ganzen blister leer gemacht',
  'ich ritz mich wieder',
  'niemand würde mich vermissen',
  'wife says my words are coming out all jumbled and my arms gone dead',
  'been bringing up blood',
  'i necked a load of my sleeping tablets',
  'i came round on the bathroom floor',
  'der arzt meinte, bei brustschmerzen soll ich die 112 rufen',
  'meine enkelin bringt mich so zum lachen dass ich keine luft mehr krieg',
  'if my lips swell should i go to a and e?',
  'my mate fainted at the pub last night',
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
