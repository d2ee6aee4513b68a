import { webhookRoutes as routes } from '../routes';
import { listDeadLetters } from '../deliveries';
import { targetListHandler } from '../target-list';

/** GET /v1/webhooks/{id}/dead-letters: events whose every retry failed; replay them by id. */
export const handler = targetListHandler(routes.listWebhookDeadLetters, listDeadLetters);
