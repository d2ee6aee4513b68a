import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../functions/auth/api-keys';
import { getKey } from '../../functions/auth/key-store';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import { getOrganization } from '../../functions/auth/organizations';
import type { Stage } from '../../functions/core/config';
import { newId } from '../../functions/core/ids';
import { storeFile } from '../../local/stage';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { repositoryRoot, request, startTestStage, type TestStage } from '../support/local-stage';
import { API_KEY_RECORD_FIELDS } from './helpers';
import { cli, type CliResult, jsonOf } from '../support/cli';

/**
 * The admin CLI (DESIGN §1) as a child process: `node bin/careloop.mjs …` from the repository
 * root over a temporary DATA_DIR, reading the stores it wrote; and against a running stage, whose
 * server must accept a key the CLI just created.
 */

const withStore = async <T>(dataDir: string, stage: Stage, use: (store: SqliteStore) => Promise<T>): Promise<T> => {
  const store = SqliteStore.open(storeFile(dataDir, stage));
  try {
    return await use(store);
  } finally {
    store.close();
  }
};

describe('CLI over a data directory', () => {
  let dataDir: string;
  let created: any;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-cli-'));
    const result = await cli(dataDir, 'org', 'create', '--name', 'X');
    expect(result.stderr).toBe('');
    created = jsonOf(result);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('org create prints one JSON object of the DESIGN §1 shape', () => {
    expect(created).toEqual({
      id: expect.stringMatching(/^org_[0-9a-z]{26}$/),
      name: 'X',
      production: {
        key_id: expect.stringMatching(/^key_[0-9a-z]{26}$/),
        api_key: expect.stringMatching(/^svc_sk_live_[0-9A-Za-z]{32,}$/),
        webhook_secret: expect.stringMatching(/^whsec_live_[0-9A-Za-z]+$/),
      },
      sandbox: {
        key_id: expect.stringMatching(/^key_[0-9a-z]{26}$/),
        api_key: expect.stringMatching(/^svc_sk_test_[0-9A-Za-z]{32,}$/),
        webhook_secret: expect.stringMatching(/^whsec_test_[0-9A-Za-z]+$/),
      },
    });
    expect(created.production.key_id).not.toBe(created.sandbox.key_id);
  });

  it('org create writes the same organization id to both stages, each with its own full_access key only', async () => {
    for (const stage of ['production', 'sandbox'] as const) {
      const own = created[stage];
      const other = created[stage === 'production' ? 'sandbox' : 'production'];
      await withStore(dataDir, stage, async (store) => {
        const organization = await getOrganization(store, created.id);
        expect(organization).toMatchObject({ id: created.id, name: 'X', tier: 'standard', webhook_secret: own.webhook_secret });
        const key = await getKey(store, created.id, own.key_id);
        expect(key).toMatchObject({ scope: 'full_access', environment: stage, key_hash: hashApiKey(own.api_key), expires_at: null });
        expect(await store.get({ pk: `KEYHASH#${hashApiKey(own.api_key)}`, sk: 'KEYHASH' })).toBeDefined();
        // The other stage's key is not in this store.
        expect(await getKey(store, created.id, other.key_id)).toBeUndefined();
        expect(await store.get({ pk: `KEYHASH#${hashApiKey(other.api_key)}`, sk: 'KEYHASH' })).toBeUndefined();
      });
    }
  });

  it('key create prints the key record plus api_key, stored in that stage only', async () => {
    const result = await cli(dataDir, 'key', 'create', '--org', created.id, '--env', 'sandbox', '--scope', 'read_only');
    const key = jsonOf(result);
    expect(Object.keys(key).sort()).toEqual([...API_KEY_RECORD_FIELDS, 'api_key'].sort());
    expect(key).toMatchObject({
      id: expect.stringMatching(/^key_[0-9a-z]{26}$/),
      scope: 'read_only',
      environment: 'sandbox',
      expires_at: null,
      last_used_at: null,
      api_key: expect.stringMatching(/^svc_sk_test_[0-9A-Za-z]{32,}$/),
    });
    expect(key.prefix).toBe(key.api_key.slice(0, 16));
    await withStore(dataDir, 'sandbox', async (store) => {
      expect(await getKey(store, created.id, key.id)).toMatchObject({ scope: 'read_only', key_hash: hashApiKey(key.api_key) });
    });
    await withStore(dataDir, 'production', async (store) => {
      expect(await getKey(store, created.id, key.id)).toBeUndefined();
    });
  });

  it('key create for production issues a svc_sk_live_ key', async () => {
    const key = jsonOf(await cli(dataDir, 'key', 'create', '--org', created.id, '--env', 'production', '--scope', 'engagements_only'));
    expect(key).toMatchObject({ scope: 'engagements_only', environment: 'production', api_key: expect.stringMatching(/^svc_sk_live_/) });
  });

  it('org set-tier changes both stages, or only the one --env names', async () => {
    const tierIn = (stage: Stage) => withStore(dataDir, stage, async (store) => (await getOrganization(store, created.id))?.tier);

    const both = jsonOf(await cli(dataDir, 'org', 'set-tier', '--org', created.id, '--tier', 'scale'));
    expect(both).toMatchObject({ id: created.id, tier: 'scale' });
    expect(await tierIn('production')).toBe('scale');
    expect(await tierIn('sandbox')).toBe('scale');

    const one = jsonOf(await cli(dataDir, 'org', 'set-tier', '--org', created.id, '--tier', 'enterprise', '--env', 'sandbox'));
    expect(one).toMatchObject({ id: created.id, tier: 'enterprise' });
    expect(await tierIn('sandbox')).toBe('enterprise');
    expect(await tierIn('production')).toBe('scale');
  });

  it('bad arguments exit non-zero with a message on stderr and nothing on stdout', async () => {
    const unknownOrg = newId('org');
    const cases: string[][] = [
      [],
      ['bogus'],
      ['org'],
      ['org', 'delete', '--org', created.id],
      ['org', 'create'],
      ['org', 'create', '--name'],
      ['org', 'create', '--name', '   '],
      ['org', 'create', '--name', 'Y', '--tier', 'platinum'],
      ['org', 'create', '--nme', 'Y'],
      ['key', 'create', '--org', created.id, '--env', 'staging', '--scope', 'read_only'],
      ['key', 'create', '--org', created.id, '--env', 'sandbox', '--scope', 'admin'],
      ['key', 'create', '--org', created.id, '--env', 'sandbox'],
      ['key', 'create', '--env', 'sandbox', '--scope', 'read_only'],
      ['key', 'create', '--org', 'org_nope', '--env', 'sandbox', '--scope', 'read_only'],
      ['key', 'create', '--org', unknownOrg, '--env', 'sandbox', '--scope', 'read_only'],
      ['org', 'set-tier', '--org', unknownOrg, '--tier', 'scale'],
      ['org', 'set-tier', '--org', created.id, '--tier', 'gold'],
      ['org', 'set-tier', '--org', created.id, '--tier', 'scale', '--env', 'staging'],
    ];
    const results: CliResult[] = [];
    for (let i = 0; i < cases.length; i += 6) results.push(...(await Promise.all(cases.slice(i, i + 6).map((args) => cli(dataDir, ...args)))));
    results.forEach((result, i) => {
      const label = `careloop ${cases[i]!.join(' ')}`;
      expect(result.code, label).not.toBe(0);
      expect(result.stdout, label).toBe('');
      expect(result.stderr.trim().length, label).toBeGreaterThan(0);
    });
    // An unknown organization is named in the message.
    expect(results[cases.findIndex((args) => args[0] === 'key' && args.includes(unknownOrg))]!.stderr).toContain(unknownOrg);
    // Nothing was created or changed by the failures.
    await withStore(dataDir, 'sandbox', async (store) => {
      expect(await getOrganization(store, unknownOrg)).toBeUndefined();
      expect((await getOrganization(store, created.id))?.tier).toBe('enterprise');
    });
  });

  it('org set-tier without --env changes nothing when the organization is missing from one stage', async () => {
    const orgId = newId('org');
    await withStore(dataDir, 'production', (store) => createOrganizationInStage(store, 'production', { id: orgId, name: 'Half' }));
    const result = await cli(dataDir, 'org', 'set-tier', '--org', orgId, '--tier', 'enterprise');
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('sandbox');
    expect(await withStore(dataDir, 'production', async (store) => (await getOrganization(store, orgId))?.tier)).toBe('standard');
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await cli(dataDir, '--help');
    expect(result.code).toBe(0);
    expect(result.stderr + result.stdout).toContain('org create');
  });
});

