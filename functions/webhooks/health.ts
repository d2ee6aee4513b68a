import type { Stage } from '../core/config';
import { newEvent } from '../core/events/catalog';
import { type Store, TransactionCanceledError } from '../core/storage/port';
import { matchesEventName } from './filters';
import { WebhookSubscriptionItemSchema } from './schemas';
import { ALL_SUBSCRIPTIONS } from './subscriptions';

/**
 * `system.health` every 5 minutes (DESIGN §9): a recurring schedule puts a job on the
 * `system-jobs` queue; the job writes one `system.health` event for each organization that has an
 * active subscription to it (or to `*`), and the relay delivers it like any other event. A marker
 * per organization and 5-minute slot, written in the same transaction, keeps a redelivered job
 * from sending twice.
 */

export const HEALTH_INTERVAL_MS = 5 * 60_000;

export const healthSubscribers = async (store: Store): Promise<string[]> => {
  const orgs = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await store.query({ index: 'gsi2', partition: ALL_SUBSCRIPTIONS, cursor });
    for (const item of page.items) {
      const subscription = WebhookSubscriptionItemSchema.parse(item);
      if (subscription.status === 'active' && matchesEventName(subscription.events, 'system.health')) orgs.add(subscription.org_id);
    }
    cursor = page.cursor;
  } while (cursor);
  return [...orgs];
};

export const emitHealthEvents = async (store: Store, stage: Stage, now: Date): Promise<number> => {
  const slot = now.getTime() - (now.getTime() % HEALTH_INTERVAL_MS);
  let sent = 0;
  for (const orgId of await healthSubscribers(store)) {
    const event = newEvent({
      orgId,
      type: 'system.health',
      data: { status: 'ok', stage, checked_at: now.toISOString(), components: { api: 'ok', store: 'ok', queues: 'ok' } },
      now,
    });
    try {
      await store.transactWrite([
        {
          put: { pk: `ORG#${orgId}#HEALTH`, sk: `SLOT#${slot}`, entity: 'health_marker', ttl: Math.ceil(now.getTime() / 1000) + 86_400 },
          condition: { notExists: 'pk' },
        },
        { put: event },
      ]);
      sent++;
    } catch (error) {
      if (!(error instanceof TransactionCanceledError)) throw error; // already sent in this slot
    }
  }
  return sent;
};
