import { newId } from '../core/ids';
import type { Store } from '../core/storage/port';
import type { Language, Outcome, ProtocolDefinition } from '../engine/types';
import type { EngagementCreate } from '../engagements/request-schemas';
import { type EngagementItem, EngagementItemSchema } from '../engagements/schemas';
import { engagementKey, getEngagement, type ListFilter, listIndexed, newEngagementItem } from '../engagements/store';
import { conversationOutcome } from './outcome';
import { type ConversationFields, conversationTranscriptUrl, engineChannel, fieldsOf, orgConversationsPartition, patientConversationsPartition } from './fields';
import type { ConversationCreate } from './schemas';

/**
 * Conversations in the stage's table: engagement items (the same key, transcript turns and
 * versioned writes, so the engagement worker drives them) marked `kind: 'conversation'`, with
 * their own index partitions, so that engagement lists never show them and conversation lists
 * show nothing else (docs/decisions.md 93).
 */

export interface NewConversation {
  orgId: string;
  request: ConversationCreate;
  protocol: ProtocolDefinition;
  /** The patient's number in the EHR: the channel's address (and the sandbox's test numbers). */
  phone: string;
  now: Date;
}

export const newConversationItem = ({ orgId, request, protocol, phone, now }: NewConversation): EngagementItem => {
  const language: Language = request.protocol_config?.language ?? 'en';
  const asEngagement: EngagementCreate = {
    patient: { id: request.patient_id, phone, preferred_channel: engineChannel(request.channel), language },
    protocol: request.protocol,
    trigger_type: request.scheduled_at ? 'scheduled' : 'immediate',
    ...(request.scheduled_at ? { scheduled_at: request.scheduled_at } : {}),
  };
  const engagement = newEngagementItem({ orgId, request: asEngagement, protocol, now });
  const id = newId('cnv', now.getTime());
  const fields: ConversationFields = {
    channel: request.channel,
    priority: request.priority,
    protocol: request.protocol,
    custom_protocol_id: request.protocol_config?.custom_protocol_id ?? null,
    metadata: request.metadata ?? null,
  };
  return EngagementItemSchema.parse({
    ...engagement,
    ...engagementKey(orgId, id),
    id,
    protocol: request.protocol,
    gsi1pk: orgConversationsPartition(orgId),
    gsi1sk: `${engagement.created_at}#${id}`,
    gsi2pk: patientConversationsPartition(orgId, request.patient_id),
    gsi2sk: `${engagement.created_at}#${id}`,
    kind: 'conversation',
    conversation_fields: fields,
  });
};

/** The organization's conversation with this id; engagements are not conversations. */
export const getConversation = async (store: Store, orgId: string, conversationId: string): Promise<EngagementItem | undefined> => {
  const item = await getEngagement(store, orgId, conversationId);
  return item?.kind === 'conversation' ? item : undefined;
};

export const listConversations = (store: Store, orgId: string, filter: ListFilter) =>
  listIndexed(
    store,
    filter.patient_id ? { index: 'gsi2', partition: patientConversationsPartition(orgId, filter.patient_id) } : { index: 'gsi1', partition: orgConversationsPartition(orgId) },
    filter,
  );

/** From the first contact to the end, as the outcome's metrics measure it; null until the conversation ends with an outcome. */
const durationSeconds = (item: EngagementItem): number | null => (item.outcome as Outcome | null)?.metrics.duration_seconds ?? null;

export const toConversationResponse = (item: EngagementItem) => {
  const fields = fieldsOf(item);
  return {
    id: item.id,
    status: item.status,
    patient_id: item.patient.id,
    protocol: fields.protocol,
    custom_protocol_id: fields.custom_protocol_id,
    channel: fields.channel,
    priority: fields.priority,
    language: item.patient.language,
    metadata: fields.metadata,
    scheduled_at: item.scheduled_at,
    created_at: item.created_at,
    started_at: item.started_at,
    completed_at: item.completed_at,
    duration_seconds: durationSeconds(item),
    outcome: conversationOutcome(item),
    failure_reason: item.failure_reason,
    transcript_url: conversationTranscriptUrl(item.id),
  };
};

export const toCreatedConversation = (item: EngagementItem) => ({
  conversation_id: item.id,
  status: item.status,
  scheduled_at: item.scheduled_at,
  patient_id: item.patient.id,
  protocol: fieldsOf(item).protocol,
});
