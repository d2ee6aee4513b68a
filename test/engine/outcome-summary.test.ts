import { describe, expect, it } from 'vitest';
import { deriveOutcome, findQuestion, handleReply, startConversation } from '../../functions/engine/engine';
import type { EndReason, EngineStep, Language, Outcome, ProtocolDefinition, Question } from '../../functions/engine/types';
import { questionLabel } from '../../functions/engine/understand';
import { builtinProtocols } from '../../functions/protocols/library';

/**
 * The clinician's summary must be true line by line, whatever the patient said. Many seeded
 * conversations (replies drawn from pools of known meaning, silences, cancellations) are checked
 * against what was actually asked and answered.
 */

type Kind = 'good' | 'no' | 'garbled' | 'side_effect' | 'barrier' | 'high';
const REPLIES: Record<Question['response_type'], [Kind, string][]> = {
  numeric: [['good', '0'], ['good', '2-3'], ['garbled', 'purple elephants'], ['high', 'HIGH']],
  boolean: [['good', 'yes'], ['no', 'no'], ['garbled', 'purple elephants'], ['barrier', 'yes, but they cost too much']],
  text: [
    ['no', 'No, everything is fine, thank you.'],
    ['no', 'Not really'],
    ['no', 'Nothing'],
    ['side_effect', 'They make me nauseous'],
    ['barrier', 'I ran out of pills'],
    ['garbled', 'purple elephants'],
  ],
};

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** A small deterministic generator (mulberry32), so every run checks the same conversations. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

interface Conversation {
  protocol: ProtocolDefinition;
  outcome: Outcome;
  asked: Set<string>;
  replies: Map<string, { kind: Kind; text: string }[]>;
}

