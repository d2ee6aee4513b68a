import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKey } from '../../../functions/auth/key-store';
import { setTier } from '../../../functions/auth/organizations';
import { windowLease, windowStart } from '../../../functions/api/rate-limit/arithmetic';
import { allRoutes } from '../../../functions/routes';
import { type HttpResult, type TestOrganization, type TestStage, request, startTestStage } from '../../support/local-stage';
import { testRoutes } from '../fixtures/routes';

/**
 * Rate limits through HTTP (SPEC "Limits", DESIGN §5) on a real local stage. The clock (Date
 * only; timers stay real) is frozen a second into a minute, so that a fixed window cannot roll
 * over in the middle of a test and a token bucket does not refill while it is being drained;
 * tests that need time to pass move the clock themselves.
 */

let stage: TestStage;

beforeAll(async () => {
  stage = await startTestStage('production', { routes: [...allRoutes(), ...Object.values(testRoutes)] });
});
afterAll(() => stage?.stop());

/** A minute start in the recent past; each test gets its own minute so counters start fresh. */
let minute = windowStart(Date.now()) - 60 * 60_000;
beforeEach(() => {
  minute += 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: minute + 1_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sends `count` requests, `concurrency` at a time. */
const burst = async (count: number, concurrency: number, send: () => Promise<HttpResult>): Promise<HttpResult[]> => {
  const results: HttpResult[] = [];
  for (let sent = 0; sent < count; sent += concurrency) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - sent) }, send))));
  }
  return results;
};

const statuses = (results: HttpResult[]) =>
  results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});

const header = (result: HttpResult, name: string): number => Number(result.headers.get(name));

