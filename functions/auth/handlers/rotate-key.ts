import { config } from '../../core/config';
import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { authRoutes as routes } from '../routes';
import { forgetKey } from '../authenticate';
import { rotateKey } from '../key-store';
import { KeyIdParamsSchema } from '../schemas';

export const handler = createHandler(routes.rotateKey, { params: KeyIdParamsSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const rotated = await rotateKey(ports().store, orgId, request.params.key_id, config().KEY_ROTATION_GRACE_SECONDS);
  if (!rotated) throw notFound('API key');
  forgetKey(rotated.previousHash);
  return { status: 201, body: rotated.key };
});
