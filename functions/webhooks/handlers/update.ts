import { config } from '../../core/config';
import { invalidRequest, notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { WebhookIdParamsSchema, WebhookUpdateSchema } from '../schemas';
import { assertWebhookSecret, assertWebhookTarget, updateSubscription, toSubscriptionResponse } from '../subscriptions';

/**
 * PATCH /v1/webhooks/{webhook_id}: changes the fields given (url, events, secret, filters,
 * status), each checked as on create; 200 with the subscription. An empty body is a 400.
 */
export const handler = createHandler(routes.updateWebhook, { params: WebhookIdParamsSchema, body: WebhookUpdateSchema }, async (request) => {
  const { store, stage } = ports();
  const changes = request.body;
  if (Object.values(changes).every((value) => value === undefined)) {
    throw invalidRequest('The body names no field to change (url, events, secret, filters, status)');
  }
  if (changes.secret !== undefined) assertWebhookSecret(changes.secret, stage);
  if (changes.url !== undefined) await assertWebhookTarget(changes.url, { allowPrivate: config().ALLOW_PRIVATE_WEBHOOK_TARGETS });
  const updated = await updateSubscription(store, callerOf(request).orgId, request.params.webhook_id, changes);
  if (!updated) throw notFound('Webhook subscription');
  return { status: 200, body: toSubscriptionResponse(updated) };
});
