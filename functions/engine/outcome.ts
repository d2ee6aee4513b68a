import { MESSAGES } from './messages';
import {
  ADHERENCE_NOT_ASSESSED,
  type AnswerRecord,
  type ConversationState,
  type EndReason,
  type Escalation,
  type Language,
  MOOD_NOT_ASSESSED,
  type Outcome,
  type ProtocolDefinition,
  type Question,
  type RiskFlag,
  type RiskLevel,
  type Sentiment,
  type Severity,
  type Task,
  type TaskPriority,
} from './types';
import { type InstrumentScore, bandOf, instrumentScores, maxTotal, scoringOf } from './scoring';
import { questionLabel } from './questions';
import { reader } from './understand/vocabulary';

/**
 * The outcome of a conversation, derived only from what the patient said (nothing is invented):
 *
 * - clinical_note.summary: English, for clinicians: how it ended, any escalation first, then each
 *   question with its answer (free text quoted as said, led by "no" when the patient said no and
 *   nothing was found in it; a reply that was not understood is shown as such, once), adherence
 *   and what it was measured from, barriers, side effects, social needs, mood words, the totals
 *   of the protocol's scoring (PHQ-9/GAD-7) with their bands, the question asked that got no
 *   reply, the questions not asked because the check-in ended first, completion. Every line says only what the replies show.
 * - medication_adherence (0–1): from questions whose topic is `medication_adherence`: a count of
 *   days with a missed dose out of the scale's maximum (7 by default) gives 1 − missed/7; a yes/no
 *   "taken as prescribed" gives 1 or 0; counts win over yes/no. When none was answered (or the
 *   protocol has none) it is ADHERENCE_NOT_ASSESSED (-1) with `medication_adherence_assessed: false`.
 * - mood: the last mood word the patient used, else `not_assessed`.
 * - risk_level: the highest of: the escalation's severity (a safety escalation is critical);
 *   high or medium for a screening total at its instrument's `flag_at` (protocols/library/
 *   scoring.ts: PHQ-9 ≥ 20 or GAD-7 ≥ 15 high, either ≥ 10 medium); medium for barriers, side
 *   effects, or adherence under 0.8; low otherwise (social needs alone are flagged low).
 * - tasks: one per escalation (critical → urgent, high → high), barrier (medium; access high), side
 *   effect (medium; breathlessness high), social need (low), moderate/severe screening score, and a
 *   low-priority outreach task when the patient could not be reached or stopped responding.
 * - metrics: completion_rate = questions answered (understood) / questions asked or due (the
 *   protocol's questions plus follow-ups inserted); engagement_score (0–100) = 70 × completion +
 *   30 × share of replies understood, 0 without replies; interaction_count = patient replies;
 *   duration_seconds from started_at to now; sentiment from the replies' words.
 * - requires_human_review: escalated, or risk high or critical.
 */

const SEVERITY_ORDER: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };
const maxSeverity = (a: Severity, b: Severity): Severity => (SEVERITY_ORDER[a] >= SEVERITY_ORDER[b] ? a : b);

const PRIORITY_OF: Record<Severity, TaskPriority> = { low: 'low', medium: 'medium', high: 'high', critical: 'urgent' };

const BARRIER_ACTIONS: Record<string, string> = {
  cost: 'Review medication costs with the patient: generic alternatives, assistance programmes, insurance coverage.',
  transportation: 'Help with transport: transport assistance, mail-order or home-delivery pharmacy.',
  forgetfulness: 'Agree on reminders with the patient: pill organiser, phone alarms, linking doses to daily routines.',
  side_effects: 'Review the regimen for tolerability: the patient links side effects to taking the medication.',
  understanding: 'Go over the regimen with the patient (teach-back) and send a written schedule.',
  access: 'Arrange a refill, a new prescription or the authorization, or another pharmacy, before the patient runs out.',
};

const humanize = (s: string): string => s.replace(/_/g, ' ');
const quote = (text: string): string => {
  const t = text.replace(/\s+/g, ' ').trim();
  return `"${t.length > 200 ? `${t.slice(0, 197)}...` : t}"`;
};

interface Context {
  protocol: ProtocolDefinition;
  state: ConversationState;
  questionOf: (id: string) => Question | undefined;
}

