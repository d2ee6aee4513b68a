import * as z from 'zod/mini';
import { OutcomeSchema } from '../events/outcome-schema';
import { CHANNELS, LANGUAGES, type ProtocolDefinition } from '../engine/types';
import { PatientIdSchema } from '../patients/schemas';
import { ContactAttemptSchema } from './contact-attempts';

/** Engagements: responses, query parameters and the stored item (create requests: request-schemas.ts). */

export const ENGAGEMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'failed', 'cancelled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
export const TERMINAL_STATUSES: readonly EngagementStatus[] = ['completed', 'failed', 'cancelled'];

const Timestamp = z.iso.datetime({ offset: true });

export const EngagementContextSchema = z.strictObject({
  ehr_data: z.optional(z.record(z.string(), z.unknown())),
  recent_events: z.optional(z.array(z.unknown()).check(z.maxLength(100))),
  notes: z.optional(z.string().check(z.maxLength(10_000))),
});

export const EngagementIdParamsSchema = z.object({ engagement_id: z.string().check(z.regex(/^eng_[0-9a-z]{26}$/)) });

export const EngagementListQuerySchema = z.strictObject({
  patient_id: z.optional(PatientIdSchema),
  protocol: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  status: z.optional(z.enum(ENGAGEMENT_STATUSES)),
  from: z.optional(Timestamp),
  to: z.optional(Timestamp),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

/** GET /v1/patients/{patient_id}/engagements: the engagement list's query, the patient taken from the path. */
export const PatientEngagementsQuerySchema = z.omit(EngagementListQuerySchema, { patient_id: true });

export const ReplyBodySchema = z.strictObject({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)) });

/** The stored engagement. */
export const EngagementItemSchema = z.looseObject({
  pk: z.string(),
  sk: z.literal('ENGAGEMENT'),
  entity: z.literal('engagement'),
  id: z.string(),
  org_id: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  patient: z.object({ id: z.string(), phone: z.string(), preferred_channel: z.enum(CHANNELS), language: z.enum(LANGUAGES) }),
  protocol: z.string(),
  /**
   * The definition it runs. Stored in the item only by engagements created before protocol
   * snapshots (docs/decisions.md 187); otherwise `protocol_snapshot` names it, and getEngagement
   * and the lists answer with it filled in.
   */
  protocol_definition: z.optional(z.looseObject({ id: z.string(), questions: z.array(z.unknown()) })),
  /** The hash of its protocol snapshot (functions/engagements/protocol-snapshots.ts). */
  protocol_snapshot: z.optional(z.string()),
  trigger_type: z.enum(['scheduled', 'immediate', 'event']),
  scheduled_at: z.nullable(z.string()),
  context: z.nullable(z.unknown()),
  callback_url: z.nullable(z.string()),
  white_label: z.nullable(z.unknown()),
  batch_id: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  outcome: z.nullable(z.unknown()),
  failure_reason: z.nullable(z.string()),
  conversation: z.nullable(z.looseObject({ status: z.string() })),
  contact_attempts: z.number(),
  /** The channel chosen at the first contact (absent before it, and on items written before channels were wired). */
  channel: z.optional(z.enum(CHANNELS)),
  /** Every contact attempt made (items written before it existed have none). */
  contact_log: z._default(z.array(ContactAttemptSchema), []),
  /** When the next contact attempt is due; null when none is planned. */
  next_attempt_at: z._default(z.nullable(z.string()), null),
  turn_count: z.number(),
  version: z.number(),
  /** Events written so far; absent on engagements created before events were numbered. */
  event_count: z.optional(z.number()),
  /**
   * The provider's id of the call the patient opened it with (a call in: a conversation of channel
   * `voice_inbound`); absent when careloop made the first contact. Such an item is never contacted
   * by careloop: no start, no contact retry.
   */
  channel_reference: z.optional(z.string()),
  /** `conversation`: a conversation of the EHR proxy driven as an engagement (functions/conversations); absent on engagements. */
  kind: z.optional(z.literal('conversation')),
  /** A conversation's own fields (channel, priority, metadata…), read by functions/conversations. */
  conversation_fields: z.optional(z.record(z.string(), z.unknown())),
});
export type EngagementItem = z.infer<typeof EngagementItemSchema>;

/** The protocol an engagement runs, as getEngagement and the creation give it. */
export const protocolDefinitionOf = (engagement: EngagementItem): ProtocolDefinition => {
  if (!engagement.protocol_definition) throw new Error(`Engagement ${engagement.id} was read without its protocol`);
  return engagement.protocol_definition as unknown as ProtocolDefinition;
};


export const EngagementCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  patient_id: z.string(),
  protocol: z.string(),
  trigger_type: z.string(),
  scheduled_at: z.nullable(z.string()),
  created_at: z.string(),
});

export const EngagementSchema = z.object({
  id: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  patient_id: z.string(),
  protocol: z.string(),
  trigger_type: z.string(),
  channel: z.enum(CHANNELS),
  language: z.enum(LANGUAGES),
  scheduled_at: z.nullable(z.string()),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  /** Null until the engagement ends (and when it failed before the patient answered). */
  outcome: z.nullable(OutcomeSchema),
  failure_reason: z.nullable(z.string()),
  batch_id: z.nullable(z.string()),
  transcript_url: z.string(),
  /** As created, plus `ehr_data` recorded from the EHR when the conversation started (DESIGN §3). */
  context: z.nullable(z.record(z.string(), z.unknown())),
  contact_attempts: z
    .array(ContactAttemptSchema)
    .check(z.describe('The contact attempts made so far, oldest first: number, when, over which channel, and what came of it')),
  next_attempt_at: z
    .nullable(z.string())
    .check(z.describe('When the next contact attempt is due (UTC); null once the patient answered, the engagement ended, or no attempt is left')),
});

export const EngagementListSchema = z.object({
  data: z.array(EngagementSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

/** One turn of a transcript, as engagements and the EHR proxy's conversations show it. */
export const TranscriptTurnSchema = z.object({
  speaker: z.enum(['agent', 'patient']),
  text: z.string(),
  channel: z.string(),
  at: z.string(),
  question_id: z.nullable(z.string()),
  interpreted: z.optional(z.unknown()),
});

export const TranscriptSchema = z.object({
  engagement_id: z.string(),
  turns: z.array(TranscriptTurnSchema),
});

/** The sandbox test number whose simulated patient waits for replies (DESIGN §8). */
export const INTERACTIVE_TEST_PHONE = '+15005550199';

export const BatchCreateSchema = z.strictObject({
  engagements: z.array(z.unknown()).check(z.minLength(1), z.maxLength(1000)),
});

export const BatchIdParamsSchema = z.object({ batch_id: z.string().check(z.regex(/^bat_[0-9a-z]{26}$/)) });

export const BatchAcceptedSchema = z.object({ id: z.string(), status: z.enum(['processing', 'completed']), total: z.number() });

export const BatchSchema = z.object({
  id: z.string(),
  status: z.enum(['processing', 'completed']),
  total: z.number(),
  counts: z.object({ scheduled: z.number(), in_progress: z.number(), completed: z.number(), failed: z.number(), cancelled: z.number() }),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
});
