import type { Store } from '../core/storage/port';
import type { Tier } from '../api/types';
import { type IpAllowlist, type OrganizationItem, OrganizationItemSchema } from './schemas';

/** The organization item of one stage: name, tier, the stage's webhook secret, the IP allowlist. */

export const organizationKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' as const });

/** Every organization of a stage is listed in this index partition (seeding the sandbox EHR walks it). */
const ORGANIZATIONS_PARTITION = 'ORGANIZATIONS';

export const organizationItem = (fields: Omit<OrganizationItem, 'pk' | 'sk' | 'entity'>): OrganizationItem & { gsi1pk: string; gsi1sk: string } => ({
  ...OrganizationItemSchema.parse({ ...organizationKey(fields.id), entity: 'organization', ...fields }),
  gsi1pk: ORGANIZATIONS_PARTITION,
  gsi1sk: fields.id,
});

/** The ids of every organization in the stage, oldest first. */
export const listOrganizationIds = async (store: Store): Promise<string[]> => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ index: 'gsi1', partition: ORGANIZATIONS_PARTITION, cursor, limit: 1000 });
    ids.push(...page.items.map((item) => String(item.gsi1sk)));
    cursor = page.cursor;
  } while (cursor);
  return ids;
};

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
