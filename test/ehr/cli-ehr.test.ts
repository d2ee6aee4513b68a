import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsDirectory, storeFile } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { connectionKey, secretName } from '../../functions/ehr/connection';
import { cli, jsonOf } from '../support/cli';

/**
 * `careloop ehr …` as a child process over a temporary DATA_DIR: the connection lands in the
 * production store without its secret, the secret in an owner-only file, and nothing secret is
 * ever printed.
 */

const PASSWORD = 'Tr0ub4dor&3-not-printed';
let dataDir: string;
let orgId: string;
let passwordFile: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-cli-ehr-'));
  passwordFile = path.join(dataDir, 'password.txt');
  writeFileSync(passwordFile, `${PASSWORD}\n`);
  orgId = jsonOf(await cli(dataDir, 'org', 'create', '--name', 'EHR Clinic')).id;
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const storedConnection = () => {
  const store = SqliteStore.open(storeFile(dataDir, 'production'));
  try {
    return store.get(connectionKey(orgId));
  } finally {
    store.close();
  }
};

describe('careloop ehr', () => {
  it('org create seeds the sandbox EHR of the new organization', async () => {
    const store = SqliteStore.open(storeFile(dataDir, 'sandbox'));
    try {
      const list = await store.query({ partition: `EHR#${orgId}#PATIENTS`, limit: 5 });
      expect(list.items.length).toBeGreaterThan(0);
    } finally {
      store.close();
    }
    expect(jsonOf(await cli(dataDir, 'ehr', 'seed', '--org', orgId))).toMatchObject({ stage: 'sandbox', org_id: orgId, seeded: false });
  });

  it('shows the local backend before anything is set', async () => {
    expect(jsonOf(await cli(dataDir, 'ehr', 'show', '--org', orgId))).toMatchObject({ backend: 'local', configured: false });
  });

  it('sets a FHIR server with basic auth: the password goes to the secret store only', async () => {
    const set = await cli(dataDir, 'ehr', 'set', '--org', orgId, '--backend', 'fhir', '--base-url', 'https://ehr.example/fhir/R4', '--auth', 'basic', '--username', 'careloop', '--password-file', passwordFile, '--ehr-system', 'Example EHR');
    expect(set.stdout + set.stderr).not.toContain(PASSWORD);
    expect(jsonOf(set)).toMatchObject({ backend: 'fhir', base_url: 'https://ehr.example/fhir/R4', auth_type: 'basic', ehr_system: 'Example EHR', credentials_stored: true, version: 1 });
    const item = await storedConnection();
    expect(JSON.stringify(item)).not.toContain(PASSWORD);
    const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
    expect(JSON.parse((await secrets.get(secretName('production', orgId)))!)).toEqual({ username: 'careloop', password: PASSWORD });
    for (const file of readdirSync(secretsDirectory(dataDir, 'production'))) {
      expect(statSync(path.join(secretsDirectory(dataDir, 'production'), file)).mode & 0o077).toBe(0);
    }
    const shown = await cli(dataDir, 'ehr', 'show', '--org', orgId);
    expect(shown.stdout).not.toContain(PASSWORD);
    expect(jsonOf(shown)).toMatchObject({ backend: 'fhir', credentials_stored: true });
  });

  it('going back to the local backend removes the stored secret', async () => {
    expect(jsonOf(await cli(dataDir, 'ehr', 'set', '--org', orgId, '--backend', 'local'))).toMatchObject({ backend: 'local', credentials_stored: false, version: 2 });
    const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
    expect(await secrets.get(secretName('production', orgId))).toBeUndefined();
  });

  it('refuses the sandbox, a missing secret, a bad URL or timeout, and an unknown organization', async () => {
    const refused = async (args: string[], code: number, message: RegExp) => {
      const result = await cli(dataDir, 'ehr', ...args);
      expect(result.code, result.stdout).toBe(code);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    };
    await refused(['set', '--org', orgId, '--env', 'sandbox', '--backend', 'fhir', '--base-url', 'https://x.example/fhir'], 2, /production stage only/);
    await refused(['set', '--org', orgId, '--backend', 'fhir', '--base-url', 'https://x.example/fhir', '--auth', 'bearer'], 2, /--token-file/);
    await refused(['set', '--org', orgId, '--backend', 'fhir', '--base-url', 'ftp://x.example/fhir'], 2, /--base-url/);
    await refused(['set', '--org', orgId, '--backend', 'fhir', '--base-url', 'https://x.example/fhir', '--timeout-ms', '99999'], 2, /--timeout-ms/);
    await refused(['set', '--org', 'org_00000000000000000000000000', '--backend', 'local'], 1, /does not exist/);
  });
});
