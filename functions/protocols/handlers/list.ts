import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { protocolRoutes as routes } from '../routes';
import { allProtocols, toProtocolResponse } from '../store';

export const handler = createHandler(routes.listProtocols, {}, async (request) => {
  const protocols = await allProtocols(ports().store, callerOf(request).orgId);
  return { status: 200, body: { data: protocols.map(toProtocolResponse), has_more: false, next_cursor: null } };
});
