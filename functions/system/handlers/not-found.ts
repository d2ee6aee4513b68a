import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { fallbackRoute } from '../routes';

/** API Gateway's `$default` route: 404 in the envelope of the path's interface group. */
export const handler = createHandler(fallbackRoute, {}, async (request) => {
  throw notFound(`Route ${request.method} ${request.path}`);
});
