import * as z from 'zod/mini';
import { requestHash } from '../api/idempotency';
import type { Store } from '../core/storage/port';
import type { ProtocolDefinition } from '../engine/types';

/**
 * The protocol snapshot of an engagement (docs/decisions.md 187): the definition it runs, frozen
 * when it was created, stored once per organization and content (its item's key is the SHA-256 of
 * the definition's canonical JSON) instead of inside the engagement item, which every step of the
 * conversation rewrites. Snapshots never change and are never deleted, so a container keeps the
 * ones it wrote or read: an engagement step reads its snapshot from the store only the first time
 * the container meets it. The snapshot is written before any engagement that names it.
 */

export const protocolSnapshotKey = (orgId: string, hash: string) => ({ pk: `ORG#${orgId}#PROTOCOL_SNAPSHOT#${hash}`, sk: 'PROTOCOL_SNAPSHOT' });

const SnapshotItemSchema = z.looseObject({
  entity: z.literal('protocol_snapshot'),
  org_id: z.string(),
  definition: z.looseObject({ id: z.string(), questions: z.array(z.unknown()) }),
});

/** Enough for every protocol a container meets in practice; emptied when full rather than tracked per use. */
const CACHE_LIMIT = 500;
/** Per store (tests open many), then per organization and hash. */
const caches = new WeakMap<Store, Map<string, ProtocolDefinition>>();
const cacheOf = (store: Store): Map<string, ProtocolDefinition> => {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new Map()));
  return cache;
};
const remember = (store: Store, key: string, definition: ProtocolDefinition): void => {
  const cache = cacheOf(store);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, definition);
};
const cacheKey = (orgId: string, hash: string) => `${orgId}#${hash}`;

/** Stores `definition` as one of the organization's snapshots (unless this container already did); returns its hash. */
export const storeProtocolSnapshot = async (store: Store, orgId: string, definition: ProtocolDefinition): Promise<string> => {
  const hash = requestHash(definition);
  if (cacheOf(store).has(cacheKey(orgId, hash))) return hash;
  // Unconditional: the same key always holds the same definition, so a concurrent writer changes nothing.
  await store.put({ ...protocolSnapshotKey(orgId, hash), entity: 'protocol_snapshot', org_id: orgId, definition: definition as unknown as Record<string, unknown> });
  remember(store, cacheKey(orgId, hash), definition);
  return hash;
};

/** The organization's snapshot with this hash; throws when it is missing (it is written before its engagements). */
export const readProtocolSnapshot = async (store: Store, orgId: string, hash: string): Promise<ProtocolDefinition> => {
  const cached = cacheOf(store).get(cacheKey(orgId, hash));
  if (cached) return cached;
  const item = await store.get(protocolSnapshotKey(orgId, hash), { consistent: true });
  if (!item) throw new Error(`Protocol snapshot ${hash} of organization ${orgId} is missing`);
  const snapshot = SnapshotItemSchema.parse(item);
  if (snapshot.org_id !== orgId) throw new Error(`Protocol snapshot ${hash} belongs to another organization`);
  const definition = snapshot.definition as unknown as ProtocolDefinition;
  remember(store, cacheKey(orgId, hash), definition);
  return definition;
};
