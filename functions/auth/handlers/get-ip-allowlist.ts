import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { authRoutes as routes } from '../routes';
import { getOrganization } from '../organizations';

export const handler = createHandler(routes.getIpAllowlist, {}, async (request) => {
  const organization = await getOrganization(ports().store, callerOf(request).orgId);
  const allowlist = organization?.ip_allowlist ?? { allowed_cidrs: [], enabled: false, updated_at: null };
  return { status: 200, body: allowlist };
});
