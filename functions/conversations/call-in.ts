import { ApiError } from '../core/errors';
import { logger } from '../core/logger';
import { TransactionCanceledError, type WriteOperation } from '../core/storage/port';
import { openEhr } from '../ehr/session';
import { resolvePatient } from '../ehr/proxy-handler';
import { type ConversationDeps, lastAgentText, openByPatient } from '../engagements/conversation';
import { type EngagementItem, TERMINAL_STATUSES } from '../engagements/schemas';
import { newInboundConversation } from './create';
import { getConversation } from './store';

/**
 * A patient calling the organization's voice number (docs/decisions.md 98): the caller is
 * identified in the organization's EHR by the number calling (the EHR proxy's own lookup by
 * `phone_number`: exactly one patient), and the conversation of the organization's inbound
 * protocol is created as the API creates one, already started by the call. The phone number is
 * never logged. A call opens one conversation: a claim on its CallSid is written with it, so the
 * same first request made again is answered with the conversation it opened.
 */

export type CallIn =
  /** The conversation under way: `text` is what to say (the greeting and the first question). */
  | { kind: 'opened'; conversation: EngagementItem; text: string }
  /** The same call asked again after its conversation ended. */
  | { kind: 'ended' }
  /** No patient, or several, has the number calling (or it is withheld). */
  | { kind: 'not_identified' }
  /** The EHR could not be asked, or the inbound protocol no longer exists. */
  | { kind: 'unavailable' };

export interface CallInRequest {
  orgId: string;
  /** The organization's `inbound_protocol` setting. */
  inboundProtocol: string;
  /** The caller's number, as Twilio gives it (`From`). */
  caller: string;
  /** Twilio's CallSid, recorded as the conversation's channel reference. */
  callId: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** How long a call's claim is kept: far longer than a call lasts. */
const CLAIM_TTL_SECONDS = 86_400;

const claimKey = (orgId: string, callId: string) => ({ pk: `ORG#${orgId}#CALL_IN#${callId}`, sk: 'CALL_IN' });

const claimWrite = (orgId: string, callId: string, conversationId: string, now: Date): WriteOperation => ({
  put: { ...claimKey(orgId, callId), entity: 'call_in', org_id: orgId, conversation_id: conversationId, ttl: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS },
  condition: { notExists: 'pk' },
});

/** The conversation this call opened already, as the answer to its first request asked again. */
const claimed = async (deps: ConversationDeps, orgId: string, callId: string): Promise<CallIn | undefined> => {
  const claim = await deps.store.get(claimKey(orgId, callId), { consistent: true });
  if (!claim) return undefined;
  const conversation = await getConversation(deps.store, orgId, claim.conversation_id as string);
  if (!conversation || TERMINAL_STATUSES.includes(conversation.status)) return { kind: 'ended' };
  return { kind: 'opened', conversation, text: await lastAgentText(deps, conversation) };
};

const NOT_IDENTIFIED = new Set(['PATIENT_NOT_FOUND', 'PATIENT_AMBIGUOUS']);

/** The EHR patient with this number, or why there is none to talk to. */
const identify = async (orgId: string, caller: string): Promise<{ patientId: string } | Exclude<CallIn, { kind: 'opened' }>> => {
  if (!E164.test(caller)) {
    logger.info('Inbound call: caller not identified', { org_id: orgId, reason: 'number_withheld' });
    return { kind: 'not_identified' };
  }
  try {
    const { adapter } = await openEhr(orgId);
    return { patientId: (await resolvePatient(adapter, { phone_number: caller })).id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (NOT_IDENTIFIED.has(error.proxyCode)) {
      logger.info('Inbound call: caller not identified', { org_id: orgId, reason: error.proxyCode, matches: error.details.matches ?? 0 });
      return { kind: 'not_identified' };
    }
    logger.warn('Inbound call: the EHR could not identify the caller', { org_id: orgId, reason: error.proxyCode });
    return { kind: 'unavailable' };
  }
};

export const answerCallIn = async (deps: ConversationDeps, request: CallInRequest): Promise<CallIn> => {
  const { orgId, callId } = request;
  const again = await claimed(deps, orgId, callId);
  if (again) return again;
  const identified = await identify(orgId, request.caller);
  if (!('patientId' in identified)) return identified;
  const now = deps.now?.() ?? new Date();
  let created: EngagementItem;
  try {
    created = await newInboundConversation(deps.store, orgId, { inboundProtocol: request.inboundProtocol, patientId: identified.patientId, phone: request.caller }, now);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.warn('Inbound call: the inbound protocol is not one of the organization\'s', { org_id: orgId, reason: error.code });
    return { kind: 'unavailable' };
  }
  let opened;
  try {
    opened = await openByPatient(deps, created, callId, [claimWrite(orgId, callId, created.id, now)]);
  } catch (error) {
    // The same request, answered meanwhile by another container: its conversation is this call's.
    const other = error instanceof TransactionCanceledError ? await claimed(deps, orgId, callId) : undefined;
    if (!other) throw error;
    return other;
  }
  logger.info('Inbound call: conversation started', { org_id: orgId, conversation_id: opened.engagement.id });
  return { kind: 'opened', conversation: opened.engagement, text: opened.agentTurn?.text ?? '' };
};
