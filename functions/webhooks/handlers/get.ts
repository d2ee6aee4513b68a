import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { WebhookIdParamsSchema } from '../schemas';
import { getSubscription, toSubscriptionResponse } from '../subscriptions';

/** GET /v1/webhooks/{webhook_id}: the subscription without its secret; 404 when the organization has none by that id. */
export const handler = createHandler(routes.getWebhook, { params: WebhookIdParamsSchema }, async (request) => {
  const subscription = await getSubscription(ports().store, callerOf(request).orgId, request.params.webhook_id);
  if (!subscription) throw notFound('Webhook subscription');
  return { status: 200, body: toSubscriptionResponse(subscription) };
});
