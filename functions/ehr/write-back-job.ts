import * as z from 'zod/mini';
import type { WorkQueueName } from '../core/queue/names';

/**
 * The result of a finished conversation, as the EHR write-back receives it (on the
 * `ehr-write-back` queue). It carries everything the write-back needs, so writing back never has to
 * read the conversation again: a job can be retried, replayed from the dead-letter queue or sent
 * twice and yields the same resources in the EHR (the conversation id is their identifier).
 */
export const EHR_WRITE_BACK_QUEUE = 'ehr-write-back' satisfies WorkQueueName;

const answerSchema = z.object({
  /** The question's id in the protocol (PHQ-9 items are `phq9_1` … `phq9_9`, GAD-7 `gad7_1` … `gad7_7`). */
  question_id: z.string(),
  /** The question as it was asked. */
  text: z.string(),
  /** The value the engine read: a number, a boolean, a choice or free text; null when not understood. */
  value: z.union([z.number(), z.boolean(), z.string(), z.null()]),
});

const scoreSchema = z.object({
  total: z.number(),
  /** Severity band (PHQ-9: none|mild|moderate|moderately_severe|severe; GAD-7: none|mild|moderate|severe). */
  severity: z.string(),
});

export const ehrWriteBackJobSchema = z.object({
  organization_id: z.string(),
  /** The stage whose EHR connection the conversation used. */
  stage: z.enum(['sandbox', 'production']),
  conversation_id: z.string(),
  /** The EHR's patient id. */
  patient_id: z.string(),
  protocol: z.string(),
  completed_at: z.iso.datetime({ offset: true }),
  /** The clinical note's summary (plain text, one line per finding). */
  summary: z.string(),
  /** The protocol's extracted data (documented per protocol). */
  extracted_data: z.record(z.string(), z.unknown()),
  scores: z.optional(z.object({ phq9: z.optional(scoreSchema), gad7: z.optional(scoreSchema) })),
  /** Every question asked, in order (becomes a QuestionnaireResponse for questionnaires). */
  answers: z.array(answerSchema),
});

export type EhrWriteBackJob = z.infer<typeof ehrWriteBackJobSchema>;
