import { createHandler } from '../../core/http/handler';
import { callerOf } from '../../core/http/types';
import { ports } from '../../core/runtime';
import { routes } from '../../routes';
import { listKeys } from '../key-store';

export const handler = createHandler(routes.listKeys, {}, async (request) => {
  const data = await listKeys(ports().store, callerOf(request).orgId);
  return { status: 200, body: { data, has_more: false, next_cursor: null } };
});
