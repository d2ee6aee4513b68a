import { config } from '../../core/config';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { WebhookCreateSchema } from '../schemas';
import { assertWebhookSecret, assertWebhookTarget, createSubscription, toSubscriptionResponse } from '../subscriptions';

/**
 * POST /v1/webhooks: 201 with the subscription, never its secret. The secret must carry this
 * environment's prefix; the URL must reach only public addresses (unless
 * ALLOW_PRIVATE_WEBHOOK_TARGETS); at most 25 subscriptions per organization and stage.
 */
export const handler = createHandler(routes.createWebhook, { body: WebhookCreateSchema }, async (request) => {
  const { store, stage } = ports();
  assertWebhookSecret(request.body.secret, stage);
  await assertWebhookTarget(request.body.url, { allowPrivate: config().ALLOW_PRIVATE_WEBHOOK_TARGETS });
  const created = await createSubscription(store, callerOf(request).orgId, request.body);
  return { status: 201, body: toSubscriptionResponse(created) };
});
