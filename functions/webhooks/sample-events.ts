import type { Stage } from '../core/config';
import type { EventType } from '../core/events/catalog';

/**
 * What POST /v1/webhooks/{id}/test sends: for each event name, data of that event's real shape
 * (the schemas of functions/events/schemas.ts; a test checks every sample against them),
 * marked `test: true`. Identifiers are obviously synthetic; timestamps are the time of the test.
 */

const ENGAGEMENT_ID = 'eng_00000000000000000000000000';
const PATIENT_ID = 'test-patient';
const PROTOCOL = 'medication_adherence';
const engagement = { engagement_id: ENGAGEMENT_ID, patient_id: PATIENT_ID, protocol: PROTOCOL };

const TASK = {
  id: 'task_1',
  type: 'barrier_cost',
  priority: 'medium',
  reason: 'Adherence barrier reported: cost',
  suggested_action: 'Review medication costs with the patient: generic alternatives, assistance programmes, insurance coverage.',
};

const CLINICAL_NOTE = {
  summary:
    'Medication adherence check-in (sms, en). Check-in completed. Answers: Took medicines as prescribed this week: yes ("Yes"); ' +
    'Days with a missed dose (last 7 days): 1/7; Side effects: "The pills are too expensive for me right now, and they make me nauseous."; ' +
    'Bother from side effects or symptoms (0-10): 2/10; Enough medicine until the next refill: yes ("Yes"); Anything for the care team: no ("No, thank you."). ' +
    'Medication adherence: 86% (from days with a missed dose). Barriers: cost. Side effects or symptoms: nausea. Completion: 6 of 6 questions answered.',
  structured_data: {
    medication_adherence: 0.86,
    medication_adherence_assessed: true,
    barriers: ['cost'],
    side_effects: ['nausea'],
    mood: 'not_assessed',
    sdoh_flags: [],
  },
};

const RISK_FLAGS = [
  { type: 'barrier:cost', severity: 'medium', detail: 'Patient reported a cost barrier' },
  { type: 'side_effect:nausea', severity: 'medium', detail: 'Patient reported nausea' },
];

const METRICS = { engagement_score: 100, completion_rate: 1, interaction_count: 6, sentiment: 'negative' };

const OUTCOME = {
  clinical_note: CLINICAL_NOTE,
  tasks: [TASK],
  risk_flags: RISK_FLAGS,
  risk_level: 'medium',
  metrics: { ...METRICS, duration_seconds: 184 },
  escalation: null,
  requires_human_review: false,
};

const CONVERSATION_ID = 'cnv_00000000000000000000000000';
const conversation = { conversation_id: CONVERSATION_ID, patient_id: 'test-ehr-patient', protocol: 'follow_up', channel: 'sms', metadata: null };

const CONVERSATION_OUTCOME = {
  goals_completed: 3,
  goals_total: 3,
  escalated: false,
  quality_score: 1,
  extracted_data: { symptom_severity: 3, feeling_better: true, following_plan: true, findings: { barriers: [], side_effects: [], sdoh_flags: [] } },
  summary: 'Follow-up after a visit (sms, en). Check-in completed. Answers: Symptom severity (0-10): 3/10; Feeling better: yes ("Yes"); Following the plan: yes ("Yes"). Completion: 3 of 3 questions answered.',
  risk_level: 'low',
  requires_human_review: false,
  escalation: null,
  tasks: [],
};

const PREFERENCES = { best_contact_time: 'morning', preferred_channel: 'sms', communication_style: 'brief', language_complexity: 'simple' };
const TRENDS = { medication_adherence: [1, 0.86], mood_trend: 'stable', engagement_quality: 'high' };

const samples = (now: string, day: string, stage: Stage): Record<EventType, Record<string, unknown>> => ({
  'engagement.scheduled': { ...engagement, trigger_type: 'scheduled', scheduled_at: now, channel: 'sms' },
  'engagement.started': { ...engagement, channel: 'sms', started_at: now },
  'engagement.completed': {
    ...engagement,
    channel: 'sms',
    duration_seconds: 184,
    clinical_note: CLINICAL_NOTE,
    tasks: [TASK],
    risk_flags: RISK_FLAGS,
    risk_level: 'medium',
    metrics: METRICS,
    requires_human_review: false,
    transcript_url: `/v1/engagements/${ENGAGEMENT_ID}/transcript`,
  },
  'engagement.failed': { ...engagement, reason: 'unreachable', attempts: 3, channel: 'voice' },
  'engagement.cancelled': { ...engagement, previous_status: 'in_progress', cancelled_at: now, partial_outcome: OUTCOME },
  'engagement.escalated': {
    ...engagement,
    escalation_type: 'clinical_risk',
    severity: 'high',
    reason: 'Bother from side effects or symptoms (0-10): 9 is at or above the threshold 8',
    action_taken: 'Automated conversation stopped; the clinic escalation protocol applies',
    requires_human_review: true,
    contact_info: { phone: '+15005550102', last_channel: 'sms' },
  },
  'engagement.task_created': { ...engagement, task: TASK, risk_level: 'medium' },
  'clinical_note.ready': { ...engagement, clinical_note: CLINICAL_NOTE, risk_level: 'medium' },
  'patient.memory_updated': {
    patient_id: PATIENT_ID,
    engagement_id: ENGAGEMENT_ID,
    changed: ['active_barriers', 'longitudinal_trends.medication_adherence'],
    interaction_count: 2,
    preferences: PREFERENCES,
    longitudinal_trends: TRENDS,
    active_barriers: [{ type: 'cost', detail: 'Medication cost', first_reported: day }],
  },
  'patient.barrier_detected': {
    patient_id: PATIENT_ID,
    engagement_id: ENGAGEMENT_ID,
    barrier: { type: 'cost', detail: 'Medication cost', first_reported: day },
    active_barriers: 1,
  },
  'patient.trend_change': {
    patient_id: PATIENT_ID,
    engagement_id: ENGAGEMENT_ID,
    metric: 'medication_adherence',
    previous: 1,
    current: 0.57,
    change: -0.43,
    direction: 'declining',
  },
  'patient.updated': { patient_id: PATIENT_ID, change: 'profile', created: false, changed: ['timezone'] },
  'system.health': { status: 'ok', stage, checked_at: now, components: { api: 'ok', store: 'ok', queues: 'ok' } },
  'batch.completed': {
    batch_id: 'bat_00000000000000000000000000',
    total: 3,
    counts: { scheduled: 0, in_progress: 0, completed: 2, failed: 1, cancelled: 0 },
    completed_at: now,
  },
  'conversation.scheduled': { ...conversation, priority: 'normal', scheduled_at: now },
  'conversation.started': { ...conversation, started_at: now },
  'conversation.completed': { ...conversation, duration_seconds: 142, outcome: CONVERSATION_OUTCOME, transcript_url: `/v1/conversations/${CONVERSATION_ID}/transcript` },
  'conversation.failed': { ...conversation, reason: 'unreachable', attempts: 3 },
  'conversation.escalated': {
    ...conversation,
    escalation_type: 'clinical_risk',
    severity: 'high',
    reason: 'Symptom severity (0-10): 9 is at or above the threshold 8',
    action_taken: 'Automated conversation stopped; the clinic escalation protocol applies',
    requires_human_review: true,
    contact_info: { phone: '+15005550102', last_channel: 'sms' },
  },
});

/** The data a test delivery of `type` carries, at `now`, from `stage`. */
export const sampleEventData = (type: EventType, now: Date, stage: Stage): Record<string, unknown> => ({
  ...samples(now.toISOString(), now.toISOString().slice(0, 10), stage)[type],
  test: true,
});
