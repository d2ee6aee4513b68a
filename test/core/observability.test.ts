/**
 * What every invocation gets (functions/core/observability.ts): the logger carries the Lambda
 * context and forgets the keys an invocation appended when it ends, whether it returned or threw,
 * through the plain wrapper (consumers, Twilio webhooks) and through the HTTP handler kit; the
 * metrics added during an invocation are flushed once, at its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../functions/core/logger';
import type { EmfDocument } from '../../functions/core/metrics/emf-metrics';
import { EmfMetrics } from '../../functions/core/metrics/emf-metrics';
import { observed } from '../../functions/core/observability';
import { installPorts } from '../../functions/core/runtime';
import { installMetrics, metrics } from '../../functions/core/runtime-metrics';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { handler as notFoundHandler } from '../../functions/system/handlers/not-found';
import { captureOutput } from '../support/capture-output';

// The logger reads LOG_LEVEL when first imported (and goes back to it at each invocation).
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

const output: string[] = [];
const flushed: EmfDocument[] = [];
let dataDir: string;
let store: SqliteStore;

beforeAll(() => {
  captureOutput(output);
  dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-observability-'));
  store = SqliteStore.open(path.join(dataDir, 'store.db'));
  installPorts({ stage: 'sandbox', store });
  installMetrics(new EmfMetrics({ stage: 'sandbox', write: (document) => flushed.push(document) }));
});
afterAll(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contextOf = (requestId: string): Context =>
  ({
    functionName: 'TestFunction',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:TestFunction',
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    getRemainingTimeInMillis: () => 10_000,
  }) as Context;

/** The JSON log records written since `from` whose message is `message`. */
const records = (message: string, from = 0): Array<Record<string, unknown>> =>
  output
    .slice(from)
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((record) => record.message === message);

describe('observed: the logger per invocation', () => {
  const handler = observed(async (event: { engagementId?: string; fail?: boolean }) => {
    if (event.engagementId) logger.appendKeys({ engagement_id: event.engagementId });
    logger.info('step');
    if (event.fail) throw new Error('step failed');
    return 'done';
  });

  it("carries the Lambda context, and one invocation's keys never reach the next", async () => {
    const from = output.length;
    await handler({ engagementId: 'eng_first' }, contextOf('request-1'));
    await handler({}, contextOf('request-2'));
    const [first, second] = records('step', from);
    expect(first).toMatchObject({
      engagement_id: 'eng_first',
      function_request_id: 'request-1',
      function_name: 'TestFunction',
      function_arn: 'arn:aws:lambda:us-east-1:123456789012:function:TestFunction',
    });
    expect(second).toMatchObject({ function_request_id: 'request-2' });
    expect(second).not.toHaveProperty('engagement_id');
  });

  it('forgets the keys of an invocation that threw', async () => {
    const from = output.length;
    await expect(handler({ engagementId: 'eng_failed', fail: true }, contextOf('request-3'))).rejects.toThrow('step failed');
    await handler({}, contextOf('request-4'));
    const [failed, next] = records('step', from);
    expect(failed).toMatchObject({ engagement_id: 'eng_failed' });
    expect(next).not.toHaveProperty('engagement_id');
  });
});

describe('the HTTP handler kit: the logger and metrics per request', () => {
  const apiEvent = (requestId: string): APIGatewayProxyEventV2 =>
    ({
      version: '2.0',
      routeKey: '$default',
      rawPath: '/v1/nothing-here',
      rawQueryString: '',
      headers: {},
      requestContext: { requestId, http: { method: 'GET', path: '/v1/nothing-here', sourceIp: '203.0.113.7' } },
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyEventV2;

  it("drops the request's request_id and route once it is answered", async () => {
    const from = output.length;
    const result = await notFoundHandler(apiEvent('api-request-1'), contextOf('lambda-request-1'));
    expect(result.statusCode).toBe(404);
    expect(records('request completed', from)[0]).toMatchObject({ request_id: 'api-request-1', route: 'NotFound', status: 404 });
    logger.info('between invocations');
    const [between] = records('between invocations', from);
    expect(between).not.toHaveProperty('request_id');
    expect(between).not.toHaveProperty('route');
  });

  it('flushes the metrics a request added, once, when it ends', async () => {
    flushed.length = 0;
    metrics().add('WebhookAttempts');
    metrics().add('WebhookLatency', 12);
    await notFoundHandler(apiEvent('api-request-2'), contextOf('lambda-request-2'));
    await notFoundHandler(apiEvent('api-request-3'), contextOf('lambda-request-3'));
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toMatchObject({ stage: 'sandbox', WebhookAttempts: 1, WebhookLatency: 12 });
  });
});
