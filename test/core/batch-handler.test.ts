/**
 * The batch handlers (functions/core/batch-handler.ts) report each invocation's own failed records,
 * also when invocations of one handler overlap: the local runtime's pollers invoke a consumer's
 * handler concurrently (in Lambda a container runs one at a time), and a failed record left out of
 * its invocation's answer would be deleted from its queue, never retried.
 */
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { expect, it } from 'vitest';
import { sqsBatchHandler } from '../../functions/core/batch-handler';

const record = (messageId: string): SQSRecord => ({ messageId, body: '{}' }) as SQSRecord;
const context = (id: string) => ({ awsRequestId: id, functionName: 'f', getRemainingTimeInMillis: () => 30_000 }) as unknown as Context;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

it('overlapping invocations of one handler each report their own failed records', async () => {
  const handler = sqsBatchHandler(async (r) => {
    await tick();
    if (r.messageId.startsWith('bad')) throw new Error('failed');
  });
  const first = handler({ Records: [record('ok-1'), record('bad-1')] } as SQSEvent, context('a'));
  const second = handler({ Records: [record('ok-2'), record('ok-3'), record('bad-2')] } as SQSEvent, context('b'));
  await expect(first).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'bad-1' }] });
  await expect(second).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'bad-2' }] });
});
