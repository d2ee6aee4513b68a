import { webhookRoutes as routes } from '../routes';
import { listAttempts } from '../deliveries';
import { targetListHandler } from '../target-list';

/** GET /v1/webhooks/{id}/deliveries: the attempt log, newest first. */
export const handler = targetListHandler(routes.listWebhookDeliveries, listAttempts);
