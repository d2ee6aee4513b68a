import { config } from '../../core/config';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { attemptFailed, lastAgentText, receiveReply } from '../../engagements/conversation';
import { messageReference, parseMessageReference } from '../../engagements/patient-channel';
import { type EngagementItem, protocolDefinitionOf, TERMINAL_STATUSES } from '../../engagements/schemas';
import { getEngagement } from '../../engagements/store';
import { conversationDeps } from '../../engagements/work';
import { findQuestion } from '../../engine/engine';
import type { ConversationState, Turn } from '../../engine/types';
import { organizationChannels, publicBaseUrl } from '../accounts';
import { type CallEvent, parseVoiceRequest } from '../twilio/inbound';
import { endingTwiml, escalationTwiml, hangupTwiml, keypadReply, questionTwiml } from '../twilio/twiml';
import { callbackUrl, numberOfAddress, REFERENCE_PARAMETER } from '../twilio/urls';
import { twilioWebhook, twiml, unreadable } from './webhook';

/**
 * POST /v1/channels/twilio/voice: the TwiML of a call careloop placed. Asked once when the call
 * is answered (the greeting and the question, in a `<Gather>`), then after each `<Gather>` with
 * what the patient said or typed: that is the patient's reply, read by the engine inline (it is
 * pure and fast, and Twilio waits at most 15 s), written with the worker's own versioned write,
 * and answered with the next question, the closing or the escalation message. A machine or a fax
 * gets a bare `<Hangup/>` (no health information) and the attempt counts as failed.
 *
 * A call in (`Direction=inbound`, no `ref`) to the organization's voice number starts a
 * `voice_inbound` conversation of its inbound protocol with the patient the caller's number
 * identifies (functions/conversations/call-in.ts), answered with the greeting and the first
 * question in a `<Gather>` whose action carries the new conversation's `ref`: from there on it is
 * the same turn loop as a call careloop placed.
 */

const stateOf = (engagement: EngagementItem) => engagement.conversation as unknown as ConversationState;

const expected = (engagement: EngagementItem) => {
  const id = stateOf(engagement).current_question_id;
  return (id && findQuestion(protocolDefinitionOf(engagement), id)?.response_type) || 'text';
};

const ask = (engagement: EngagementItem, text: string, action: string) =>
  twiml(questionTwiml({ language: engagement.patient.language, text, expects: expected(engagement), action }));

const ending = (engagement: EngagementItem, turn: Turn | null) => {
  const text = turn?.text ?? '';
  return twiml(stateOf(engagement).status === 'escalated' ? escalationTwiml(engagement.patient.language, text) : endingTwiml(engagement.patient.language, text));
};

/** What a caller hears when the organization has no inbound protocol (docs/decisions.md 98). */
export const CALL_IN_NOT_TAKEN = 'This number does not take calls yet. Please contact your care team directly.';
/** What a caller hears whose number names no patient, or several, in the organization's EHR. */
export const CALLER_NOT_IDENTIFIED = 'We could not identify you from the number you are calling from. Please contact your care team directly.';
/** What a caller hears when the EHR cannot be asked who is calling, or the inbound protocol is gone. */
export const CALL_IN_UNAVAILABLE = 'We cannot take your call right now. Please try again later, or contact your care team directly.';

/** The voice route with this `ref`: each `<Gather>`'s action (Twilio signs the URL as given). */
const voiceAction = (reference: string | undefined) => callbackUrl(publicBaseUrl(config().PUBLIC_BASE_URL), 'voice', { [REFERENCE_PARAMETER]: reference });

/** Said in English: the caller's language is not known before the patient is. */
const endCallIn = (orgId: string, reason: string, text: string) => {
  logger.info('Inbound call not connected to a conversation', { org_id: orgId, reason });
  return twiml(endingTwiml('en', text));
};

/** A call in: the conversation of the organization's inbound protocol, or a polite end (docs/decisions.md 98). */
const callIn = async (orgId: string, call: CallEvent) => {
  const settings = (await organizationChannels(orgId))?.settings;
  if (!settings?.inbound_protocol || settings.voice_from !== numberOfAddress(call.to)) return endCallIn(orgId, 'no_inbound_protocol', CALL_IN_NOT_TAKEN);
  // Loaded on first use: the EHR backends weigh on the cold start of the turns' route.
  const { answerCallIn } = await import('../../conversations/call-in');
  const answer = await answerCallIn(conversationDeps(), { orgId, inboundProtocol: settings.inbound_protocol, caller: call.from, callId: call.call_id });
  if (answer.kind === 'not_identified') return endCallIn(orgId, 'caller_not_identified', CALLER_NOT_IDENTIFIED);
  if (answer.kind === 'unavailable') return endCallIn(orgId, 'unavailable', CALL_IN_UNAVAILABLE);
  if (answer.kind === 'ended') return twiml(hangupTwiml());
  return ask(answer.conversation, answer.text, voiceAction(messageReference(answer.conversation.id, 1)));
};

export const handler = twilioWebhook('voice', async ({ orgId, form, query }) => {
  const parsed = parseVoiceRequest(form);
  if (!parsed.ok) return unreadable(parsed.error);
  const call = parsed.event;
  const reference = parseMessageReference(query.get(REFERENCE_PARAMETER) ?? undefined);
  if (!reference && call.direction === 'inbound') return callIn(orgId, call);
  const engagement = reference ? await getEngagement(ports().store, orgId, reference.engagementId) : undefined;
  if (!reference || !engagement?.conversation || TERMINAL_STATUSES.includes(engagement.status)) return twiml(hangupTwiml());
  const deps = conversationDeps();
  if (call.answered_by === 'machine' || call.answered_by === 'fax') {
    await attemptFailed(deps, engagement, reference.attempt, { reason: 'rejected', provider_code: null });
    return twiml(hangupTwiml());
  }
  const action = voiceAction(query.get(REFERENCE_PARAMETER) ?? undefined);
  const said = call.speech?.trim() || (call.digits ? keypadReply(call.digits, expected(engagement), engagement.patient.language) : undefined);
  // Answered (or silence after a question): say the question awaiting a reply (again).
  if (!said) return ask(engagement, await lastAgentText(deps, engagement), action);
  const result = await receiveReply(deps, engagement, said);
  if (!result) return ask(engagement, await lastAgentText(deps, engagement), action);
  if (result.finished) return ending(result.engagement, result.agentTurn);
  return ask(result.engagement, result.agentTurn?.text ?? '', action);
});
