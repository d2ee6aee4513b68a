import * as z from 'zod/mini';
import type { Channel } from '../engine/types';
import type { EngagementItem } from '../engagements/schemas';
import { CONVERSATION_CHANNELS, CONVERSATION_PROTOCOLS, PRIORITIES } from './schemas';

/** A conversation's own fields on its engagement item, and the names derived from them (no storage access). */

export const ConversationFieldsSchema = z.object({
  channel: z.enum(CONVERSATION_CHANNELS),
  priority: z.enum(PRIORITIES),
  protocol: z.enum(CONVERSATION_PROTOCOLS),
  custom_protocol_id: z.nullable(z.string()),
  metadata: z.nullable(z.record(z.string(), z.unknown())),
});
export type ConversationFields = z.infer<typeof ConversationFieldsSchema>;

export const orgConversationsPartition = (orgId: string) => `ORG#${orgId}#CONVS`;
export const patientConversationsPartition = (orgId: string, patientId: string) => `ORG#${orgId}#EHRPAT#${patientId}#CONVS`;

export const conversationTranscriptUrl = (conversationId: string) => `/v1/conversations/${conversationId}/transcript`;

/** The engine's channel for a conversation's channel: both voice channels are calls. */
export const engineChannel = (channel: ConversationFields['channel']): Channel => (channel === 'sms' ? 'sms' : 'voice');

export const fieldsOf = (item: EngagementItem): ConversationFields => ConversationFieldsSchema.parse(item.conversation_fields);

