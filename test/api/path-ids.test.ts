import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context as LambdaContext } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '../../functions/core/config';
import { groupOfPath } from '../../functions/api/envelopes';
import { type IdPrefix, newId } from '../../functions/core/ids';
import { importHandler } from '../../local/handler-module';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { putConnection } from '../../functions/ehr/connection';
import { type InterfaceGroup, type RouteDefinition, stageRoutes } from '../../functions/routes';
import { type FhirTestServer, startFhirServer } from '../support/fhir-server';
import { type HttpResult, type TestOrganization, type TestStage, repositoryRoot, request, startTestStage } from '../support/local-stage';

/**
 * Ids are opaque (docs/decisions.md 50-51): on every route of the registry with a path parameter,
 * an id that names nothing of the caller's organization is a 404 in the route's interface group
 * (`not_found`; in the proxy interface the resource's code, else `NOT_FOUND`), whatever its
 * shape and length, never a 400 about its form and never a 5xx. The one route that stores under
 * the caller's value, PUT /v1/patients/{patient_id}, answers 201 or a readable 400 instead.
 *
 * The routes come from the registry, so a new route with a path parameter is swept as soon as it
 * is registered (a new parameter name must be added to PARAMETERS first, which a test demands).
 * Both stages, one after the other (a process serves one stage); in production every organization
 * is connected to a FHIR server that must receive no request at all.
 */

/** Each path parameter of the registry: the prefix of the ids careloop issues for it (null: the caller's own ids, or a fixed set of names). */
const PARAMETERS: Record<string, { prefix: IdPrefix | null }> = {
  engagement_id: { prefix: 'eng' },
  conversation_id: { prefix: 'cnv' },
  batch_id: { prefix: 'bat' },
  webhook_id: { prefix: 'whk' },
  key_id: { prefix: 'key' },
  patient_id: { prefix: null },
  section_id: { prefix: null },
};

/** The proxy interface's own 404 codes (DESIGN §4); any other resource is NOT_FOUND. */
const PROXY_NOT_FOUND: Record<string, string> = { patient_id: 'PATIENT_NOT_FOUND', appointment_id: 'APPOINTMENT_NOT_FOUND' };

/** What a route needs besides its id to be a valid request, so that the id is the only thing wrong. */
const EXTRAS: Record<string, { query?: string; body?: unknown }> = {
  PostSandboxReply: { body: { text: 'yes' } },
  UpdateWebhook: { body: { status: 'disabled' } },
  ReplayWebhookEvents: { body: { event_ids: [newId('evt')] } },
  TestWebhook: { body: { event: 'engagement.completed' } },
  PutPatient: { body: { first_name: 'Odd' } },
  GetSoapSection: { query: '?appointment_id=appt-1' },
  PutSoapSection: { query: '?appointment_id=appt-1', body: { content: 'x' } },
};

/** Routes that store under the caller's value instead of looking it up (decision 51). */
const CREATES = new Set(['PutPatient']);

const parametersOf = (route: RouteDefinition): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
const routesWithIds = (stage: Stage) => stageRoutes(stage).filter((route) => parametersOf(route).length > 0);
const withId = (route: RouteDefinition, raw: string): string => route.path.replace(/\{\w+\}/, raw) + (EXTRAS[route.id]?.query ?? '');

/** Odd ids, as sent on the wire (already percent-encoded where they need to be). */
const oddIds = (parameter: string): Array<[string, string]> => {
  const known = PARAMETERS[parameter];
  if (!known) throw new Error(`New path parameter {${parameter}}: add it to PARAMETERS`);
  const prefix = known.prefix ?? 'pat';
  return [
    ['an issued id of another kind (wrong prefix)', newId('org')],
    ['no prefix', newId('eng').slice(4)],
    ['the right prefix, never issued', `${prefix}_${newId('evt').slice(4)}`],
    ['the right prefix and a made-up rest', `${prefix}_doesnotexist`],
    ['upper case', `${prefix}_${newId('evt').slice(4)}`.toUpperCase()],
    ['unicode', encodeURIComponent('pätient-é')],
    ['emoji', encodeURIComponent('🩺😷')],
    ['percent-encoded slash', 'a%2Fb'],
    ['percent-encoded traversal', '%2F..%2Fmetadata'],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['a space', 'a%20b'],
    ['a NUL', 'a%00b'],
    ['__proto__', '__proto__'],
    ['128 characters', `${prefix}_`.padEnd(128, '0')],
    ['129 characters', `${prefix}_`.padEnd(129, '0')],
    ['1000 characters', `${prefix}_`.padEnd(1000, '0')],
  ];
};

