import { API_VERSION, type EventItem } from '../../core/events/catalog';
import { newId } from '../../core/ids';
import { config } from '../../core/config';
import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { webhookRoutes as routes } from '../routes';
import { postEnvelope } from '../delivery';
import { envelopeA } from '../envelopes';
import { deliverySettings } from '../settings';
import { sampleEventData } from '../sample-events';
import { getSubscription } from '../subscriptions';
import { WebhookIdParamsSchema } from '../schemas';
import { TestBodySchema } from '../work-schemas';

/** A synthetic event of the requested type, with data of its real shape marked `test: true`; never stored, never retried. */
const syntheticEvent = (orgId: string, type: EventItem['type'], now: Date): EventItem => {
  const id = newId('evt', now.getTime());
  return {
    pk: '',
    sk: '',
    entity: 'event',
    id,
    org_id: orgId,
    type,
    timestamp: now.toISOString(),
    api_version: API_VERSION,
    data: sampleEventData(type, now, config().STAGE),
    engagement_id: null,
    callback_url: null,
    priority: 'normal',
    protocol: null,
    risk_level: null,
  };
};

/** POST /v1/webhooks/{id}/test: sends a synthetic event now and answers with the receiver's status and latency. */
export const handler = createHandler(routes.testWebhook, { params: WebhookIdParamsSchema, body: TestBodySchema }, async (request) => {
  const { orgId } = callerOf(request);
  const subscription = await getSubscription(ports().store, orgId, request.params.webhook_id);
  if (!subscription) throw notFound('Webhook');
  const now = new Date();
  const event = syntheticEvent(orgId, request.body.event, now);
  const result = await postEnvelope(subscription.url, subscription.secret, envelopeA(event), event, deliverySettings(), now);
  const success = result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
  return { status: 200, body: { event: event.type, event_id: event.id, success, ...result } };
});