describe('CLI while a stage serves the same data directory', () => {
  let stage: TestStage;

  beforeAll(async () => {
    stage = await startTestStage('production');
  });
  afterAll(() => stage.stop());

  it('an organization and a key created by the CLI are accepted at once', async () => {
    const created = jsonOf(await cli(stage.dataDir, 'org', 'create', '--name', 'Live Clinic'));
    const first = await request(stage.url, 'GET', '/v1/auth/keys', { key: created.production.api_key });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((key: { id: string }) => key.id)).toEqual([created.production.key_id]);
    const viaHeaders = await request(stage.url, 'GET', '/v1/auth/keys', { key: created.production.api_key, scheme: 'headers', orgId: created.id });
    expect(viaHeaders.status).toBe(200);

    const key = jsonOf(await cli(stage.dataDir, 'key', 'create', '--org', created.id, '--env', 'production', '--scope', 'read_only'));
    const use = await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: key.api_key });
    expect(use.status, use.text).toBe(200);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: key.api_key })).status).toBe(403);
    const listed = await request(stage.url, 'GET', '/v1/auth/keys', { key: created.production.api_key });
    expect(listed.body.data.map((record: { id: string }) => record.id)).toEqual([created.production.key_id, key.id]);
  });

  it('the sandbox key the CLI printed is refused by the production stage', async () => {
    const created = jsonOf(await cli(stage.dataDir, 'org', 'create', '--name', 'Sandbox check'));
    const result = await request(stage.url, 'GET', '/v1/auth/keys', { key: created.sandbox.api_key });
    expect(result.status).toBe(401);
  });

  it('a tier the CLI sets while the stage runs is visible in the served store', async () => {
    const created = jsonOf(await cli(stage.dataDir, 'org', 'create', '--name', 'Tiered'));
    jsonOf(await cli(stage.dataDir, 'org', 'set-tier', '--org', created.id, '--tier', 'enterprise', '--env', 'production'));
    expect((await getOrganization(stage.store, created.id))?.tier).toBe('enterprise');
  });
});
