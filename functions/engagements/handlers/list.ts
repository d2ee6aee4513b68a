import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { engagementRoutes as routes } from '../routes';
import { EngagementListQuerySchema } from '../schemas';
import { listEngagements, toEngagementResponse } from '../store';

export const handler = createHandler(routes.listEngagements, { query: EngagementListQuerySchema }, async (request) => {
  const { items, cursor } = await listEngagements(ports().store, callerOf(request).orgId, request.query);
  return { status: 200, body: { data: items.map(toEngagementResponse), has_more: cursor !== null, next_cursor: cursor } };
});
