import { config } from '../core/config';
import { logger } from '../core/logger';
import { ports } from '../core/runtime';
import { secrets } from '../core/runtime-secrets';
import type { Store } from '../core/storage/port';
import { TtlCache } from '../core/ttl-cache';
import type { EhrAdapter } from './adapter';
import { CircuitBreaker, guardedByBreaker } from './circuit-breaker';
import { type EhrConnection, FhirSecretSchema, fhirAuthOf, getConnection, LOCAL_EHR_SYSTEM, secretName } from './connection';
import { ehrUnavailable } from './errors';
import { timedFetch } from './ehr-metrics';
import { FhirEhrAdapter } from './fhir/backend';
import { FhirClient } from './fhir/client';
import { nodeHttpFetch } from './fhir/transport';
import { LocalEhrAdapter } from './local/backend';

/**
 * Opens the EHR of the caller's organization for one request: the `local` backend (always in
 * the sandbox; by default in production), or the organization's FHIR server behind the shared
 * circuit breaker, every exchange bounded by the request's deadline.
 */

export interface EhrSession {
  backend: 'local' | 'fhir';
  /** The name `/v1/ehr/health` shows. */
  system: string;
  adapter: EhrAdapter;
}

const connections = new TtlCache<EhrConnection | null>();
/** One client per organization and connection version: keeps its token cache and connections. */
const clients = new Map<string, { version: number; client: FhirClient }>();

const connectionOf = async (store: Store, orgId: string): Promise<EhrConnection | null> => {
  const cached = connections.get(orgId);
  if (cached !== undefined) return cached;
  const connection = (await getConnection(store, orgId)) ?? null;
  connections.set(orgId, connection, config().EHR_CONNECTION_CACHE_SECONDS * 1000);
  return connection;
};

const clientOf = async (connection: EhrConnection): Promise<FhirClient> => {
  const cached = clients.get(connection.org_id);
  if (cached?.version === connection.version) return cached.client;
  if (!connection.base_url) throw ehrUnavailable('configuration');
  let raw: string | undefined;
  try {
    raw = connection.auth_type === 'none' ? undefined : await (await secrets()).get(secretName(ports().stage, connection.org_id));
  } catch (error) {
    logger.error('EHR credentials unreadable', { org_id: connection.org_id, reason: (error as Error).name });
    throw ehrUnavailable('secret_store');
  }
  let client: FhirClient;
  try {
    const auth = fhirAuthOf(connection, raw === undefined ? undefined : FhirSecretSchema.parse(JSON.parse(raw)));
    // The constructor loads a SMART private key: a malformed one is a configuration problem too.
    client = new FhirClient({ baseUrl: connection.base_url, auth, timeoutMs: connection.timeout_ms, fetch: timedFetch(nodeHttpFetch) });
  } catch (error) {
    // Only the error's kind: a JSON.parse message quotes the text it failed on, here a secret.
    logger.error('EHR credentials unusable', { org_id: connection.org_id, reason: (error as Error).name });
    throw ehrUnavailable('configuration');
  }
  clients.set(connection.org_id, { version: connection.version, client });
  return client;
};

export const openEhr = async (orgId: string, signal: AbortSignal = AbortSignal.timeout(config().EHR_REQUEST_DEADLINE_MS)): Promise<EhrSession> => {
  const { stage, store, now } = ports();
  const connection = stage === 'sandbox' ? null : await connectionOf(store, orgId);
  if (!connection || connection.backend === 'local') {
    return { backend: 'local', system: LOCAL_EHR_SYSTEM, adapter: new LocalEhrAdapter(store, orgId, { now }) };
  }
  const client = await clientOf(connection);
  const adapter = new FhirEhrAdapter({ client, store, orgId, system: connection.ehr_system, signal, now });
  const breaker = new CircuitBreaker(store, orgId, config().EHR_BREAKER_OPEN_SECONDS * 1000);
  return { backend: 'fhir', system: connection.ehr_system, adapter: guardedByBreaker(adapter, breaker) };
};
