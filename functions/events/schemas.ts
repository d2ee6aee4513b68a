import * as z from 'zod/mini';
import { STAGES } from '../core/config';
import { CHANNELS } from '../engine/types';
import { BarrierSchema, MOOD_TRENDS, PreferencesSchema, TrendsSchema } from '../patients/schemas';
import type { EventType } from '../core/events/catalog';
import { CONVERSATION_CHANNELS, CONVERSATION_PROTOCOLS, ConversationOutcomeSchema, PRIORITIES } from '../conversations/schemas';
import { ClinicalNoteSchema, Count, OutcomeMetricsSchema, OutcomeSchema, RiskFlagSchema, RiskLevel, SEVERITIES, TaskSchema } from './outcome-schema';

export { ClinicalNoteSchema, OutcomeSchema, RiskFlagSchema, TaskSchema } from './outcome-schema';

/**
 * The `data` of every event, one schema per event name (docs/events.md). These are the shapes the
 * code writes; a test drives real engagements, batches, patients and health checks through them,
 * and the webhook test endpoint's samples must pass them too. Every object is strict, so a field
 * added to an event without its schema fails that test.
 */

const Timestamp = z.iso.datetime({ offset: true });
const ENGAGEMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'failed', 'cancelled'] as const;

/** Every event's data may carry `test: true`: sent by POST /v1/webhooks/{id}/test, never by a real change. */
const eventData = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject({ ...shape, test: z.optional(z.literal(true)) });

/** What every event about one engagement carries first. */
const engagement = { engagement_id: z.string(), patient_id: z.string(), protocol: z.string() };
const Channel = z.enum(CHANNELS);

const PatientUpdatedSchema = z.union([
  eventData({ patient_id: z.string(), engagement_id: z.string(), change: z.literal('memory'), changed: z.array(z.string()) }),
  eventData({ patient_id: z.string(), change: z.literal('profile'), created: z.boolean(), changed: z.array(z.string()) }),
]);

const TrendChangeSchema = z.union([
  eventData({
    patient_id: z.string(),
    engagement_id: z.string(),
    metric: z.literal('medication_adherence'),
    previous: z.number(),
    current: z.number(),
    change: z.number(),
    direction: z.enum(['improving', 'declining']),
  }),
  eventData({ patient_id: z.string(), engagement_id: z.string(), metric: z.literal('mood_trend'), previous: z.enum(MOOD_TRENDS), current: z.enum(MOOD_TRENDS) }),
]);

/** What every event about one conversation of the EHR proxy carries first (functions/conversations). */
const conversation = {
  conversation_id: z.string(),
  patient_id: z.string(),
  protocol: z.enum(CONVERSATION_PROTOCOLS),
  channel: z.enum(CONVERSATION_CHANNELS),
  metadata: z.nullable(z.record(z.string(), z.unknown())),
};

export const EVENT_DATA_SCHEMAS = {
  'engagement.scheduled': eventData({
    ...engagement,
    trigger_type: z.enum(['scheduled', 'immediate', 'event']),
    scheduled_at: Timestamp,
    channel: Channel,
    /** trigger_type `event`: the create request's context.recent_events. */
    trigger_events: z.optional(z.array(z.unknown())),
    batch_id: z.optional(z.string()),
  }),
  'engagement.started': eventData({ ...engagement, channel: Channel, started_at: Timestamp }),
  'engagement.completed': eventData({
    ...engagement,
    channel: Channel,
    duration_seconds: Count,
    clinical_note: ClinicalNoteSchema,
    tasks: z.array(TaskSchema),
    risk_flags: z.array(RiskFlagSchema),
    risk_level: RiskLevel,
    metrics: z.omit(OutcomeMetricsSchema, { duration_seconds: true }),
    requires_human_review: z.boolean(),
    transcript_url: z.string().check(z.regex(/^\/v1\/engagements\/[^/]+\/transcript$/)),
  }),
  'engagement.failed': eventData({ ...engagement, reason: z.enum(['unreachable', 'channel_not_configured', 'opted_out']), attempts: Count, channel: Channel }),
  'engagement.cancelled': eventData({
    ...engagement,
    previous_status: z.enum(ENGAGEMENT_STATUSES),
    cancelled_at: Timestamp,
    partial_outcome: z.nullable(OutcomeSchema),
  }),
  'engagement.escalated': eventData({
    ...engagement,
    escalation_type: z.enum(['clinical_risk', 'safety']),
    severity: z.enum(SEVERITIES),
    reason: z.string(),
    action_taken: z.string(),
    requires_human_review: z.boolean(),
    contact_info: z.strictObject({ phone: z.string(), last_channel: Channel }),
  }),
  'engagement.task_created': eventData({ ...engagement, task: TaskSchema, risk_level: RiskLevel }),
  'clinical_note.ready': eventData({ ...engagement, clinical_note: ClinicalNoteSchema, risk_level: RiskLevel }),
  'patient.memory_updated': eventData({
    patient_id: z.string(),
    engagement_id: z.string(),
    changed: z.array(z.string()),
    interaction_count: Count,
    preferences: PreferencesSchema,
    longitudinal_trends: TrendsSchema,
    active_barriers: z.array(BarrierSchema),
  }),
  'patient.barrier_detected': eventData({ patient_id: z.string(), engagement_id: z.string(), barrier: BarrierSchema, active_barriers: Count }),
  'patient.trend_change': TrendChangeSchema,
  'patient.updated': PatientUpdatedSchema,
  'system.health': eventData({
    status: z.literal('ok'),
    stage: z.enum(STAGES),
    checked_at: Timestamp,
    components: z.strictObject({ api: z.literal('ok'), store: z.literal('ok'), queues: z.literal('ok') }),
  }),
  'batch.completed': eventData({
    batch_id: z.string(),
    total: Count,
    counts: z.strictObject({ scheduled: Count, in_progress: Count, completed: Count, failed: Count, cancelled: Count }),
    completed_at: Timestamp,
  }),
  'conversation.scheduled': eventData({ ...conversation, priority: z.enum(PRIORITIES), scheduled_at: Timestamp }),
  'conversation.started': eventData({ ...conversation, started_at: Timestamp }),
  'conversation.completed': eventData({
    ...conversation,
    duration_seconds: Count,
    outcome: ConversationOutcomeSchema,
    transcript_url: z.string().check(z.regex(/^\/v1\/conversations\/[^/]+\/transcript$/)),
  }),
  'conversation.failed': eventData({ ...conversation, reason: z.enum(['unreachable', 'channel_not_configured', 'opted_out']), attempts: Count }),
  'conversation.escalated': eventData({
    ...conversation,
    escalation_type: z.enum(['clinical_risk', 'safety']),
    severity: z.enum(SEVERITIES),
    reason: z.string(),
    action_taken: z.string(),
    requires_human_review: z.boolean(),
    contact_info: z.strictObject({ phone: z.string(), last_channel: z.enum(CONVERSATION_CHANNELS) }),
  }),
} satisfies Record<EventType, z.ZodMiniType>;
