import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { authRoutes as routes } from '../routes';
import { listKeys } from '../key-store';

export const handler = createHandler(routes.listKeys, {}, async (request) => {
  const data = await listKeys(ports().store, callerOf(request).orgId);
  return { status: 200, body: { data, has_more: false, next_cursor: null } };
});
