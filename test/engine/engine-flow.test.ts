import { describe, expect, it } from 'vitest';
import {
  deriveOutcome,
  findQuestion,
  handleReply,
  interpret,
  promptText,
  startConversation,
} from '../../functions/engine/engine';
import type { EngineStep, ProtocolDefinition } from '../../functions/engine/types';

const T0 = '2026-03-01T09:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

const protocol: ProtocolDefinition = {
  id: 'test_protocol',
  name: 'Test protocol',
  frequency: 'one_time',
  channels: ['sms'],
  source: 'custom',
  questions: [
    {
      id: 'taking',
      topic: 'medication_adherence',
      prompt: { en: 'Are you taking your medicines?', it: 'Prende le medicine?' },
      response_type: 'boolean',
      follow_up_if_false: { en: 'What gets in the way?', it: 'Che cosa glielo impedisce?' },
    },
    { id: 'missed', topic: 'medication_adherence', prompt: 'How many days missed (0-7)?', response_type: 'numeric', scale: { min: 0, max: 7 } },
    {
      id: 'pain',
      topic: 'symptoms',
      prompt: { en: 'Pain from 0 to 10?', de: 'Schmerzen von 0 bis 10?' },
      response_type: 'numeric',
      scale: { min: 0, max: 10 },
      escalation_threshold: 8,
    },
    { id: 'wound', topic: 'symptoms', prompt: 'How is the wound?', response_type: 'text', escalation_keywords: ['pus', 'fever'] },
  ],
};

function run(replies: string[], language: 'en' | 'it' | 'de' = 'en', p = protocol): { steps: EngineStep[]; last: EngineStep } {
  const steps: EngineStep[] = [startConversation(p, { language, channel: 'sms', now: at(0) })];
  replies.forEach((text, i) => {
    const prev = steps[steps.length - 1] as EngineStep;
    steps.push(handleReply(p, prev.state, text, { now: at(30 * (i + 1)) }));
  });
  return { steps, last: steps[steps.length - 1] as EngineStep };
}

describe('startConversation', () => {
  it('greets, then asks the first question, in the patient language', () => {
    const s = startConversation(protocol, { language: 'it', channel: 'sms', now: T0 });
    expect(s.agent_turn?.text).toMatch(/^Buongiorno.*Prende le medicine\?$/);
    expect(s.agent_turn).toMatchObject({ speaker: 'agent', channel: 'sms', at: T0, question_id: 'taking' });
    expect(s.state).toMatchObject({ status: 'awaiting_reply', current_question_id: 'taking', queue: ['missed', 'pain', 'wound'], patient_turns: 0 });
    expect(s.finished).toBe(false);
    expect(s.patient_turn).toBeNull();
  });

  it('a protocol without questions greets and closes at once', () => {
    const s = startConversation({ ...protocol, questions: [] }, { language: 'en', channel: 'voice', now: T0 });
    expect(s.finished).toBe(true);
    expect(s.state.status).toBe('completed');
    expect(s.agent_turn?.text).toMatch(/Thank you/);
  });
});

describe('promptText', () => {
  it('falls back to English, then to the single string', () => {
    const pain = findQuestion(protocol, 'pain');
    if (!pain) throw new Error('no pain question');
    expect(promptText(pain, 'de')).toBe('Schmerzen von 0 bis 10?');
    expect(promptText(pain, 'fr')).toBe('Pain from 0 to 10?');
    const missed = findQuestion(protocol, 'missed');
    if (!missed) throw new Error('no missed question');
    expect(promptText(missed, 'it')).toBe('How many days missed (0-7)?');
  });
});

