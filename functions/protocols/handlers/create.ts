import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { protocolRoutes as routes } from '../routes';
import { ProtocolCreateSchema } from '../schemas';
import { createProtocol, toProtocolResponse } from '../store';

export const handler = createHandler(routes.createProtocol, { body: ProtocolCreateSchema }, async (request) => {
  const created = await createProtocol(ports().store, callerOf(request).orgId, request.body);
  return { status: 201, body: toProtocolResponse(created) };
});
