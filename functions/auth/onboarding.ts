import type { Stage } from '../core/config';
import type { Tier } from '../api/types';
import type { Store } from '../core/storage/port';
import { generateWebhookSecret } from './api-keys';
import { issued, newKey } from './key-store';
import { organizationItem, organizationKey } from './organizations';

/** Onboarding: an organization is created in each stage with one `full_access` key. */

export interface StageCredentials {
  key_id: string;
  api_key: string;
  webhook_secret: string;
}

export const createOrganizationInStage = async (
  store: Store,
  stage: Stage,
  organization: { id: string; name: string; tier?: Tier },
  now = new Date(),
): Promise<StageCredentials> => {
  const webhookSecret = generateWebhookSecret(stage);
  const item = organizationItem({
    id: organization.id,
    name: organization.name,
    tier: organization.tier ?? 'standard',
    created_at: now.toISOString(),
    webhook_secret: webhookSecret,
  });
  const key = newKey(organization.id, 'full_access', stage, now);
  await store.transactWrite([{ put: item, condition: { notExists: 'pk' } }, ...key.writes]);
  return { key_id: key.keyItem.id, api_key: issued(key).api_key, webhook_secret: webhookSecret };
};

/** Removes what createOrganizationInStage wrote (used to undo a half-finished onboarding). */
export const deleteOrganizationInStage = async (store: Store, orgId: string, keyId: string, keyHash: string): Promise<void> => {
  await store.transactWrite([
    { delete: organizationKey(orgId) },
    { delete: { pk: `ORG#${orgId}`, sk: `KEY#${keyId}` } },
    { delete: { pk: `KEYHASH#${keyHash}`, sk: 'KEYHASH' } },
  ]);
};
