import { invalidField, notFound } from '../core/errors';
import { createHandler } from '../api/handler';
import { callerOf } from '../api/types';
import { ports } from '../core/runtime';
import { InvalidCursorError, type Store } from '../core/storage/port';
import type { RouteDefinition } from '../api/route-definition';
import type { DeliveryTarget } from './deliveries';
import { getSubscription } from './subscriptions';
import { WebhookIdParamsSchema } from './schemas';
import { PageQuerySchema } from './work-schemas';

type Lister = (
  store: Store,
  orgId: string,
  target: DeliveryTarget,
  limit: number,
  cursor?: string | null,
) => Promise<{ items: unknown[]; cursor: string | null }>;

/** A paged list of one subscription's delivery records (the attempt log, the dead letters). */
export const targetListHandler = (route: RouteDefinition, list: Lister) =>
  createHandler(route, { params: WebhookIdParamsSchema, query: PageQuerySchema }, async (request) => {
    const { orgId } = callerOf(request);
    const { store } = ports();
    const id = request.params.webhook_id;
    if (!(await getSubscription(store, orgId, id))) throw notFound('Webhook');
    try {
      const page = await list(store, orgId, { kind: 'subscription', webhook_id: id }, request.query.limit, request.query.cursor);
      return { status: 200, body: { data: page.items, has_more: page.cursor !== null, next_cursor: page.cursor } };
    } catch (error) {
      if (error instanceof InvalidCursorError) throw invalidField('cursor', request.query.cursor, 'a next_cursor from a previous page');
      throw error;
    }
  });
