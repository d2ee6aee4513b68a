import { ApiError, notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { logger } from '../../core/logger';
import { scheduler } from '../../core/runtime-scheduler';
import { engagementRoutes as routes } from '../routes';
import { finish } from '../conversation';
import { EngagementIdParamsSchema, TERMINAL_STATUSES } from '../schemas';
import { scheduleName } from '../starter';
import { getEngagement, toEngagementResponse } from '../store';
import { conversationDeps } from '../work';

const ATTEMPTS = 3;

/** DELETE /v1/engagements/{id}: from scheduled or in_progress; the conversation stops, a partial outcome is kept. */
export const handler = createHandler(routes.cancelEngagement, { params: EngagementIdParamsSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const deps = conversationDeps();
  const id = request.params.engagement_id;
  for (let attempt = 1; ; attempt++) {
    const engagement = await getEngagement(deps.store, orgId, id);
    if (!engagement) throw notFound('Engagement');
    if (TERMINAL_STATUSES.includes(engagement.status)) {
      throw new ApiError(409, 'engagement_not_cancellable', `An engagement that is ${engagement.status} cannot be cancelled`, {
        status: engagement.status,
      });
    }
    if (await finish(deps, engagement, 'cancelled')) {
      if (engagement.status === 'scheduled') {
        await scheduler()
          .delete(scheduleName(id))
          .catch((error: unknown) => logger.warn('Schedule not deleted', { engagement_id: id, reason: (error as Error).name }));
      }
      const cancelled = await getEngagement(deps.store, orgId, id);
      return { status: 200, body: toEngagementResponse(cancelled ?? engagement) };
    }
    if (attempt >= ATTEMPTS) throw new ApiError(409, 'engagement_not_cancellable', 'The engagement is changing; try again', {});
  }
});
