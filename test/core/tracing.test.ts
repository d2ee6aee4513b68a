/**
 * The consumers' tracing (functions/core/tracing.ts): inside Lambda it is on, patches no HTTP
 * client (an EHR URL can hold a patient identifier) and captures no error message; outside Lambda
 * (tests, the local runtime) it is off; and a traced consumer still reports its partial failures
 * when X-Ray has no segment to add to.
 */
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

const LAMBDA_ENV = { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACER_CAPTURE_ERROR: 'false', LOG_LEVEL: 'SILENT' };

const inLambda = async () => {
  vi.resetModules();
  for (const [name, value] of Object.entries(LAMBDA_ENV)) vi.stubEnv(name, value);
  return {
    tracing: await import('../../functions/core/tracing'),
    batch: await import('../../functions/core/batch-handler'),
  };
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const record = (messageId: string): SQSRecord => ({ messageId, body: '{}' }) as SQSRecord;
const context = { awsRequestId: 'req-1', functionName: 'f', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

describe('tracing', () => {
  it('is off outside Lambda', async () => {
    vi.resetModules();
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    const { tracer } = await import('../../functions/core/tracing');
    expect(tracer.isTracingEnabled()).toBe(false);
  });

  it('in Lambda: on, without HTTP capture or error messages', async () => {
    const { tracing } = await inLambda();
    expect(tracing.tracer.isTracingEnabled()).toBe(true);
    const settings = tracing.tracer as unknown as { captureHTTPsRequests: boolean; captureError: boolean };
    expect(settings.captureHTTPsRequests).toBe(false);
    expect(settings.captureError).toBe(false);
  });

  it('a traced queue consumer still reports its failed records', async () => {
    const { batch } = await inLambda();
    const handler = batch.sqsBatchHandler(async (r) => {
      if (r.messageId === 'bad') throw new Error('no');
    });
    const event = { Records: [record('good'), record('bad')] } as SQSEvent;
    await expect(handler(event, context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });
  });
});
