import { type Config, config } from '../core/config';
import { authenticationFailed, insufficientPermissions, ipNotAllowed } from '../core/errors';
import type { ApiRequest, Caller } from '../api/types';
import { logger } from '../core/logger';
import { TtlCache } from '../core/ttl-cache';
import type { Store } from '../core/storage/port';
import { allowedScopes, type RouteDefinition } from '../api/route-definition';
import { hashApiKey, sameDigest, stageOfKey } from './api-keys';
import { LAST_USED_RESOLUTION_MS, findKeyByHash, isUnexpired, touchLastUsed } from './key-store';
import { addressAllowed } from './ip-allowlist';
import { getOrganization } from './organizations';
import type { KeyLookupItem, OrganizationItem } from './schemas';

/**
 * Authenticates a request (SPEC "Authentication", DESIGN §2): either scheme, the key's stage,
 * expiry, the organization header, the IP allowlist, then the route's scopes.
 *
 * Keys and organizations are cached per container for KEY_CACHE_TTL_SECONDS (at most 60 s, so a
 * rotation, revocation or allowlist change elsewhere is honoured within a minute); an unknown key
 * is remembered for 5 s only, so a key created by the CLI works at once.
 */

const NEGATIVE_TTL_MS = 5_000;
const keys = new TtlCache<KeyLookupItem | null>();
const organizations = new TtlCache<OrganizationItem | null>();
const lastTouched = new TtlCache<true>();

export const forgetKey = (hash: string): void => keys.delete(hash);
export const forgetOrganization = (orgId: string): void => organizations.delete(orgId);

interface Credentials {
  apiKey: string;
  orgId: string | undefined;
}

const credentialsOf = (headers: Record<string, string>): Credentials => {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  const apiKey = bearer ?? headers['x-api-key']?.trim();
  if (!apiKey) throw authenticationFailed('Missing API key: send Authorization: Bearer <key>, or X-API-KEY with X-ORG-ID');
  const orgId = headers['x-org-id']?.trim() || undefined;
  if (!bearer && !orgId) throw authenticationFailed('X-ORG-ID is required with X-API-KEY');
  return { apiKey, orgId };
};

const cached = async <V>(cache: TtlCache<V | null>, key: string, ttlMs: number, load: () => Promise<V | undefined>) => {
  const hit = cache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const value = await load();
  cache.set(key, value ?? null, value ? ttlMs : Math.min(ttlMs, NEGATIVE_TTL_MS));
  return value;
};

const recordUse = async (store: Store, lookup: KeyLookupItem, hash: string, now: Date): Promise<void> => {
  const stale = lookup.last_used_at === null || Date.parse(lookup.last_used_at) < now.getTime() - LAST_USED_RESOLUTION_MS;
  if (!stale || lastTouched.has(hash)) return;
  lastTouched.set(hash, true, LAST_USED_RESOLUTION_MS);
  lookup.last_used_at = now.toISOString();
  try {
    await touchLastUsed(store, lookup, hash, now);
  } catch (error) {
    // Another container recorded the use first; nothing to do.
    logger.debug('last_used_at not written', { reason: (error as Error).name });
  }
};

export interface Identity {
  caller: Caller;
  organization: OrganizationItem;
}

/** Who is calling: the key (either scheme), its stage, expiry and organization. Throws 401s. */
export const identify = async (
  request: ApiRequest<unknown, unknown, unknown>,
  store: Store,
  settings: Config = config(),
  now = new Date(),
): Promise<Identity> => {
  const { apiKey, orgId } = credentialsOf(request.headers);
  const keyStage = stageOfKey(apiKey);
  if (keyStage === null) throw authenticationFailed('Malformed API key');
  if (keyStage !== settings.STAGE) throw authenticationFailed(`This key belongs to the ${keyStage} environment`);

  const ttlMs = settings.KEY_CACHE_TTL_SECONDS * 1000;
  const hash = hashApiKey(apiKey);
  const lookup = await cached(keys, hash, ttlMs, () => findKeyByHash(store, hash));
  if (!lookup || !sameDigest(hash, lookup.pk.slice('KEYHASH#'.length))) throw authenticationFailed('Invalid API key');
  if (!isUnexpired(lookup.expires_at, now)) throw authenticationFailed('API key expired');
  if (orgId !== undefined && orgId !== lookup.org_id) throw authenticationFailed('X-ORG-ID does not match the API key');

  const organization = await cached(organizations, lookup.org_id, ttlMs, () => getOrganization(store, lookup.org_id));
  if (!organization) throw authenticationFailed('Invalid API key');
  await recordUse(store, lookup, hash, now);
  return { caller: { orgId: lookup.org_id, keyId: lookup.key_id, scope: lookup.scope, tier: organization.tier }, organization };
};

/** The organization's IP allowlist, when enabled. Throws 403 `ip_not_allowed`. */
export const checkAddress = ({ organization }: Identity, sourceIp: string): void => {
  const allowlist = organization.ip_allowlist;
  if (allowlist?.enabled && !addressAllowed(sourceIp, allowlist.allowed_cidrs)) throw ipNotAllowed();
};

/** The route's scopes. Throws 403 `insufficient_permissions`. */
export const checkScope = (caller: Caller, route: RouteDefinition): void => {
  if (!allowedScopes(route).includes(caller.scope)) throw insufficientPermissions(caller.scope);
};