/** Dot segments: the URL is normalized before routing (fetch, the local gateway), so they reach whatever route the normalized path names. */
const DOT_IDS = ['.', '..', '%2E%2E', '.%2e'];

/** Values a gateway could hand a handler verbatim as a path parameter. */
const VERBATIM_IDS = ['.', '..', '...', '', 'a/b', '../../Patient', '/', 'x?_summary=count#y', 'p\u0000q', 'a'.repeat(129)];

const expectNotFound = (result: HttpResult, group: InterfaceGroup, parameter: string | null, label: string) => {
  expect(result.status, `${label}: ${result.text.slice(0, 300)}`).toBe(404);
  if (group === 'proxy') {
    const code = (parameter && PROXY_NOT_FOUND[parameter]) ?? 'NOT_FOUND';
    expect(result.body, label).toEqual({ status: 'error', error: { code, message: expect.any(String), details: expect.any(Object) } });
  } else {
    expect(result.body, label).toEqual({ error: { code: 'not_found', message: expect.any(String), status: 404, details: expect.any(Object) } });
  }
};

/** PUT /v1/patients/{patient_id}: stored (201), or a 400 naming the field and saying in words what an id may be. */
const expectStoredOrRefused = (result: HttpResult, label: string) => {
  expect([201, 400], `${label}: ${result.text.slice(0, 300)}`).toContain(result.status);
  if (result.status !== 400) return;
  expect(result.body.error, label).toMatchObject({ code: 'invalid_field', details: { field: 'patient_id', expected: expect.any(String) } });
  expect(`${result.body.error.message} ${result.body.error.details.expected}`, label).not.toMatch(/regex/i);
};

type Handler = (event: APIGatewayProxyEventV2, context: LambdaContext) => Promise<APIGatewayProxyStructuredResultV2>;

