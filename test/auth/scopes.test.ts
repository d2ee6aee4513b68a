import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import type { Scope } from '../../functions/routes';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { expectEngagementError } from './helpers';

/**
 * Scopes on the auth routes (DESIGN §2): `full_access` everything; `read_only` every GET except
 * /v1/auth/keys; `engagements_only` none of the auth routes. Anything else: 403.
 */

let stage: TestStage;
let org: TestOrganization;
const keys: Partial<Record<Scope, string>> = {};

beforeAll(async () => {
  stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0' } });
  org = await stage.onboard({ name: 'Scoped' });
  keys.full_access = org.apiKey;
  keys.read_only = (await createKey(stage.store, org.id, 'read_only', 'production')).api_key;
  keys.engagements_only = (await createKey(stage.store, org.id, 'engagements_only', 'production')).api_key;
});
afterAll(() => stage.stop());

type Call = { name: string; method: string; path: () => string; body?: unknown };

const calls = {
  getAllowlist: { name: 'GET /v1/auth/ip-allowlist', method: 'GET', path: () => '/v1/auth/ip-allowlist' },
  listKeys: { name: 'GET /v1/auth/keys', method: 'GET', path: () => '/v1/auth/keys' },
  rotate: { name: 'POST /v1/auth/keys/{id}/rotate', method: 'POST', path: () => `/v1/auth/keys/${org.keyId}/rotate` },
  setAllowlist: { name: 'POST /v1/auth/ip-allowlist', method: 'POST', path: () => '/v1/auth/ip-allowlist', body: { allowed_cidrs: [] } },
} satisfies Record<string, Call>;

const call = (scope: Scope, which: Call, scheme: 'bearer' | 'headers' = 'bearer') =>
  request(stage.url, which.method, which.path(), { key: keys[scope], scheme, orgId: scheme === 'headers' ? org.id : undefined, body: which.body });

const keyCount = async () => (await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).body.data.length as number;

describe('read_only', () => {
  it('may read the IP allowlist', async () => {
    const result = await call('read_only', calls.getAllowlist);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ enabled: false, allowed_cidrs: [] });
  });

  it('may not list keys (the one GET excluded): 403 insufficient_permissions, with either scheme', async () => {
    for (const scheme of ['bearer', 'headers'] as const) {
      const result = await call('read_only', calls.listKeys, scheme);
      expectEngagementError(result, 403, 'insufficient_permissions');
      expect(result.body.error.details.scope).toBe('read_only');
    }
  });

  it('may not rotate a key (not even its own), and nothing is issued', async () => {
    const before = await keyCount();
    const result = await call('read_only', calls.rotate);
    expectEngagementError(result, 403, 'insufficient_permissions');
    const own = (await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).body.data.find(
      (key: { scope: string }) => key.scope === 'read_only',
    );
    const self = await request(stage.url, 'POST', `/v1/auth/keys/${own.id}/rotate`, { key: keys.read_only });
    expectEngagementError(self, 403, 'insufficient_permissions');
    expect(await keyCount()).toBe(before);
  });

  it('may not change the IP allowlist, and it stays unchanged', async () => {
    const result = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', {
      key: keys.read_only,
      body: { allowed_cidrs: ['10.0.0.0/8'], force: true },
    });
    expectEngagementError(result, 403, 'insufficient_permissions');
    const after = await call('full_access', calls.getAllowlist);
    expect(after.body).toEqual({ allowed_cidrs: [], enabled: false, updated_at: null });
  });

  it('is refused before the body or path is validated (403, not 400)', async () => {
    const badBody = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: keys.read_only, rawBody: '{not json', headers: { 'content-type': 'application/json' } });
    expectEngagementError(badBody, 403, 'insufficient_permissions');
    const badId = await request(stage.url, 'POST', '/v1/auth/keys/nope/rotate', { key: keys.read_only });
    expectEngagementError(badId, 403, 'insufficient_permissions');
  });
});

describe('engagements_only', () => {
  for (const which of Object.values(calls)) {
    it(`is refused ${which.name}: 403 insufficient_permissions`, async () => {
      const before = await keyCount();
      const result = await call('engagements_only', which);
      expectEngagementError(result, 403, 'insufficient_permissions');
      expect(result.body.error.details.scope).toBe('engagements_only');
      expect(await keyCount()).toBe(before);
    });
  }
});

describe('full_access', () => {
  it('may read the allowlist, list keys, set the allowlist and rotate', async () => {
    const allowlist = await call('full_access', calls.getAllowlist);
    expect(allowlist.status, allowlist.text).toBe(200);
    const list = await call('full_access', calls.listKeys);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((key: { scope: string }) => key.scope).sort()).toEqual(['engagements_only', 'full_access', 'read_only']);
    const set = await call('full_access', calls.setAllowlist);
    expect(set.status, set.text).toBe(200);
    const rotated = await call('full_access', calls.rotate);
    expect(rotated.status, rotated.text).toBe(201);
    expect(rotated.body.scope).toBe('full_access');
  });

  it('rotating a read_only key issues a read_only successor, still refused GET /v1/auth/keys', async () => {
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'production');
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${readOnly.id}/rotate`, { key: org.apiKey });
    expect(rotated.status, rotated.text).toBe(201);
    expect(rotated.body.scope).toBe('read_only');
    const successor = rotated.body.api_key as string;
    expect((await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: successor })).status).toBe(200);
    expectEngagementError(await request(stage.url, 'GET', '/v1/auth/keys', { key: successor }), 403, 'insufficient_permissions');
    expectEngagementError(
      await request(stage.url, 'POST', `/v1/auth/keys/${rotated.body.id}/rotate`, { key: successor }),
      403,
      'insufficient_permissions',
    );
  });
});
