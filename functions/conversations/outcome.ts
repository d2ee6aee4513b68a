import type { Stage } from '../core/config';
import { type EhrWriteBackJob, ehrWriteBackJobSchema } from '../ehr/write-back-job';
import { findQuestion, promptText } from '../engine/questions';
import { bandOf, scoringOf } from '../engine/scoring';
import type { AnswerRecord, ConversationState, Instrument, Outcome } from '../engine/types';
import { type EngagementItem, protocolDefinitionOf } from '../engagements/schemas';
import type { ConversationOutcome } from './schemas';

/**
 * What a finished conversation shows: the engine's outcome (the same deriveOutcome engagements
 * use) read as SPEC's conversation outcome, the protocol's extracted data (docs/conversations.md),
 * and the EHR write-back job. Pure: everything comes from the stored item.
 */

const stateOf = (item: EngagementItem) => item.conversation as unknown as ConversationState | null;

type Value = number | boolean | string | null;

/** The value of each question's last understood reply (null when none was understood), in the order first asked. */
const readings = (state: ConversationState): Map<string, Value> => {
  const values = new Map<string, Value>();
  const understood = (answer: AnswerRecord) => answer.interpretation.understood && answer.interpretation.value !== null;
  for (const answer of state.answers) {
    if (understood(answer)) values.set(answer.question_id, answer.interpretation.value);
    else if (!values.has(answer.question_id)) values.set(answer.question_id, null);
  }
  if (state.current_question_id && !values.has(state.current_question_id)) values.set(state.current_question_id, null);
  return values;
};

/** A screening band in the write-back's words (snake case; PHQ-9 and GAD-7 call 0–4 `none`). */
const bandName = (band: string): string => (band === 'minimal' ? 'none' : band.replace(/ /g, '_'));

const screening = (values: Map<string, Value>, instrument: Instrument, total: number | undefined) => {
  const answered = instrument.item_ids.filter((id) => typeof values.get(id) === 'number').length;
  const result: Record<string, unknown> = { total: total ?? null, severity: total === undefined ? null : bandName(bandOf(instrument, total)), items_answered: answered };
  // PHQ-9's item 9 reads `item9_positive`: a critical item answered above 0.
  for (const { item_id } of instrument.critical_items ?? []) {
    const value = values.get(item_id);
    result[`item${instrument.item_ids.indexOf(item_id) + 1}_positive`] = typeof value === 'number' && value > 0;
  }
  return result;
};

/** The protocol's extracted data: every question of the protocol by id, the follow-ups answered, the engine's findings, and the protocol's scores. */
export const extractedData = (item: EngagementItem, outcome: Outcome): Record<string, unknown> => {
  const state = stateOf(item);
  const values = state ? readings(state) : new Map<string, Value>();
  const data: Record<string, unknown> = {};
  for (const question of protocolDefinitionOf(item).questions) data[question.id] = values.get(question.id) ?? null;
  for (const [id, value] of values) if (!(id in data)) data[id] = value;
  const structured = outcome.clinical_note.structured_data;
  // Nested: a protocol may have a question of the same name (follow_up asks `side_effects`).
  data.findings = { barriers: structured.barriers, side_effects: structured.side_effects, sdoh_flags: structured.sdoh_flags };
  for (const instrument of scoringOf(protocolDefinitionOf(item))?.instruments ?? []) {
    data[instrument.key] = screening(values, instrument, outcome.scores?.[instrument.key]);
  }
  return data;
};

/** SPEC's conversation outcome from the engine's; null while the conversation runs (or when it failed before any reply). */
export const conversationOutcome = (item: EngagementItem): ConversationOutcome | null => {
  const outcome = item.outcome as Outcome | null;
  const state = stateOf(item);
  if (!outcome || !state) return null;
  const values = readings(state);
  const questions = protocolDefinitionOf(item).questions;
  return {
    goals_completed: questions.filter((question) => values.get(question.id) !== undefined && values.get(question.id) !== null).length,
    goals_total: questions.length,
    escalated: outcome.escalation !== null,
    quality_score: Math.round(outcome.metrics.engagement_score) / 100,
    extracted_data: extractedData(item, outcome),
    summary: outcome.clinical_note.summary,
    risk_level: outcome.risk_level,
    requires_human_review: outcome.requires_human_review,
    escalation: outcome.escalation,
    tasks: outcome.tasks,
  };
};

/**
 * The EHR write-back job of a conversation that ended with an outcome (functions/ehr/write-back-job.ts):
 * the note's summary, the extracted data, PHQ-9/GAD-7 totals with their bands, and every question
 * asked with the value read. Undefined when there is nothing to write (no outcome).
 */
export const writeBackJobOf = (item: EngagementItem, stage: Stage): EhrWriteBackJob | undefined => {
  const outcome = item.outcome as Outcome | null;
  const state = stateOf(item);
  if (!outcome || !state || !item.completed_at) return undefined;
  const protocol = protocolDefinitionOf(item);
  const answers = [...readings(state)].map(([questionId, value]) => {
    const question = findQuestion(protocol, questionId);
    return { question_id: questionId, text: question ? promptText(question, state.language) : questionId, value };
  });
  const scores = Object.fromEntries(
    (scoringOf(protocol)?.instruments ?? []).flatMap((instrument) => {
      const total = outcome.scores?.[instrument.key];
      return total === undefined ? [] : [[instrument.key, { total, severity: bandName(bandOf(instrument, total)) }]];
    }),
  );
  return ehrWriteBackJobSchema.parse({
    organization_id: item.org_id,
    stage,
    conversation_id: item.id,
    patient_id: item.patient.id,
    protocol: item.protocol,
    completed_at: item.completed_at,
    summary: outcome.clinical_note.summary,
    extracted_data: extractedData(item, outcome),
    ...(Object.keys(scores).length > 0 ? { scores } : {}),
    answers,
  });
};
