/** What the CLI's command modules share: options, stores, argument checks and its two error kinds. */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { getOrganization } from '../functions/auth/organizations';
import type { Stage } from '../functions/core/config';
import { ID_PATTERN } from '../functions/core/ids';
import type { SecretStore } from '../functions/core/secrets/port';
import type { Store } from '../functions/core/storage/port';

export class UsageError extends Error {}
export class CommandError extends Error {}

export interface Options {
  name?: string;
  org?: string;
  env?: string;
  scope?: string;
  tier?: string;
  aws?: boolean;
  help?: boolean;
  backend?: string;
  'base-url'?: string;
  auth?: string;
  'ehr-system'?: string;
  'timeout-ms'?: string;
  username?: string;
  'password-file'?: string;
  'token-file'?: string;
  'token-url'?: string;
  'client-id'?: string;
  'private-key-file'?: string;
  'key-id'?: string;
  'smart-scope'?: string;
  'account-sid'?: string;
  'auth-token-file'?: string;
  'sms-from'?: string;
  'whatsapp-from'?: string;
  'voice-from'?: string;
  'whatsapp-template-sid'?: string;
  timezone?: string;
  'inbound-protocol'?: string;
}

export const argumentOptions = {
  name: { type: 'string' },
  org: { type: 'string' },
  env: { type: 'string' },
  scope: { type: 'string' },
  tier: { type: 'string' },
  aws: { type: 'boolean' },
  backend: { type: 'string' },
  'base-url': { type: 'string' },
  auth: { type: 'string' },
  'ehr-system': { type: 'string' },
  'timeout-ms': { type: 'string' },
  username: { type: 'string' },
  'password-file': { type: 'string' },
  'token-file': { type: 'string' },
  'token-url': { type: 'string' },
  'client-id': { type: 'string' },
  'private-key-file': { type: 'string' },
  'key-id': { type: 'string' },
  'smart-scope': { type: 'string' },
  'account-sid': { type: 'string' },
  'auth-token-file': { type: 'string' },
  'sms-from': { type: 'string' },
  'whatsapp-from': { type: 'string' },
  'voice-from': { type: 'string' },
  'whatsapp-template-sid': { type: 'string' },
  timezone: { type: 'string' },
  'inbound-protocol': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const required = <T>(value: string | undefined, flag: string, schema: z.ZodMiniType<T>): T => {
  if (value === undefined) throw new UsageError(`--${flag} is required`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`invalid --${flag} '${value}'`);
  return parsed.data;
};

export const OrgIdSchema = z.string().check(z.regex(ID_PATTERN('org')));
export const NameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** Opens each stage's store; `close` releases them. */
export interface Stores {
  of(stage: Stage): Promise<Store>;
  secrets(stage: Stage): SecretStore;
  close(): void;
}


/** A secret from a file (trailing newline dropped) or, failing that, an environment variable; never an argument. */
export const secretFrom = (file: string | undefined, variable: string, flag: string): string => {
  const value = file !== undefined ? readFileSync(file, 'utf8').replace(/\r?\n$/, '') : process.env[variable];
  if (!value) throw new UsageError(`--${flag} (or ${variable}) is required`);
  return value;
};

/** `--org` of a command group that acts on one stage only (`--env`, if given, must name it), checked to exist there. */
export const existingOrganization = async (options: Options, stores: Stores, stage: Stage, group: string) => {
  const orgId = required(options.org, 'org', OrgIdSchema);
  if (options.env !== undefined && options.env !== stage) throw new UsageError(`${group} commands act on the ${stage} stage only`);
  const store = await stores.of(stage);
  if (!(await getOrganization(store, orgId))) throw new CommandError(`organization ${orgId} does not exist in the ${stage} stage`);
  return { orgId, store };
};
