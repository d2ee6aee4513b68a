import type { Stage } from '../core/config';
import type { Store, WriteOperation } from '../core/storage/port';
import type { EhrAdapter } from '../ehr/adapter';
import { invalidInput, patientNotFound } from '../ehr/errors';
import type { ProtocolDefinition } from '../engine/types';
import { unknownProtocol } from '../engagements/create';
import type { EngagementItem } from '../engagements/schemas';
import { creationWrites, withProtocolSnapshot } from '../engagements/store';
import { findBuiltinProtocol } from '../protocols/library';
import { resolveProtocol } from '../protocols/store';
import { type ConversationCreate, ConversationCreateSchema } from './schemas';
import { newConversationItem } from './store';

/** Creating a conversation: its protocol, its EHR patient, and the writes that create and announce it. */

const CUSTOM_FIELD = 'protocol_config.custom_protocol_id';

/** The built-in protocol of the same name, or for `custom` one of the organization's own protocols (`prt_…`). */
export const conversationProtocol = async (store: Store, orgId: string, request: ConversationCreate): Promise<ProtocolDefinition> => {
  if (request.protocol !== 'custom') return findBuiltinProtocol(request.protocol) as ProtocolDefinition;
  const reference = request.protocol_config?.custom_protocol_id as string;
  const resolved = reference.startsWith('prt_') ? await resolveProtocol(store, orgId, reference) : undefined;
  if (!resolved) throw unknownProtocol(reference, CUSTOM_FIELD);
  return resolved.definition;
};

/** The EHR patient's phone number: 404 PATIENT_NOT_FOUND for an unknown patient, 400 for one the channels cannot reach. */
const patientPhone = async (ehr: EhrAdapter, patientId: string): Promise<string> => {
  const [patient] = await ehr.findPatients({ patientId }, { limit: 1, includeFhir: false });
  if (!patient) throw patientNotFound({ patient_id: patientId });
  if (!patient.phone) throw invalidInput('patient_id', patientId, 'a patient with a phone number in the EHR');
  return patient.phone;
};

/**
 * In production a `voice_inbound` conversation starts when the patient calls the organization's
 * voice number (docs/decisions.md 98, `newInboundConversation`): the API cannot create one ahead
 * of the call, and it is not turned into an outbound call the patient did not ask for.
 */
const checkChannel = (stage: Stage, request: ConversationCreate): void => {
  if (stage === 'production' && request.channel === 'voice_inbound') {
    throw invalidInput(
      'channel',
      request.channel,
      "voice_outbound or sms (in production an inbound conversation starts when the patient calls the organization's voice number, with the organization's inbound protocol; the sandbox simulates the call)",
    );
  }
};

export const prepareConversation = async (
  store: Store,
  ehr: EhrAdapter,
  stage: Stage,
  orgId: string,
  request: ConversationCreate,
  now: Date,
): Promise<{ conversation: EngagementItem; writes: WriteOperation[] }> => {
  checkChannel(stage, request);
  const protocol = await conversationProtocol(store, orgId, request);
  const phone = await patientPhone(ehr, request.patient_id);
  const conversation = await withProtocolSnapshot(store, newConversationItem({ orgId, request, protocol, phone, now }));
  return { conversation, writes: creationWrites(conversation, now) };
};

/**
 * The create request a call in stands for: the organization's inbound protocol (a built-in
 * protocol's name, or `prt_…` for one of its own), the patient the caller's number identified.
 */
export const inboundCallRequest = (inboundProtocol: string, patientId: string): ConversationCreate =>
  ConversationCreateSchema.parse({
    patient_id: patientId,
    channel: 'voice_inbound',
    ...(inboundProtocol.startsWith('prt_') ? { protocol: 'custom', protocol_config: { custom_protocol_id: inboundProtocol } } : { protocol: inboundProtocol }),
  });

/**
 * The conversation of a patient who called in (docs/decisions.md 98), built as the API builds
 * one; not written yet: `openByPatient` (functions/engagements/conversation.ts) writes it started.
 * `phone` is the number calling. Throws unknownProtocol when the inbound protocol is no longer
 * one of the organization's.
 */
export const newInboundConversation = async (
  store: Store,
  orgId: string,
  call: { inboundProtocol: string; patientId: string; phone: string },
  now: Date,
): Promise<EngagementItem> => {
  const request = inboundCallRequest(call.inboundProtocol, call.patientId);
  const protocol = await conversationProtocol(store, orgId, request);
  return withProtocolSnapshot(store, newConversationItem({ orgId, request, protocol, phone: call.phone, now }));
};