/** The last understood reply to each question, else the last reply. */
function finalAnswers(answers: AnswerRecord[]): Map<string, AnswerRecord> {
  const out = new Map<string, AnswerRecord>();
  for (const a of answers) {
    const cur = out.get(a.question_id);
    if (!cur || a.interpretation.understood || !cur.interpretation.understood) out.set(a.question_id, a);
  }
  return out;
}

export function deriveOutcome(
  protocol: ProtocolDefinition,
  state: ConversationState,
  options: { ended: EndReason; now: string },
): Outcome {
  const ctx: Context = {
    protocol,
    state,
    questionOf: (id) => {
      const base = protocol.questions.find((q) => q.id === id);
      if (base) return base;
      if (id.endsWith('__follow_up')) {
        const b = protocol.questions.find((q) => `${q.id}__follow_up` === id);
        if (b) return { id, topic: b.topic, prompt: b.follow_up_if_false ?? '', response_type: 'text', label: `${questionLabel(b)} (follow-up)` };
      }
      return undefined;
    },
  };
  const finals = finalAnswers(state.answers);
  const escalation = state.escalation;

  // Plan: the protocol's questions, with each follow-up that was asked or is due after its question.
  const plan: string[] = [];
  const mentioned = new Set([...state.answers.map((a) => a.question_id), ...state.queue, state.current_question_id ?? '']);
  for (const q of protocol.questions) {
    plan.push(q.id);
    if (mentioned.has(`${q.id}__follow_up`)) plan.push(`${q.id}__follow_up`);
  }
  const answeredIds = plan.filter((id) => finals.get(id)?.interpretation.understood);
  const completion = plan.length === 0 ? (options.ended === 'completed' ? 1 : 0) : answeredIds.length / plan.length;

  // Aggregate what the replies told.
  const barriers: string[] = [];
  const sideEffects: string[] = [];
  const sdoh: string[] = [];
  const moods: string[] = [];
  let sentimentScore = 0;
  let understoodReplies = 0;
  for (const a of state.answers) {
    const i = a.interpretation;
    for (const b of i.barriers) if (!barriers.includes(b)) barriers.push(b);
    for (const s of i.side_effects) if (!sideEffects.includes(s)) sideEffects.push(s);
    for (const f of i.sdoh_flags) if (!sdoh.includes(f)) sdoh.push(f);
    if (i.mood) moods.push(i.mood);
    sentimentScore += i.sentiment === 'positive' ? 1 : i.sentiment === 'negative' ? -1 : 0;
    if (i.understood) understoodReplies++;
  }
  if (escalation?.type === 'safety') sentimentScore -= 2;
  const sentiment: Sentiment = sentimentScore > 0 ? 'positive' : sentimentScore < 0 ? 'negative' : 'neutral';

  // Topic-based side effects: a bare "yes" to a side-effects question is reported as unspecified.
  for (const [id, a] of finals) {
    const q = ctx.questionOf(id);
    if (!q || !a.interpretation.understood) continue;
    if (q.topic === 'side_effects' && a.interpretation.side_effects.length === 0 && isBareYes(a)) {
      if (!sideEffects.includes('unspecified')) sideEffects.push('unspecified');
    }
  }

  const adherence = medicationAdherence(ctx, finals);
  const scores = instrumentScores(scoringOf(protocol), finals);

  // Flags and tasks.
  const flags: RiskFlag[] = [];
  const tasks: Omit<Task, 'id'>[] = [];
  if (escalation) {
    flags.push(escalationFlag(escalation));
    tasks.push(escalationTask(escalation));
  }
  for (const b of barriers) {
    const severity: Severity = 'medium';
    flags.push({ type: `barrier:${b}`, severity, detail: `Patient reported a ${humanize(b)} barrier` });
    tasks.push({
      type: `barrier_${b}`,
      priority: b === 'access' ? 'high' : 'medium',
      reason: `Adherence barrier reported: ${humanize(b)}`,
      suggested_action: BARRIER_ACTIONS[b] ?? 'Discuss the barrier with the patient.',
    });
  }
  for (const s of sideEffects) {
    flags.push({ type: `side_effect:${s}`, severity: 'medium', detail: `Patient reported ${humanize(s)}` });
    tasks.push({
      type: `side_effect_${s}`,
      priority: s === 'shortness_of_breath' ? 'high' : 'medium',
      reason: `Side effect or symptom reported: ${humanize(s)}`,
      suggested_action:
        s === 'shortness_of_breath'
          ? 'Call the patient to assess breathlessness on exertion (new or worsening?) and review the care plan.'
          : `Review the reported ${humanize(s)} with the patient and assess whether it relates to their medication.`,
    });
  }
  for (const f of sdoh) {
    flags.push({ type: `sdoh:${f}`, severity: 'low', detail: `Social need: ${humanize(f)}` });
    tasks.push({
      type: `sdoh_${f}`,
      priority: 'low',
      reason: `Social need reported: ${humanize(f)}`,
      suggested_action: 'Offer a referral to social services or community resources.',
    });
  }
  if (adherence !== null && adherence.value < 0.8) {
    flags.push({ type: 'low_adherence', severity: 'medium', detail: `Medication adherence ${Math.round(adherence.value * 100)}%` });
  }
  for (const score of scores) screeningFlagAndTask(score, flags, tasks);
  if (options.ended === 'unreachable' || options.ended === 'stopped_responding') {
    tasks.push({
      type: 'outreach',
      priority: 'low',
      reason: options.ended === 'unreachable' ? 'Patient could not be reached' : 'Patient stopped responding before the end',
      suggested_action: 'Try to reach the patient again, at another time or on another channel.',
    });
  }

  let risk: RiskLevel = 'low';
  for (const f of flags) risk = maxSeverity(risk, f.severity);

  const interactionCount = state.patient_turns;
  const engagementScore =
    interactionCount === 0 ? 0 : Math.round(100 * (0.7 * completion + 0.3 * (understoodReplies / Math.max(1, state.answers.length))));
  const started = Date.parse(state.started_at);
  const ended = Date.parse(options.now);
  const duration = Number.isFinite(started) && Number.isFinite(ended) ? Math.max(0, Math.round((ended - started) / 1000)) : 0;

  const summary = summarize(ctx, {
    ended: options.ended,
    finals,
    plan,
    answeredIds,
    adherence,
    barriers,
    sideEffects,
    sdoh,
    moods: [...new Set(moods)],
    scores,
    escalation,
  });

  const outcome: Outcome = {
    clinical_note: {
      summary,
      structured_data: {
        medication_adherence: adherence?.value ?? ADHERENCE_NOT_ASSESSED,
        medication_adherence_assessed: adherence !== null,
        barriers,
        side_effects: sideEffects,
        mood: moods.at(-1) ?? MOOD_NOT_ASSESSED,
        sdoh_flags: sdoh,
      },
    },
    tasks: tasks.map((t, i) => ({ id: `task_${i + 1}`, ...t })),
    risk_flags: flags,
    risk_level: risk,
    metrics: {
      engagement_score: engagementScore,
      completion_rate: Math.round(completion * 1000) / 1000,
      interaction_count: interactionCount,
      duration_seconds: duration,
      sentiment,
    },
    escalation,
    requires_human_review: escalation !== null || SEVERITY_ORDER[risk] >= SEVERITY_ORDER.high,
  };
  const totals = scores.filter((s) => s.total !== undefined);
  if (totals.length > 0) {
    outcome.scores = {};
    for (const s of totals) outcome.scores[s.instrument.key] = s.total;
  }
  return outcome;
}

