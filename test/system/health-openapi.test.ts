import { createHash } from 'node:crypto';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports, installPorts } from '../../functions/core/runtime';
import type { Store } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { HealthSchema } from '../../functions/system/schemas';
import { buildOpenApiDocument } from '../../functions/system/openapi-document';
import { SERVICE_VERSION } from '../../functions/system/version';
import { type RouteDefinition, allRoutes, routes } from '../../functions/routes';
import { EVENT_TYPES } from '../../functions/core/events/catalog';
import { type TestOrganization, type TestStage, request, startTestStage } from '../support/local-stage';

/**
 * The system routes: health (no key, no tenant data, 503 UNAVAILABLE when the store is down),
 * the OpenAPI 3.1 document generated from the route registry and the zod schemas, and the docs page.
 */

let stage: TestStage;
let tenant: TestOrganization;
const TENANT_NAME = 'Clinica Tenant Visibility Check';

beforeAll(async () => {
  stage = await startTestStage('production');
  tenant = await stage.onboard({ name: TENANT_NAME });
});
afterAll(() => stage?.stop());

type Json = Record<string, any>;

describe('GET /v1/health', () => {
  it('answers 200 {status:"ok", data:{service, stage, version, time, checks}} without a key', async () => {
    const before = Date.now();
    const result = await request(stage.url, 'GET', '/v1/health');
    expect(result.status, result.text).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body).toEqual({
      status: 'ok',
      data: { service: 'careloop', stage: 'production', version: SERVICE_VERSION, time: expect.any(String), checks: { store: 'ok' } },
    });
    expect(HealthSchema.safeParse(result.body).success).toBe(true);
    const time = Date.parse(result.body.data.time);
    expect(time).toBeGreaterThanOrEqual(before - 1_000);
    expect(time).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(result.headers.get('x-ratelimit-limit')).toBe('120');
  });

  it('shows no tenant data, whoever asks', async () => {
    for (const options of [{}, { key: tenant.apiKey }, { key: tenant.apiKey, orgId: tenant.id, scheme: 'headers' as const }]) {
      const result = await request(stage.url, 'GET', '/v1/health', options);
      expect(result.status).toBe(200);
      expect(Object.keys(result.body.data).sort()).toEqual(['checks', 'service', 'stage', 'time', 'version']);
      for (const secret of [tenant.id, tenant.keyId, TENANT_NAME, tenant.apiKey, tenant.webhookSecret, 'org_', 'key_', 'svc_sk_', 'whsec_']) {
        expect(result.text).not.toContain(secret);
      }
    }
  });

  it('a bad key does not matter (no key needed)', async () => {
    const result = await request(stage.url, 'GET', '/v1/health', { key: 'svc_sk_live_not-a-key' });
    expect(result.status).toBe(200);
  });
});

