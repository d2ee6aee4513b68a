import { ApiError } from '../core/errors';
import type { Store, WriteOperation } from '../core/storage/port';
import type { ProtocolDefinition } from '../engine/types';
import { resolveProtocol, toDefinition } from '../protocols/store';
import type { EngagementCreate } from './request-schemas';
import type { EngagementItem } from './schemas';
import { creationWrites, newEngagementItem, withProtocolSnapshot } from './store';

/** Creating engagements: shared by the single create and the batch. */

export const unknownProtocol = (reference: string, field = 'protocol') =>
  new ApiError(400, 'unknown_protocol', `Unknown protocol '${reference}'`, {
    field,
    provided: reference,
    expected: 'a built-in protocol id (GET /v1/protocols), one of your protocol ids (prt_…), or "custom" with protocol_definition',
  });

/** The protocol an engagement request names, or undefined when unknown. */
export const protocolOf = async (store: Store, orgId: string, request: EngagementCreate): Promise<ProtocolDefinition | undefined> => {
  if (request.protocol === 'custom') return toDefinition('custom', request.protocol_definition!, 'custom');
  return (await resolveProtocol(store, orgId, request.protocol))?.definition;
};

export interface PreparedEngagement {
  engagement: EngagementItem;
  writes: WriteOperation[];
}

export const prepareEngagement = async (
  store: Store,
  orgId: string,
  request: EngagementCreate,
  now: Date,
  batchId?: string,
  field?: string,
): Promise<PreparedEngagement> => {
  const protocol = await protocolOf(store, orgId, request);
  if (!protocol) throw unknownProtocol(request.protocol, field);
  const engagement = await withProtocolSnapshot(store, newEngagementItem({ orgId, request, protocol, now, ...(batchId ? { batchId } : {}) }));
  return { engagement, writes: creationWrites(engagement, now) };
};
