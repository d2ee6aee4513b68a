import { describe, expect, it } from 'vitest';
import { deriveOutcome, handleReply, startConversation } from '../../functions/engine/engine';
import { simulatedReply } from '../../functions/engine/sandbox-patient';
import type { EndReason, Language, Outcome, ProtocolDefinition, Turn } from '../../functions/engine/types';
import { LANGUAGES } from '../../functions/engine/types';
import { builtinProtocols } from '../../functions/protocols/library';

const T0 = '2026-03-01T09:00:00.000Z';

interface Run {
  outcome: Outcome;
  ended: EndReason;
  transcript: Turn[];
  reasks: number;
  silentAt: number | null;
}

/** Drives a conversation the way the sandbox does, and ends it the way the caller would. */
function drive(protocol: ProtocolDefinition, phone: string, language: Language, engagementId = `eng_${phone}_${protocol.id}`): Run {
  let step = startConversation(protocol, { language, channel: 'sms', now: T0 });
  const transcript: Turn[] = [step.agent_turn as Turn];
  let ended: EndReason = 'completed';
  let t = 0;
  let reasks = 0;
  let silentAt: number | null = null;
  while (!step.finished) {
    const reply = simulatedReply({ engagementId, phone, protocol, state: step.state, language });
    if (reply.kind !== 'reply') {
      ended = step.state.patient_turns === 0 ? 'unreachable' : 'stopped_responding';
      silentAt = step.state.patient_turns;
      break;
    }
    t += 20;
    step = handleReply(protocol, step.state, reply.text, { now: new Date(Date.parse(T0) + t * 1000).toISOString() });
    if (step.patient_turn) transcript.push(step.patient_turn);
    if (step.agent_turn) transcript.push(step.agent_turn);
    if (step.state.reprompts > 0) reasks++;
  }
  if (step.state.status === 'escalated') ended = 'escalated';
  return { outcome: deriveOutcome(protocol, step.state, { ended, now: new Date(Date.parse(T0) + (t + 5) * 1000).toISOString() }), ended, transcript, reasks, silentAt };
}

const cases = builtinProtocols.flatMap((p) => LANGUAGES.map((lang) => [p.id, lang, p] as const));

