import { eventKey, type EventItem } from '../../core/events/catalog';
import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { queues } from '../../core/runtime-queues';
import { webhookRoutes as routes } from '../routes';
import { removeDeadLetter } from '../deliveries';
import { deliveryMessage } from '../relay';
import { getSubscription } from '../subscriptions';
import { WebhookIdParamsSchema } from '../schemas';
import { ReplayBodySchema } from '../work-schemas';

/**
 * POST /v1/webhooks/{id}/replay: sends the listed events to the subscription again, with their
 * original envelope id (receivers deduplicate on it), as a new delivery with its own retries.
 */
export const handler = createHandler(routes.replayWebhookEvents, { params: WebhookIdParamsSchema, body: ReplayBodySchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const webhookId = request.params.webhook_id;
  if (!(await getSubscription(store, orgId, webhookId))) throw notFound('Webhook');
  const target = { kind: 'subscription', webhook_id: webhookId } as const;
  const replay = `replay-${Date.now()}`;
  const replayed: string[] = [];
  const notFoundIds: string[] = [];
  for (const eventId of new Set(request.body.event_ids)) {
    const event = (await store.get(eventKey(orgId, eventId), { consistent: true })) as EventItem | undefined;
    if (!event) {
      notFoundIds.push(eventId);
      continue;
    }
    const message = deliveryMessage(event, target, replay);
    await queues().get(message.queue).send(JSON.stringify(message));
    await removeDeadLetter(store, orgId, target, eventId);
    replayed.push(eventId);
  }
  return { status: 202, body: { replayed, not_found: notFoundIds } };
});
