import * as z from 'zod/mini';

/**
 * An engagement's outcome and its parts, as events and GET /v1/engagements/{id} carry them
 * (docs/events.md). Apart from the event schemas so that the engagement response schema can use
 * them without an import cycle.
 */

export const Count = z.number().check(z.int(), z.minimum(0));
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

export const TaskSchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  priority: z.enum(['low', 'medium', 'high', 'urgent']),
  reason: z.string(),
  suggested_action: z.string(),
});

export const RiskFlagSchema = z.strictObject({ type: z.string(), severity: z.enum(SEVERITIES), detail: z.string() });

export const ClinicalNoteSchema = z.strictObject({
  summary: z.string(),
  structured_data: z.strictObject({
    /** 0–1; -1 when `medication_adherence_assessed` is false. */
    medication_adherence: z.number().check(z.minimum(-1), z.maximum(1)),
    medication_adherence_assessed: z.boolean(),
    barriers: z.array(z.string()),
    side_effects: z.array(z.string()),
    /** A mood word, or `not_assessed`. */
    mood: z.string().check(z.minLength(1)),
    sdoh_flags: z.array(z.string()),
  }),
});

export const RiskLevel = z.enum(SEVERITIES);
export const Sentiment = z.enum(['positive', 'neutral', 'negative']);

export const EscalationSchema = z.strictObject({
  type: z.enum(['clinical_risk', 'safety']),
  severity: z.enum(SEVERITIES),
  reason: z.string(),
  question_id: z.nullable(z.string()),
  frame: z.optional(z.string().check(z.describe('Safety escalations: the frame or lexicon phrase that met, e.g. chest_pain:chest+pain|pressure'))),
  matched: z.optional(z.string().check(z.describe("Safety escalations: the patient's own words that met it, as written"))),
});

/** The outcome's metrics; `engagement.completed` carries them without `duration_seconds` (it stands beside them). */
export const OutcomeMetricsSchema = z.strictObject({
  engagement_score: z.number().check(z.minimum(0), z.maximum(100)),
  completion_rate: z.number().check(z.minimum(0), z.maximum(1)),
  interaction_count: Count,
  duration_seconds: Count,
  sentiment: Sentiment,
});

/** An engagement's outcome: `outcome` of GET /v1/engagements/{id}, `partial_outcome` of a cancellation. */
export const OutcomeSchema = z.strictObject({
  clinical_note: ClinicalNoteSchema,
  tasks: z.array(TaskSchema),
  risk_flags: z.array(RiskFlagSchema),
  risk_level: RiskLevel,
  metrics: OutcomeMetricsSchema,
  escalation: z.nullable(EscalationSchema),
  requires_human_review: z.boolean(),
  scores: z.optional(z.strictObject({ phq9: z.optional(Count), gad7: z.optional(Count) })),
});

