import { invalidField } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { authRoutes as routes } from '../routes';
import { forgetOrganization } from '../authenticate';
import { addressAllowed, isValidCidr } from '../ip-allowlist';
import { setIpAllowlist } from '../organizations';
import { SetIpAllowlistBodySchema } from '../schemas';

export const handler = createHandler(routes.setIpAllowlist, { body: SetIpAllowlistBodySchema }, async (request) => {
  const { orgId } = callerOf(request);
  const cidrs = request.body.allowed_cidrs.map((cidr) => cidr.trim());
  const invalid = cidrs.findIndex((cidr) => !isValidCidr(cidr));
  if (invalid >= 0) throw invalidField(`allowed_cidrs[${invalid}]`, cidrs[invalid], 'an IPv4 or IPv6 CIDR such as 203.0.113.0/24');
  const enabled = cidrs.length > 0;
  if (enabled && !request.body.force && !addressAllowed(request.sourceIp, cidrs)) {
    throw invalidField('allowed_cidrs', cidrs, `ranges that include your own address ${request.sourceIp}, or "force": true`);
  }
  const allowlist = { allowed_cidrs: cidrs, enabled, updated_at: new Date().toISOString() };
  await setIpAllowlist(ports().store, orgId, allowlist);
  forgetOrganization(orgId);
  return { status: 200, body: allowlist };
});
