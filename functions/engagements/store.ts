import { newId } from '../core/ids';
import { type EventItem, type EventInput, newEvent } from '../core/events/catalog';
import { encodeCursor } from '../core/storage/cursor';
import { InvalidCursorError, type Item, type QueryInput, type Store, type WriteOperation } from '../core/storage/port';
import type { ProtocolDefinition, Turn } from '../engine/types';
import {
  type EngagementItem,
  EngagementItemSchema,
  type EngagementStatus,
  protocolDefinitionOf,
} from './schemas';
import { invalidField } from '../core/errors';
import type { EngagementCreate } from './request-schemas';
import { conversationEventWrites } from '../conversations/events';
import { readProtocolSnapshot, storeProtocolSnapshot } from './protocol-snapshots';

/**
 * Engagements in the stage's table (docs/data-model.md): the engagement item, its transcript
 * turns in the same partition, and two index entries (all of the organization's engagements by
 * creation time; one patient's). Every change is a versioned conditional write that carries its
 * events in the same transaction, numbered within the engagement.
 */

export const engagementPartition = (orgId: string, engagementId: string) => `ORG#${orgId}#ENG#${engagementId}`;
export const engagementKey = (orgId: string, engagementId: string) => ({ pk: engagementPartition(orgId, engagementId), sk: 'ENGAGEMENT' });
const orgEngagementsPartition = (orgId: string) => `ORG#${orgId}#ENGS`;
const patientEngagementsPartition = (orgId: string, patientId: string) => `ORG#${orgId}#PAT#${patientId}#ENGS`;
const turnSortKey = (sequence: number) => `TURN#${String(sequence).padStart(6, '0')}`;

export const transcriptUrl = (engagementId: string) => `/v1/engagements/${engagementId}/transcript`;

export interface NewEngagement {
  orgId: string;
  request: EngagementCreate;
  protocol: ProtocolDefinition;
  batchId?: string;
  now: Date;
}

export const newEngagementItem = ({ orgId, request, protocol, batchId, now }: NewEngagement): EngagementItem => {
  const id = newId('eng', now.getTime());
  const createdAt = now.toISOString();
  const { pk, sk } = engagementKey(orgId, id);
  // The key's attributes named rather than spread: each of the 30 properties added after a spread
  // costs about a microsecond on Node 20 (see newEvent).
  return EngagementItemSchema.parse({
    pk,
    sk,
    entity: 'engagement',
    gsi1pk: orgEngagementsPartition(orgId),
    gsi1sk: `${createdAt}#${id}`,
    gsi2pk: patientEngagementsPartition(orgId, request.patient.id),
    gsi2sk: `${createdAt}#${id}`,
    id,
    org_id: orgId,
    status: 'scheduled',
    patient: request.patient,
    protocol: request.protocol === 'custom' ? 'custom' : protocol.id,
    protocol_definition: protocol,
    trigger_type: request.trigger_type,
    scheduled_at: request.trigger_type === 'scheduled' ? new Date(request.scheduled_at as string).toISOString() : createdAt,
    context: request.context ?? null,
    callback_url: request.callback_url ?? null,
    white_label: request.white_label ?? null,
    batch_id: batchId ?? null,
    created_at: createdAt,
    updated_at: createdAt,
    started_at: null,
    completed_at: null,
    outcome: null,
    failure_reason: null,
    conversation: null,
    contact_attempts: 0,
    contact_log: [],
    next_attempt_at: null,
    turn_count: 0,
    version: 1,
  });
};

/** An event about this engagement, addressed to its callback_url too. */
export const engagementEvent = (
  engagement: EngagementItem,
  type: EventInput['type'],
  data: Record<string, unknown>,
  now: Date,
  riskLevel?: string,
): EventItem =>
  newEvent({
    orgId: engagement.org_id,
    type,
    data: { engagement_id: engagement.id, patient_id: engagement.patient.id, protocol: engagement.protocol, ...data },
    engagementId: engagement.id,
    callbackUrl: engagement.callback_url,
    protocol: engagement.protocol,
    ...(riskLevel ? { riskLevel } : {}),
    now,
  });

export const scheduledEvent = (engagement: EngagementItem, now: Date): EventItem =>
  engagementEvent(
    engagement,
    'engagement.scheduled',
    {
      trigger_type: engagement.trigger_type,
      scheduled_at: engagement.scheduled_at,
      channel: engagement.patient.preferred_channel,
      ...(engagement.trigger_type === 'event' ? { trigger_events: (engagement.context as { recent_events?: unknown[] } | null)?.recent_events ?? [] } : {}),
      ...(engagement.batch_id ? { batch_id: engagement.batch_id } : {}),
    },
    now,
  );

