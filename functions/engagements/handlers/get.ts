import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { engagementRoutes as routes } from '../routes';
import { EngagementIdParamsSchema } from '../schemas';
import { getEngagement, toEngagementResponse } from '../store';

export const handler = createHandler(routes.getEngagement, { params: EngagementIdParamsSchema }, async (request) => {
  const engagement = await getEngagement(ports().store, callerOf(request).orgId, request.params.engagement_id);
  if (!engagement) throw notFound('Engagement');
  return { status: 200, body: toEngagementResponse(engagement) };
});