function isBareYes(a: AnswerRecord): boolean {
  return /^\s*(yes|yeah|yep|si|sì|sí|ja|oui|ouais)\b[\s.!]*$/i.test(a.text);
}

interface Adherence {
  value: number;
  /** What it was measured from. */
  basis: 'missed_days' | 'yes_no';
}

function medicationAdherence(ctx: Context, finals: Map<string, AnswerRecord>): Adherence | null {
  const counts: number[] = [];
  const yesNo: number[] = [];
  for (const q of ctx.protocol.questions) {
    if (!/adherence/.test(q.topic)) continue;
    const a = finals.get(q.id);
    if (!a || !a.interpretation.understood) continue;
    const v = a.interpretation.value;
    if (q.response_type === 'numeric' && typeof v === 'number') {
      const max = q.scale?.max ?? 7;
      if (max > 0) counts.push(Math.max(0, Math.min(1, 1 - v / max)));
    } else if (q.response_type === 'boolean' && typeof v === 'boolean') {
      yesNo.push(v ? 1 : 0);
    }
  }
  const list = counts.length > 0 ? counts : yesNo;
  if (list.length === 0) return null;
  return { value: Math.round((list.reduce((s, x) => s + x, 0) / list.length) * 100) / 100, basis: counts.length > 0 ? 'missed_days' : 'yes_no' };
}