/** An API Gateway payload 2.0 event carrying `value` as the route's path parameter, exactly. */
const eventFor = (route: RouteDefinition, value: string, apiKey: string): APIGatewayProxyEventV2 => {
  const [parameter] = parametersOf(route);
  const rawPath = route.path.replace(/\{\w+\}/, value);
  const extras = EXTRAS[route.id] ?? {};
  const query = Object.fromEntries(new URLSearchParams(extras.query ?? ''));
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: (extras.query ?? '').replace(/^\?/, ''),
    headers: { authorization: `Bearer ${apiKey}`, ...(extras.body === undefined ? {} : { 'content-type': 'application/json' }) },
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: { [parameter as string]: value },
    body: extras.body === undefined ? undefined : JSON.stringify(extras.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

const lambdaContext = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as LambdaContext;

const invoke = async (route: RouteDefinition, value: string, apiKey: string): Promise<HttpResult> => {
  const handler = await importHandler<Handler>(repositoryRoot, route.entry);
  const result = await handler(eventFor(route, value, apiKey), lambdaContext);
  const text = result.body ?? '';
  return { status: result.statusCode ?? 200, headers: new Headers(result.headers as Record<string, string>), body: JSON.parse(text), text };
};

interface SweepEnvironment {
  stage: TestStage;
  orgFor: (route: RouteDefinition) => TestOrganization;
  /** The requests the organizations' FHIR EHR received, if they have one: none may be caused by an id that names nothing. */
  ehrRequests?: string[];
}

const sweep = (stageName: Stage, env: () => SweepEnvironment) => {
  describe(`${stageName}: odd ids over HTTP are a 404 in the route's group`, () => {
    for (const route of routesWithIds(stageName)) {
      const [parameter] = parametersOf(route) as [string];
      it(`${route.method} ${route.path}`, async () => {
        const { stage, orgFor } = env();
        const org = orgFor(route);
        for (const [name, raw] of oddIds(parameter)) {
          const result = await request(stage.url, route.method, withId(route, raw), { key: org.apiKey, body: EXTRAS[route.id]?.body });
          const label = `${route.method} ${route.path} with ${name}`;
          if (CREATES.has(route.id)) expectStoredOrRefused(result, label);
          else expectNotFound(result, route.group, parameter, label);
        }
        for (const raw of DOT_IDS) {
          const result = await request(stage.url, route.method, withId(route, raw), { key: org.apiKey, body: EXTRAS[route.id]?.body });
          // The path routed after normalization: a collection (/v1/patients/../engagements is
          // /v1/engagements) answers as itself; anything else is a 404 in that path's envelope.
          const routed = new URL(`${stage.url}${withId(route, raw)}`).pathname;
          const label = `${route.method} ${route.path} with ${raw} (routed as ${route.method} ${routed})`;
          const collection = stageRoutes(stageName).some((other) => other.method === route.method && other.path === routed);
          if (collection) expect(result.status, `${label}: ${result.text.slice(0, 300)}`).toBeLessThan(300);
          else expectNotFound(result, groupOfPath(routed), null, label);
        }
        expect(env().ehrRequests ?? [], 'requests to the EHR').toEqual([]);
      });
    }
  });

  describe(`${stageName}: odd ids handed to the handler verbatim`, () => {
    for (const route of routesWithIds(stageName)) {
      const [parameter] = parametersOf(route) as [string];
      it(`${route.method} ${route.path}`, async () => {
        const { orgFor } = env();
        const org = orgFor(route);
        for (const value of VERBATIM_IDS) {
          const result = await invoke(route, value, org.apiKey);
          const label = `${route.method} ${route.path} with ${JSON.stringify(value.slice(0, 20))}`;
          if (CREATES.has(route.id)) {
            expect(result.status, `${label}: ${result.text}`).toBe(400);
            expectStoredOrRefused(result, label);
          } else expectNotFound(result, route.group, parameter, label);
        }
        expect(env().ehrRequests ?? [], 'requests to the EHR').toEqual([]);
      });
    }
  });
};

/** Another organization's ids on every route: 404, and nothing of the owner's changes. */
const crossOrganization = (stageName: Stage, env: () => { stage: TestStage; owner: TestOrganization; intruder: TestOrganization }) => {
  describe(`${stageName}: ids of another organization are a 404`, () => {
    it('on every route whose path names something an organization owns', async () => {
      const { stage, owner, intruder } = env();
      const call = (method: string, path: string, key: string, body?: unknown) => request(stage.url, method, path, { key, body });
      const patient = { id: 'pat-cross', phone: '+15005550199' };
      const engagement = await call('POST', '/v1/engagements', owner.apiKey, { patient, protocol: 'medication_adherence', trigger_type: 'immediate' });
      const batch = await call('POST', '/v1/engagements/batch', owner.apiKey, { engagements: [{ patient, protocol: 'medication_adherence', trigger_type: 'immediate' }] });
      const secret = `whsec_${stageName === 'sandbox' ? 'test' : 'live'}_0123456789abcdefghijklmnopqrstuv`;
      const webhook = await call('POST', '/v1/webhooks', owner.apiKey, { url: 'https://8.8.8.8/hooks', events: ['engagement.completed'], secret });
      const profile = await call('PUT', `/v1/patients/${patient.id}`, owner.apiKey, { first_name: 'Ada' });
      const ehrPatient = await call('POST', '/v1/patients', owner.apiKey, { first_name: 'Ada', last_name: 'Cross', date_of_birth: '1970-01-02', phone_numbers: [patient.phone] });
      const conversation = await call('POST', '/v1/conversations', owner.apiKey, { patient_id: ehrPatient.body.data?.id, protocol: 'intake', channel: 'sms' });
      for (const created of [engagement, batch, webhook, profile, ehrPatient, conversation]) expect(created.status, created.text).toBeLessThan(300);
      const owned: Record<string, string> = {
        engagement_id: engagement.body.id,
        batch_id: batch.body.id,
        webhook_id: webhook.body.id,
        key_id: owner.keyId,
        patient_id: patient.id,
        conversation_id: conversation.body.data.conversation_id,
      };
      const engagementBefore = await call('GET', `/v1/engagements/${engagement.body.id}`, owner.apiKey);

      // PUT last: it gives the intruder a profile of its own under the same id.
      const swept = routesWithIds(stageName)
        .filter((route) => parametersOf(route).every((parameter) => parameter in owned))
        .sort((a, b) => Number(CREATES.has(a.id)) - Number(CREATES.has(b.id)));
      // section_id names one of four fixed SOAP sections, not something an organization owns.
      expect(routesWithIds(stageName).filter((route) => !swept.includes(route)).map((route) => route.id).sort()).toEqual(['GetSoapSection', 'PutSoapSection']);
      for (const route of swept) {
        const [parameter] = parametersOf(route) as [string];
        const result = await call(route.method, withId(route, encodeURIComponent(owned[parameter] as string)), intruder.apiKey, EXTRAS[route.id]?.body);
        const label = `${route.method} ${route.path} with the other organization's ${parameter}`;
        // PUT stores under the caller's own id: the intruder gets a profile of its own.
        if (CREATES.has(route.id)) expect(result.status, `${label}: ${result.text}`).toBe(201);
        else expectNotFound(result, route.group, parameter, label);
      }

      // The owner's resources are as they were.
      const engagementAfter = await call('GET', `/v1/engagements/${engagement.body.id}`, owner.apiKey);
      expect(engagementAfter.body.status).not.toBe('cancelled');
      expect(engagementAfter.body.id).toBe(engagementBefore.body.id);
      expect((await call('GET', `/v1/webhooks/${webhook.body.id}`, owner.apiKey)).body).toEqual(webhook.body);
      expect((await call('GET', '/v1/auth/keys', owner.apiKey)).body.data).toHaveLength(1);
      expect((await call('GET', `/v1/patients/${patient.id}`, owner.apiKey)).body.first_name).toBe('Ada');
    });
  });
};

describe('sandbox stage', () => {
  let stage: TestStage;
  const orgs = new Map<string, TestOrganization>();
  let owner: TestOrganization;
  let intruder: TestOrganization;
  beforeAll(async () => {
    stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
    // One organization per route: the sweep's requests stay far below every rate-limit group.
    for (const route of routesWithIds('sandbox')) orgs.set(route.id, await stage.onboard({ name: route.id }));
    owner = await stage.onboard({ name: 'Owner' });
    intruder = await stage.onboard({ name: 'Intruder' });
  });
  afterAll(() => stage?.stop());

  sweep('sandbox', () => ({ stage, orgFor: (route) => orgs.get(route.id) as TestOrganization }));
  crossOrganization('sandbox', () => ({ stage, owner, intruder }));
});

describe('production stage, organizations on a FHIR EHR', () => {
  let stage: TestStage;
  let server: FhirTestServer;
  const orgs = new Map<string, TestOrganization>();
  let owner: TestOrganization;
  let intruder: TestOrganization;
  beforeAll(async () => {
    server = await startFhirServer();
    stage = await startTestStage('production', { env: { ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false' } });
    const secrets = new FileSecretStore(secretsDirectory(stage.dataDir, 'production'));
    for (const route of routesWithIds('production')) {
      const org = await stage.onboard({ name: route.id });
      await putConnection(stage.store, secrets, 'production', org.id, { backend: 'fhir', ehr_system: 'FHIR R4 (test)', base_url: server.url, auth_type: 'none', timeout_ms: 1_500 }, undefined);
      orgs.set(route.id, org);
    }
    owner = await stage.onboard({ name: 'Owner' });
    intruder = await stage.onboard({ name: 'Intruder' });
  }, 60_000);
  afterAll(async () => {
    await stage?.stop();
    await server?.stop();
  });

  sweep('production', () => ({ stage, orgFor: (route) => orgs.get(route.id) as TestOrganization, ehrRequests: server.requests }));
  crossOrganization('production', () => ({ stage, owner, intruder }));
});
