import { ApiError } from '../core/errors';
import { logger } from '../core/logger';
import { openEhr } from '../ehr/session';
import { resolvePatient } from '../ehr/proxy-handler';
import type { Turn } from '../engine/types';
import { type ConversationDeps, openByPatient } from '../engagements/conversation';
import type { EngagementItem } from '../engagements/schemas';
import { newInboundConversation } from './create';

/**
 * A patient calling the organization's voice number (docs/decisions.md 98): the caller is
 * identified in the organization's EHR by the number calling (the EHR proxy's own lookup by
 * `phone_number`: exactly one patient), and the conversation of the organization's inbound
 * protocol is created as the API creates one, already started by the call. The phone number is
 * never logged.
 */

export type CallIn =
  /** The conversation under way: `agentTurn` is the greeting and the first question. */
  | { kind: 'opened'; conversation: EngagementItem; agentTurn: Turn | null }
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
  const { orgId } = request;
  const identified = await identify(orgId, request.caller);
  if (!('patientId' in identified)) return identified;
  let created: EngagementItem;
  try {
    created = await newInboundConversation(deps.store, orgId, { inboundProtocol: request.inboundProtocol, patientId: identified.patientId, phone: request.caller }, deps.now?.() ?? new Date());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.warn('Inbound call: the inbound protocol is not one of the organization\'s', { org_id: orgId, reason: error.code });
    return { kind: 'unavailable' };
  }
  const opened = await openByPatient(deps, created, request.callId);
  logger.info('Inbound call: conversation started', { org_id: orgId, conversation_id: opened.engagement.id });
  return { kind: 'opened', conversation: opened.engagement, agentTurn: opened.agentTurn };
};