/** A screening total at or above its instrument's flag level: a risk flag and a review task. */
function screeningFlagAndTask(score: InstrumentScore, flags: RiskFlag[], tasks: Omit<Task, 'id'>[]): void {
  const { instrument: ins, total } = score;
  if (total === undefined || total < ins.flag_at.medium) return;
  const severity: Severity = total >= ins.flag_at.high ? 'high' : 'medium';
  const band = bandOf(ins, total);
  flags.push({ type: ins.key, severity, detail: `${ins.name} ${total} (${band})` });
  tasks.push({
    type: ins.review_task,
    priority: PRIORITY_OF[severity],
    reason: `${ins.name} ${total} (${band} ${ins.symptoms})`,
    suggested_action: 'Review the screening with the patient and consider treatment or referral.',
  });
}

/** The summary's line of a screening: its total and band, or how much of it was answered. */
function screeningLine({ instrument: ins, total, partial }: InstrumentScore): string {
  if (total !== undefined) return `${ins.name}: ${total}/${maxTotal(ins)} (${bandOf(ins, total)}).`;
  const p = partial as { answered: number; total: number };
  return `${ins.name} incomplete: ${p.answered} of ${ins.item_ids.length} items answered, partial total ${p.total}.`;
}

/** The risk flag an escalation raises. */
const escalationFlag = (escalation: Escalation): RiskFlag => ({
  type: `escalation:${escalation.type}`,
  severity: escalation.severity,
  detail: escalation.reason,
});

/** The task an escalation gives the care team. */
const escalationTask = (escalation: Escalation): Omit<Task, 'id'> => ({
  type: escalation.type === 'safety' ? 'safety_escalation' : 'clinical_escalation',
  priority: PRIORITY_OF[escalation.severity],
  reason: escalation.reason,
  suggested_action:
    escalation.type === 'safety'
      ? "Contact the patient immediately and follow the clinic's crisis and emergency protocol."
      : 'Call the patient today to assess the reported problem and decide on next steps.',
});

const escalationLine = (escalation: Escalation, when: string): string =>
  `ESCALATED${when} (${escalation.type === 'safety' ? 'safety' : 'clinical risk'}, ${escalation.severity}): ${escalation.reason}.`;

/**
 * The outcome of a check-in that had ended when the patient wrote again with a crisis: the same
 * outcome, escalated the way an escalation during the check-in is (flag, task, risk, review), with
 * the escalation first in the summary. Existing tasks keep their ids; the new task is added.
 */
export function withLateEscalation(outcome: Outcome, escalation: Escalation): Outcome {
  const task: Task = { id: `task_${outcome.tasks.length + 1}`, ...escalationTask(escalation) };
  return {
    ...outcome,
    clinical_note: { ...outcome.clinical_note, summary: `${escalationLine(escalation, ' AFTER THE CHECK-IN')} ${outcome.clinical_note.summary}` },
    tasks: [...outcome.tasks, task],
    risk_flags: [...outcome.risk_flags, escalationFlag(escalation)],
    risk_level: maxSeverity(outcome.risk_level, escalation.severity),
    escalation,
    requires_human_review: true,
  };
}

