import type { EventType } from '../core/events/catalog';

/** Hand-written examples of the conversation operations and events for the API reference (test/system/openapi-examples.test.ts parses them). */

const CONVERSATION_ID = 'cnv_01jn8q4zb5x2k7m3rw9t6ydhcf';
const PATIENT_ID = 'pat-01jn8q4zb5x2k7m3rw9t6y0a1b';
const AT = '2026-03-02T14:30:00.000Z';

const OUTCOME = {
  goals_completed: 17,
  goals_total: 17,
  escalated: false,
  quality_score: 0.97,
  extracted_data: {
    phq9_1: 1,
    phq9_2: 2,
    phq9_9: 0,
    gad7_1: 1,
    findings: { barriers: [], side_effects: [], sdoh_flags: [] },
    phq9: { total: 11, severity: 'moderate', items_answered: 9, item9_positive: false },
    gad7: { total: 6, severity: 'mild', items_answered: 7 },
  },
  summary: 'Behavioral health screen (voice, en). Check-in completed. PHQ-9 11 (moderate). GAD-7 6 (mild). Completion: 17 of 17 questions answered.',
  risk_level: 'medium',
  requires_human_review: false,
  escalation: null,
  tasks: [
    {
      id: 'tsk_01jn8q4zb5x2k7m3rw9t6yw2x3',
      type: 'behavioral_health_review',
      priority: 'medium',
      reason: 'PHQ-9 11 (moderate depressive symptoms)',
      suggested_action: 'Review the screening with the patient and consider treatment or referral.',
    },
  ],
};

const CONVERSATION = {
  id: CONVERSATION_ID,
  status: 'completed',
  patient_id: PATIENT_ID,
  protocol: 'bhi_screen',
  custom_protocol_id: null,
  channel: 'voice_outbound',
  priority: 'high',
  language: 'en',
  metadata: { care_program: 'collaborative-care' },
  scheduled_at: AT,
  created_at: AT,
  started_at: '2026-03-02T14:30:04.000Z',
  completed_at: '2026-03-02T14:36:41.000Z',
  duration_seconds: 401,
  outcome: OUTCOME,
  failure_reason: null,
  transcript_url: `/v1/conversations/${CONVERSATION_ID}/transcript`,
};

export const CONVERSATION_OPERATION_EXAMPLES: Record<string, { request?: unknown; responses?: Record<number, unknown> }> = {
  CreateConversation: {
    request: { patient_id: PATIENT_ID, protocol: 'bhi_screen', channel: 'voice_outbound', priority: 'high', protocol_config: { language: 'en' }, metadata: { care_program: 'collaborative-care' } },
    responses: { 201: { status: 'ok', data: { conversation_id: CONVERSATION_ID, status: 'scheduled', scheduled_at: AT, patient_id: PATIENT_ID, protocol: 'bhi_screen' } } },
  },
  GetConversation: { responses: { 200: { status: 'ok', data: CONVERSATION } } },
  ListConversations: { responses: { 200: { status: 'ok', data: [CONVERSATION], count: 1, has_more: false, next_cursor: null } } },
};

export const CONVERSATION_EVENT_EXAMPLES: Partial<Record<EventType, unknown>> = {
  'conversation.completed': {
    conversation_id: CONVERSATION_ID,
    patient_id: PATIENT_ID,
    protocol: 'bhi_screen',
    channel: 'voice_outbound',
    metadata: { care_program: 'collaborative-care' },
    duration_seconds: 401,
    outcome: OUTCOME,
    transcript_url: `/v1/conversations/${CONVERSATION_ID}/transcript`,
  },
};