const expectRateHeaders = (result: HttpResult, limit: number) => {
  expect(result.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(result.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  expect(result.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  expect(header(result, 'x-ratelimit-reset')).toBeGreaterThanOrEqual(1);
};

const expectEngagement429 = (result: HttpResult) => {
  expect(result.status, result.text).toBe(429);
  expect(result.body).toEqual({
    error: { code: 'rate_limit_exceeded', message: expect.any(String), status: 429, details: expect.any(Object) },
  });
  expect(header(result, 'x-ratelimit-remaining')).toBe(0);
  const retryAfter = header(result, 'retry-after');
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

describe('engagement interface: fixed one-minute windows per organization', () => {
  it('reads: 500 a minute, then 429 rate_limit_exceeded; other organizations are unaffected', async () => {
    const orgA = await stage.onboard();
    const orgB = await stage.onboard();
    const results = await burst(500, 50, () => request(stage.url, 'GET', '/v1/auth/keys', { key: orgA.apiKey }));
    expect(statuses(results)).toEqual({ 200: 500 });
    for (const result of results) expectRateHeaders(result, 500);
    for (const result of results) expect(result.headers.get('retry-after')).toBeNull();
    // Every request saw its own count: the counter is raised atomically, none was lost.
    const remaining = results.map((result) => header(result, 'x-ratelimit-remaining')).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 500 }, (_, i) => i));

    const refused = await request(stage.url, 'GET', '/v1/auth/keys', { key: orgA.apiKey });
    expectEngagement429(refused);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('500');
    // Frozen one second into the minute: the window ends in 59 s.
    expect(header(refused, 'retry-after')).toBe(59);
    expect(header(refused, 'x-ratelimit-reset')).toBe(59);

    // The group's counter, not the route's: another read route is refused too.
    expectEngagement429(await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: orgA.apiKey }));
    // Another group of the same organization is not.
    const management = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: orgA.apiKey, body: { allowed_cidrs: [] } });
    expect(management.status).toBe(200);
    expect(management.headers.get('x-ratelimit-limit')).toBe('50');

    const other = await request(stage.url, 'GET', '/v1/auth/keys', { key: orgB.apiKey });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-limit')).toBe('500');
    expect(other.headers.get('x-ratelimit-remaining')).toBe('499');
  });

  it('the window resets when the next minute begins', async () => {
    const org = await stage.onboard();
    const results = await burst(500, 50, () => request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey }));
    expect(statuses(results)).toEqual({ 200: 500 });
    expectEngagement429(await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey }));
    vi.setSystemTime(minute + 59_999);
    const lastMillisecond = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(lastMillisecond.status).toBe(429);
    expect(lastMillisecond.headers.get('retry-after')).toBe('1');
    vi.setSystemTime(minute + 60_000);
    const next = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('499');
    expect(next.headers.get('x-ratelimit-reset')).toBe('60');
    minute += 60_000;
  });

  it('counters live in the stage store (shared by every container), keyed by organization and group, with a TTL', async () => {
    const org = await stage.onboard();
    for (let i = 0; i < 3; i++) expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
    const page = await stage.store.query({ partition: `RATE#org#${org.id}#reads` });
    expect(page.items).toHaveLength(1);
    const counter = page.items[0] as Record<string, unknown>;
    expect(counter.pk).toBe(`RATE#org#${org.id}#reads`);
    expect(counter.sk).toBe(`W#${minute}`);
    // The container claimed a lease of ten reads with its first request (decision 318) and spent three.
    expect(counter.count).toBe(windowLease(500));
    expect(counter.ttl).toBeGreaterThan((minute + 60_000) / 1000);
    // A counter name never holds the key.
    expect(JSON.stringify(page.items)).not.toContain(org.apiKey);
    expect(JSON.stringify(page.items)).not.toContain(org.apiKey.slice(12));

    // Another container sharing the store claims the rest of the window behind the API's back: this
    // one serves the seven reads it still holds, then is refused.
    await stage.store.update({ pk: counter.pk as string, sk: counter.sk as string }, { add: { count: 500 - windowLease(500) } });
    const held = await burst(windowLease(500) - 3, 1, () => request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey }));
    expect(statuses(held)).toEqual({ 200: windowLease(500) - 3 });
    expectEngagement429(await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey }));
  });

  it('management: 50 a minute (ip-allowlist and key rotation share it), then 429', async () => {
    const org = await stage.onboard();
    const results = await burst(50, 25, () => request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: { allowed_cidrs: [] } }));
    expect(statuses(results)).toEqual({ 200: 50 });
    for (const result of results) expectRateHeaders(result, 50);
    expect(Math.min(...results.map((result) => header(result, 'x-ratelimit-remaining')))).toBe(0);

    const refused = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: { allowed_cidrs: [] } });
    expectEngagement429(refused);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('50');
    // The limit is checked before the body: an invalid body is refused with 429, not 400.
    expectEngagement429(await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, rawBody: '{', headers: { 'content-type': 'application/json' } }));
    expectEngagement429(await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey }));
    // Reads are counted apart.
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
  });

  it('both authentication schemes draw on the same counter', async () => {
    const org = await stage.onboard();
    const bearer = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    const headers = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey, orgId: org.id, scheme: 'headers' });
    expect(bearer.headers.get('x-ratelimit-remaining')).toBe('499');
    expect(headers.headers.get('x-ratelimit-remaining')).toBe('498');
  });
});

describe('routes without a key: per client address', () => {
  it('/v1/health carries the headers with limit 120; the 121st request a minute is 429 in the proxy envelope', async () => {
    const first = await request(stage.url, 'GET', '/v1/health');
    expect(first.status).toBe(200);
    expectRateHeaders(first, 120);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(first.headers.get('retry-after')).toBeNull();

    const rest = await burst(119, 40, () => request(stage.url, 'GET', '/v1/health'));
    expect(statuses(rest)).toEqual({ 200: 119 });

    const refused = await request(stage.url, 'GET', '/v1/health');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 'error', error: { code: 'RATE_LIMITED', message: expect.any(String), details: expect.any(Object) } });
    expect(header(refused, 'retry-after')).toBe(59);
    // The API description and unknown routes share the address's public counter.
    expect((await request(stage.url, 'GET', '/v1/openapi.json')).status).toBe(429);
    expectEngagement429(await request(stage.url, 'GET', '/v1/nope'));
    // Keyed routes are not charged to it.
    const org = await stage.onboard();
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
  });
});

