import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { WebhookIdParamsSchema } from '../schemas';
import { deleteSubscription, toSubscriptionResponse } from '../subscriptions';

/**
 * DELETE /v1/webhooks/{webhook_id}: 200 with the subscription as it was (like an engagement's
 * cancel); nothing more is sent to it. 404 when the organization has none by that id.
 */
export const handler = createHandler(routes.deleteWebhook, { params: WebhookIdParamsSchema }, async (request) => {
  const deleted = await deleteSubscription(ports().store, callerOf(request).orgId, request.params.webhook_id);
  if (!deleted) throw notFound('Webhook subscription');
  return { status: 200, body: toSubscriptionResponse(deleted) };
});
