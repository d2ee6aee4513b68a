import { proxyOk } from '../../api/envelopes';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { routes } from '../../routes';
import { ConversationListQuerySchema } from '../schemas';
import { listConversations, toConversationResponse } from '../store';

/** GET /v1/conversations: newest first, filtered by patient, protocol, status and creation time; `next_cursor` pages on. */
export const handler = createHandler(routes.listConversations, { query: ConversationListQuerySchema }, async (request) => {
  const { items, cursor } = await listConversations(ports().store, callerOf(request).orgId, request.query);
  return { status: 200, body: proxyOk(items.map(toConversationResponse), { count: items.length, has_more: cursor !== null, next_cursor: cursor }) };
});
