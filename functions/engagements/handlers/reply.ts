import { config } from '../../core/config';
import { ApiError, invalidRequest, notFound } from '../../core/errors';
import { createHandler } from '../../core/http/handler';
import { callerOf } from '../../core/http/types';
import { routes } from '../../routes';

import { contact, receiveReply } from '../conversation';
import { type EngagementItem, EngagementIdParamsSchema, INTERACTIVE_TEST_PHONE, ReplyBodySchema, TERMINAL_STATUSES } from '../schemas';
import { getEngagement } from '../store';
import { conversationDeps } from '../work';

const ATTEMPTS = 3;

const assertReplyable = (engagement: EngagementItem | undefined): EngagementItem => {
  if (!engagement) throw notFound('Engagement');
  if (engagement.patient.phone !== INTERACTIVE_TEST_PHONE) {
    throw invalidRequest(`Only engagements with the interactive test number ${INTERACTIVE_TEST_PHONE} take replies; the others' simulated patient answers by itself`);
  }
  if (TERMINAL_STATUSES.includes(engagement.status)) {
    throw new ApiError(409, 'engagement_not_active', `The engagement is ${engagement.status}`, { status: engagement.status });
  }
  return engagement;
};

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
    let engagement = assertReplyable(await getEngagement(deps.store, orgId, id));
    if (!engagement.conversation) {
      // The start message has not been handled yet: open the conversation now (the start then finds it open).
      await contact(deps, engagement, 1);
      engagement = assertReplyable(await getEngagement(deps.store, orgId, id));
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
