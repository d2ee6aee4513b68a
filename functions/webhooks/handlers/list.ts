import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { listSubscriptions, toSubscriptionResponse } from '../subscriptions';

/** GET /v1/webhooks: every subscription of the organization in this environment, oldest first (at most 25: one page). */
export const handler = createHandler(routes.listWebhooks, {}, async (request) => {
  const subscriptions = await listSubscriptions(ports().store, callerOf(request).orgId);
  return { status: 200, body: { data: subscriptions.map(toSubscriptionResponse), has_more: false, next_cursor: null } };
});
