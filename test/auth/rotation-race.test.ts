import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import { resetConfig } from '../../functions/core/config';
import { newId } from '../../functions/core/ids';
import { installPorts } from '../../functions/core/runtime';
import type { Store } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';

/**
 * Two rotations of one key racing, as two Lambda containers can in the cloud. The local HTTP
 * server cannot interleave them (each handler runs to completion on the event loop before the next
 * request is read), so this calls the rotate handler itself, twice at once, over a store whose
 * reads and writes take a few milliseconds, as DynamoDB's do.
 */

const sqlite = SqliteStore.open(':memory:');
const latency = () => new Promise((resolve) => setTimeout(resolve, 5));
const slowStore: Store = {
  get: async (key) => (await latency(), sqlite.get(key)),
  put: async (...args) => (await latency(), sqlite.put(...args)),
  update: async (...args) => (await latency(), sqlite.update(...args)),
  delete: async (...args) => (await latency(), sqlite.delete(...args)),
  query: async (...args) => (await latency(), sqlite.query(...args)),
  transactWrite: async (...args) => (await latency(), sqlite.transactWrite(...args)),
};

let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; body?: string }>;

beforeAll(async () => {
  Object.assign(process.env, { STAGE: 'production', LOG_LEVEL: 'SILENT', KEY_CACHE_TTL_SECONDS: '0', KEY_ROTATION_GRACE_SECONDS: '60' });
  resetConfig();
  installPorts({ stage: 'production', store: slowStore });
  ({ handler } = (await import('../../functions/auth/handlers/rotate-key')) as unknown as { handler: typeof handler });
});
afterAll(() => sqlite.close());

const rotateEvent = (apiKey: string, keyId: string): APIGatewayProxyEventV2 => {
  const path = `/v1/auth/keys/${keyId}/rotate`;
  return {
    version: '2.0',
    routeKey: 'POST /v1/auth/keys/{key_id}/rotate',
    rawPath: path,
    rawQueryString: '',
    headers: { authorization: `Bearer ${apiKey}` },
    pathParameters: { key_id: keyId },
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: 'POST /v1/auth/keys/{key_id}/rotate',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

describe('concurrent rotations of one key (handler level)', () => {
  it('a lone rotation through the handler answers 201 (the harness works)', async () => {
    const orgId = newId('org');
    const { key_id: keyId, api_key: apiKey } = await createOrganizationInStage(sqlite, 'production', { id: orgId, name: 'Lone' });
    const result = await handler(rotateEvent(apiKey, keyId), context);
    expect(result.statusCode, result.body).toBe(201);
  });

  // Regression (fixed in 3d475e3): rotateKey reads the old key, then writes with
  // `condition: { eq: ['expires_at', old.expires_at] }`; when another rotation wrote in between,
  // the TransactionCanceledError escaped the handler and the client got 500 internal_error.
  it('two rotations at once never answer 500', async () => {
    const orgId = newId('org');
    const { key_id: keyId, api_key: apiKey } = await createOrganizationInStage(sqlite, 'production', { id: orgId, name: 'Race' });
    const results = await Promise.all([handler(rotateEvent(apiKey, keyId), context), handler(rotateEvent(apiKey, keyId), context)]);
    expect(results.map((result) => result.statusCode)).not.toContain(500);
    expect(results.map((result) => result.statusCode)).toContain(201);
  });
});
