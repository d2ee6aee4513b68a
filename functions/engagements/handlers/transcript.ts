import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { engagementRoutes as routes } from '../routes';
import { EngagementIdParamsSchema } from '../schemas';
import { getEngagement, listTurns } from '../store';

export const handler = createHandler(routes.engagementTranscript, { params: EngagementIdParamsSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const engagement = await getEngagement(store, orgId, request.params.engagement_id);
  if (!engagement) throw notFound('Engagement');
  return { status: 200, body: { engagement_id: engagement.id, turns: await listTurns(store, orgId, engagement.id) } };
});
