import type { Stage } from '../core/config';
import { newId } from '../core/ids';
import { retryOnConflict } from '../core/storage/optimistic';
import type { Store, WriteOperation } from '../core/storage/port';
import { generateApiKey, hashApiKey, keyPrefix } from './api-keys';
import { organizationKey } from './organizations';
import {
  type ApiKeyItem,
  ApiKeyItemSchema,
  type ApiKeyRecord,
  type IssuedApiKey,
  type KeyLookupItem,
  KeyLookupItemSchema,
} from './schemas';
import type { Scope } from '../api/route-definition';

/**
 * API keys in the stage's table. Each key is two items written together: the key record under its
 * organization (listing, rotation) and a lookup item addressed by the key's SHA-256 (one strongly
 * consistent read authenticates a request). The secret itself is never stored.
 */

/** Expired keys stay readable for audits this long, then the table's TTL removes them. */
const RETAIN_EXPIRED_SECONDS = 30 * 86_400;

export const keyItemKey = (orgId: string, keyId: string) => ({ pk: `ORG#${orgId}`, sk: `KEY#${keyId}` });
export const keyLookupKey = (hash: string) => ({ pk: `KEYHASH#${hash}`, sk: 'KEYHASH' as const });

const ttlFor = (expiresAt: string | null): number | undefined =>
  expiresAt ? Math.ceil(Date.parse(expiresAt) / 1000) + RETAIN_EXPIRED_SECONDS : undefined;

export const toKeyRecord = (item: ApiKeyItem): ApiKeyRecord => ({
  id: item.id,
  prefix: item.prefix,
  scope: item.scope,
  environment: item.environment,
  created_at: item.created_at,
  expires_at: item.expires_at,
  last_used_at: item.last_used_at,
});

export interface NewKey {
  apiKey: string;
  keyItem: ApiKeyItem;
  /** The writes that create it: both items, neither existing before. */
  writes: WriteOperation[];
}

export const newKey = (orgId: string, scope: Scope, stage: Stage, now: Date, rotatedFrom?: string): NewKey => {
  const apiKey = generateApiKey(stage);
  const hash = hashApiKey(apiKey);
  const id = newId('key', now.getTime());
  const keyItem = ApiKeyItemSchema.parse({
    ...keyItemKey(orgId, id),
    entity: 'api_key',
    id,
    org_id: orgId,
    prefix: keyPrefix(apiKey),
    scope,
    environment: stage,
    key_hash: hash,
    created_at: now.toISOString(),
    expires_at: null,
    last_used_at: null,
    ...(rotatedFrom ? { rotated_from: rotatedFrom } : {}),
  });
  const lookupItem = KeyLookupItemSchema.parse({
    ...keyLookupKey(hash),
    entity: 'api_key_lookup',
    org_id: orgId,
    key_id: id,
    scope,
    expires_at: null,
    last_used_at: null,
  });
  const writes: WriteOperation[] = [
    { put: keyItem, condition: { notExists: 'pk' } },
    { put: lookupItem, condition: { notExists: 'pk' } },
  ];
  return { apiKey, keyItem, writes };
};

export const issued = (created: NewKey): IssuedApiKey => ({
  ...toKeyRecord(created.keyItem),
  api_key: created.apiKey,
  ...(created.keyItem.rotated_from ? { rotated_from: created.keyItem.rotated_from } : {}),
});

/** Creates a key for an existing organization (fails with TransactionCanceledError otherwise). */
export const createKey = async (store: Store, orgId: string, scope: Scope, stage: Stage, now = new Date()): Promise<IssuedApiKey> => {
  const created = newKey(orgId, scope, stage, now);
  await store.transactWrite([...created.writes, { check: organizationKey(orgId), condition: { exists: 'pk' } }]);
  return issued(created);
};

export const findKeyByHash = async (store: Store, hash: string): Promise<KeyLookupItem | undefined> => {
  const item = await store.get(keyLookupKey(hash), { consistent: true });
  return item ? KeyLookupItemSchema.parse(item) : undefined;
};

export const getKey = async (store: Store, orgId: string, keyId: string): Promise<ApiKeyItem | undefined> => {
  const item = await store.get(keyItemKey(orgId, keyId), { consistent: true });
  return item ? ApiKeyItemSchema.parse(item) : undefined;
};

export const isUnexpired = (expiresAt: string | null, now: Date): boolean => expiresAt === null || Date.parse(expiresAt) > now.getTime();

/** Unexpired keys of the organization in this stage, oldest first. */
export const listKeys = async (store: Store, orgId: string, now = new Date()): Promise<ApiKeyRecord[]> => {
  const records: ApiKeyRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ partition: `ORG#${orgId}`, sort: { beginsWith: 'KEY#' }, cursor, consistent: true });
    for (const item of page.items) {
      const key = ApiKeyItemSchema.parse(item);
      if (isUnexpired(key.expires_at, now)) records.push(toKeyRecord(key));
    }
    cursor = page.cursor;
  } while (cursor);
  return records;
};

const ROTATION_ATTEMPTS = 3;

/**
 * Issues a successor of `keyId` with the same scope and makes the old key expire after the grace
 * period (or keeps an earlier expiry it already had). Undefined when the key is unknown or expired.
 * Two rotations of one key at once both succeed: the loser of the race re-reads and tries again.
 */
export const rotateKey = (
  store: Store,
  orgId: string,
  keyId: string,
  graceSeconds: number,
  now = new Date(),
): Promise<{ key: IssuedApiKey; previousHash: string } | undefined> =>
  retryOnConflict(ROTATION_ATTEMPTS, async () => {
    const old = await getKey(store, orgId, keyId);
    if (!old || !isUnexpired(old.expires_at, now)) return undefined;
    const graceEnd = new Date(now.getTime() + graceSeconds * 1000).toISOString();
    const expiresAt = old.expires_at && old.expires_at < graceEnd ? old.expires_at : graceEnd;
    const ttl = ttlFor(expiresAt);
    const successor = newKey(orgId, old.scope, old.environment, now, old.id);
    await store.transactWrite([
      ...successor.writes,
      { update: keyItemKey(orgId, keyId), changes: { set: { expires_at: expiresAt, ttl } }, condition: { eq: ['expires_at', old.expires_at] } },
      { update: keyLookupKey(old.key_hash), changes: { set: { expires_at: expiresAt, ttl } }, condition: { exists: 'pk' } },
    ]);
    return { key: issued(successor), previousHash: old.key_hash };
  });

/** Minimum time between two writes of a key's last_used_at. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** Records use of a key at most once per resolution period (conditional, so racing containers write once). */
export const touchLastUsed = async (store: Store, lookup: KeyLookupItem, hash: string, now: Date): Promise<void> => {
  const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  const usedAt = now.toISOString();
  await store.transactWrite([
    {
      update: keyLookupKey(hash),
      changes: { set: { last_used_at: usedAt } },
      condition: { or: [{ eq: ['last_used_at', null] }, { lt: ['last_used_at', threshold] }] },
    },
    { update: keyItemKey(lookup.org_id, lookup.key_id), changes: { set: { last_used_at: usedAt } }, condition: { exists: 'pk' } },
  ]);
};
