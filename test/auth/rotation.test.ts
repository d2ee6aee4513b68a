import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { newId } from '../../functions/core/ids';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { API_KEY_RECORD_FIELDS, expectEngagementError, expectRateLimitHeaders, sleep } from './helpers';

/**
 * Key rotation over HTTP (DESIGN §2): 201 with the new record, its secret and rotated_from; both
 * keys work during the grace period (2 s here), then the old one is a 401 and leaves the list.
 * The per-container key cache is off, so every request reads the store.
 */

const GRACE_SECONDS = 2;

let stage: TestStage;

beforeAll(async () => {
  stage = await startTestStage('production', {
    env: { KEY_ROTATION_GRACE_SECONDS: String(GRACE_SECONDS), KEY_CACHE_TTL_SECONDS: '0' },
  });
});
afterAll(() => stage.stop());

const rotate = (key: string, keyId: string) => request(stage.url, 'POST', `/v1/auth/keys/${keyId}/rotate`, { key });
const list = (key: string) => request(stage.url, 'GET', '/v1/auth/keys', { key });
const recordOf = (result: { body: { data: { id: string }[] } }, id: string) => result.body.data.find((key) => key.id === id) as any;

describe('rotation with a 2 s grace period', () => {
  let org: TestOrganization;
  let newKey: string;
  let newId_: string;
  let rotatedAt: number;

  it('answers 201 with the new key record, its secret and rotated_from', async () => {
    org = await stage.onboard({ name: 'Rotating' });
    rotatedAt = Date.now();
    const result = await rotate(org.apiKey, org.keyId);
    expect(result.status, result.text).toBe(201);
    expectRateLimitHeaders(result);
    const body = result.body;
    expect(Object.keys(body).sort()).toEqual([...API_KEY_RECORD_FIELDS, 'api_key', 'rotated_from'].sort());
    expect(body.api_key).toMatch(/^svc_sk_live_[0-9A-Za-z]{32,}$/);
    expect(body.api_key).not.toBe(org.apiKey);
    expect(body.rotated_from).toBe(org.keyId);
    expect(body.id).toMatch(/^key_[0-9a-z]{26}$/);
    expect(body.id).not.toBe(org.keyId);
    expect(body).toMatchObject({ prefix: body.api_key.slice(0, 16), scope: 'full_access', environment: 'production', expires_at: null, last_used_at: null });
    expect(Math.abs(Date.parse(body.created_at) - rotatedAt)).toBeLessThan(5_000);
    newKey = body.api_key;
    newId_ = body.id;
  });

  it('both keys work at once, with either scheme', async () => {
    for (const key of [org.apiKey, newKey]) {
      expect((await list(key)).status).toBe(200);
      const headers = await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key, scheme: 'headers', orgId: org.id });
      expect(headers.status, headers.text).toBe(200);
    }
  });

  it('lists both keys; the old one expires after the grace period, the new one never', async () => {
    const result = await list(newKey);
    expect(result.status).toBe(200);
    expect(result.body.data.map((key: { id: string }) => key.id).sort()).toEqual([org.keyId, newId_].sort());
    const old = recordOf(result, org.keyId);
    const successor = recordOf(result, newId_);
    expect(Object.keys(old).sort()).toEqual(API_KEY_RECORD_FIELDS);
    expect(successor.expires_at).toBeNull();
    expect(Math.abs(Date.parse(old.expires_at) - (rotatedAt + GRACE_SECONDS * 1000))).toBeLessThan(1_000);
  });

  it('after the grace period the old key is a 401 and leaves the list; the new key works', async () => {
    const old = recordOf(await list(newKey), org.keyId);
    await sleep(Math.max(0, Date.parse(old.expires_at) - Date.now()) + 200);
    for (const scheme of ['bearer', 'headers'] as const) {
      const refused = await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: org.apiKey, scheme, orgId: scheme === 'headers' ? org.id : undefined });
      expectEngagementError(refused, 401, 'authentication_failed');
      expectRateLimitHeaders(refused);
    }
    const after = await list(newKey);
    expect(after.status).toBe(200);
    expect(after.body.data.map((key: { id: string }) => key.id)).toEqual([newId_]);
  });

  it('an expired key can no longer be rotated: 404 not_found', async () => {
    const result = await rotate(newKey, org.keyId);
    expectEngagementError(result, 404, 'not_found');
    expect((await list(newKey)).body.data).toHaveLength(1);
  });
});