describe('EHR proxy: token bucket by tier (test-only proxy route)', () => {
  const ping = (org: TestOrganization) => request(stage.url, 'GET', testRoutes.proxyPing.path, { key: org.apiKey, orgId: org.id, scheme: 'headers' });

  it('standard: burst 100, then 429 RATE_LIMITED in the proxy envelope with Retry-After ≥ 1', async () => {
    const org = await stage.onboard({ tier: 'standard' });
    const first = await ping(org);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ status: 'ok', data: { pong: true, tier: 'standard' } });
    expectRateHeaders(first, 100);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    // One token missing at 60 a minute: full again in 1 s.
    expect(first.headers.get('x-ratelimit-reset')).toBe('1');

    const rest = await burst(99, 33, () => ping(org));
    expect(statuses(rest)).toEqual({ 200: 99 });
    for (const result of rest) expectRateHeaders(result, 100);

    const refused = await ping(org);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body).toEqual({ status: 'error', error: { code: 'RATE_LIMITED', message: expect.any(String), details: expect.any(Object) } });
    expect(refused.headers.get('x-ratelimit-limit')).toBe('100');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(header(refused, 'retry-after')).toBeGreaterThanOrEqual(1);
    // Empty bucket, one token a second: full in 100 s.
    expect(refused.headers.get('x-ratelimit-reset')).toBe('100');

    const bucket = await stage.store.get({ pk: `RATE#org#${org.id}#proxy`, sk: 'BUCKET' });
    expect(bucket).toMatchObject({ tokens: 0 });
  });

  it('the bucket refills at the tier rate (60 a minute: one token a second)', async () => {
    const org = await stage.onboard({ tier: 'standard' });
    expect(statuses(await burst(100, 50, () => ping(org)))).toEqual({ 200: 100 });
    const refused = await ping(org);
    expect(refused.status).toBe(429);
    vi.setSystemTime(minute + 1_000 + header(refused, 'retry-after') * 1000);
    expect((await ping(org)).status).toBe(200);
    expect((await ping(org)).status).toBe(429);
    vi.setSystemTime(Date.now() + 10_000);
    expect(statuses(await burst(10, 10, () => ping(org)))).toEqual({ 200: 10 });
    expect((await ping(org)).status).toBe(429);
  });

  it('scale shows limit 500; enterprise 2000', async () => {
    const scale = await stage.onboard({ tier: 'scale' });
    const scaled = await ping(scale);
    expect(scaled.status).toBe(200);
    expect(scaled.headers.get('x-ratelimit-limit')).toBe('500');
    expect(scaled.headers.get('x-ratelimit-remaining')).toBe('499');

    const enterprise = await stage.onboard({ tier: 'enterprise' });
    const answered = await ping(enterprise);
    expect(answered.headers.get('x-ratelimit-limit')).toBe('2000');
  });

  it('a scale organization passes 500 requests, then is refused', async () => {
    const org = await stage.onboard({ tier: 'scale' });
    expect(statuses(await burst(500, 50, () => ping(org)))).toEqual({ 200: 500 });
    expect((await ping(org)).status).toBe(429);
  });

  it('organizations have separate buckets', async () => {
    const a = await stage.onboard();
    const b = await stage.onboard();
    expect(statuses(await burst(100, 50, () => ping(a)))).toEqual({ 200: 100 });
    expect((await ping(a)).status).toBe(429);
    const other = await ping(b);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('a tier change applies once the cached organization expires (at most 60 s)', async () => {
    const org = await stage.onboard({ tier: 'standard' });
    expect((await ping(org)).headers.get('x-ratelimit-limit')).toBe('100');
    await setTier(stage.store, org.id, 'scale');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await ping(org)).headers.get('x-ratelimit-limit')).toBe('500');
  });
});

