import { withOptionalIdempotency } from '../../api/idempotency';
import { ports } from '../../core/runtime';
import { ehrHandler, ok } from '../../ehr/proxy-handler';
import { routes } from '../../routes';
import { prepareConversation } from '../create';
import { ConversationCreateSchema } from '../schemas';
import { toCreatedConversation } from '../store';

/** POST /v1/conversations: 201 with the conversation's id and status; it starts through the engagement starter. */
export const handler = ehrHandler(routes.createConversation, { body: ConversationCreateSchema }, async ({ request, orgId, ehr }) => {
  const { store, stage } = ports();
  return withOptionalIdempotency(store, request, { orgId, routeId: routes.createConversation.id }, async () => {
    const { conversation, writes } = await prepareConversation(store, ehr.adapter, stage, orgId, request.body, new Date());
    await store.transactWrite(writes);
    return ok(toCreatedConversation(conversation), 201);
  });
});