describe('rotation edge cases', () => {
  it('rotating an unknown well-formed key id answers 404 not_found', async () => {
    const org = await stage.onboard();
    const result = await rotate(org.apiKey, newId('key'));
    expectEngagementError(result, 404, 'not_found');
    expectRateLimitHeaders(result);
    expect((await list(org.apiKey)).body.data).toHaveLength(1);
  });

  it('rotating a key id of any other shape answers 404 not_found: ids are opaque (decision 50)', async () => {
    const org = await stage.onboard();
    for (const keyId of ['nope', 'key_', 'key_nope', `${org.keyId}x`, org.keyId.toUpperCase(), 'org_01hzzzzzzzzzzzzzzzzzzzzzzz']) {
      const result = await rotate(org.apiKey, encodeURIComponent(keyId));
      expectEngagementError(result, 404, 'not_found');
      expect(result.text).not.toContain(keyId);
    }
    expect((await list(org.apiKey)).body.data).toHaveLength(1);
  });

  it('a key may rotate another key of its organization; the successor keeps that key’s scope', async () => {
    const org = await stage.onboard();
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'production');
    const result = await rotate(org.apiKey, readOnly.id);
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({ scope: 'read_only', rotated_from: readOnly.id });
    // The rotating key itself is untouched.
    expect(recordOf(await list(org.apiKey), org.keyId).expires_at).toBeNull();
  });

  it('rotating again during the grace period keeps the earlier expiry of the old key', async () => {
    const org = await stage.onboard();
    const first = await rotate(org.apiKey, org.keyId);
    expect(first.status).toBe(201);
    const expiry = recordOf(await list(org.apiKey), org.keyId).expires_at;
    await sleep(300);
    const second = await rotate(first.body.api_key, org.keyId);
    expect(second.status, second.text).toBe(201);
    expect(second.body.rotated_from).toBe(org.keyId);
    expect(recordOf(await list(org.apiKey), org.keyId).expires_at).toBe(expiry);
  });

  // Locally each handler runs to completion before the next request is read, so this cannot
  // interleave two rotations; rotation-race.test.ts does, with a store that has latency.
  it('concurrent rotations of one key never answer 500', async () => {
    const org = await stage.onboard();
    const results = await Promise.all(Array.from({ length: 5 }, () => rotate(org.apiKey, org.keyId)));
    for (const result of results) expect([201, 404, 409], result.text).toContain(result.status);
    expect(results.some((result) => result.status === 201)).toBe(true);
    // Every issued successor works.
    for (const result of results.filter((r) => r.status === 201)) expect((await list(result.body.api_key)).status).toBe(200);
  });

  it('last_used_at is null until the key is used, then set to about now', async () => {
    const org = await stage.onboard();
    const extra = await createKey(stage.store, org.id, 'read_only', 'production');
    expect(recordOf(await list(org.apiKey), extra.id).last_used_at).toBeNull();
    const usedAt = Date.now();
    expect((await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: extra.api_key })).status).toBe(200);
    const record = recordOf(await list(org.apiKey), extra.id);
    expect(record.last_used_at).not.toBeNull();
    expect(Math.abs(Date.parse(record.last_used_at) - usedAt)).toBeLessThan(5_000);
    // The listing key's own use is recorded too.
    expect(recordOf(await list(org.apiKey), org.keyId).last_used_at).not.toBeNull();
  });
});
