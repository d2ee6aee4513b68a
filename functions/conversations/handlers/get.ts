import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { ok } from '../../ehr/proxy-handler';
import { routes } from '../../routes';
import { ConversationIdParamsSchema } from '../schemas';
import { getConversation, toConversationResponse } from '../store';

/** GET /v1/conversations/{conversation_id}: status, timing and, once it ended, the outcome. */
export const handler = createHandler(routes.getConversation, { params: ConversationIdParamsSchema }, async (request) => {
  const conversation = await getConversation(ports().store, callerOf(request).orgId, request.params.conversation_id);
  if (!conversation) throw notFound('Conversation');
  return ok(toConversationResponse(conversation));
});
