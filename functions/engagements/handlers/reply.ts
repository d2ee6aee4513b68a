import { config } from '../../core/config';
import { ApiError, invalidRequest, notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { engagementRoutes as routes } from '../routes';

import { contact, receiveLateReply, receiveReply } from '../conversation';
import { type EngagementItem, EngagementIdParamsSchema, INTERACTIVE_TEST_PHONE, ReplyBodySchema, TERMINAL_STATUSES } from '../schemas';
import { getEngagement } from '../store';
import { conversationDeps } from '../work';

const ATTEMPTS = 3;

const assertInteractive = (engagement: EngagementItem | undefined): EngagementItem => {
  if (!engagement) throw notFound('Engagement');
  if (engagement.patient.phone !== INTERACTIVE_TEST_PHONE) {
    throw invalidRequest(`Only engagements with the interactive test number ${INTERACTIVE_TEST_PHONE} take replies; the others' simulated patient answers by itself`);
  }
  return engagement;
};

const notActive = (engagement: EngagementItem) =>
  new ApiError(409, 'engagement_not_active', `The engagement is ${engagement.status}`, { status: engagement.status });

/**
 * POST /v1/engagements/{id}/replies (sandbox only): the interactive test patient's next reply,
 * through the same path a real channel's inbound message takes, answered with the agent's next turn.
 */
export const handler = createHandler(routes.engagementReply, { params: EngagementIdParamsSchema, body: ReplyBodySchema }, async (request) => {
  if (config().STAGE !== 'sandbox') throw notFound(`Route ${request.method} ${request.path}`);
  const { orgId } = callerOf(request);
  const deps = conversationDeps();
  const id = request.params.engagement_id;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let engagement = assertInteractive(await getEngagement(deps.store, orgId, id));
    if (TERMINAL_STATUSES.includes(engagement.status)) {
      // Nothing more is asked, but a crisis said too late still escalates.
      if (await receiveLateReply(deps, engagement, request.body.text)) {
        return { status: 200, body: { engagement_id: id, status: engagement.status, finished: true, escalated: true, agent_turn: null } };
      }
      throw notActive(engagement);
    }
    if (!engagement.conversation) {
      // The start message has not been handled yet: open the conversation now (the start then finds it open).
      await contact(deps, engagement, 1);
      engagement = assertInteractive(await getEngagement(deps.store, orgId, id));
      if (TERMINAL_STATUSES.includes(engagement.status)) throw notActive(engagement);
    }
    const result = await receiveReply(deps, engagement, request.body.text);
    if (result) {
      const turn = result.agentTurn;
      return {
        status: 200,
        body: {
          engagement_id: id,
          status: result.finished ? 'completed' : result.engagement.status,
          finished: result.finished,
          agent_turn: turn ? { text: turn.text, question_id: turn.question_id, at: turn.at } : null,
        },
      };
    }
  }
  throw new ApiError(409, 'engagement_not_active', 'The engagement is changing; send the reply again', {});
});
