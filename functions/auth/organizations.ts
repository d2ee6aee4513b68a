import type { Store } from '../core/storage/port';
import type { Tier } from '../core/http/types';
import { type IpAllowlist, type OrganizationItem, OrganizationItemSchema } from './schemas';

/** The organization item of one stage: name, tier, the stage's webhook secret, the IP allowlist. */

export const organizationKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' as const });

export const organizationItem = (fields: Omit<OrganizationItem, 'pk' | 'sk' | 'entity'>): OrganizationItem =>
  OrganizationItemSchema.parse({ ...organizationKey(fields.id), entity: 'organization', ...fields });

export const getOrganization = async (store: Store, orgId: string): Promise<OrganizationItem | undefined> => {
  const item = await store.get(organizationKey(orgId), { consistent: true });
  return item ? OrganizationItemSchema.parse(item) : undefined;
};

const updateExisting = async (store: Store, orgId: string, set: Record<string, unknown>): Promise<OrganizationItem> =>
  OrganizationItemSchema.parse(await store.update(organizationKey(orgId), { set }, { condition: { exists: 'pk' } }));

/** Throws ConditionFailedError when the organization does not exist in this stage. */
export const setTier = (store: Store, orgId: string, tier: Tier): Promise<OrganizationItem> =>
  updateExisting(store, orgId, { tier });

export const setIpAllowlist = (store: Store, orgId: string, allowlist: IpAllowlist): Promise<OrganizationItem> =>
  updateExisting(store, orgId, { ip_allowlist: allowlist });
