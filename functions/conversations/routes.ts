import { type HttpMethod, type RouteDefinition, readScopes } from '../api/route-definition';

/** Conversations of the EHR proxy (functions/conversations): proxy envelope and token bucket; created against the EHR. */
const conversationRoute = <const I extends string, const M extends HttpMethod, const P extends string>(id: I, method: M, path: P, file: string, summary: string) =>
  ({
    id,
    method,
    path,
    entry: `functions/conversations/handlers/${file}.ts`,
    group: 'proxy',
    auth: 'key',
    scopes: method === 'GET' ? readScopes : [],
    rateLimit: 'proxy',
    // The token bucket lives in the table; creating also checks the patient in the EHR.
    table: method === 'GET' ? 'read' : 'write',
    summary,
    tag: 'EHR conversations',
    ...(method === 'GET' ? {} : { ehrCredentials: true }),
  }) as const satisfies RouteDefinition;


export const conversationRoutes = {
  createConversation: conversationRoute('CreateConversation', 'POST', '/v1/conversations', 'create', "Start or schedule a conversation with an EHR patient along a protocol (Idempotency-Key honoured)"),
  listConversations: conversationRoute('ListConversations', 'GET', '/v1/conversations', 'list', 'Conversations, newest first, by patient, protocol, status and creation time'),
  getConversation: conversationRoute('GetConversation', 'GET', '/v1/conversations/{conversation_id}', 'get', 'A conversation: status, timing and its outcome once it ended'),
  conversationTranscript: conversationRoute('GetConversationTranscript', 'GET', '/v1/conversations/{conversation_id}/transcript', 'transcript', "A conversation's turns, with what the engine read in each reply"),
};
