import type { EventItem, EventType } from '../core/events/catalog';
import { eventPriority } from '../core/events/catalog';
import type { WriteOperation } from '../core/storage/port';
import type { EngagementItem } from '../engagements/schemas';
import { conversationTranscriptUrl, fieldsOf } from './fields';
import { conversationOutcome } from './outcome';

/**
 * The events a conversation emits (docs/events.md, docs/decisions.md 95). The engagement worker
 * writes engagement events for every item it drives; for a conversation they are translated here,
 * in the same transaction, into `conversation.*` events with the conversation's own fields. The
 * engagement's `clinical_note.ready` and `engagement.task_created` have no conversation
 * counterpart: `conversation.completed` carries the note's summary and the tasks in its outcome.
 * A conversation has no cancel route, so `engagement.cancelled` has none either.
 */

const TRANSLATED: Partial<Record<EventType, EventType>> = {
  'engagement.scheduled': 'conversation.scheduled',
  'engagement.started': 'conversation.started',
  'engagement.completed': 'conversation.completed',
  'engagement.failed': 'conversation.failed',
  'engagement.escalated': 'conversation.escalated',
};

const dataOf = (type: EventType, item: EngagementItem, engagementData: Record<string, unknown>): Record<string, unknown> => {
  const fields = fieldsOf(item);
  const common = { conversation_id: item.id, patient_id: item.patient.id, protocol: fields.protocol, channel: fields.channel, metadata: fields.metadata };
  switch (type) {
    case 'conversation.scheduled':
      return { ...common, priority: fields.priority, scheduled_at: item.scheduled_at };
    case 'conversation.started':
      return { ...common, started_at: engagementData.started_at };
    case 'conversation.completed':
      return { ...common, duration_seconds: engagementData.duration_seconds, outcome: conversationOutcome(item), transcript_url: conversationTranscriptUrl(item.id) };
    case 'conversation.failed':
      return { ...common, reason: engagementData.reason, attempts: engagementData.attempts };
    default: {
      const { engagement_id: _id, patient_id: _patient, protocol: _protocol, contact_info, ...escalation } = engagementData;
      return { ...common, ...escalation, contact_info: { ...(contact_info as Record<string, unknown>), last_channel: fields.channel } };
    }
  }
};

/** `writes` with the engagement events about `item` (as it is after the change) replaced by its conversation events. */
export const conversationEventWrites = (item: EngagementItem, writes: WriteOperation[]): WriteOperation[] =>
  writes.flatMap((write): WriteOperation[] => {
    if (!('put' in write) || write.put.entity !== 'event' || write.put.engagement_id !== item.id) return [write];
    const event = write.put as EventItem;
    const type = TRANSLATED[event.type];
    if (!type) return [];
    const translated: EventItem = { ...event, type, priority: eventPriority(type), callback_url: null, protocol: fieldsOf(item).protocol, data: dataOf(type, item, event.data) };
    return [{ ...write, put: translated }];
  });
