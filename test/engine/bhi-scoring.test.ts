import { describe, expect, it } from 'vitest';
import { deriveOutcome, handleReply, startConversation } from '../../functions/engine/engine';
import { bandOf } from '../../functions/engine/scoring';
import { GAD7, PHQ9 } from '../../functions/protocols/library/scoring';
import type { EngineStep, Language } from '../../functions/engine/types';
import { findBuiltinProtocol } from '../../functions/protocols/library';

const bhi = findBuiltinProtocol('bhi_screen');
if (!bhi) throw new Error('bhi_screen missing');
const protocol = bhi;
const T0 = '2026-03-01T09:00:00.000Z';

/** Answers the screen in order: 9 PHQ items, the difficulty item, 7 GAD items. */
function screen(answers: string[], language: Language = 'en'): EngineStep {
  let step = startConversation(protocol, { language, channel: 'sms', now: T0 });
  for (const text of answers) {
    if (step.finished) break;
    step = handleReply(protocol, step.state, text, { now: T0 });
  }
  return step;
}
const repeat = (v: string, n: number) => Array.from({ length: n }, () => v);

describe('bhi_screen scoring (PHQ-9 and GAD-7)', () => {
  it('asks PHQ-9 items 1–9, the difficulty item, then GAD-7 items 1–7', () => {
    expect(protocol.questions.map((q) => q.id)).toEqual([
      'phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9', 'phq9_difficulty',
      'gad7_1', 'gad7_2', 'gad7_3', 'gad7_4', 'gad7_5', 'gad7_6', 'gad7_7',
    ]);
  });

  it('all 0: PHQ-9 0 and GAD-7 0, minimal, risk low', () => {
    const s = screen([...repeat('0', 9), '0', ...repeat('0', 7)]);
    const o = deriveOutcome(protocol, s.state, { ended: 'completed', now: T0 });
    expect(o.scores).toEqual({ phq9: 0, gad7: 0 });
    expect(o.risk_level).toBe('low');
    expect(o.clinical_note.summary).toMatch(/PHQ-9: 0\/27 \(minimal\)\. GAD-7: 0\/21 \(minimal\)\./);
  });

  it('items 1–8 at 1 and item 9 at 0: PHQ-9 8; all GAD 1s: GAD-7 7, mild', () => {
    const s = screen([...repeat('1', 8), '0', '1', ...repeat('1', 7)]);
    const o = deriveOutcome(protocol, s.state, { ended: 'completed', now: T0 });
    expect(o.scores).toEqual({ phq9: 8, gad7: 7 });
    expect(o.clinical_note.summary).toMatch(/PHQ-9: 8\/27 \(mild\)/);
    expect(o.clinical_note.summary).toMatch(/GAD-7: 7\/21 \(mild\)/);
    expect(o.risk_level).toBe('low');
  });

  it('item 9 = 1 escalates at once as a critical safety matter (so all 1s cannot reach the end)', () => {
    const s = screen(repeat('1', 9));
    expect(s.finished).toBe(true);
    expect(s.state.status).toBe('escalated');
    expect(s.state.escalation).toMatchObject({ type: 'safety', severity: 'critical', question_id: 'phq9_9' });
    expect(s.agent_turn?.text).toMatch(/emergency number/);
    const o = deriveOutcome(protocol, s.state, { ended: 'escalated', now: T0 });
    expect(o.risk_level).toBe('critical');
    expect(o.requires_human_review).toBe(true);
    expect(o.tasks[0]).toMatchObject({ type: 'safety_escalation', priority: 'urgent' });
    // All nine PHQ items were answered with 1: the total is the standard 9 (mild).
    expect(o.scores?.phq9).toBe(9);
    expect(o.clinical_note.summary).toMatch(/PHQ-9: 9\/27 \(mild\)/);
  });

  it.each([
    ['en', 'several days'],
    ['it', 'diversi giorni'],
    ['es', 'varios días'],
    ['de', 'an einzelnen Tagen'],
    ['fr', 'plusieurs jours'],
  ] as const)('item 9 answered in words (%s: %s) escalates too', (lang, text) => {
    const s = screen([...repeat('0', 8), text], lang);
    expect(s.state.escalation).toMatchObject({ type: 'safety', severity: 'critical' });
  });

  it('moderate scores: risk medium with a behavioral health task', () => {
    const s = screen([...repeat('2', 6), '0', '0', '0', '1', '2', '2', '2', '2', '2', '0', '0']);
    const o = deriveOutcome(protocol, s.state, { ended: 'completed', now: T0 });
    expect(o.scores).toEqual({ phq9: 12, gad7: 10 });
    expect(o.risk_level).toBe('medium');
    expect(o.tasks.filter((t) => t.type === 'behavioral_health_review').map((t) => t.priority)).toEqual(['medium', 'medium']);
    expect(o.clinical_note.summary).toMatch(/PHQ-9: 12\/27 \(moderate\)/);
    expect(o.clinical_note.summary).toMatch(/GAD-7: 10\/21 \(moderate\)/);
  });

  it('severe scores: risk high and human review', () => {
    const s = screen([...repeat('3', 8), '0', '2', ...repeat('3', 7)]);
    const o = deriveOutcome(protocol, s.state, { ended: 'completed', now: T0 });
    expect(o.scores).toEqual({ phq9: 24, gad7: 21 });
    expect(o.risk_level).toBe('high');
    expect(o.requires_human_review).toBe(true);
    expect(o.clinical_note.summary).toMatch(/PHQ-9: 24\/27 \(severe\)\. GAD-7: 21\/21 \(severe\)\./);
  });

  it('extreme difficulty escalates (clinical_risk, high)', () => {
    const s = screen([...repeat('0', 9), 'extremely difficult']);
    expect(s.state.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high', question_id: 'phq9_difficulty' });
  });

  it('answers in words are scored in every language', () => {
    const words: Record<Language, [string, string, string, string]> = {
      en: ['not at all', 'several days', 'more than half the days', 'nearly every day'],
      it: ['per niente', 'diversi giorni', 'più della metà dei giorni', 'quasi ogni giorno'],
      es: ['para nada', 'varios días', 'más de la mitad de los días', 'casi todos los días'],
      de: ['überhaupt nicht', 'an einzelnen Tagen', 'an mehr als der Hälfte der Tage', 'beinahe jeden Tag'],
      fr: ['jamais', 'plusieurs jours', 'plus de la moitié du temps', 'presque tous les jours'],
    };
    for (const lang of ['en', 'it', 'es', 'de', 'fr'] as const) {
      const [w0, w1, w2, w3] = words[lang];
      const s = screen([w1, w2, w3, w0, w1, w2, w3, w0, w0, '1', w0, w1, w2, w3, w0, w1, w2], lang);
      const o = deriveOutcome(protocol, s.state, { ended: 'completed', now: T0 });
      expect(o.scores, lang).toEqual({ phq9: 12, gad7: 9 });
    }
  });

  it('an incomplete screen reports no total but says how far it got', () => {
    const s = screen(repeat('1', 4));
    const o = deriveOutcome(protocol, s.state, { ended: 'stopped_responding', now: T0 });
    expect(o.scores).toBeUndefined();
    expect(o.clinical_note.summary).toMatch(/PHQ-9 incomplete: 4 of 9 items answered, partial total 4\./);
  });

  it.each([
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'],
    [15, 'moderately severe'], [19, 'moderately severe'], [20, 'severe'], [27, 'severe'],
  ] as const)('PHQ-9 %i is %s', (total, band) => expect(bandOf(PHQ9, total)).toBe(band));

  it.each([
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'], [15, 'severe'], [21, 'severe'],
  ] as const)('GAD-7 %i is %s', (total, band) => expect(bandOf(GAD7, total)).toBe(band));
});