function converse(protocol: ProtocolDefinition, seed: number): Conversation {
  const next = random(seed);
  const asked = new Set<string>();
  const replies = new Map<string, { kind: Kind; text: string }[]>();
  let step: EngineStep = startConversation(protocol, { language: 'en', channel: 'sms', now: at(0) });
  let ended: EndReason | null = null;
  for (let turn = 1; ended === null; turn++) {
    const id = step.agent_turn?.question_id;
    if (id) asked.add(id);
    if (step.finished) {
      ended = step.state.status === 'escalated' ? 'escalated' : 'completed';
      break;
    }
    const roll = next();
    if (roll < 0.05) ended = 'stopped_responding';
    else if (roll < 0.08) ended = 'cancelled';
    if (ended) break;
    const question = findQuestion(protocol, step.state.current_question_id as string) as Question;
    const pool = REPLIES[question.response_type].filter(([kind]) => kind !== 'high' || next() < 0.3);
    const [kind, template] = pool[Math.floor(next() * pool.length)] as [Kind, string];
    const text = template === 'HIGH' ? String(question.escalation_threshold ?? question.scale?.max ?? 10) : template;
    replies.set(question.id, [...(replies.get(question.id) ?? []), { kind, text }]);
    step = handleReply(protocol, step.state, text, { now: at(turn * 30) });
  }
  return { protocol, outcome: deriveOutcome(protocol, step.state, { ended, now: at(3600) }), asked, replies };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const between = (summary: string, start: string, ends: string[]): string => {
  const from = summary.indexOf(start);
  if (from < 0) return '';
  const rest = summary.slice(from + start.length);
  const stops = ends.map((end) => rest.indexOf(end)).filter((i) => i >= 0);
  return rest.slice(0, stops.length > 0 ? Math.min(...stops) : undefined);
};
/** Whether a list section names the label (and not only a longer label that starts with it). */
/** Free text is always understood; a garbled number or yes/no is not. */
const understoodReply = (q: Question, kind: Kind) => kind !== 'garbled' || q.response_type === 'text';
const lists = (section: string, label: string) => section.replaceAll(`${label} (follow-up)`, '').includes(label);

const PROTOCOLS = ['medication_adherence', 'post_discharge', 'chronic_care_checkin', 'follow_up', 'care_gap', 'ccm_checkin', 'intake'].map(
  (id) => builtinProtocols.find((p) => p.id === id) as ProtocolDefinition,
);
const conversations = PROTOCOLS.flatMap((protocol) => Array.from({ length: 60 }, (_, seed) => converse(protocol, seed * 7919 + protocol.id.length)));

describe('the summary is true for every combination of replies', () => {
  it('covers understood, not understood, "no", side effects, barriers, escalations, silences and cancellations', () => {
    const kinds = new Set(conversations.flatMap((c) => [...c.replies.values()].flat().map((r) => r.kind)));
    expect([...kinds].sort()).toEqual(['barrier', 'garbled', 'good', 'high', 'no', 'side_effect']);
    const summaries = conversations.map((c) => c.outcome.clinical_note.summary);
    for (const ending of ['Check-in completed', 'stopped early for escalation', 'stopped responding', 'cancelled'])
      expect(summaries.some((s) => s.includes(ending))).toBe(true);
    expect(summaries.some((s) => s.includes('not understood'))).toBe(true);
    expect(summaries.some((s) => s.includes('Asked, no reply'))).toBe(true);
  });

  it('names each question exactly once: with its reply, as asked without a reply, or as not asked', () => {
    for (const { protocol, outcome, asked, replies } of conversations) {
      const summary = outcome.clinical_note.summary;
      const noReply = between(summary, 'Asked, no reply: ', ['. Not asked', '. Completion']);
      const notAsked = between(summary, 'Not asked (the check-in ended first): ', ['. Completion']);
      const ids = protocol.questions.flatMap((q) => [q.id, `${q.id}__follow_up`]).filter((id) => !id.endsWith('__follow_up') || asked.has(id));
      for (const id of ids) {
        const label = questionLabel(findQuestion(protocol, id) as Question);
        const inAnswers = summary.includes(`: ${capitalize(label)}: `) || summary.includes(`; ${capitalize(label)}: `);
        const places = [inAnswers, lists(noReply, label), lists(notAsked, label)];
        const truth = [replies.has(id), asked.has(id) && !replies.has(id), !asked.has(id)];
        expect({ id, summary, places }).toEqual({ id, summary, places: truth });
      }
      const understood = ids.filter((id) => replies.get(id)?.some((r) => understoodReply(findQuestion(protocol, id) as Question, r.kind))).length;
      expect(summary).toMatch(new RegExp(`Completion: ${understood} of ${ids.length} questions answered\\.$`));
    }
  });

  it('a question whose reply was not understood is shown as not understood, never as answered or as not answered', () => {
    for (const { protocol, outcome, replies } of conversations) {
      const summary = outcome.clinical_note.summary;
      for (const [id, given] of replies) {
        const q = findQuestion(protocol, id) as Question;
        const label = capitalize(questionLabel(q));
        const shown = summary.includes(`${label}: not understood (`);
        const neverUnderstood = given.every((r) => !understoodReply(q, r.kind));
        if (outcome.escalation?.question_id === id && neverUnderstood) expect(summary).toContain(`${label}: no answer; the reply raised the escalation`);
        else expect({ summary, id, shown }).toEqual({ summary, id, shown: neverUnderstood });
      }
    }
  });

  it('a plain "no" to a free-text question is shown as no, and no side effect or barrier comes from it', () => {
    let seen = 0;
    for (const { protocol, outcome, replies } of conversations) {
      const summary = outcome.clinical_note.summary;
      const said = [...replies.values()].flat();
      for (const [id, given] of replies) {
        const q = findQuestion(protocol, id) as Question;
        const last = given.at(-1);
        if (q.response_type !== 'text' || last?.kind !== 'no') continue;
        seen++;
        expect(summary).toContain(`${capitalize(questionLabel(q))}: no ("${last.text}")`);
      }
      const sideEffects = outcome.clinical_note.structured_data.side_effects;
      expect({ summary, listed: summary.includes('Side effects or symptoms:') }).toEqual({ summary, listed: sideEffects.length > 0 });
      if (sideEffects.length > 0) expect(said.some((r) => r.kind === 'side_effect')).toBe(true);
      if (outcome.clinical_note.structured_data.barriers.length > 0) expect(said.some((r) => r.kind === 'barrier' || r.kind === 'side_effect')).toBe(true);
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('adherence and mood lines agree with the structured data, and "not assessed" is never a number a clinician could read as a dose count', () => {
    for (const { protocol, outcome } of conversations) {
      const { summary, structured_data: data } = outcome.clinical_note;
      const asksAdherence = protocol.questions.some((q) => q.topic === 'medication_adherence');
      if (data.medication_adherence_assessed) {
        expect(data.medication_adherence).toBeGreaterThanOrEqual(0);
        expect(data.medication_adherence).toBeLessThanOrEqual(1);
        expect(summary).toMatch(new RegExp(`Medication adherence: ${Math.round(data.medication_adherence * 100)}% \\(from (days with a missed dose|the yes/no answer)\\)\\.`));
      } else {
        expect(data.medication_adherence).toBe(-1);
        expect(summary.includes('Medication adherence: not assessed')).toBe(asksAdherence);
        expect(summary).not.toMatch(/Medication adherence: \d/);
      }
      expect(typeof data.mood).toBe('string');
      expect(summary.includes('Mood words used:')).toBe(data.mood !== 'not_assessed');
    }
  });
});

describe('summary wording', () => {
  const medication = builtinProtocols.find((p) => p.id === 'medication_adherence') as ProtocolDefinition;
  const run = (replies: string[], language: Language = 'en') => {
    let step = startConversation(medication, { language, channel: 'sms', now: at(0) });
    replies.forEach((text, i) => {
      step = handleReply(medication, step.state, text, { now: at(30 * (i + 1)) });
    });
    return deriveOutcome(medication, step.state, { ended: step.finished ? 'completed' : 'stopped_responding', now: at(600) });
  };

  it.each([
    ['en', 'No, everything is fine, thank you.'],
    ['it', 'No, va tutto bene, grazie.'],
    ['es', 'No, todo bien, gracias.'],
    ['de', 'Nein, alles in Ordnung, danke.'],
    ['fr', 'Non, tout va bien, merci.'],
  ] as const)('"no" to the side-effects question (%s) reads as no side effects', (language, reply) => {
    const o = run(['yes', '0', reply], language);
    expect(o.clinical_note.summary).toContain(`Side effects: no ("${reply}")`);
    expect(o.clinical_note.summary).not.toContain('Side effects or symptoms:');
    expect(o.clinical_note.structured_data.side_effects).toEqual([]);
  });

  it('a reply not understood twice is listed once, as not understood, and the silent question after it as asked without a reply', () => {
    const o = run(['yes', 'purple', 'elephants']);
    const summary = o.clinical_note.summary;
    expect(summary).toContain('Days with a missed dose (last 7 days): not understood ("elephants")');
    expect(summary.match(/Days with a missed dose/g)).toHaveLength(1);
    expect(summary).toContain('Asked, no reply: Side effects.');
    expect(summary).toContain('Medication adherence: 100% (from the yes/no answer).');
  });

  it('a side effect told in words is listed with the quote, not as "no"', () => {
    const o = run(['yes', '0', 'No, but I feel dizzy']);
    expect(o.clinical_note.summary).toContain('Side effects: "No, but I feel dizzy"');
    expect(o.clinical_note.summary).toContain('Side effects or symptoms: dizziness.');
  });
});
