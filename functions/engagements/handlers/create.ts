import { createHandler } from '../../api/handler';
import { withOptionalIdempotency } from '../../api/idempotency';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { engagementRoutes as routes } from '../routes';
import { prepareEngagement } from '../create';
import { EngagementCreateSchema } from '../request-schemas';
import { toCreatedResponse } from '../store';

export const handler = createHandler(routes.createEngagement, { body: EngagementCreateSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const create = async () => {
    const { engagement, writes } = await prepareEngagement(store, orgId, request.body, new Date());
    await store.transactWrite(writes);
    return { status: 201, body: toCreatedResponse(engagement) };
  };
  return withOptionalIdempotency(store, request, { orgId, routeId: routes.createEngagement.id }, create);
});
