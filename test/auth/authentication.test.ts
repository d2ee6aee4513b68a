import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from '../../functions/auth/api-keys';
import { createKey } from '../../functions/auth/key-store';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import { newId } from '../../functions/core/ids';
import { storeFile } from '../../local/stage';
import type { Item } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { API_KEY_RECORD_FIELDS, expectEngagementError, expectRateLimitHeaders } from './helpers';

/**
 * Authentication at the production stage over real HTTP (DESIGN §2, SPEC "Authentication"):
 * both schemes, the organization header, the stage of a key, malformed and unknown keys, the
 * rate-limit headers on refusals, organization isolation, and keys stored only as hashes.
 *
 * Failed authentications are limited to 60 a minute per address: this file stays well below
 * that until its last test, which exhausts the limit on purpose.
 */

let stage: TestStage;
let orgA: TestOrganization;
let orgB: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('production');
  orgA = await stage.onboard({ name: 'Clinic A' });
  orgB = await stage.onboard({ name: 'Clinic B' });
});
afterAll(() => stage.stop());

const listKeys = (key: string, options: Parameters<typeof request>[3] = {}) =>
  request(stage.url, 'GET', '/v1/auth/keys', { key, ...options });

const everyItemOf = async (orgId: string): Promise<Item[]> => {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await stage.store.query({ partition: `ORG#${orgId}`, cursor, consistent: true });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
};

describe('schemes', () => {
  it('accepts Authorization: Bearer <key>', async () => {
    const result = await listKeys(orgA.apiKey);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.map((key: { id: string }) => key.id)).toEqual([orgA.keyId]);
    expectRateLimitHeaders(result);
  });

  it('accepts the Bearer scheme name in any case (RFC 9110: case-insensitive)', async () => {
    const result = await request(stage.url, 'GET', '/v1/auth/keys', { headers: { authorization: `bearer ${orgA.apiKey}` } });
    expect(result.status, result.text).toBe(200);
  });

  it('accepts X-API-KEY with the matching X-ORG-ID', async () => {
    const result = await listKeys(orgA.apiKey, { scheme: 'headers', orgId: orgA.id });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.map((key: { id: string }) => key.id)).toEqual([orgA.keyId]);
  });

  it('accepts Bearer with a matching X-ORG-ID', async () => {
    const result = await listKeys(orgA.apiKey, { orgId: orgA.id });
    expect(result.status, result.text).toBe(200);
  });

  it('refuses X-API-KEY without X-ORG-ID: 401 authentication_failed in the engagement envelope', async () => {
    const result = await listKeys(orgA.apiKey, { scheme: 'headers' });
    expectEngagementError(result, 401, 'authentication_failed');
    expectRateLimitHeaders(result);
  });

  it('refuses X-API-KEY with an empty X-ORG-ID', async () => {
    const result = await listKeys(orgA.apiKey, { scheme: 'headers', headers: { 'x-org-id': '  ' } });
    expectEngagementError(result, 401, 'authentication_failed');
  });

  it("refuses X-API-KEY with another organization's X-ORG-ID, or an unknown one", async () => {
    for (const orgId of [orgB.id, newId('org'), 'not-an-org']) {
      const result = await listKeys(orgA.apiKey, { scheme: 'headers', orgId });
      expectEngagementError(result, 401, 'authentication_failed');
      expectRateLimitHeaders(result);
    }
  });

  it('refuses Bearer with a mismatching X-ORG-ID', async () => {
    const result = await listKeys(orgA.apiKey, { orgId: orgB.id });
    expectEngagementError(result, 401, 'authentication_failed');
  });
});

