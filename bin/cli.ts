/**
 * The admin CLI (DESIGN §1). Local stores by default (DATA_DIR, as `npm start` uses them, safe to
 * run while it serves); the deployed stacks with --aws (credentials and region from the usual AWS
 * environment). Each command prints exactly one JSON object on stdout.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { hashApiKey } from '../functions/auth/api-keys';
import { createKey } from '../functions/auth/key-store';
import { createOrganizationInStage, deleteOrganizationInStage } from '../functions/auth/onboarding';
import { getOrganization, setTier } from '../functions/auth/organizations';
import { seedSandboxOrganization } from '../functions/ehr/seeding';
import { ScopeSchema, StageSchema, TierSchema } from '../functions/auth/schemas';
import { STAGES, type Stage } from '../functions/core/config';
import { newId } from '../functions/core/ids';
import { secretsDirectory, storeFile } from '../local/stage';
import { FileSecretStore } from '../functions/core/secrets/file-secrets';
import { SecretsManagerStore } from '../functions/core/secrets/secrets-manager';
import { channelsSet, channelsShow } from './cli-channels';
import { ehrSeed, ehrSet, ehrShow } from './cli-ehr';
import { argumentOptions, CommandError, NameSchema, type Options, OrgIdSchema, required, type Stores, UsageError } from './cli-common';
import { DynamoStore } from '../functions/core/storage/dynamo-store';
import { SqliteStore } from '../functions/core/storage/sqlite-store';

const USAGE = `usage:
  careloop org create --name NAME [--tier standard|scale|enterprise] [--aws]
  careloop key create --org ORG_ID --env production|sandbox --scope full_access|engagements_only|read_only [--aws]
  careloop org set-tier --org ORG_ID --tier standard|scale|enterprise [--env production|sandbox] [--aws]
  careloop ehr set --org ORG_ID --backend local [--aws]
  careloop ehr set --org ORG_ID --backend fhir --base-url URL --auth none|basic|bearer|smart [--ehr-system NAME]
      [--timeout-ms N] [--username U --password-file F] [--token-file F]
      [--token-url URL --client-id ID --private-key-file F [--key-id KID] [--smart-scope S]] [--aws]
  careloop ehr show --org ORG_ID [--aws]
  careloop ehr seed --org ORG_ID [--aws]        (the sandbox's synthetic panel, if missing)
  careloop channels set --org ORG_ID --account-sid AC… --auth-token-file F [--sms-from +E164]
      [--whatsapp-from +E164] [--voice-from +E164] [--whatsapp-template-sid HX…] [--timezone IANA] [--inbound-protocol NAME|prt_…] [--aws]
  careloop channels show --org ORG_ID [--aws]

  ehr and channels commands act on the production stage: the sandbox always uses its local EHR
  and never reaches patients. channels set replaces the settings (a sender not named is released).
  Secrets are read from files (or CARELOOP_EHR_PASSWORD, CARELOOP_EHR_TOKEN, CARELOOP_TWILIO_AUTH_TOKEN),
  never from arguments.`;

const localStores = (): Stores => {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const opened = new Map<Stage, SqliteStore>();
  return {
    of: async (stage) => {
      const existing = opened.get(stage);
      if (existing) return existing;
      const store = SqliteStore.open(storeFile(dataDir, stage));
      opened.set(stage, store);
      return store;
    },
    secrets: (stage) => new FileSecretStore(secretsDirectory(dataDir, stage)),
    close: () => opened.forEach((store) => store.close()),
  };
};

const deployedTableName = async (stage: Stage): Promise<string> => {
  const stackName = `careloop-${stage}`;
  const { Stacks } = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
  const table = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'TableName')?.OutputValue;
  if (!table) throw new CommandError(`stack ${stackName} has no TableName output: is it deployed?`);
  return table;
};

const awsStores = (): Stores => ({
  of: async (stage) => new DynamoStore({ tableName: await deployedTableName(stage) }),
  secrets: () => new SecretsManagerStore(),
  close: () => undefined,
});

const orgCreate = async (options: Options, stores: Stores) => {
  const name = required(options.name, 'name', NameSchema);
  const tier = options.tier === undefined ? 'standard' : required(options.tier, 'tier', TierSchema);
  const id = newId('org');
  const created: Partial<Record<Stage, Awaited<ReturnType<typeof createOrganizationInStage>>>> = {};
  try {
    for (const stage of STAGES) created[stage] = await createOrganizationInStage(await stores.of(stage), stage, { id, name, tier });
  } catch (error) {
    for (const stage of STAGES) {
      const credentials = created[stage];
      if (credentials) await deleteOrganizationInStage(await stores.of(stage), id, credentials.key_id, hashApiKey(credentials.api_key));
    }
    throw error;
  }
  await seedSandboxOrganization(await stores.of('sandbox'), id);
  return { id, name, production: created.production, sandbox: created.sandbox };
};

const keyCreate = async (options: Options, stores: Stores) => {
  const orgId = required(options.org, 'org', OrgIdSchema);
  const stage = required(options.env, 'env', StageSchema);
  const scope = required(options.scope, 'scope', ScopeSchema);
  const store = await stores.of(stage);
  if (!(await getOrganization(store, orgId))) throw new CommandError(`organization ${orgId} does not exist in the ${stage} stage`);
  return createKey(store, orgId, scope, stage);
};

const orgSetTier = async (options: Options, stores: Stores) => {
  const orgId = required(options.org, 'org', OrgIdSchema);
  const tier = required(options.tier, 'tier', TierSchema);
  const stages = options.env === undefined ? [...STAGES] : [required(options.env, 'env', StageSchema)];
  for (const stage of stages) {
    const store = await stores.of(stage);
    if (!(await getOrganization(store, orgId))) throw new CommandError(`organization ${orgId} does not exist in the ${stage} stage`);
  }
  for (const stage of stages) await setTier(await stores.of(stage), orgId, tier);
  return { id: orgId, tier, stages };
};

const COMMANDS: Record<string, (options: Options, stores: Stores) => Promise<unknown>> = {
  'org create': orgCreate,
  'key create': keyCreate,
  'org set-tier': orgSetTier,
  'ehr set': ehrSet,
  'ehr show': ehrShow,
  'ehr seed': ehrSeed,
  'channels set': channelsSet,
  'channels show': channelsShow,
};

const main = async (argv: string[]): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: argumentOptions, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`careloop: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const command = COMMANDS[parsed.positionals.join(' ')];
  if (parsed.values.help || !command) {
    console.error(parsed.values.help ? USAGE : `careloop: unknown command '${parsed.positionals.join(' ')}'\n${USAGE}`);
    return parsed.values.help ? 0 : 2;
  }
  const stores = parsed.values.aws ? awsStores() : localStores();
  try {
    console.log(JSON.stringify(await command(parsed.values, stores), null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`careloop: ${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(`careloop: ${error instanceof CommandError ? error.message : `failed: ${(error as Error).message}`}`);
    return 1;
  } finally {
    stores.close();
  }
};

process.exitCode = await main(process.argv.slice(2));
