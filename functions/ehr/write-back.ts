import type { EhrAdapter } from './adapter';
import { checkedVitalSign, instant } from './records';
import type { EncounterNote, ScoreType, VitalSign } from './schemas';
import type { EhrWriteBackJob } from './write-back-job';

/**
 * What a finished conversation writes back to the patient's EHR (docs/ehr-proxy.md, "Write-back"),
 * derived from the job alone (pure): a note, the questionnaire totals as readings, and the answers
 * of a scored questionnaire. Each backend turns these into its own records, every one named after
 * the conversation, so that writing the same job again finds them instead of adding a copy.
 */

export type ConversationAnswer = EhrWriteBackJob['answers'][number];

export interface ConversationScore {
  /** A `phq9_total` or `gad7_total` reading; `id` is empty (each backend names it). */
  reading: VitalSign & { type: ScoreType };
  /** The score's severity band, as the conversation scored it. */
  severity: string;
}

export interface ConversationResults {
  conversation_id: string;
  patient_id: string;
  protocol: string;
  /** When the conversation ended: the time of every record written. */
  completed_at: string;
  /** `appointment_id` null, `conversation_id` set; `id` empty (each backend names it). */
  note: EncounterNote;
  scores: ConversationScore[];
  /** Every answer, when the conversation administered a scored questionnaire (PHQ-9, GAD-7); else null. */
  questionnaire: ConversationAnswer[] | null;
}

/** The ids of what the EHR holds for the conversation, whether this call wrote them or an earlier one did. */
export interface WrittenBack {
  note_id: string;
  reading_ids: string[];
  questionnaire_response_id: string | null;
}

const SCORES: { key: 'phq9' | 'gad7'; type: ScoreType; label: string }[] = [
  { key: 'phq9', type: 'phq9_total', label: 'PHQ-9' },
  { key: 'gad7', type: 'gad7_total', label: 'GAD-7' },
];

/** An answer as a clinician reads it in the note. */
export const answerText = (value: ConversationAnswer['value']): string => {
  if (value === null) return '(not understood)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/**
 * Throws the proxy's invalid-input error for a total outside its instrument's range (a PHQ-9 of
 * 30): such a job can never be written, and goes to the dead-letter queue.
 */
const scoresOf = (job: EhrWriteBackJob, recordedAt: string): ConversationScore[] =>
  SCORES.flatMap(({ key, type }, index) => {
    const score = job.scores?.[key];
    if (!score) return [];
    const reading = checkedVitalSign({ type, value: score.total, recorded_at: recordedAt }, index, '', new Date(recordedAt)) as ConversationScore['reading'];
    return [{ reading, severity: score.severity }];
  });

const scoreLine = (score: ConversationScore): string =>
  `${SCORES.find((s) => s.type === score.reading.type)!.label} total: ${score.reading.value as number} (${score.severity})`;

export const conversationResultsOf = (job: EhrWriteBackJob): ConversationResults => {
  const completedAt = instant(job.completed_at);
  const scores = scoresOf(job, completedAt);
  const note: EncounterNote = {
    id: '',
    appointment_id: null,
    conversation_id: job.conversation_id,
    patient_id: job.patient_id,
    practitioner_id: null,
    text_content: job.summary,
    json_content: {
      subjective: job.answers.map((answer) => `${answer.text}: ${answerText(answer.value)}`).join('\n'),
      objective: '',
      assessment: scores.map(scoreLine).join('\n'),
      plan: '',
    },
    chief_complaints: [],
    intake_questionnaire: job.extracted_data,
    icd10_codes: [],
    cpt_codes: [],
    medications: [],
    patient_instructions: [],
    created_at: completedAt,
    updated_at: completedAt,
  };
  return {
    conversation_id: job.conversation_id,
    patient_id: job.patient_id,
    protocol: job.protocol,
    completed_at: completedAt,
    note,
    scores,
    questionnaire: scores.length > 0 ? job.answers : null,
  };
};

/** Writes a finished conversation's results to the adapter's EHR, once (a repeated job writes nothing new). */
export const writeBackConversation = (adapter: EhrAdapter, job: EhrWriteBackJob): Promise<WrittenBack> =>
  adapter.writeConversationResults(conversationResultsOf(job));