describe('handleReply', () => {
  it('asks the questions in order and closes with a thank-you', () => {
    const { steps, last } = run(['yes', '0', '2', 'healing well']);
    expect(steps.map((s) => s.agent_turn?.question_id)).toEqual(['taking', 'missed', 'pain', 'wound', null]);
    expect(last.finished).toBe(true);
    expect(last.state.status).toBe('completed');
    expect(last.agent_turn?.text).toMatch(/Thank you for your answers/);
    expect(last.state.patient_turns).toBe(4);
    expect(last.state.answers.map((a) => a.interpretation.value)).toEqual([true, 0, 2, 'healing well']);
  });

  it('returns every patient turn with its interpretation', () => {
    const { steps } = run(['no, I forgot', 'twice']);
    expect(steps[1]?.patient_turn).toMatchObject({
      speaker: 'patient',
      text: 'no, I forgot',
      question_id: 'taking',
      at: at(30),
      interpreted: { response_type: 'boolean', value: false, escalation: null, barriers: ['forgetfulness'] },
    });
  });

  it('a boolean false inserts the follow-up next, as a free-text question', () => {
    const { steps } = run(['no', 'I keep forgetting them', '3']);
    expect(steps[1]?.agent_turn).toMatchObject({ question_id: 'taking__follow_up', text: 'What gets in the way?' });
    expect(steps[2]?.agent_turn?.question_id).toBe('missed');
    expect(steps[2]?.patient_turn?.interpreted).toMatchObject({ response_type: 'text', barriers: ['forgetfulness'] });
    const fu = findQuestion(protocol, 'taking__follow_up');
    expect(fu).toMatchObject({ id: 'taking__follow_up', response_type: 'text', topic: 'medication_adherence' });
  });

  it('the follow-up is asked in the patient language', () => {
    const { steps } = run(['no'], 'it');
    expect(steps[1]?.agent_turn?.text).toBe('Che cosa glielo impedisce?');
  });

  it('a value at the threshold escalates (clinical_risk, high) and stops', () => {
    const { last } = run(['yes', '0', '8']);
    expect(last.finished).toBe(true);
    expect(last.state.status).toBe('escalated');
    expect(last.state.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high', question_id: 'pain' });
    expect(last.state.current_question_id).toBeNull();
    expect(last.state.queue).toEqual([]);
    expect(last.agent_turn?.text).toMatch(/care team can contact you/);
    expect(last.agent_turn?.text).not.toMatch(/emergency/);
  });

  it('a value below the threshold does not escalate', () => {
    const { last } = run(['yes', '0', '7']);
    expect(last.state.status).toBe('awaiting_reply');
  });

  it('escalation_severity sets the severity', () => {
    const p: ProtocolDefinition = {
      ...protocol,
      questions: protocol.questions.map((q) => (q.id === 'pain' ? { ...q, escalation_severity: 'medium' as const } : q)),
    };
    const { last } = run(['yes', '0', '9'], 'en', p);
    expect(last.state.escalation?.severity).toBe('medium');
  });

  it('a keyword escalates; a negated keyword does not', () => {
    expect(run(['yes', '0', '2', 'there is some pus']).last.state.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high', question_id: 'wound' });
    const calm = run(['yes', '0', '2', 'no fever, no pus, it looks fine']).last;
    expect(calm.state.status).toBe('completed');
  });

  it('the safety lexicon escalates at critical with an emergency line, in the patient language', () => {
    const { last } = run(['sì', 'non voglio più vivere'], 'it');
    expect(last.state.escalation).toMatchObject({ type: 'safety', severity: 'critical', question_id: 'missed' });
    expect(last.agent_turn?.text).toMatch(/numero di emergenza/);
    const en = run(['I want to kill myself']).last;
    expect(en.agent_turn?.text).toContain('If you are in danger, call your local emergency number now.');
  });

  it('an unclear reply is asked again once with a "sorry" prefix, then recorded as not understood', () => {
    const { steps } = run(['banana', 'purple', '1']);
    expect(steps[1]?.agent_turn).toMatchObject({ question_id: 'taking' });
    expect(steps[1]?.agent_turn?.text).toMatch(/^Sorry, I didn't understand\. Are you taking your medicines\? Please answer yes or no\.$/);
    expect(steps[1]?.state.reprompts).toBe(1);
    expect(steps[2]?.agent_turn?.question_id).toBe('missed');
    expect(steps[2]?.state.reprompts).toBe(0);
    expect(steps[2]?.state.answers.map((a) => a.interpretation.understood)).toEqual([false, false]);
    expect(steps[3]?.agent_turn?.question_id).toBe('pain');
  });

  it('the re-ask is localized', () => {
    const { steps } = run(['boh?'], 'it');
    expect(steps[1]?.agent_turn?.text).toMatch(/^Mi scusi, non ho capito\. Prende le medicine\?/);
  });

  it('an understood reply after a re-ask moves on', () => {
    const { steps } = run(['hmm', 'yes']);
    expect(steps[2]?.agent_turn?.question_id).toBe('missed');
    expect(steps[2]?.state.answers.at(-1)?.interpretation.value).toBe(true);
  });

  it('does not mutate the state it was given', () => {
    const start = startConversation(protocol, { language: 'en', channel: 'sms', now: T0 });
    const frozen = JSON.stringify(start.state);
    handleReply(protocol, start.state, 'no', { now: at(10) });
    expect(JSON.stringify(start.state)).toBe(frozen);
  });

  it('the state survives JSON (it is stored between turns)', () => {
    const a = run(['no', 'cost']).last;
    const restored = JSON.parse(JSON.stringify(a.state));
    const b = handleReply(protocol, restored, '2', { now: at(200) });
    expect(b.agent_turn?.question_id).toBe('pain');
  });

  it('a reply after the end is still read for safety', () => {
    const done = run(['yes', '0', '2', 'fine']).last;
    const late = handleReply(protocol, done.state, 'thanks, bye', { now: at(500) });
    expect(late.agent_turn).toBeNull();
    expect(late.finished).toBe(true);
    expect(late.state.status).toBe('completed');
    const crisis = handleReply(protocol, done.state, 'actually I have chest pain', { now: at(500) });
    expect(crisis.state.status).toBe('escalated');
    expect(crisis.state.escalation).toMatchObject({ type: 'safety', severity: 'critical', question_id: null });
    expect(crisis.agent_turn?.text).toMatch(/emergency/);
  });
});

describe('interpret', () => {
  it('is the same reading the engine records', () => {
    const q = findQuestion(protocol, 'pain');
    if (!q) throw new Error('no question');
    expect(interpret(q, 'about 9', 'en')).toMatchObject({ value: 9, approximate: true, escalation: { severity: 'high' } });
  });
});

describe('deriveOutcome on a conversation', () => {
  it('completed, with a barrier and a follow-up: units and fields', () => {
    const { last } = run(['no', "I can't afford them", '2', '3', 'healing well']);
    const o = deriveOutcome(protocol, last.state, { ended: 'completed', now: at(600) });
    expect(o.clinical_note.structured_data).toEqual({
      medication_adherence: 0.71,
      medication_adherence_assessed: true,
      barriers: ['cost'],
      side_effects: [],
      mood: 'not_assessed',
      sdoh_flags: ['financial_strain'],
    });
    expect(o.risk_level).toBe('medium');
    expect(o.requires_human_review).toBe(false);
    expect(o.metrics).toMatchObject({ completion_rate: 1, interaction_count: 5, duration_seconds: 600 });
    expect(o.metrics.engagement_score).toBe(100);
    expect(o.tasks.map((t) => [t.type, t.priority])).toEqual([
      ['barrier_cost', 'medium'],
      ['sdoh_financial_strain', 'low'],
    ]);
    expect(o.tasks.every((t) => t.id && t.reason && t.suggested_action)).toBe(true);
    expect(o.clinical_note.summary).toMatch(/Test protocol \(sms, en\)\. Check-in completed\./);
    expect(o.clinical_note.summary).toMatch(/Taking \(follow-up\): "I can't afford them"/);
    expect(o.clinical_note.summary).toMatch(/Medication adherence: 71%/);
    expect(o.clinical_note.summary).toMatch(/Barriers: cost\./);
  });

  it('escalated at the threshold: risk high, urgent review, the rest not answered', () => {
    const { last } = run(['yes', '0', '9']);
    const o = deriveOutcome(protocol, last.state, { ended: 'escalated', now: at(120) });
    expect(o.escalation).toMatchObject({ type: 'clinical_risk', severity: 'high' });
    expect(o.risk_level).toBe('high');
    expect(o.requires_human_review).toBe(true);
    expect(o.tasks[0]).toMatchObject({ type: 'clinical_escalation', priority: 'high' });
    expect(o.metrics.completion_rate).toBe(0.75);
    expect(o.clinical_note.summary).toMatch(/ESCALATED \(clinical risk, high\)/);
    expect(o.clinical_note.summary).toMatch(/Not asked \(the check-in ended first\): wound\./);
  });

  it('safety escalation: critical, an urgent task', () => {
    const { last } = run(['I want to end my life']);
    const o = deriveOutcome(protocol, last.state, { ended: 'escalated', now: at(60) });
    expect(o.risk_level).toBe('critical');
    expect(o.tasks[0]).toMatchObject({ type: 'safety_escalation', priority: 'urgent' });
    expect(o.requires_human_review).toBe(true);
    expect(o.metrics.sentiment).toBe('negative');
    expect(o.clinical_note.structured_data).toMatchObject({ medication_adherence: -1, medication_adherence_assessed: false });
  });

  it('stopped responding: completion below 1, an outreach task, nothing invented', () => {
    const { last } = run(['yes']);
    const o = deriveOutcome(protocol, last.state, { ended: 'stopped_responding', now: at(3600) });
    expect(o.metrics.completion_rate).toBe(0.25);
    expect(o.metrics.interaction_count).toBe(1);
    expect(o.risk_level).toBe('low');
    expect(o.clinical_note.structured_data.medication_adherence).toBe(1);
    expect(o.tasks).toEqual([expect.objectContaining({ type: 'outreach', priority: 'low' })]);
    expect(o.clinical_note.summary).toMatch(/stopped responding/);
  });

  it('unreachable: no answers, score 0, adherence not assessed', () => {
    const s = startConversation(protocol, { language: 'en', channel: 'voice', now: T0 });
    const o = deriveOutcome(protocol, s.state, { ended: 'unreachable', now: at(7200) });
    expect(o.metrics).toEqual({ engagement_score: 0, completion_rate: 0, interaction_count: 0, duration_seconds: 7200, sentiment: 'neutral' });
    expect(o.clinical_note.structured_data).toMatchObject({ medication_adherence: -1, medication_adherence_assessed: false, mood: 'not_assessed' });
    expect(o.clinical_note.summary).toMatch(/could not be reached\. The patient gave no answers\./);
    expect(o.clinical_note.summary).toMatch(/Asked, no reply: taking\. Not asked \(the check-in ended first\): missed, pain, wound\./);
  });

  it('side effects: a task each and risk medium; breathlessness on effort is a high-priority task', () => {
    const { last } = run(['yes', '0', '3', 'I get short of breath when I walk, and a bit of nausea']);
    const o = deriveOutcome(protocol, last.state, { ended: 'completed', now: at(300) });
    expect(o.escalation).toBeNull();
    expect(o.risk_level).toBe('medium');
    expect(o.clinical_note.structured_data.side_effects.sort()).toEqual(['nausea', 'shortness_of_breath']);
    expect(o.tasks.find((t) => t.type === 'side_effect_shortness_of_breath')?.priority).toBe('high');
    expect(o.tasks.find((t) => t.type === 'side_effect_nausea')?.priority).toBe('medium');
  });

  it('records a range and an approximation in the summary without inventing a value', () => {
    const { last } = run(['yes', 'between 1 and 2', 'about 3', 'ok']);
    const o = deriveOutcome(protocol, last.state, { ended: 'completed', now: at(300) });
    expect(o.clinical_note.summary).toMatch(/Missed: 2\/7 \(said a range, 1–2\)/);
    expect(o.clinical_note.summary).toMatch(/Pain: 3\/10 \(approximate\)/);
    expect(o.clinical_note.structured_data.medication_adherence).toBe(0.71);
  });
});
