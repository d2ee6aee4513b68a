import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent, SQSEvent, SQSRecord } from 'aws-lambda';
import { observed } from './observability';
import { tracing } from './tracing';

/**
 * The handlers of queue and change-feed consumers: each record is processed on its own and the
 * failed ones are reported as partial batch failures (Powertools batch), inside `observed` (the
 * logger's Lambda context and per-invocation keys, metrics flushed per invocation), traced
 * (./tracing.ts).
 */

export const sqsBatchHandler = (processRecord: (record: SQSRecord) => Promise<void>) => {
  const processor = new BatchProcessor(EventType.SQS);
  return observed((event: SQSEvent, context) => processPartialResponse(event, processRecord, processor, { context })).use(tracing());
};

export const streamBatchHandler = (processRecord: (record: DynamoDBRecord) => Promise<void>) => {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  return observed((event: DynamoDBStreamEvent, context) => processPartialResponse(event, processRecord, processor, { context })).use(tracing());
};
