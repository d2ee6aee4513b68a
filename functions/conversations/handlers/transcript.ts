import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { ok } from '../../ehr/proxy-handler';
import { listTurns } from '../../engagements/store';
import { routes } from '../../routes';
import { ConversationIdParamsSchema } from '../schemas';
import { getConversation } from '../store';

/** GET /v1/conversations/{conversation_id}/transcript: every turn, with what the engine read in the patient's. */
export const handler = createHandler(routes.conversationTranscript, { params: ConversationIdParamsSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const conversation = await getConversation(store, orgId, request.params.conversation_id);
  if (!conversation) throw notFound('Conversation');
  return ok({ conversation_id: conversation.id, turns: await listTurns(store, orgId, conversation.id) });
});