describe('sandbox test numbers through every built-in protocol, in every language (DESIGN §8)', () => {
  it.each(cases)('+15005550100 answers everything well: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550100', lang);
    expect(r.ended).toBe('completed');
    expect(r.reasks).toBe(0);
    expect(r.outcome.risk_level).toBe('low');
    expect(r.outcome.escalation).toBeNull();
    expect(r.outcome.metrics.completion_rate).toBe(1);
    expect(r.outcome.clinical_note.structured_data.barriers).toEqual([]);
    expect(r.outcome.clinical_note.structured_data.side_effects).toEqual([]);
    const adherence = r.outcome.clinical_note.structured_data.medication_adherence;
    const asksAdherence = p.questions.some((q) => q.topic === 'medication_adherence');
    if (asksAdherence) expect(adherence).toBeGreaterThanOrEqual(0.9);
    else expect(adherence).toBe(-1);
    expect(r.outcome.clinical_note.structured_data.medication_adherence_assessed).toBe(asksAdherence);
  });

  it.each(cases)('+15005550101 never answers: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550101', lang);
    expect(r.ended).toBe('unreachable');
    expect(r.silentAt).toBe(0);
    expect(r.outcome.metrics.interaction_count).toBe(0);
    expect(r.outcome.metrics.completion_rate).toBe(0);
  });

  it.each(cases)('+15005550102 reports a value above a threshold: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550102', lang);
    expect(r.ended).toBe('escalated');
    expect(r.outcome.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high' });
    expect(r.outcome.risk_level).toBe('high');
    expect(r.outcome.requires_human_review).toBe(true);
    expect(r.outcome.tasks[0]).toMatchObject({ type: 'clinical_escalation', priority: 'high' });
  });

  it.each(cases)('+15005550103 reports a cost barrier and a side effect: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550103', lang);
    expect(r.ended).toBe('completed');
    expect(r.outcome.escalation).toBeNull();
    expect(r.outcome.risk_level).toBe('medium');
    expect(r.outcome.clinical_note.structured_data.barriers).toContain('cost');
    expect(r.outcome.clinical_note.structured_data.side_effects).toContain('nausea');
    expect(r.outcome.tasks.map((t) => t.type)).toEqual(expect.arrayContaining(['barrier_cost', 'side_effect_nausea']));
  });

  it.each(cases)('+15005550104 stops replying halfway: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550104', lang);
    expect(r.ended).toBe('stopped_responding');
    expect(r.silentAt).toBe(Math.floor(p.questions.length / 2));
    expect(r.outcome.metrics.completion_rate).toBeGreaterThan(0);
    expect(r.outcome.metrics.completion_rate).toBeLessThan(1);
    expect(r.outcome.risk_level).toBe('low');
  });

  it.each(cases)('+15005550105 uses crisis language: %s, %s', (_id, lang, p) => {
    const r = drive(p, '+15005550105', lang);
    expect(r.ended).toBe('escalated');
    expect(r.outcome.escalation).toMatchObject({ type: 'safety', severity: 'critical' });
    expect(r.outcome.risk_level).toBe('critical');
    expect(r.outcome.metrics.interaction_count).toBe(1);
    expect(r.transcript.at(-1)?.text).toBeTruthy();
  });

  it('+15005550199 is interactive: the caller waits for real replies', () => {
    const p = builtinProtocols[0] as ProtocolDefinition;
    const step = startConversation(p, { language: 'en', channel: 'sms', now: T0 });
    expect(simulatedReply({ engagementId: 'eng_1', phone: '+15005550199', protocol: p, state: step.state, language: 'en' })).toEqual({ kind: 'interactive' });
  });

  it('is silent once the conversation is over', () => {
    const p = builtinProtocols[0] as ProtocolDefinition;
    const r = drive(p, '+15005550100', 'en');
    expect(r.ended).toBe('completed');
    const done = startConversation({ ...p, questions: [] }, { language: 'en', channel: 'sms', now: T0 });
    expect(simulatedReply({ engagementId: 'eng_1', phone: '+15005550100', protocol: p, state: done.state, language: 'en' })).toEqual({ kind: 'silent' });
  });
});

describe('other numbers: deterministic, varied, mostly benign, always understood', () => {
  const ids = Array.from({ length: 40 }, (_v, i) => `eng_${(i * 7919).toString(36)}`);

  it('the same engagement id gives the same replies', () => {
    for (const p of builtinProtocols) {
      const a = drive(p, '+14155550123', 'en', 'eng_same');
      const b = drive(p, '+14155550123', 'en', 'eng_same');
      expect(a.transcript.map((t) => t.text)).toEqual(b.transcript.map((t) => t.text));
    }
  });

  it.each(LANGUAGES)('complete without escalation or re-asks, in %s', (lang) => {
    const texts = new Set<string>();
    let withProblems = 0;
    for (const p of builtinProtocols) {
      for (const id of ids) {
        const r = drive(p, '+14155550123', lang, id);
        expect(r.ended, `${p.id} ${id}`).toBe('completed');
        expect(r.reasks, `${p.id} ${id}: ${r.transcript.map((t) => t.text).join(' | ')}`).toBe(0);
        expect(['low', 'medium']).toContain(r.outcome.risk_level);
        if (r.outcome.risk_level === 'medium') withProblems++;
        for (const t of r.transcript) if (t.speaker === 'patient') texts.add(t.text);
      }
    }
    // Varied (digits, words, approximations, ranges, several phrasings) and mostly benign.
    expect(texts.size).toBeGreaterThan(25);
    expect(withProblems).toBeLessThan((builtinProtocols.length * ids.length) / 2);
  });

  it('replies in the patient language', () => {
    const p = builtinProtocols.find((x) => x.id === 'medication_adherence') as ProtocolDefinition;
    const it = drive(p, '+15005550103', 'it').transcript.filter((t) => t.speaker === 'patient').map((t) => t.text).join(' ');
    expect(it).toMatch(/costano troppo/);
    const de = drive(p, '+15005550105', 'de').transcript.find((t) => t.speaker === 'patient')?.text;
    expect(de).toMatch(/nicht mehr leben/);
  });
});
