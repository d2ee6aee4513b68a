import type { EventItem } from '../core/events/catalog';
import type { EventBus } from '../core/event-bus/port';
import type { Queues } from '../core/queue/port';
import type { Store } from '../core/storage/port';
import { type DeliveryTarget, type DeliveryWork, ESCALATION_QUEUE, WEBHOOK_QUEUE, deliveryIdOf } from './deliveries';
import { envelopeA } from './envelopes';
import { matchesSubscription } from './filters';
import { linePlaceOf, recordRelayed } from './line';
import type { WebhookSubscription } from './schemas';
import { listSubscriptions } from './subscriptions';

/**
 * The relay: each outbox event, read from the change feed, becomes one delivery message per
 * matching active subscription and one for the engagement's callback_url, on the escalation queue
 * for `engagement.escalated` and the delivery queue otherwise; and the event is published to the
 * stage's event bus. A relay retried after a crash sends the messages again; the delivery worker's
 * success markers keep a delivery from succeeding twice. An engagement's event is then recorded
 * on the engagement's line with its targets (./line), so its later events know what to wait for.
 */

export interface RelayDeps {
  store: Store;
  queues: () => Queues;
  bus: () => EventBus;
  /** An organization's subscriptions; read afresh for each event unless given (see `subscriptionsOnce`). */
  subscriptionsOf?: (orgId: string) => Promise<WebhookSubscription[]>;
}

/**
 * Reads each organization's subscriptions once, for the events of one batch (one invocation of
 * the relay): they are relayed as if at the same moment, so they see the same subscriptions.
 */
export const subscriptionsOnce = (store: Store): ((orgId: string) => Promise<WebhookSubscription[]>) => {
  const read = new Map<string, Promise<WebhookSubscription[]>>();
  return (orgId) => {
    const subscriptions = read.get(orgId) ?? listSubscriptions(store, orgId);
    read.set(orgId, subscriptions);
    return subscriptions;
  };
};

const targetsOf = async (deps: RelayDeps, event: EventItem): Promise<DeliveryTarget[]> => {
  const subscriptions = await (deps.subscriptionsOf ?? ((orgId: string) => listSubscriptions(deps.store, orgId)))(event.org_id);
  const matching = subscriptions.filter((subscription) => subscription.status === 'active' && matchesSubscription(subscription, event));
  return [
    ...matching.map((subscription): DeliveryTarget => ({ kind: 'subscription', webhook_id: subscription.id })),
    ...(event.callback_url ? [{ kind: 'callback' } as const] : []),
  ];
};

/** A replay is sent outside the engagement's line. */
export const deliveryMessage = (event: EventItem, target: DeliveryTarget, replay?: string): DeliveryWork => {
  const place = replay ? undefined : linePlaceOf(event);
  return {
    org_id: event.org_id,
    event_id: event.id,
    target,
    attempt: 1,
    delivery_id: deliveryIdOf(event.id, target, replay),
    queue: event.priority === 'escalation' ? ESCALATION_QUEUE : WEBHOOK_QUEUE,
    ...(place ? { line: place } : {}),
  };
};

export const relayEvent = async (deps: RelayDeps, event: EventItem): Promise<void> => {
  const targets = await targetsOf(deps, event);
  await Promise.all(
    targets.map((target) => {
      const message = deliveryMessage(event, target);
      return deps.queues().get(message.queue).send(JSON.stringify(message));
    }),
  );
  await recordRelayed(deps.store, event, targets, new Date());
  await deps.bus().publish([{ type: event.type, detail: envelopeA(event) as unknown as Record<string, unknown>, time: event.timestamp }]);
};