describe('every response carries the rate-limit headers', () => {
  it('400, 401 and 404 answers carry them', async () => {
    const org = await stage.onboard();
    const invalid = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: {} });
    expect(invalid.status).toBe(400);
    expectRateHeaders(invalid, 50);
    const unauthenticated = await request(stage.url, 'GET', '/v1/auth/keys');
    expect(unauthenticated.status).toBe(401);
    expectRateHeaders(unauthenticated, 60);
    const missing = await request(stage.url, 'POST', '/v1/auth/keys/key_00000000000000000000000000/rotate', { key: org.apiKey });
    expect(missing.status).toBe(404);
    expectRateHeaders(missing, 50);
  });

  // Fixed in 3d475e3 (403s had no X-RateLimit-* headers): the scope is checked after the
  // organization's limit was counted, so a 403 shows the route group's limit.
  it('a 403 insufficient_permissions answer carries them (the route group limit)', async () => {
    const org = await stage.onboard();
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'production');
    const forbidden = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: readOnly.api_key, body: { allowed_cidrs: [] } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('insufficient_permissions');
    expectRateHeaders(forbidden, 50);
    expect(forbidden.headers.get('x-ratelimit-remaining')).toBe('49');
  });

  // An allowlist denial counts against the client address, like a failed authentication.
  it('a 403 ip_not_allowed answer carries them (the per-address failure limit)', async () => {
    const org = await stage.onboard();
    const set = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: { allowed_cidrs: ['203.0.113.0/24'], force: true } });
    expect(set.status).toBe(200);
    const forbidden = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('ip_not_allowed');
    expectRateHeaders(forbidden, 60);
  });
});

describe('failed authentication: 60 a minute per client address', () => {
  // Runs last in this file: once the address is blocked, every bad key from it is a 429.
  it('60 failures are 401 with the headers; then 429 even for another bad key; a valid key still works', async () => {
    const org = await stage.onboard();
    const badKey = (i: number) => `svc_sk_live_${'x'.repeat(30)}${String(i).padStart(4, '0')}`;
    const failures = await burst(60, 20, (() => {
      let i = 0;
      return () => request(stage.url, 'GET', '/v1/auth/keys', { key: badKey(i++) });
    })());
    expect(statuses(failures)).toEqual({ 401: 60 });
    for (const failure of failures) {
      expect(failure.body.error.code).toBe('authentication_failed');
      expectRateHeaders(failure, 60);
      expect(failure.headers.get('retry-after')).toBeNull();
    }
    expect(failures.map((failure) => header(failure, 'x-ratelimit-remaining')).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );

    const refused = await request(stage.url, 'GET', '/v1/auth/keys', { key: badKey(9999) });
    expectEngagement429(refused);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(header(refused, 'retry-after')).toBe(59);
    // Without any key, through the other scheme, and on a proxy route: still 429.
    expectEngagement429(await request(stage.url, 'GET', '/v1/auth/keys'));
    expectEngagement429(await request(stage.url, 'GET', '/v1/auth/keys', { key: badKey(1), orgId: org.id, scheme: 'headers' }));
    const proxy = await request(stage.url, 'GET', testRoutes.proxyPing.path, { key: badKey(2), orgId: org.id, scheme: 'headers' });
    expect(proxy.status).toBe(429);
    expect(proxy.body.error.code).toBe('RATE_LIMITED');

    // The limit is on requests that fail authentication: a valid key from the same address works.
    const valid = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(valid.status).toBe(200);
    expect(valid.headers.get('x-ratelimit-limit')).toBe('500');
    const validProxy = await request(stage.url, 'GET', testRoutes.proxyPing.path, { key: org.apiKey, orgId: org.id, scheme: 'headers' });
    expect(validProxy.status).toBe(200);

    // The counter is per address and lives in the store.
    const counter = await stage.store.get({ pk: 'RATE#ip#127.0.0.1#auth-failures', sk: `W#${minute}` });
    expect(counter).toMatchObject({ count: 60 });

    // Next minute: failures are 401 again.
    vi.setSystemTime(minute + 60_000);
    const again = await request(stage.url, 'GET', '/v1/auth/keys', { key: badKey(3) });
    expect(again.status).toBe(401);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('59');
    minute += 60_000;
  });
});