/**
 * Numbers this engagement's events among `writes` (1, 2, … within the engagement, after the
 * `event_count` it has written so far), in the transaction that writes them: the webhook delivery
 * keeps each target's events of one engagement in this order (docs/decisions.md 52).
 */
const sequenceEvents = (engagement: EngagementItem, writes: WriteOperation[]): { writes: WriteOperation[]; eventCount: number } => {
  let count = engagement.event_count ?? 0;
  const numbered = writes.map((write): WriteOperation =>
    'put' in write && write.put.entity === 'event' && write.put.engagement_id === engagement.id ? { ...write, put: { ...write.put, sequence: ++count } } : write,
  );
  return { writes: numbered, eventCount: count };
};

/**
 * A conversation (functions/conversations) is driven as an engagement but announces itself with
 * `conversation.*` events: the engagement events of its writes are translated, with `item` as it
 * is after the change (docs/decisions.md 95).
 */
const ownEvents = (item: EngagementItem, writes: WriteOperation[]): WriteOperation[] =>
  item.kind === 'conversation' ? conversationEventWrites(item, writes) : writes;

/**
 * The writes that create an engagement and announce it. `also` makes more writes of the same
 * creation (its start, for a conversation the patient opened): called after the announcement is
 * made, so that their events' ids, like their numbers, follow it.
 */
export const creationWrites = (engagement: EngagementItem, now: Date, also: () => WriteOperation[] = () => []): WriteOperation[] => {
  const scheduled: WriteOperation = { put: scheduledEvent(engagement, now) };
  const { writes, eventCount } = sequenceEvents(engagement, ownEvents(engagement, [scheduled, ...also()]));
  return [{ put: { ...storedForm(engagement), event_count: eventCount }, condition: { notExists: 'pk' } }, ...writes];
};

/**
 * The item as stored: without its protocol definition once its snapshot is written (an item
 * prepared before snapshots, such as an old staged batch engagement, keeps its definition).
 */
const storedForm = (engagement: EngagementItem): EngagementItem => {
  if (engagement.protocol_snapshot === undefined) return engagement;
  const { protocol_definition: _definition, ...stored } = engagement;
  return stored as EngagementItem;
};

/** The engagement with its protocol snapshot stored (once per organization and definition) and named. */
export const withProtocolSnapshot = async (store: Store, engagement: EngagementItem): Promise<EngagementItem> => ({
  ...engagement,
  protocol_snapshot: await storeProtocolSnapshot(store, engagement.org_id, protocolDefinitionOf(engagement)),
});

export const getEngagement = async (store: Store, orgId: string, engagementId: string): Promise<EngagementItem | undefined> => {
  const item = await store.get(engagementKey(orgId, engagementId), { consistent: true });
  return item ? withProtocolDefinition(store, EngagementItemSchema.parse(item)) : undefined;
};

/** A stored engagement as its readers see it: with its protocol's definition, from its snapshot unless the item holds it. */
const withProtocolDefinition = async (store: Store, engagement: EngagementItem): Promise<EngagementItem> => {
  if (engagement.protocol_definition || engagement.protocol_snapshot === undefined) return engagement;
  const definition = await readProtocolSnapshot(store, engagement.org_id, engagement.protocol_snapshot);
  return { ...engagement, protocol_definition: definition as unknown as EngagementItem['protocol_definition'] };
};

/**
 * The writes of one versioned change: the engagement is updated only if nobody changed it since
 * it was read (two deliveries of one message cannot both apply), together with `also`.
 */
export const transitionWrites = (
  before: EngagementItem,
  changes: Partial<Omit<EngagementItem, 'pk' | 'sk' | 'version'>>,
  now: Date,
  also: WriteOperation[] = [],
): WriteOperation[] => {
  const { writes, eventCount } = sequenceEvents(before, ownEvents({ ...before, ...changes } as EngagementItem, also));
  const counted = eventCount === (before.event_count ?? 0) ? {} : { event_count: eventCount };
  return [
    {
      update: engagementKey(before.org_id, before.id),
      changes: { set: { ...changes, ...counted, updated_at: now.toISOString(), version: before.version + 1 } },
      condition: { eq: ['version', before.version] },
    },
    ...writes,
  ];
};

export const applyChanges = (before: EngagementItem, changes: Partial<EngagementItem>, now: Date): EngagementItem => ({
  ...before,
  ...changes,
  updated_at: now.toISOString(),
  version: before.version + 1,
});

