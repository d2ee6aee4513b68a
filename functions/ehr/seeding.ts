import { listOrganizationIds } from '../auth/organizations';
import type { Store } from '../core/storage/port';
import { seedOrganization } from './local/seed';
import { syntheticPanel } from './local/synthetic-panel';

/**
 * The sandbox's local EHR holds a synthetic panel per organization (DESIGN §10: sandbox holds test
 * patients only). It is written when an organization is created, and for every organization that
 * lacks the current panel when the local runtime starts or the sandbox stack is deployed.
 */

export const seedSandboxOrganization = (store: Store, orgId: string, now = new Date()) => seedOrganization(store, orgId, syntheticPanel({ now }));

export const seedSandboxOrganizations = async (store: Store, now = new Date()): Promise<{ organizations: number; seeded: number }> => {
  const panel = syntheticPanel({ now });
  const ids = await listOrganizationIds(store);
  let seeded = 0;
  for (const orgId of ids) if ((await seedOrganization(store, orgId, panel)).seeded) seeded += 1;
  return { organizations: ids.length, seeded };
};
