import { describe, expect, it } from 'vitest';
import { interpret, promptText } from '../../../functions/engine/engine';
import type { Localized, ProtocolDefinition, Question } from '../../../functions/engine/types';
import { LANGUAGES } from '../../../functions/engine/types';
import { builtinProtocols, findBuiltinProtocol } from '../../../functions/protocols/library';

const IDS = ['medication_adherence', 'post_discharge', 'chronic_care_checkin', 'intake', 'follow_up', 'ccm_checkin', 'bhi_screen', 'care_gap'];

/** Every text a patient hears: greeting, closing, prompts, follow-ups. */
function texts(p: ProtocolDefinition): Array<[string, string | Localized | undefined]> {
  const out: Array<[string, string | Localized | undefined]> = [
    ['greeting', p.greeting],
    ['closing', p.closing],
  ];
  for (const q of p.questions) {
    out.push([`${q.id}.prompt`, q.prompt]);
    if (q.response_type === 'boolean' && q.follow_up_if_false !== undefined) out.push([`${q.id}.follow_up_if_false`, q.follow_up_if_false]);
  }
  return out;
}

/** Common English words that would betray an untranslated text. */
const ENGLISH_MARKERS = /\b(the|you|your|have|please|thank|what|how|with|would|anything)\b/i;

describe('built-in protocol library', () => {
  it('has the eight built-in protocols, each findable by id', () => {
    expect(builtinProtocols.map((p) => p.id)).toEqual(IDS);
    for (const id of IDS) expect(findBuiltinProtocol(id)?.id).toBe(id);
    expect(findBuiltinProtocol('nope')).toBeUndefined();
    expect(findBuiltinProtocol('custom')).toBeUndefined();
  });

  it.each(builtinProtocols.map((p) => [p.id, p] as const))('%s is a well-formed built-in definition', (_id, p) => {
    expect(p.source).toBe('builtin');
    expect(p.name.length).toBeGreaterThan(3);
    expect(p.questions.length).toBeGreaterThan(0);
    expect(p.channels.length).toBeGreaterThan(0);
    expect(['one_time', 'daily', 'weekly', 'monthly']).toContain(p.frequency);
    const ids = p.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of p.questions) {
      expect(q.id).toMatch(/^[a-z0-9_]+$/);
      expect(q.id.endsWith('__follow_up')).toBe(false);
      expect(q.topic).toBeTruthy();
      expect(q.label).toBeTruthy();
      if (q.response_type === 'numeric') {
        expect(q.scale, q.id).toBeDefined();
        const { min, max } = q.scale as { min: number; max: number };
        if (q.escalation_threshold !== undefined) {
          expect(q.escalation_threshold).toBeGreaterThan(min);
          expect(q.escalation_threshold).toBeLessThanOrEqual(max);
        }
        // A numeric prompt says which scale to use, in every language.
        for (const lang of LANGUAGES) {
          const text = promptText(q, lang);
          expect(text, `${q.id} ${lang}`).toContain(String(min));
          expect(text, `${q.id} ${lang}`).toContain(String(max));
        }
      } else {
        expect(q.scale).toBeUndefined();
        expect(q.escalation_threshold).toBeUndefined();
      }
      if (q.follow_up_if_false !== undefined) expect(q.response_type).toBe('boolean');
    }
  });

  it.each(builtinProtocols.map((p) => [p.id, p] as const))('%s has every text in all five languages, none left in English', (_id, p) => {
    for (const [where, value] of texts(p)) {
      expect(typeof value, `${p.id} ${where}`).toBe('object');
      const loc = value as Localized;
      for (const lang of LANGUAGES) {
        const text = loc[lang];
        expect(text, `${p.id} ${where} ${lang}`).toBeTruthy();
        expect((text as string).trim().length, `${p.id} ${where} ${lang}`).toBeGreaterThan(5);
        if (lang !== 'en') {
          expect(text, `${p.id} ${where} ${lang} equals the English`).not.toBe(loc.en);
          expect(text, `${p.id} ${where} ${lang} reads as English`).not.toMatch(ENGLISH_MARKERS);
        }
      }
    }
  });

  it.each(builtinProtocols.map((p) => [p.id, p] as const))('%s has a question on which +15005550102 escalates at high', (_id, p) => {
    const q = p.questions.find((x) => x.response_type === 'numeric' && x.escalation_threshold !== undefined && (x.escalation_severity ?? 'high') === 'high');
    expect(q).toBeDefined();
    const r = interpret(q as Question, String(q?.escalation_threshold), 'en');
    expect(r.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high' });
  });

  it('bhi_screen carries the PHQ-9 and GAD-7 items with standard English wording and scoring', () => {
    const p = findBuiltinProtocol('bhi_screen') as ProtocolDefinition;
    expect(p.scoring).toBe('phq9_gad7');
    const en = (id: string) => promptText(p.questions.find((q) => q.id === id) as Question, 'en');
    expect(en('phq9_1')).toMatch(/^Over the last 2 weeks, how often have you been bothered by little interest or pleasure in doing things\?/);
    expect(en('phq9_9')).toMatch(/thoughts that you would be better off dead, or of hurting yourself in some way/);
    expect(en('gad7_1')).toMatch(/feeling nervous, anxious, or on edge/);
    expect(en('gad7_7')).toMatch(/feeling afraid as if something awful might happen/);
    for (const q of p.questions) {
      expect(q.scale).toEqual({ min: 0, max: 3 });
      expect(q.choices).toBeDefined();
    }
    const item9 = p.questions.find((q) => q.id === 'phq9_9');
    expect(item9).toMatchObject({ escalation_threshold: 1, escalation_severity: 'critical' });
  });

  it('adherence questions are the project’s own wording (no licensed Morisky items)', () => {
    const morisky = /(do you ever forget to take your medicine|are you careless at times|when you feel better do you sometimes stop|if you feel worse when you take the medicine)/i;
    for (const p of builtinProtocols) {
      for (const q of p.questions) expect(promptText(q, 'en')).not.toMatch(morisky);
    }
  });

  it('protocols with medication questions ask adherence in a way the engine can score', () => {
    for (const id of ['medication_adherence', 'chronic_care_checkin', 'ccm_checkin', 'post_discharge', 'follow_up']) {
      const p = findBuiltinProtocol(id) as ProtocolDefinition;
      expect(p.questions.some((q) => q.topic === 'medication_adherence'), id).toBe(true);
    }
  });
});
