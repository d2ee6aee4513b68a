import { ADHERENCE_NOT_ASSESSED, type AnswerRecord, type Channel, type ConversationState, MOOD_NOT_ASSESSED, type Outcome, type Sentiment } from '../../functions/engine/types';

/** Hand-made engine results (the engine's own output is tested by its owners). */

export interface AnswerSpec {
  at: string;
  text: string;
  barriers?: string[];
  understood?: boolean;
}

export const answer = ({ at, text, barriers = [], understood = true }: AnswerSpec, index = 0): AnswerRecord => ({
  question_id: `q${index + 1}`,
  topic: barriers.length ? 'barriers' : 'adherence',
  text,
  at,
  interpretation: {
    response_type: 'text',
    value: understood ? text : null,
    understood,
    escalation: null,
    barriers,
    side_effects: [],
    keywords: [],
    sdoh_flags: [],
    sentiment: 'neutral',
  },
});

export const conversation = (answers: AnswerSpec[], options: { channel?: Channel; patientTurns?: number } = {}): ConversationState => {
  const records = answers.map((spec, index) => answer(spec, index));
  const first = records[0]?.at ?? '2026-06-01T12:00:00.000Z';
  const last = records[records.length - 1]?.at ?? first;
  return {
    protocol_id: 'medication_adherence',
    language: 'en',
    channel: options.channel ?? 'voice',
    status: 'completed',
    current_question_id: null,
    queue: [],
    reprompts: 0,
    answers: records,
    escalation: null,
    patient_turns: options.patientTurns ?? records.length,
    started_at: new Date(Date.parse(first) - 60_000).toISOString(),
    last_activity_at: last,
  };
};

export interface OutcomeSpec {
  adherence?: number | null;
  barriers?: string[];
  mood?: string | null;
  sentiment?: Sentiment;
  score?: number;
  completion?: number;
}

export const outcomeOf = ({ adherence = null, barriers = [], mood = null, sentiment = 'neutral', score = 75, completion = 1 }: OutcomeSpec = {}): Outcome => ({
  clinical_note: {
    summary: 'Check-in completed.',
    structured_data: {
      medication_adherence: adherence ?? ADHERENCE_NOT_ASSESSED,
      medication_adherence_assessed: adherence !== null,
      barriers,
      side_effects: [],
      mood: mood ?? MOOD_NOT_ASSESSED,
      sdoh_flags: [],
    },
  },
  tasks: [],
  risk_flags: [],
  risk_level: 'low',
  metrics: { engagement_score: score, completion_rate: completion, interaction_count: 4, duration_seconds: 120, sentiment },
  escalation: null,
  requires_human_review: false,
});