describe('keys that are not valid here', () => {
  it('refuses a real sandbox key of the same organization at the production stage (both schemes)', async () => {
    // The organization onboarded in a sandbox store of its own, as `org create` does.
    const dir = mkdtempSync(path.join(tmpdir(), 'careloop-sandbox-'));
    const sandboxStore = SqliteStore.open(storeFile(dir, 'sandbox'));
    try {
      const sandbox = await createOrganizationInStage(sandboxStore, 'sandbox', { id: orgA.id, name: 'Clinic A' });
      expect(sandbox.api_key).toMatch(/^svc_sk_test_/);
      const bearer = await listKeys(sandbox.api_key);
      expectEngagementError(bearer, 401, 'authentication_failed');
      expectRateLimitHeaders(bearer);
      const headers = await listKeys(sandbox.api_key, { scheme: 'headers', orgId: orgA.id });
      expectEngagementError(headers, 401, 'authentication_failed');
    } finally {
      sandboxStore.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a sandbox key even if its hash were in the production store', async () => {
    // Stage separation must not depend on the stores being separate: a test key is a 401 here.
    const org = await stage.onboard({ name: 'Mixed stages' });
    const sandboxKey = await createKey(stage.store, org.id, 'full_access', 'sandbox');
    expect(sandboxKey.api_key).toMatch(/^svc_sk_test_/);
    const result = await listKeys(sandboxKey.api_key);
    expectEngagementError(result, 401, 'authentication_failed');
  });

  it('refuses a freshly generated sandbox key', async () => {
    const result = await listKeys(generateApiKey('sandbox'));
    expectEngagementError(result, 401, 'authentication_failed');
  });

  it('refuses malformed keys', async () => {
    for (const key of [
      'hello',
      'svc_sk_live_short',
      `${orgA.apiKey}-`,
      orgA.apiKey.slice(0, -10),
      orgA.apiKey.replace('svc_sk_live_', 'svc_sk_prod_'),
      orgA.webhookSecret,
    ]) {
      const result = await listKeys(key);
      expectEngagementError(result, 401, 'authentication_failed');
      expectRateLimitHeaders(result);
    }
  });

  it('refuses an unknown well-formed production key, and a key one character off', async () => {
    const last = orgA.apiKey.at(-1) === 'a' ? 'b' : 'a';
    for (const key of [generateApiKey('production'), `${orgA.apiKey.slice(0, -1)}${last}`]) {
      const result = await listKeys(key);
      expectEngagementError(result, 401, 'authentication_failed');
      expectRateLimitHeaders(result);
    }
  });

  it('refuses a request without a key, and other authorization schemes', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${Buffer.from(`${orgA.apiKey}:`).toString('base64')}` },
      { authorization: orgA.apiKey },
      { 'x-org-id': orgA.id },
    ];
    for (const headers of cases) {
      const result = await request(stage.url, 'GET', '/v1/auth/keys', { headers });
      expectEngagementError(result, 401, 'authentication_failed');
      expectRateLimitHeaders(result);
    }
  });

  it('a 401 does not leak which part failed beyond a message, and never echoes the key', async () => {
    const key = generateApiKey('production');
    const result = await listKeys(key);
    expect(result.status).toBe(401);
    expect(result.text).not.toContain(key);
    expect(result.text).not.toContain(hashApiKey(key));
  });
});

describe('forbidden requests', () => {
  // Regression (fixed in 3d475e3): a 403 raised while authenticating skipped the rate-limiting
  // middleware, so it had no X-RateLimit-* headers (DESIGN §5: every response carries them).
  it('a 403 (insufficient_permissions) carries the rate-limit headers', async () => {
    const readOnly = await createKey(stage.store, orgA.id, 'read_only', 'production');
    const result = await listKeys(readOnly.api_key);
    expectEngagementError(result, 403, 'insufficient_permissions');
    expectRateLimitHeaders(result);
  });
});

describe('organization isolation', () => {
  it("lists only the caller organization's keys", async () => {
    const extraB = await createKey(stage.store, orgB.id, 'read_only', 'production');
    const a = await listKeys(orgA.apiKey);
    const b = await listKeys(orgB.apiKey);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const idsA = a.body.data.map((key: { id: string }) => key.id);
    const idsB = b.body.data.map((key: { id: string }) => key.id);
    expect(idsA).toContain(orgA.keyId);
    expect(idsA).not.toContain(orgB.keyId);
    expect(idsA).not.toContain(extraB.id);
    expect(idsB).toEqual([orgB.keyId, extraB.id]);
    expect(a.text).not.toContain(orgB.keyId);
    expect(a.text).not.toContain(orgB.id);
  });

  it("rotating another organization's key id answers 404 not_found and changes nothing", async () => {
    const result = await request(stage.url, 'POST', `/v1/auth/keys/${orgB.keyId}/rotate`, { key: orgA.apiKey });
    expectEngagementError(result, 404, 'not_found');
    expectRateLimitHeaders(result);
    const b = await listKeys(orgB.apiKey);
    expect(b.status).toBe(200);
    const original = b.body.data.find((key: { id: string }) => key.id === orgB.keyId);
    expect(original.expires_at).toBeNull();
    expect(b.body.data).toHaveLength(2);
  });

  it("X-API-KEY of org A with X-ORG-ID of org B never reaches org B's data", async () => {
    const result = await listKeys(orgA.apiKey, { scheme: 'headers', orgId: orgB.id });
    expect(result.status).toBe(401);
    expect(result.text).not.toContain(orgB.keyId);
  });
});

describe('secrets', () => {
  it('the list shows records with prefix = first 16 characters, never the secret or its hash', async () => {
    const org = await stage.onboard({ name: 'Secrets' });
    const result = await listKeys(org.apiKey);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ has_more: false, next_cursor: null });
    const [record] = result.body.data;
    expect(Object.keys(record).sort()).toEqual(API_KEY_RECORD_FIELDS);
    expect(record).toMatchObject({ id: org.keyId, prefix: org.apiKey.slice(0, 16), scope: 'full_access', environment: 'production' });
    expect(record.prefix).toHaveLength(16);
    expect(result.text).not.toContain(org.apiKey);
    expect(result.text).not.toContain(org.apiKey.slice(16));
    expect(result.text).not.toContain(hashApiKey(org.apiKey));
    expect(result.text).not.toContain(org.webhookSecret);
  });

  it('the rotate answer is the only response carrying the new secret', async () => {
    const org = await stage.onboard({ name: 'Rotating secrets' });
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey });
    expect(rotated.status, rotated.text).toBe(201);
    const secret: string = rotated.body.api_key;
    expect(secret).toMatch(/^svc_sk_live_/);
    for (const key of [org.apiKey, secret]) {
      const list = await listKeys(key);
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(2);
      for (const record of list.body.data) expect(Object.keys(record).sort()).toEqual(API_KEY_RECORD_FIELDS);
      expect(list.text).not.toContain(secret);
      expect(list.text).not.toContain(secret.slice(16));
      expect(list.text).not.toContain(org.apiKey);
      expect(list.text).not.toContain(hashApiKey(secret));
      const allowlist = await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key });
      expect(allowlist.status).toBe(200);
      expect(allowlist.text).not.toContain(secret);
    }
  });
});

describe('storage', () => {
  it('stores keys only as SHA-256 hashes: no item holds the raw key', async () => {
    const org = await stage.onboard({ name: 'Hashed' });
    const extra = await createKey(stage.store, org.id, 'read_only', 'production');
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey });
    expect(rotated.status).toBe(201);
    // Use every key once so last_used_at is written too.
    for (const key of [org.apiKey, extra.api_key, rotated.body.api_key]) {
      expect((await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key })).status).toBe(200);
    }
    const secrets: string[] = [org.apiKey, extra.api_key, rotated.body.api_key];

    const items = await everyItemOf(org.id);
    expect(items.filter((item) => String(item.sk).startsWith('KEY#'))).toHaveLength(3);
    for (const secret of secrets) {
      const hash = hashApiKey(secret);
      const lookup = await stage.store.get({ pk: `KEYHASH#${hash}`, sk: 'KEYHASH' });
      expect(lookup, 'lookup item addressed by the hash').toBeDefined();
      const keyItem = items.find((item) => item.key_hash === hash);
      expect(keyItem, 'key item carrying the hash').toBeDefined();
      for (const item of [...items, lookup!]) {
        const text = JSON.stringify(item);
        expect(text).not.toContain(secret);
        expect(text).not.toContain(secret.slice(12)); // the random part on its own
      }
    }
  });

  it('the store files on disk (table, change feed, WAL) never contain a raw key', async () => {
    const org = await stage.onboard({ name: 'On disk' });
    const extra = await createKey(stage.store, org.id, 'engagements_only', 'production');
    const file = storeFile(stage.dataDir, 'production');
    const bytes = [file, `${file}-wal`].filter(existsSync).map((name) => readFileSync(name));
    expect(bytes.length).toBeGreaterThan(0);
    for (const secret of [org.apiKey, extra.api_key, orgA.apiKey, orgB.apiKey]) {
      for (const content of bytes) expect(content.includes(Buffer.from(secret.slice(12)))).toBe(false);
    }
    // The hashes are there: proves the scan reads the data at all.
    expect(bytes.some((content) => content.includes(Buffer.from(hashApiKey(org.apiKey))))).toBe(true);
  });
});

describe('failed-authentication limit (runs last: exhausts this address)', () => {
  it('after 60 failures a minute the address gets 429 with the rate-limit headers and Retry-After', async () => {
    let limited;
    for (let i = 0; i < 130 && !limited; i++) {
      const result = await listKeys(generateApiKey('production'));
      if (result.status === 429) limited = result;
      else {
        expect(result.status).toBe(401);
        expectRateLimitHeaders(result);
        expect(result.headers.get('x-ratelimit-limit')).toBe('60');
      }
    }
    expect(limited, 'a 429 within 130 failed attempts').toBeDefined();
    expectEngagementError(limited!, 429, 'rate_limit_exceeded');
    expectRateLimitHeaders(limited!);
    expect(limited!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // A valid key from the same address still works: only failures are limited.
    expect((await listKeys(orgA.apiKey)).status).toBe(200);
  });
});
