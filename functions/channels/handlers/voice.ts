import { config } from '../../core/config';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { attemptFailed, lastAgentText, receiveReply } from '../../engagements/conversation';
import { parseMessageReference } from '../../engagements/patient-channel';
import { type EngagementItem, TERMINAL_STATUSES } from '../../engagements/schemas';
import { getEngagement } from '../../engagements/store';
import { conversationDeps } from '../../engagements/work';
import { findQuestion } from '../../engine/engine';
import type { ConversationState, ProtocolDefinition, Turn } from '../../engine/types';
import { publicBaseUrl } from '../accounts';
import { parseVoiceRequest } from '../twilio/inbound';
import { endingTwiml, escalationTwiml, hangupTwiml, keypadReply, questionTwiml } from '../twilio/twiml';
import { callbackUrl, REFERENCE_PARAMETER } from '../twilio/urls';
import { twilioWebhook, twiml, unreadable } from './webhook';

/**
 * POST /v1/channels/twilio/voice: the TwiML of a call careloop placed. Asked once when the call
 * is answered (the greeting and the question, in a `<Gather>`), then after each `<Gather>` with
 * what the patient said or typed: that is the patient's reply, read by the engine inline (it is
 * pure and fast, and Twilio waits at most 15 s), written with the worker's own versioned write,
 * and answered with the next question, the closing or the escalation message. A machine or a fax
 * gets a bare `<Hangup/>` (no health information) and the attempt counts as failed.
 */

const stateOf = (engagement: EngagementItem) => engagement.conversation as unknown as ConversationState;

const expected = (engagement: EngagementItem) => {
  const id = stateOf(engagement).current_question_id;
  return (id && findQuestion(engagement.protocol_definition as unknown as ProtocolDefinition, id)?.response_type) || 'text';
};

const ask = (engagement: EngagementItem, text: string, action: string) =>
  twiml(questionTwiml({ language: engagement.patient.language, text, expects: expected(engagement), action }));

const ending = (engagement: EngagementItem, turn: Turn | null) => {
  const text = turn?.text ?? '';
  return twiml(stateOf(engagement).status === 'escalated' ? escalationTwiml(engagement.patient.language, text) : endingTwiml(engagement.patient.language, text));
};

/** What a patient calling the voice number hears until calls in are connected (docs/decisions.md 98). */
export const CALL_IN_NOT_TAKEN = 'This number does not take calls yet. Please contact your care team directly.';

export const handler = twilioWebhook('voice', async ({ orgId, form, query }) => {
  const parsed = parseVoiceRequest(form);
  if (!parsed.ok) return unreadable(parsed.error);
  const call = parsed.event;
  const reference = parseMessageReference(query.get(REFERENCE_PARAMETER) ?? undefined);
  if (!reference && call.direction === 'inbound') {
    logger.info('Inbound call not connected to a conversation', { org_id: orgId });
    return twiml(endingTwiml('en', CALL_IN_NOT_TAKEN));
  }
  const engagement = reference ? await getEngagement(ports().store, orgId, reference.engagementId) : undefined;
  if (!reference || !engagement?.conversation || TERMINAL_STATUSES.includes(engagement.status)) return twiml(hangupTwiml());
  const deps = conversationDeps();
  if (call.answered_by === 'machine' || call.answered_by === 'fax') {
    await attemptFailed(deps, engagement, reference.attempt, { reason: 'rejected', provider_code: null });
    return twiml(hangupTwiml());
  }
  const action = callbackUrl(publicBaseUrl(config().PUBLIC_BASE_URL), 'voice', { [REFERENCE_PARAMETER]: query.get(REFERENCE_PARAMETER) ?? undefined });
  const said = call.speech?.trim() || (call.digits ? keypadReply(call.digits, expected(engagement), engagement.patient.language) : undefined);
  // Answered (or silence after a question): say the question awaiting a reply (again).
  if (!said) return ask(engagement, await lastAgentText(deps, engagement), action);
  const result = await receiveReply(deps, engagement, said);
  if (!result) return ask(engagement, await lastAgentText(deps, engagement), action);
  if (result.finished) return ending(result.engagement, result.agentTurn);
  return ask(result.engagement, result.agentTurn?.text ?? '', action);
});
