/**
 * Webhook subscriptions over real HTTP (DESIGN §9): create, list, get, patch, delete; every
 * validation with its code and field; the secret never answered; the environment's secret prefix;
 * the 25-subscription limit; organization isolation; scopes; the management rate-limit group.
 *
 * Two stages, one after the other (a process serves one stage at a time): sandbox with private
 * targets refused, then production with ALLOW_PRIVATE_WEBHOOK_TARGETS=true (loopback http targets
 * for local testing). No name resolution is needed: the accepted targets are literal addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { getSubscription } from '../../functions/webhooks/subscriptions';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';

const RESPONSE_FIELDS = ['created_at', 'events', 'filters', 'id', 'status', 'updated_at', 'url'];
const SANDBOX_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const PRODUCTION_SECRET = 'whsec_live_0123456789abcdefghijklmnopqrstuv';
const PUBLIC_URL = 'https://8.8.8.8/careloop/webhooks';
const OTHER_PUBLIC_URL = 'https://[2606:4700:4700::1111]/hooks';

const subscription = (overrides: Record<string, unknown> = {}) => ({
  url: PUBLIC_URL,
  events: ['engagement.completed', 'engagement.escalated'],
  secret: SANDBOX_SECRET,
  ...overrides,
});

describe('sandbox, private targets refused', () => {
  let stage: TestStage;
  let org: TestOrganization;

  beforeAll(async () => {
    stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false' } });
    org = await stage.onboard();
  });
  afterAll(() => stage.stop());

  const call = (method: string, path: string, body?: unknown, key = org.apiKey) => request(stage.url, method, path, { key, body });

  describe('lifecycle', () => {
    it('creates (201), lists, gets, patches and deletes (200 with the record), never answering the secret', async () => {
      const created = await call('POST', '/v1/webhooks', subscription({
        events: ['engagement.completed', 'engagement.escalated', 'engagement.completed'],
        filters: { protocol: ['ccm_*', 'medication_adherence', 'ccm_*'], risk_level: ['high', 'critical'] },
      }));
      expect(created.status, created.text).toBe(201);
      expect(Object.keys(created.body).sort()).toEqual(RESPONSE_FIELDS);
      expect(created.body).toMatchObject({
        url: PUBLIC_URL,
        events: ['engagement.completed', 'engagement.escalated'],
        filters: { protocol: ['ccm_*', 'medication_adherence'], risk_level: ['high', 'critical'] },
        status: 'active',
      });
      expect(created.body.id).toMatch(/^whk_[0-9a-z]{26}$/);
      expect(Date.parse(created.body.created_at)).not.toBeNaN();
      expect(created.body.updated_at).toBe(created.body.created_at);
      expect(created.text).not.toContain('whsec_');
      const id: string = created.body.id;

      // Stored with its secret, for the delivery worker.
      const stored = await getSubscription(stage.store, org.id, id);
      expect(stored).toMatchObject({ id, org_id: org.id, secret: SANDBOX_SECRET, pk: `ORG#${org.id}`, sk: `WEBHOOK#${id}` });

      const list = await call('GET', '/v1/webhooks');
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ data: [created.body], has_more: false, next_cursor: null });
      expect(list.text).not.toContain('whsec_');

      const got = await call('GET', `/v1/webhooks/${id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created.body);

      // Partial update: only the fields given change.
      const patched = await call('PATCH', `/v1/webhooks/${id}`, { events: ['*'], status: 'disabled' });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.body).toMatchObject({ id, url: PUBLIC_URL, events: ['*'], status: 'disabled', filters: created.body.filters, created_at: created.body.created_at });
      expect(Date.parse(patched.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.updated_at));

      const rotated = await call('PATCH', `/v1/webhooks/${id}`, {
        secret: `${SANDBOX_SECRET}-rotated`,
        url: OTHER_PUBLIC_URL,
        filters: {},
        status: 'active',
      });
      expect(rotated.status, rotated.text).toBe(200);
      expect(rotated.body).toMatchObject({ url: OTHER_PUBLIC_URL, events: ['*'], filters: {}, status: 'active' });
      expect(Object.keys(rotated.body).sort()).toEqual(RESPONSE_FIELDS);
      expect(rotated.text).not.toContain('whsec_');
      expect((await getSubscription(stage.store, org.id, id))?.secret).toBe(`${SANDBOX_SECRET}-rotated`);

      // A change that changes nothing is answered with the subscription as it is.
      const same = await call('PATCH', `/v1/webhooks/${id}`, { status: 'active' });
      expect(same.status).toBe(200);
      expect(same.body).toEqual(rotated.body);

      const deleted = await call('DELETE', `/v1/webhooks/${id}`);
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body).toEqual(rotated.body);
      expect(await getSubscription(stage.store, org.id, id)).toBeUndefined();
      expect((await call('GET', `/v1/webhooks/${id}`)).status).toBe(404);
      expect((await call('DELETE', `/v1/webhooks/${id}`)).body.error.code).toBe('not_found');
      expect((await call('PATCH', `/v1/webhooks/${id}`, { status: 'active' })).status).toBe(404);
      expect((await call('GET', '/v1/webhooks')).body.data).toEqual([]);
    });

    it('accepts every known event name and lists subscriptions oldest first', async () => {
      const own = await stage.onboard({ name: 'Ordered' });
      const all = [
        'engagement.scheduled', 'engagement.started', 'engagement.completed', 'engagement.failed', 'engagement.cancelled',
        'engagement.escalated', 'engagement.task_created', 'clinical_note.ready', 'patient.memory_updated',
        'patient.barrier_detected', 'patient.trend_change', 'patient.updated', 'system.health', 'batch.completed',
      ];
      const first = await request(stage.url, 'POST', '/v1/webhooks', { key: own.apiKey, body: subscription({ events: all }) });
      expect(first.status, first.text).toBe(201);
      expect(first.body.events).toEqual(all);
      const second = await request(stage.url, 'POST', '/v1/webhooks', { key: own.apiKey, body: subscription({ events: ['*'] }) });
      const list = await request(stage.url, 'GET', '/v1/webhooks', { key: own.apiKey });
      expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([first.body.id, second.body.id]);
    });
  });

  describe('validation', () => {
    let validating: TestOrganization;
    beforeAll(async () => {
      validating = await stage.onboard({ name: 'Validation' });
    });

    const LONG_URL = `https://8.8.8.8/${'a'.repeat(2040)}`;

    it.each([
      ['missing url', { url: undefined }, 'missing_field', 'url'],
      ['url not a string', { url: 42 }, 'invalid_field', 'url'],
      ['url not absolute', { url: 'hooks.example.com/x' }, 'invalid_field', 'url'],
      ['url over 2048 characters', { url: LONG_URL }, 'invalid_field', 'url'],
      ['plain http', { url: 'http://8.8.8.8/hook' }, 'invalid_field', 'url'],
      ['ftp', { url: 'ftp://8.8.8.8/hook' }, 'invalid_field', 'url'],
      ['loopback', { url: 'https://127.0.0.1/hook' }, 'invalid_field', 'url'],
      ['private', { url: 'https://10.0.0.1/hook' }, 'invalid_field', 'url'],
      ['cloud metadata', { url: 'https://169.254.169.254/latest/meta-data/' }, 'invalid_field', 'url'],
      ['carrier-grade NAT', { url: 'https://100.64.0.1/hook' }, 'invalid_field', 'url'],
      ['IPv6 loopback', { url: 'https://[::1]/hook' }, 'invalid_field', 'url'],
      ['IPv6 unique-local', { url: 'https://[fd00::1]/hook' }, 'invalid_field', 'url'],
      ['IPv4-mapped loopback', { url: 'https://[::ffff:127.0.0.1]/hook' }, 'invalid_field', 'url'],
      ['localhost', { url: 'https://localhost/hook' }, 'invalid_field', 'url'],
      ['unresolvable host', { url: 'https://hooks.invalid/hook' }, 'invalid_field', 'url'],
      ['missing events', { events: undefined }, 'missing_field', 'events'],
      ['events not an array', { events: 'engagement.completed' }, 'invalid_field', 'events'],
      ['no events', { events: [] }, 'invalid_field', 'events'],
      ['unknown event', { events: ['engagement.exploded'] }, 'invalid_field', 'events[0]'],
      ['unknown second event', { events: ['engagement.completed', 'engagement.*'] }, 'invalid_field', 'events[1]'],
      ['"*" with other names', { events: ['*', 'engagement.completed'] }, 'invalid_field', 'events'],
      ['missing secret', { secret: undefined }, 'missing_field', 'secret'],
      ['secret not a string', { secret: 12345 }, 'invalid_field', 'secret'],
      ['production secret in sandbox', { secret: PRODUCTION_SECRET }, 'invalid_field', 'secret'],
      ['secret without prefix', { secret: 'supersecretvalue-supersecretvalue' }, 'invalid_field', 'secret'],
      ['secret of 23 characters', { secret: 'whsec_test_0123456789ab' }, 'invalid_field', 'secret'],
      ['secret of 257 characters', { secret: `whsec_test_${'x'.repeat(246)}` }, 'invalid_field', 'secret'],
      ['secret with a space', { secret: 'whsec_test_0123456789 abcdefghij' }, 'invalid_field', 'secret'],
      ['filters not an object', { filters: ['ccm_*'] }, 'invalid_field', 'filters'],
      ['protocol filter not a list', { filters: { protocol: 'ccm_*' } }, 'invalid_field', 'filters.protocol'],
      ['empty protocol filter', { filters: { protocol: [] } }, 'invalid_field', 'filters.protocol'],
      ['wildcard inside a protocol pattern', { filters: { protocol: ['ccm_*_v2'] } }, 'invalid_field', 'filters.protocol[0]'],
      ['leading wildcard', { filters: { protocol: ['medication_adherence', '*_checkin'] } }, 'invalid_field', 'filters.protocol[1]'],
      ['unknown risk level', { filters: { risk_level: ['severe'] } }, 'invalid_field', 'filters.risk_level[0]'],
      ['unknown filter', { filters: { channel: ['sms'] } }, 'invalid_field', 'filters.channel'],
      ['status on create', { status: 'disabled' }, 'invalid_field', 'status'],
      ['unknown field', { callback: 'x' }, 'invalid_field', 'callback'],
    ])('%s → 400 %s on %s', async (_name, overrides, code, field) => {
      const body: Record<string, unknown> = subscription(overrides);
      for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete body[name];
      const result = await request(stage.url, 'POST', '/v1/webhooks', { key: validating.apiKey, body });
      expect(result.status, result.text).toBe(400);
      expect(result.body.error).toMatchObject({ code, status: 400, details: { field } });
    });

    it('says why a target is refused, without echoing credentials', async () => {
      const metadata = await request(stage.url, 'POST', '/v1/webhooks', {
        key: validating.apiKey,
        body: subscription({ url: 'https://169.254.169.254/latest/meta-data/' }),
      });
      expect(metadata.body.error.details).toMatchObject({
        field: 'url',
        provided: 'https://169.254.169.254/latest/meta-data/',
        reason: 'the host 169.254.169.254 is a link-local address (for local testing, set ALLOW_PRIVATE_WEBHOOK_TARGETS=true to allow it)',
      });
      expect(metadata.body.error.message).toContain('link-local');

      const withCredentials = await request(stage.url, 'POST', '/v1/webhooks', {
        key: validating.apiKey,
        body: subscription({ url: 'https://admin:hunter2@8.8.8.8/hook' }),
      });
      expect(withCredentials.body.error.details).toMatchObject({ field: 'url', reason: 'a URL must not carry a user name or password' });
      expect(withCredentials.text).not.toContain('hunter2');
    });

    it('never echoes a refused secret, and names the prefix this environment wants', async () => {
      const result = await request(stage.url, 'POST', '/v1/webhooks', { key: validating.apiKey, body: subscription({ secret: PRODUCTION_SECRET }) });
      expect(result.body.error.details).toMatchObject({ field: 'secret', provided: 'whsec_live_…', expected: expect.stringContaining('whsec_test_') });
      expect(result.text).not.toContain(PRODUCTION_SECRET.slice(11));
    });

    // Each test below writes with its own organization: the validation table above uses most of
    // one organization's 50 management requests a minute.
    it('validates PATCH like create, and refuses an empty one', async () => {
      const patching = await stage.onboard({ name: 'Patching' });
      const created = await request(stage.url, 'POST', '/v1/webhooks', { key: patching.apiKey, body: subscription() });
      expect(created.status, created.text).toBe(201);
      const patch = (body: unknown) => request(stage.url, 'PATCH', `/v1/webhooks/${created.body.id}`, { key: patching.apiKey, body });
      const cases: Array<[unknown, string, string | undefined]> = [
        [{}, 'invalid_request', undefined],
        [{ url: 'https://192.168.0.1/hook' }, 'invalid_field', 'url'],
        [{ url: 'http://8.8.8.8/hook' }, 'invalid_field', 'url'],
        [{ events: [] }, 'invalid_field', 'events'],
        [{ events: ['engagement.done'] }, 'invalid_field', 'events[0]'],
        [{ secret: PRODUCTION_SECRET }, 'invalid_field', 'secret'],
        [{ secret: 'whsec_test_short' }, 'invalid_field', 'secret'],
        [{ filters: { risk_level: ['urgent'] } }, 'invalid_field', 'filters.risk_level[0]'],
        [{ status: 'paused' }, 'invalid_field', 'status'],
        [{ id: 'whk_other' }, 'invalid_field', 'id'],
      ];
      for (const [body, code, field] of cases) {
        const result = await patch(body);
        expect(result.status, `${JSON.stringify(body)}: ${result.text}`).toBe(400);
        expect(result.body.error.code).toBe(code);
        if (field) expect(result.body.error.details.field).toBe(field);
      }
      // Nothing was changed by the refused requests.
      const after = await request(stage.url, 'GET', `/v1/webhooks/${created.body.id}`, { key: patching.apiKey });
      expect(after.body).toEqual(created.body);
    });

    it('answers 404 on an unknown webhook id, whatever its shape (ids are opaque, decision 50)', async () => {
      const addressing = await stage.onboard({ name: 'Addressing' });
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const body = method === 'PATCH' ? { status: 'disabled' } : undefined;
        const malformed = await request(stage.url, method, '/v1/webhooks/wh_nope', { key: addressing.apiKey, body });
        expect(malformed.status).toBe(404);
        expect(malformed.body.error.code).toBe('not_found');
        const unknown = await request(stage.url, method, '/v1/webhooks/whk_01jzzzzzzzzzzzzzzzzzzzzzzz', { key: addressing.apiKey, body });
        expect(unknown.status).toBe(404);
        expect(unknown.body.error.code).toBe('not_found');
      }
    });
  });

  describe('limit', () => {
    it('allows 25 subscriptions per organization and stage; the 26th is a 400 until one is deleted', async () => {
      const busy = await stage.onboard({ name: 'Busy' });
      const ids: string[] = [];
      for (let i = 0; i < 25; i++) {
        const created = await request(stage.url, 'POST', '/v1/webhooks', { key: busy.apiKey, body: subscription({ url: `${PUBLIC_URL}/${i}` }) });
        expect(created.status, created.text).toBe(201);
        ids.push(created.body.id);
      }
      const refused = await request(stage.url, 'POST', '/v1/webhooks', { key: busy.apiKey, body: subscription() });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_request', details: { limit: 25 } });
      expect((await request(stage.url, 'GET', '/v1/webhooks', { key: busy.apiKey })).body.data).toHaveLength(25);

      // Another organization is not affected.
      expect((await call('POST', '/v1/webhooks', subscription())).status).toBe(201);

      expect((await request(stage.url, 'DELETE', `/v1/webhooks/${ids[0]}`, { key: busy.apiKey })).status).toBe(200);
      expect((await request(stage.url, 'POST', '/v1/webhooks', { key: busy.apiKey, body: subscription() })).status).toBe(201);
    });

    it('holds when creates race', async () => {
      const racing = await stage.onboard({ name: 'Racing' });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          request(stage.url, 'POST', '/v1/webhooks', { key: racing.apiKey, body: subscription({ url: `${PUBLIC_URL}/${i}` }) }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(25);
      expect(results.filter((r) => r.status === 400).every((r) => r.body.error.code === 'invalid_request')).toBe(true);
      expect((await request(stage.url, 'GET', '/v1/webhooks', { key: racing.apiKey })).body.data).toHaveLength(25);
    });
  });

  describe('isolation, scopes, rate limits', () => {
    it("keeps an organization's subscriptions from every other organization (404, empty list)", async () => {
      const created = await call('POST', '/v1/webhooks', subscription());
      expect(created.status).toBe(201);
      const other = await stage.onboard({ name: 'Other clinic' });
      const as = (method: string, body?: unknown) =>
        request(stage.url, method, `/v1/webhooks/${created.body.id}`, { key: other.apiKey, body });
      expect((await as('GET')).status).toBe(404);
      expect((await as('PATCH', { status: 'disabled' })).status).toBe(404);
      expect((await as('DELETE')).status).toBe(404);
      expect((await request(stage.url, 'GET', '/v1/webhooks', { key: other.apiKey })).body.data).toEqual([]);
      // Still there, unchanged, for its owner.
      expect((await call('GET', `/v1/webhooks/${created.body.id}`)).body).toEqual(created.body);
    });

    it('lets read_only keys read but not write (403), and engagements_only keys neither', async () => {
      const created = await call('POST', '/v1/webhooks', subscription());
      const readOnly = await createKey(stage.store, org.id, 'read_only', 'sandbox');
      expect((await call('GET', '/v1/webhooks', undefined, readOnly.api_key)).status).toBe(200);
      expect((await call('GET', `/v1/webhooks/${created.body.id}`, undefined, readOnly.api_key)).status).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/v1/webhooks', subscription()],
        ['PATCH', `/v1/webhooks/${created.body.id}`, { status: 'disabled' }],
        ['DELETE', `/v1/webhooks/${created.body.id}`, undefined],
      ] as const) {
        const refused = await call(method, path, body, readOnly.api_key);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error.code).toBe('insufficient_permissions');
      }
      const engagementsOnly = await createKey(stage.store, org.id, 'engagements_only', 'sandbox');
      expect((await call('GET', '/v1/webhooks', undefined, engagementsOnly.api_key)).status).toBe(403);
      expect((await call('POST', '/v1/webhooks', subscription(), engagementsOnly.api_key)).status).toBe(403);
      expect((await call('GET', `/v1/webhooks/${created.body.id}`)).body.status).toBe('active');
    });

    it('counts writes in the management group (50 a minute) and reads in the reads group (500)', async () => {
      const counted = await stage.onboard({ name: 'Counted' });
      const created = await request(stage.url, 'POST', '/v1/webhooks', { key: counted.apiKey, body: subscription() });
      expect(created.headers.get('x-ratelimit-limit')).toBe('50');
      expect(created.headers.get('x-ratelimit-remaining')).toBe('49');
      const patched = await request(stage.url, 'PATCH', `/v1/webhooks/${created.body.id}`, { key: counted.apiKey, body: { status: 'disabled' } });
      expect(patched.headers.get('x-ratelimit-limit')).toBe('50');
      expect(patched.headers.get('x-ratelimit-remaining')).toBe('48');
      const listed = await request(stage.url, 'GET', '/v1/webhooks', { key: counted.apiKey });
      expect(listed.headers.get('x-ratelimit-limit')).toBe('500');
      const deleted = await request(stage.url, 'DELETE', `/v1/webhooks/${created.body.id}`, { key: counted.apiKey });
      expect(deleted.headers.get('x-ratelimit-limit')).toBe('50');
      expect(deleted.headers.get('x-ratelimit-remaining')).toBe('47');
    });

    it('describes the five operations in the OpenAPI document, with no secret in any response', async () => {
      const document = await request(stage.url, 'GET', '/v1/openapi.json');
      const paths = document.body.paths;
      expect(paths['/v1/webhooks'].post.operationId).toBe('CreateWebhook');
      expect(paths['/v1/webhooks'].get.operationId).toBe('ListWebhooks');
      expect(paths['/v1/webhooks/{webhook_id}'].get.operationId).toBe('GetWebhook');
      expect(paths['/v1/webhooks/{webhook_id}'].patch.operationId).toBe('UpdateWebhook');
      expect(paths['/v1/webhooks/{webhook_id}'].delete.operationId).toBe('DeleteWebhook');
      const create = paths['/v1/webhooks'].post;
      expect(create.tags).toEqual(['Webhooks']);
      expect(create.requestBody.content['application/json'].schema.required.sort()).toEqual(['events', 'secret', 'url']);
      expect(Object.keys(create.responses['201'].content['application/json'].schema.properties)).not.toContain('secret');
    });
  });
});

describe('production, private targets allowed (local testing)', () => {
  let stage: TestStage;
  let org: TestOrganization;

  beforeAll(async () => {
    stage = await startTestStage('production', { env: { ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' } });
    org = await stage.onboard();
  });
  afterAll(() => stage.stop());

  const create = (body: unknown) => request(stage.url, 'POST', '/v1/webhooks', { key: org.apiKey, body });

  it('wants whsec_live_ secrets in production', async () => {
    const sandboxSecret = await create(subscription({ secret: SANDBOX_SECRET }));
    expect(sandboxSecret.status).toBe(400);
    expect(sandboxSecret.body.error).toMatchObject({
      code: 'invalid_field',
      details: { field: 'secret', provided: 'whsec_test_…', expected: expect.stringContaining('whsec_live_') },
    });
    const created = await create(subscription({ secret: PRODUCTION_SECRET }));
    expect(created.status, created.text).toBe(201);
    expect(created.text).not.toContain('whsec_');
  });

  it('accepts loopback, private and http targets, never unspecified or broadcast ones', async () => {
    for (const url of ['http://127.0.0.1:9/careloop', 'http://localhost:3000/hook', 'https://10.0.0.8/hook', 'http://[::1]:8080/hook']) {
      const created = await create(subscription({ url, secret: PRODUCTION_SECRET }));
      expect(created.status, `${url}: ${created.text}`).toBe(201);
      expect(created.body.url).toBe(url);
    }
    for (const url of ['http://0.0.0.0/hook', 'http://255.255.255.255/hook', 'http://224.0.0.1/hook', 'ftp://127.0.0.1/hook']) {
      const refused = await create(subscription({ url, secret: PRODUCTION_SECRET }));
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.details.field).toBe('url');
    }
  });
});
