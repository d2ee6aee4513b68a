import type { EventType } from '../core/events/catalog';

/**
 * Hand-written examples where the generated ones (./openapi-examples.ts) would not pass the
 * operation's schema (choices between fields, cross-field rules) or would not read as real data.
 * Keyed by operationId; test/system/openapi-examples.test.ts parses each with its schema.
 */

const PROTOCOL = {
  name: 'Heart failure weight check',
  description: 'Daily check of weight, swelling and breathlessness after a heart failure admission.',
  objective: 'Catch fluid retention before it leads to a readmission.',
  frequency: 'daily',
  channels: ['sms', 'voice'],
  questions: [
    {
      id: 'weight_gain',
      topic: 'weight',
      prompt: { en: 'How many pounds have you gained since yesterday?', es: '¿Cuántas libras ha subido desde ayer?' },
      response_type: 'numeric',
      scale: { min: 0, max: 20 },
      escalation_threshold: 3,
      escalation_severity: 'high',
    },
    {
      id: 'took_diuretic',
      topic: 'medication adherence',
      prompt: 'Did you take your water pill today?',
      response_type: 'boolean',
      follow_up_if_false: 'What got in the way of taking it?',
    },
    {
      id: 'breathing',
      topic: 'symptoms',
      prompt: 'How is your breathing today?',
      response_type: 'text',
      escalation_keywords: ['chest pain', "can't breathe"],
      escalation_severity: 'critical',
    },
  ],
};

const ENGAGEMENT_REQUEST = {
  patient: { id: 'patient-4821', phone: '+14155550123', preferred_channel: 'sms', language: 'es' },
  protocol: 'post_discharge',
  trigger_type: 'immediate',
  context: { notes: 'Discharged on 40 mg furosemide; lives alone.' },
  callback_url: 'https://hooks.example.org/careloop',
  white_label: { brand_name: 'Riverside Cardiology', agent_name: 'Ava', support_phone: '+14155550100' },
};

export const OPERATION_EXAMPLES: Record<string, { request?: unknown; responses?: Record<number, unknown> }> = {
  CreateEngagement: { request: ENGAGEMENT_REQUEST },
  CreateEngagementBatch: {
    request: {
      engagements: [ENGAGEMENT_REQUEST, { patient: { id: 'patient-4822', phone: '+14155550188' }, protocol: 'medication_adherence', trigger_type: 'immediate' }],
    },
  },
  CreateProtocol: { request: PROTOCOL },
};

/** Event data examples by event type, where the generated one needs help. */
export const EVENT_EXAMPLES: Partial<Record<EventType, unknown>> = {};