function summarize(
  ctx: Context,
  d: {
    ended: EndReason;
    finals: Map<string, AnswerRecord>;
    plan: string[];
    answeredIds: string[];
    adherence: Adherence | null;
    barriers: string[];
    sideEffects: string[];
    sdoh: string[];
    moods: string[];
    scores: InstrumentScore[];
    escalation: ConversationState['escalation'];
  },
): string {
  const { protocol, state } = ctx;
  const lines: string[] = [];
  const endedText: Record<EndReason, string> = {
    completed: 'Check-in completed',
    escalated: 'Check-in stopped early for escalation',
    cancelled: 'Check-in cancelled before the end',
    unreachable: 'Patient could not be reached',
    stopped_responding: 'Patient stopped responding before the end',
  };
  const brand = state.branding?.brand_name ? ` on behalf of ${state.branding.brand_name}` : '';
  lines.push(`${protocol.name}${brand} (${state.channel}, ${state.language}). ${endedText[d.ended]}.`);
  if (d.escalation) {
    lines.push(escalationLine(d.escalation, ''));
  }
  const answered: string[] = [];
  for (const id of d.plan) {
    const a = d.finals.get(id);
    const q = ctx.questionOf(id);
    if (!a || !q) continue;
    answered.push(`${capitalize(questionLabel(q))}: ${answerText(q, a, state.language)}`);
  }
  if (answered.length > 0) lines.push(`Answers: ${answered.join('; ')}.`);
  else if (state.patient_turns === 0) lines.push('The patient gave no answers.');
  const adherenceLine = adherenceText(ctx, d.adherence);
  if (adherenceLine) lines.push(adherenceLine);
  if (d.barriers.length > 0) lines.push(`Barriers: ${d.barriers.map(humanize).join(', ')}.`);
  if (d.sideEffects.length > 0) lines.push(`Side effects or symptoms: ${d.sideEffects.map(sideEffectText).join(', ')}.`);
  if (d.sdoh.length > 0) lines.push(`Social needs: ${d.sdoh.map(humanize).join(', ')}.`);
  if (d.moods.length > 0) lines.push(`Mood words used: ${d.moods.join(', ')}.`);
  for (const score of d.scores) lines.push(screeningLine(score));
  // A question with a reply is in Answers (understood or not); the others were asked without a
  // reply (the one pending when the patient went silent or the check-in was cancelled) or never asked.
  const unanswered = d.plan.filter((id) => !d.finals.has(id));
  const pending = state.status === 'awaiting_reply' ? state.current_question_id : null;
  const labelOf = (id: string) => {
    const q = ctx.questionOf(id);
    return q ? questionLabel(q) : id;
  };
  const noReply = unanswered.filter((id) => id === pending);
  const notAsked = unanswered.filter((id) => id !== pending);
  if (noReply.length > 0) lines.push(`Asked, no reply: ${noReply.map(labelOf).join(', ')}.`);
  if (notAsked.length > 0) lines.push(`Not asked (the check-in ended first): ${notAsked.map(labelOf).join(', ')}.`);
  lines.push(`Completion: ${d.answeredIds.length} of ${d.plan.length} questions answered.`);
  return lines.join(' ');
}

function adherenceText(ctx: Context, adherence: Adherence | null): string | null {
  if (adherence) {
    const basis = adherence.basis === 'missed_days' ? 'days with a missed dose' : 'the yes/no answer';
    return `Medication adherence: ${Math.round(adherence.value * 100)}% (from ${basis}).`;
  }
  const asked = ctx.protocol.questions.some((q) => /adherence/.test(q.topic));
  return asked ? 'Medication adherence: not assessed (no adherence question answered).' : null;
}

const sideEffectText = (s: string): string => (s === 'unspecified' ? 'unspecified (said yes without details)' : humanize(s));

function answerText(q: Question, a: AnswerRecord, language: Language): string {
  const i = a.interpretation;
  if (!i.understood) {
    return i.escalation ? `no answer; the reply raised the escalation (${quote(a.text)})` : `not understood (${quote(a.text)})`;
  }
  if (q.response_type === 'numeric') {
    let t = String(i.value);
    if (q.scale) t += `/${q.scale.max}`;
    if (i.range) t += ` (said a range, ${i.range[0]}–${i.range[1]})`;
    else if (i.approximate) t += ' (approximate)';
    return t;
  }
  if (q.response_type === 'boolean') return `${i.value === true ? 'yes' : 'no'} (${quote(a.text)})`;
  return saidNo(q, a, language) ? `no (${quote(a.text)})` : quote(a.text);
}

/**
 * A free-text reply that is a plain "no" ("No, everything is fine"): read as a yes/no answer, it
 * is a no, and nothing (barrier, side effect, social need, keyword, escalation) was found in it.
 */
function saidNo(q: Question, a: AnswerRecord, language: Language): boolean {
  const i = a.interpretation;
  if (i.escalation || i.barriers.length + i.side_effects.length + i.sdoh_flags.length + i.keywords.length > 0) return false;
  const asYesNo = reader().interpretReply({ id: q.id, topic: q.topic, prompt: '', response_type: 'boolean' }, a.text, language);
  return asYesNo.understood && asYesNo.value === false;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Messages are re-exported for callers that want the engine's wording (e.g. a transcript view). */
export { MESSAGES };
