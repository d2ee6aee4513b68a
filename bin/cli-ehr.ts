/** `careloop ehr …`: which EHR an organization's production proxy uses (DESIGN §10). */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import {
  type ConnectionSettings,
  describeConnection,
  EHR_BACKENDS,
  FHIR_AUTH_TYPES,
  type FhirSecret,
  getConnection,
  LOCAL_EHR_SYSTEM,
  MAX_FHIR_TIMEOUT_MS,
  putConnection,
  secretName,
} from '../functions/ehr/connection';
import { seedSandboxOrganization } from '../functions/ehr/seeding';
import { existingOrganization as organizationIn, type Options, required, secretFrom, type Stores, UsageError } from './cli-common';

const STAGE = 'production' as const;
const UrlSchema = z.url({ protocol: /^https?$/ });
const TimeoutSchema = z.pipe(z.string().check(z.regex(/^\d+$/)), z.pipe(z.transform(Number), z.number().check(z.minimum(100), z.maximum(MAX_FHIR_TIMEOUT_MS))));

const existingOrganization = (options: Options, stores: Stores, stage: 'production' | 'sandbox') => organizationIn(options, stores, stage, 'ehr');

const secretOf = (options: Options, auth: (typeof FHIR_AUTH_TYPES)[number]): FhirSecret | undefined => {
  switch (auth) {
    case 'none':
      return undefined;
    case 'basic':
      return { username: required(options.username, 'username', z.string().check(z.minLength(1))), password: secretFrom(options['password-file'], 'CARELOOP_EHR_PASSWORD', 'password-file') };
    case 'bearer':
      return { token: secretFrom(options['token-file'], 'CARELOOP_EHR_TOKEN', 'token-file') };
    case 'smart':
      if (options['private-key-file'] === undefined) throw new UsageError('--private-key-file is required');
      return { private_key: readFileSync(options['private-key-file'], 'utf8') };
  }
};

const fhirSettings = (options: Options): { settings: ConnectionSettings; secret: FhirSecret | undefined } => {
  const auth = required(options.auth ?? 'none', 'auth', z.enum(FHIR_AUTH_TYPES));
  const settings: ConnectionSettings = {
    backend: 'fhir',
    ehr_system: options['ehr-system'] ?? 'FHIR R4',
    base_url: required(options['base-url'], 'base-url', UrlSchema),
    auth_type: auth,
    timeout_ms: options['timeout-ms'] === undefined ? MAX_FHIR_TIMEOUT_MS : required(options['timeout-ms'], 'timeout-ms', TimeoutSchema),
    ...(auth === 'smart'
      ? {
          token_url: required(options['token-url'], 'token-url', UrlSchema),
          client_id: required(options['client-id'], 'client-id', z.string().check(z.minLength(1))),
          ...(options['key-id'] ? { key_id: options['key-id'] } : {}),
          ...(options['smart-scope'] ? { scope: options['smart-scope'] } : {}),
        }
      : {}),
  };
  return { settings, secret: secretOf(options, auth) };
};

export const ehrSet = async (options: Options, stores: Stores) => {
  const { orgId, store } = await existingOrganization(options, stores, STAGE);
  const backend = required(options.backend, 'backend', z.enum(EHR_BACKENDS));
  const { settings, secret } =
    backend === 'local'
      ? { settings: { backend, ehr_system: LOCAL_EHR_SYSTEM, auth_type: 'none', timeout_ms: MAX_FHIR_TIMEOUT_MS } satisfies ConnectionSettings, secret: undefined }
      : fhirSettings(options);
  const secrets = stores.secrets(STAGE);
  const connection = await putConnection(store, secrets, STAGE, orgId, settings, secret);
  return { stage: STAGE, ...describeConnection(connection, secret !== undefined) };
};

export const ehrShow = async (options: Options, stores: Stores) => {
  const { orgId, store } = await existingOrganization(options, stores, STAGE);
  const connection = await getConnection(store, orgId);
  if (!connection) return { stage: STAGE, org_id: orgId, backend: 'local', ehr_system: LOCAL_EHR_SYSTEM, configured: false };
  const hasSecret = (await stores.secrets(STAGE).get(secretName(STAGE, orgId))) !== undefined;
  return { stage: STAGE, ...describeConnection(connection, hasSecret) };
};

export const ehrSeed = async (options: Options, stores: Stores) => {
  const { orgId, store } = await existingOrganization(options, stores, 'sandbox');
  const { seeded } = await seedSandboxOrganization(store, orgId);
  return { stage: 'sandbox', org_id: orgId, seeded };
};
