import * as z from 'zod/mini';
import type { Stage } from '../core/config';
import type { SecretStore } from '../core/secrets/port';
import type { Store } from '../core/storage/port';
import type { FhirAuthConfig } from './fhir/auth';

/**
 * Which EHR an organization's proxy talks to in one stage (DESIGN §10), set by the CLI. The item
 * holds no credential: passwords, tokens and private keys are in the secret store under
 * `secretName(stage, orgId)`; the item only says which kind of auth to build from it.
 * Without an item the backend is `local`; the sandbox stage is always `local`.
 */

export const EHR_BACKENDS = ['local', 'fhir'] as const;
export const FHIR_AUTH_TYPES = ['none', 'basic', 'bearer', 'smart'] as const;

/** Per-request timeout towards the EHR; the whole proxied request has its own deadline. */
export const MAX_FHIR_TIMEOUT_MS = 1_500;

export const EhrConnectionSchema = z.object({
  pk: z.string(),
  sk: z.literal('EHR_CONNECTION'),
  entity: z.literal('ehr_connection'),
  org_id: z.string(),
  backend: z.enum(EHR_BACKENDS),
  /** Shown as `ehr_system` by /v1/ehr/health. */
  ehr_system: z.string(),
  base_url: z.optional(z.url({ protocol: /^https?$/ })),
  auth_type: z.enum(FHIR_AUTH_TYPES),
  /** SMART backend services: the non-secret half of the configuration. */
  token_url: z.optional(z.url({ protocol: /^https?$/ })),
  client_id: z.optional(z.string()),
  key_id: z.optional(z.string()),
  scope: z.optional(z.string()),
  timeout_ms: z.number().check(z.int(), z.minimum(100), z.maximum(MAX_FHIR_TIMEOUT_MS)),
  /** Bumped on every change, so containers rebuild their client (and token cache). */
  version: z.number(),
  updated_at: z.string(),
});
export type EhrConnection = z.infer<typeof EhrConnectionSchema>;

/** The secret's JSON, by auth type. */
export const FhirSecretSchema = z.object({
  username: z.optional(z.string()),
  password: z.optional(z.string()),
  token: z.optional(z.string()),
  private_key: z.optional(z.string()),
});
export type FhirSecret = z.infer<typeof FhirSecretSchema>;

export const connectionKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'EHR_CONNECTION' as const });

export const secretName = (stage: Stage, orgId: string): string => `careloop/${stage}/ehr/${orgId}`;

/** The local backend's name in `/v1/ehr/health` (its adapter's `system`). */
export const LOCAL_EHR_SYSTEM = 'careloop-local';

export const getConnection = async (store: Store, orgId: string): Promise<EhrConnection | undefined> => {
  const item = await store.get(connectionKey(orgId));
  return item ? EhrConnectionSchema.parse(item) : undefined;
};

export type ConnectionSettings = Omit<EhrConnection, 'pk' | 'sk' | 'entity' | 'org_id' | 'version' | 'updated_at'>;

/** Writes the connection (and its secret first, so a container never sees a config without its credentials). */
export const putConnection = async (
  store: Store,
  secretStore: SecretStore,
  stage: Stage,
  orgId: string,
  settings: ConnectionSettings,
  secret: FhirSecret | undefined,
): Promise<EhrConnection> => {
  if (secret) await secretStore.put(secretName(stage, orgId), JSON.stringify(secret));
  const existing = await store.get(connectionKey(orgId), { consistent: true });
  const item = EhrConnectionSchema.parse({
    ...connectionKey(orgId),
    entity: 'ehr_connection',
    org_id: orgId,
    ...settings,
    version: (typeof existing?.version === 'number' ? existing.version : 0) + 1,
    updated_at: new Date().toISOString(),
  });
  await store.put(item);
  if (!secret) await secretStore.delete(secretName(stage, orgId));
  return item;
};

/** The client's auth from the connection and its secret; throws naming what is missing, never a value. */
export const fhirAuthOf = (connection: EhrConnection, secret: FhirSecret | undefined): FhirAuthConfig => {
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new Error(`EHR connection of ${connection.org_id}: ${what} missing`);
    return value;
  };
  switch (connection.auth_type) {
    case 'none':
      return { type: 'none' };
    case 'basic':
      return { type: 'basic', username: need(secret?.username, 'username'), password: need(secret?.password, 'password') };
    case 'bearer':
      return { type: 'bearer', token: need(secret?.token, 'token') };
    case 'smart':
      return {
        type: 'smart',
        tokenUrl: need(connection.token_url, 'token_url'),
        clientId: need(connection.client_id, 'client_id'),
        privateKey: need(secret?.private_key, 'private_key'),
        ...(connection.key_id ? { keyId: connection.key_id } : {}),
        ...(connection.scope ? { scope: connection.scope } : {}),
      };
  }
};

/** What the CLI prints: the connection without any secret (the secret's presence only). */
export const describeConnection = (connection: EhrConnection, hasSecret: boolean) => ({
  org_id: connection.org_id,
  backend: connection.backend,
  ehr_system: connection.ehr_system,
  base_url: connection.base_url ?? null,
  auth_type: connection.auth_type,
  token_url: connection.token_url ?? null,
  client_id: connection.client_id ?? null,
  key_id: connection.key_id ?? null,
  scope: connection.scope ?? null,
  timeout_ms: connection.timeout_ms,
  credentials_stored: hasSecret,
  version: connection.version,
  updated_at: connection.updated_at,
});
