import * as z from 'zod/mini';
import { RiskLevel, TaskSchema, EscalationSchema } from '../events/outcome-schema';
import { LANGUAGES } from '../engine/types';
import { ENGAGEMENT_STATUSES, TranscriptTurnSchema } from '../engagements/schemas';

/**
 * Conversations of the EHR proxy (docs/conversations.md): the create request, the list query and
 * the responses. A conversation is stored and driven as an engagement (docs/decisions.md 93), so
 * its status values are the engagement's.
 */

export const CONVERSATION_PROTOCOLS = ['intake', 'follow_up', 'ccm_checkin', 'bhi_screen', 'care_gap', 'custom'] as const;
export type ConversationProtocol = (typeof CONVERSATION_PROTOCOLS)[number];
export const CONVERSATION_CHANNELS = ['voice_outbound', 'sms', 'voice_inbound'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];
export const PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** How far in the past `scheduled_at` may be, and how far ahead (as for engagements). */
const SCHEDULE_PAST_TOLERANCE_MS = 5 * 60_000;
const SCHEDULE_HORIZON_MS = 366 * 86_400_000;
const Timestamp = z.iso.datetime({ offset: true });

/** An EHR patient id: what the proxy's record routes take as `patient_id`. */
const EhrPatientIdSchema = z.string().check(z.minLength(1), z.maxLength(128));

export const ProtocolConfigSchema = z.strictObject({
  /** protocol `custom`: one of the organization's protocols (`prt_…`, GET /v1/protocols). */
  custom_protocol_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The language the agent speaks (default `en`). */
  language: z.optional(z.enum(LANGUAGES)),
});

export const ConversationCreateSchema = z
  .strictObject({
    patient_id: EhrPatientIdSchema,
    protocol: z.enum(CONVERSATION_PROTOCOLS),
    protocol_config: z.optional(ProtocolConfigSchema),
    channel: z._default(z.enum(CONVERSATION_CHANNELS), 'voice_outbound'),
    scheduled_at: z.optional(Timestamp),
    priority: z._default(z.enum(PRIORITIES), 'normal'),
    metadata: z.optional(z.record(z.string(), z.unknown())),
  })
  .check(
    z.refine((c) => c.protocol !== 'custom' || c.protocol_config?.custom_protocol_id !== undefined, {
      message: 'protocol_config.custom_protocol_id is required when protocol is custom',
      path: ['protocol_config', 'custom_protocol_id'],
      params: { code: 'missing_field' },
    }),
    z.refine((c) => c.protocol === 'custom' || c.protocol_config?.custom_protocol_id === undefined, {
      message: 'protocol_config.custom_protocol_id is only allowed with protocol "custom"',
      path: ['protocol_config', 'custom_protocol_id'],
    }),
    z.refine((c) => c.scheduled_at === undefined || Date.parse(c.scheduled_at) >= Date.now() - SCHEDULE_PAST_TOLERANCE_MS, {
      message: 'scheduled_at may not be more than 5 minutes in the past',
      path: ['scheduled_at'],
    }),
    z.refine((c) => c.scheduled_at === undefined || Date.parse(c.scheduled_at) <= Date.now() + SCHEDULE_HORIZON_MS, {
      message: 'scheduled_at may be at most one year ahead',
      path: ['scheduled_at'],
    }),
    z.refine((c) => c.metadata === undefined || JSON.stringify(c.metadata).length <= 4096, {
      message: 'metadata may hold at most 4 KiB of JSON',
      path: ['metadata'],
    }),
  );
export type ConversationCreate = z.infer<typeof ConversationCreateSchema>;

export const ConversationIdParamsSchema = z.object({ conversation_id: z.string().check(z.regex(/^cnv_[0-9a-z]{26}$/)) });

export const ConversationListQuerySchema = z.strictObject({
  patient_id: z.optional(EhrPatientIdSchema),
  protocol: z.optional(z.enum(CONVERSATION_PROTOCOLS)),
  status: z.optional(z.enum(ENGAGEMENT_STATUSES)),
  from: z.optional(Timestamp),
  to: z.optional(Timestamp),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

const Count = z.number().check(z.int(), z.minimum(0));

/** What a finished conversation produced (SPEC's fields, then careloop's). */
export const ConversationOutcomeSchema = z.strictObject({
  goals_completed: Count,
  goals_total: Count,
  escalated: z.boolean(),
  quality_score: z.number().check(z.minimum(0), z.maximum(1)),
  extracted_data: z.record(z.string(), z.unknown()).check(z.describe('What the patient said, by question id, plus the protocol\'s own fields (docs/conversations.md)')),
  summary: z.string(),
  risk_level: RiskLevel,
  requires_human_review: z.boolean(),
  escalation: z.nullable(EscalationSchema),
  tasks: z.array(TaskSchema),
});
export type ConversationOutcome = z.infer<typeof ConversationOutcomeSchema>;

const ConversationBase = {
  status: z.enum(ENGAGEMENT_STATUSES),
  patient_id: z.string(),
  protocol: z.enum(CONVERSATION_PROTOCOLS),
  scheduled_at: z.nullable(z.string()),
};

export const ConversationCreatedSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ conversation_id: z.string(), ...ConversationBase }),
});

export const ConversationSchema = z.object({
  id: z.string(),
  ...ConversationBase,
  custom_protocol_id: z.nullable(z.string()),
  channel: z.enum(CONVERSATION_CHANNELS),
  priority: z.enum(PRIORITIES),
  language: z.enum(LANGUAGES),
  metadata: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  duration_seconds: z.nullable(Count),
  /** Null until the conversation ends (and when it failed before the patient answered). */
  outcome: z.nullable(ConversationOutcomeSchema),
  failure_reason: z.nullable(z.string()),
  transcript_url: z.string(),
});

export const ConversationResponseSchema = z.object({ status: z.literal('ok'), data: ConversationSchema });

export const ConversationListSchema = z.object({
  status: z.literal('ok'),
  data: z.array(ConversationSchema),
  count: Count,
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

export const ConversationTranscriptSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    conversation_id: z.string(),
    turns: z.array(TranscriptTurnSchema),
  }),
});
