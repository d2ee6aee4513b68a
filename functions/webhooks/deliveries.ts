import * as z from 'zod/mini';
import type { WorkQueueName } from '../core/queue/names';
import type { Store, WriteOperation } from '../core/storage/port';

/**
 * Delivery records in the stage's table: the attempt log of each target (a subscription, or the
 * callback_url of engagements), a success marker per delivery (so a redelivered queue message
 * never POSTs again once a success was recorded), and dead letters.
 */

export const WEBHOOK_QUEUE = 'webhook-deliveries' satisfies WorkQueueName;
/** `engagement.escalated` travels alone, so nothing queued ahead of it can delay it. */
export const ESCALATION_QUEUE = 'webhook-escalations' satisfies WorkQueueName;

/** How long attempts, success markers and dead letters are kept. */
const RETENTION_SECONDS = 30 * 86_400;

export const DeliveryTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription'), webhook_id: z.string() }),
  z.object({ kind: z.literal('callback') }),
]);
export type DeliveryTarget = z.infer<typeof DeliveryTargetSchema>;

export const DeliveryWorkSchema = z.object({
  org_id: z.string(),
  event_id: z.string(),
  target: DeliveryTargetSchema,
  /** 1 for the first try; retries count on. */
  attempt: z.number().check(z.int(), z.minimum(1)),
  /** Identifies this delivery for the success marker; a replay gets a new one, the same envelope id. */
  delivery_id: z.string(),
  queue: z.enum([WEBHOOK_QUEUE, ESCALATION_QUEUE]),
  /** Set by the relay on an engagement's numbered event (never on a replay): the delivery keeps its place in line. */
  line: z.optional(z.object({ engagement_id: z.string(), sequence: z.number().check(z.int(), z.minimum(1)) })),
  /** Epoch milliseconds when the first attempt was first held back for an earlier event. */
  held_since: z.optional(z.number()),
});
export type DeliveryWork = z.infer<typeof DeliveryWorkSchema>;

export const targetName = (target: DeliveryTarget) => (target.kind === 'subscription' ? target.webhook_id : 'callback');
export const targetPartition = (orgId: string, target: DeliveryTarget) => `ORG#${orgId}#WHK#${targetName(target)}`;
const successKey = (orgId: string, deliveryId: string) => ({ pk: `ORG#${orgId}#DLV#${deliveryId}`, sk: 'DELIVERED' });
const expiry = (now: Date) => Math.ceil(now.getTime() / 1000) + RETENTION_SECONDS;

export const deliveryIdOf = (eventId: string, target: DeliveryTarget, replay?: string) =>
  [eventId, targetName(target), ...(replay ? [replay] : [])].join(':');

export const wasDelivered = async (store: Store, orgId: string, deliveryId: string): Promise<boolean> =>
  (await store.get(successKey(orgId, deliveryId), { consistent: true })) !== undefined;

export interface AttemptRecord {
  event_id: string;
  event: string;
  attempt: number;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  delivered: boolean;
  next_retry_at: string | null;
  at: string;
  delivery_id: string;
}

/**
 * Records one attempt; a success also writes the delivery's success marker, in one transaction,
 * with `alongside` (the line's first-attempt mark).
 */
export const recordAttempt = async (store: Store, work: DeliveryWork, record: AttemptRecord, now: Date, alongside: WriteOperation[] = []): Promise<void> => {
  const attemptItem = {
    pk: targetPartition(work.org_id, work.target),
    sk: `ATTEMPT#${record.at}#${work.event_id}#${String(work.attempt).padStart(2, '0')}`,
    entity: 'delivery_attempt',
    org_id: work.org_id,
    ttl: expiry(now),
    ...record,
  };
  await store.transactWrite([
    { put: attemptItem },
    ...(record.delivered
      ? [{ put: { ...successKey(work.org_id, work.delivery_id), entity: 'delivery_success', org_id: work.org_id, at: record.at, ttl: expiry(now) } }]
      : []),
    ...alongside,
  ]);
};

export const recordDeadLetter = async (store: Store, work: DeliveryWork, last: AttemptRecord, now: Date): Promise<void> => {
  await store.put({
    pk: targetPartition(work.org_id, work.target),
    sk: `DEAD#${work.event_id}`,
    entity: 'dead_letter',
    org_id: work.org_id,
    event_id: work.event_id,
    event: last.event,
    attempts: work.attempt,
    last_status_code: last.status_code,
    last_error: last.error,
    dead_at: now.toISOString(),
    ttl: expiry(now),
  });
};

const stripKeys = ({ pk: _pk, sk: _sk, entity: _entity, org_id: _org, ttl: _ttl, ...rest }: Record<string, unknown>) => rest;

/** Newest first. */
export const listAttempts = async (store: Store, orgId: string, target: DeliveryTarget, limit: number, cursor?: string | null) => {
  const page = await store.query({ partition: targetPartition(orgId, target), sort: { beginsWith: 'ATTEMPT#' }, descending: true, limit, cursor: cursor ?? null });
  return { items: page.items.map(stripKeys), cursor: page.cursor };
};

export const listDeadLetters = async (store: Store, orgId: string, target: DeliveryTarget, limit: number, cursor?: string | null) => {
  const page = await store.query({ partition: targetPartition(orgId, target), sort: { beginsWith: 'DEAD#' }, limit, cursor: cursor ?? null });
  return { items: page.items.map(stripKeys), cursor: page.cursor };
};

export const removeDeadLetter = (store: Store, orgId: string, target: DeliveryTarget, eventId: string) =>
  store.delete({ pk: targetPartition(orgId, target), sk: `DEAD#${eventId}` });