export const turnWrites = (engagement: EngagementItem, turns: Turn[], firstSequence: number): WriteOperation[] =>
  turns.map((turn, index) => ({
    put: {
      pk: engagementPartition(engagement.org_id, engagement.id),
      sk: turnSortKey(firstSequence + index),
      entity: 'transcript_turn',
      org_id: engagement.org_id,
      ...turn,
    } as Item,
  }));

export const listTurns = async (store: Store, orgId: string, engagementId: string): Promise<Turn[]> => {
  const turns: Turn[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ partition: engagementPartition(orgId, engagementId), sort: { beginsWith: 'TURN#' }, cursor, consistent: true });
    for (const item of page.items) {
      const { pk: _pk, sk: _sk, entity: _entity, org_id: _org, ...turn } = item;
      turns.push(turn as unknown as Turn);
    }
    cursor = page.cursor;
  } while (cursor);
  return turns;
};

export interface ListFilter {
  patient_id?: string;
  protocol?: string;
  status?: EngagementStatus;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

const matches = (engagement: EngagementItem, filter: ListFilter): boolean =>
  (!filter.protocol || engagement.protocol === filter.protocol) && (!filter.status || engagement.status === filter.status);

/**
 * Newest first. The patient filter uses the patient index; from/to bound the creation time in
 * the key condition; protocol and status filter the pages read (a page may hold fewer items than
 * `limit` only when the list ends).
 */
export const listEngagements = (store: Store, orgId: string, filter: ListFilter): Promise<{ items: EngagementItem[]; cursor: string | null }> =>
  listIndexed(
    store,
    filter.patient_id ? { index: 'gsi2', partition: patientEngagementsPartition(orgId, filter.patient_id) } : { index: 'gsi1', partition: orgEngagementsPartition(orgId) },
    filter,
  );

/** One index partition of engagement items (an organization's, or one patient's), as listEngagements reads it. */
export interface IndexedList {
  index: 'gsi1' | 'gsi2';
  partition: string;
}

export const listIndexed = async (
  store: Store,
  { index, partition }: IndexedList,
  filter: ListFilter,
): Promise<{ items: EngagementItem[]; cursor: string | null }> => {
  const low = filter.from ? new Date(filter.from).toISOString() : '0';
  const high = filter.to ? `${new Date(filter.to).toISOString()}~` : '~';
  const items: EngagementItem[] = [];
  let cursor = filter.cursor ?? null;
  while (items.length < filter.limit) {
    const query: QueryInput = { index, partition, sort: { between: [low, high] }, descending: true, limit: filter.limit + 1, cursor };
    let page;
    try {
      page = await store.query(query);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw invalidField('cursor', filter.cursor, 'a next_cursor from a previous page of the same list');
      throw error;
    }
    for (const item of page.items) {
      const engagement = await withProtocolDefinition(store, EngagementItemSchema.parse(item));
      if (!matches(engagement, filter)) continue;
      items.push(engagement);
      if (items.length === filter.limit) {
        const more = page.cursor !== null || page.items.indexOf(item) < page.items.length - 1;
        return { items, cursor: more ? encodeCursor(item, index) : null };
      }
    }
    cursor = page.cursor;
    if (!cursor) break;
  }
  return { items, cursor: null };
};

export const toEngagementResponse = (engagement: EngagementItem) => ({
  id: engagement.id,
  status: engagement.status,
  patient_id: engagement.patient.id,
  protocol: engagement.protocol,
  trigger_type: engagement.trigger_type,
  channel: engagement.channel ?? engagement.patient.preferred_channel,
  language: engagement.patient.language,
  scheduled_at: engagement.scheduled_at,
  created_at: engagement.created_at,
  started_at: engagement.started_at,
  completed_at: engagement.completed_at,
  outcome: engagement.outcome ?? null,
  failure_reason: engagement.failure_reason,
  batch_id: engagement.batch_id,
  transcript_url: transcriptUrl(engagement.id),
  context: (engagement.context as Record<string, unknown> | null) ?? null,
  contact_attempts: engagement.contact_log,
  next_attempt_at: engagement.next_attempt_at,
});

export const toCreatedResponse = (engagement: EngagementItem) => ({
  id: engagement.id,
  status: engagement.status,
  patient_id: engagement.patient.id,
  protocol: engagement.protocol,
  trigger_type: engagement.trigger_type,
  scheduled_at: engagement.scheduled_at,
  created_at: engagement.created_at,
});