describe('GET /v1/openapi.json', () => {
  let document: Json;
  beforeAll(async () => {
    const result = await request(stage.url, 'GET', '/v1/openapi.json');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    document = result.body;
  });

  const operations = () =>
    Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is OpenAPI 3.1.0 with the service version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: SERVICE_VERSION });
  });

  it('is the document generated from the registry (no key needed, same as built in-process)', () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('has every route of the registry with its method and operationId, and nothing else', () => {
    for (const route of allRoutes()) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(route.id);
      expect(operation.summary).toBe(route.summary);
      expect(operation.tags).toEqual([route.tag]);
    }
    expect(operations()).toHaveLength(allRoutes().length);
    expect(Object.keys(document.paths)).not.toContain('$default');
  });

  it('operationIds are unique', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the security schemes; keyed routes require either scheme, public ones none', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-KEY' }),
      organizationHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-ORG-ID' }),
    });
    for (const route of allRoutes()) {
      const { security } = document.paths[route.path][route.method.toLowerCase()];
      if (route.auth === 'key') expect(security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [], organizationHeader: [] }]);
      else expect(security).toEqual([]);
    }
  });

  it("SetIpAllowlist's request body is generated from its zod schema", () => {
    const operation = document.paths[routes.setIpAllowlist.path].post;
    expect(operation.requestBody.required).toBe(true);
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.properties.allowed_cidrs).toMatchObject({ type: 'array', items: { type: 'string', minLength: 1, maxLength: 64 }, maxItems: 100 });
    expect(schema.properties.force).toMatchObject({ type: 'boolean' });
    expect(schema.required).toEqual(['allowed_cidrs']);
    // strictObject: unknown fields are refused, and the document says so.
    expect(schema.additionalProperties).toBe(false);
  });

  it('path parameters are declared and required; RotateApiKey carries the key id pattern', () => {
    for (const { path, operation } of operations()) {
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const parameter = (operation.parameters as Json[]).find((p) => p.in === 'path' && p.name === name);
        expect(parameter, `${path} {${name}}`).toBeDefined();
        expect(parameter?.required).toBe(true);
      }
    }
    const rotate = document.paths[routes.rotateKey.path].post;
    expect(rotate.parameters).toContainEqual(expect.objectContaining({ name: 'key_id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', pattern: expect.any(String) }) }));
    expect(new RegExp(rotate.parameters[0].schema.pattern).test('key_01hzzzzzzzzzzzzzzzzzzzzzzz')).toBe(true);
  });

  it('success responses document the rate-limit headers; errors use the envelope of the route group', () => {
    for (const route of allRoutes()) {
      const { responses } = document.paths[route.path][route.method.toLowerCase()];
      const success = Object.entries(responses as Record<string, Json>).filter(([status]) => status.startsWith('2'));
      expect(success.length, route.id).toBeGreaterThan(0);
      for (const [, response] of success) expect(Object.keys(response.headers)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
      const errorRef = route.group === 'proxy' ? '#/components/schemas/ProxyError' : '#/components/schemas/Error';
      expect(responses['429'].content['application/json'].schema).toEqual({ $ref: errorRef });
      expect(responses['500'].content['application/json'].schema).toEqual({ $ref: errorRef });
      if (route.auth === 'key') expect(responses).toHaveProperty('401');
      else expect(responses).not.toHaveProperty('401');
    }
  });

  it('the Health 200 schema is generated from HealthSchema', () => {
    const schema = document.paths['/v1/health'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties).toHaveProperty('checks');
    expect(schema.properties.data.properties.stage).toMatchObject({ enum: ['production', 'sandbox'] });
  });

  it('lists only the errors a route can give', () => {
    const statuses = (route: RouteDefinition) => Object.keys(document.paths[route.path][route.method.toLowerCase()].responses).filter((s) => s >= '400');
    expect(statuses(routes.health)).toEqual(['429', '500', '503']);
    expect(statuses(routes.openapi)).toEqual(['429', '500']);
    expect(statuses(routes.listKeys)).toEqual(['401', '403', '429', '500']);
    expect(statuses(routes.getEngagement)).toEqual(['401', '403', '404', '429', '500']);
    expect(statuses(routes.createEngagement)).toEqual(['400', '401', '403', '413', '415', '429', '500']);
    expect(statuses(routes.engagementReply)).toEqual(['400', '401', '403', '404', '413', '415', '429', '500']);
    expect(statuses(routes.createAppointment)).toEqual(['400', '401', '403', '404', '409', '413', '415', '429', '500', '503']);
    for (const route of allRoutes()) {
      const listed = statuses(route);
      if (route.method === 'GET' || route.method === 'DELETE') expect(listed, route.id).not.toContain('413');
      if (route.auth === 'none') expect(listed, route.id).not.toContain('403');
    }
  });

  it('shows formats, not the regular expressions behind them', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"format":"date-time"');
    expect(text).toContain('"format":"uri"');
    const withPattern: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const node = value as Json;
        if (typeof node.format === 'string' && typeof node.pattern === 'string') withPattern.push(`${node.format}: ${node.pattern}`);
        Object.values(node).forEach(walk);
      }
    };
    walk(document);
    expect(withPattern).toEqual([]);
  });

  it('declares every tag it uses, with a description, and groups them', () => {
    const declared = (document.tags as Json[]).map((tag) => tag.name);
    for (const tag of document.tags as Json[]) expect(tag.description, tag.name).toMatch(/\w{10}/);
    const used = new Set(allRoutes().map((route) => route.tag));
    expect(new Set(declared)).toEqual(used);
    expect(new Set((document['x-tagGroups'] as Json[]).flatMap((group) => group.tags))).toEqual(used);
  });

  it('describes the webhook events as OpenAPI 3.1 webhooks with their payloads', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const completed = document.webhooks['engagement.completed'].post.requestBody.content['application/json'];
    expect(completed.schema.properties.data.properties).toHaveProperty('clinical_note');
    expect(completed.example.event).toBe('engagement.completed');
  });

  it('every $ref resolves inside the document', () => {
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.push(child);
          else walk(child);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, segment) => (node as Json | undefined)?.[segment], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('passes a full OpenAPI 3.1 validation (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
  });
});

