import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent, SQSEvent, SQSRecord } from 'aws-lambda';
import { observed } from './observability';
import { tracing } from './tracing';

/**
 * The handlers of queue and change-feed consumers: each record is processed on its own and the
 * failed ones are reported as partial batch failures (Powertools batch), inside `observed` (the
 * logger's Lambda context and per-invocation keys, metrics flushed per invocation), traced
 * (./tracing.ts). A BatchProcessor keeps the records and failures of the batch it runs, so each
 * invocation gets its own: the local runtime invokes a handler concurrently, and a shared one mixed
 * two invocations' failures (a failed record left out of its answer is deleted, never retried).
 */

export const sqsBatchHandler = (processRecord: (record: SQSRecord) => Promise<void>) => {
  return observed((event: SQSEvent, context) => processPartialResponse(event, processRecord, new BatchProcessor(EventType.SQS), { context })).use(tracing());
};

export const streamBatchHandler = (processRecord: (record: DynamoDBRecord) => Promise<void>) => {
  return observed((event: DynamoDBStreamEvent, context) =>
    processPartialResponse(event, processRecord, new BatchProcessor(EventType.DynamoDBStreams), { context }),
  ).use(tracing());
};