describe('GET /docs', () => {
  it('is one HTML page holding the renderer and the document, under a CSP that admits only its own two scripts', async () => {
    const result = await request(stage.url, 'GET', '/docs');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.text).toMatch(/^<!doctype html>/i);
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    const scripts = [...result.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
    expect(hashes).toEqual(scripts.map((script) => createHash('sha256').update(script, 'utf8').digest('base64')));
    // No script or stylesheet from anywhere else: the page works offline.
    expect(result.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=/i);
    expect(result.text).not.toContain('cdn.redoc.ly');
    const embedded = result.text.match(/<script type="application\/json" id="openapi">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(embedded!)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

/** Kept last: these break the stage's store. */
describe('health when the store cannot be reached', () => {
  const expectUnavailable = (result: Awaited<ReturnType<typeof request>>) => {
    expect(result.status, result.text).toBe(503);
    expect(result.body).toEqual({ status: 'error', error: { code: 'UNAVAILABLE', message: expect.any(String), details: expect.any(Object) } });
  };

  const failingStore = (make: () => Promise<never>): Store =>
    new Proxy({} as Store, { get: (_target, property) => (property === 'then' ? undefined : () => make()) });

  it('a store that fails every call → 503 UNAVAILABLE in the proxy envelope, fast, leaking nothing', async () => {
    const healthy = ports();
    const error = new Error('connect ECONNREFUSED 10.1.2.3:8000 table careloop-production-secret');
    installPorts({ stage: 'production', store: failingStore(() => Promise.reject(error)) });
    try {
      const started = Date.now();
      const result = await request(stage.url, 'GET', '/v1/health');
      expect(Date.now() - started).toBeLessThan(2_000);
      expectUnavailable(result);
      expect(result.text).not.toContain('ECONNREFUSED');
      expect(result.text).not.toContain('careloop-production-secret');
      // The request could not be counted, but still carries the headers.
      expect(result.headers.get('x-ratelimit-limit')).toBe('120');
    } finally {
      installPorts(healthy);
    }
    expect((await request(stage.url, 'GET', '/v1/health')).status).toBe(200);
  });

  // Fixed in 52f93bd: health used to await the store with no deadline of its own, and hung until
  // the integration timeout (29 s, API Gateway's own 503 body) when the store did not answer.
  it('a store that never answers → 503 UNAVAILABLE within 5 s, with the headers', async () => {
    const healthy = ports();
    const pending: Array<(reason: unknown) => void> = [];
    installPorts({ stage: 'production', store: failingStore(() => new Promise<never>((_resolve, reject) => pending.push(reject))) });
    try {
      const result = await Promise.race([
        request(stage.url, 'GET', '/v1/health'),
        new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('health did not answer within 5 s')), 5_000)),
      ]);
      expectUnavailable(result);
      expect(result.headers.get('x-ratelimit-limit')).toBe('120');
    } finally {
      installPorts(healthy);
      for (const reject of pending) reject(new Error('released'));
    }
  });

  it('a closed store → 503 UNAVAILABLE, while keyed routes fail without leaking', async () => {
    // The harness runs the stage over its embedded store.
    expect(stage.store).toBeInstanceOf(SqliteStore);
    (stage.store as SqliteStore).close();
    const health = await request(stage.url, 'GET', '/v1/health');
    expectUnavailable(health);
    expect(health.text).not.toContain('database connection');

    const keyed = await request(stage.url, 'GET', '/v1/auth/keys', { key: tenant.apiKey });
    expect(keyed.status).toBeGreaterThanOrEqual(500);
    expect(keyed.text).not.toContain('database connection');
    expect(keyed.text).not.toMatch(/\.(ts|js):\d+/);
  });
});
