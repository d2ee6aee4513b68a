import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { StreamConsumerDefinition } from '../../functions/consumers';
import { type Stage, stageSettings } from '../stage';
import { allow } from './permissions';
import { type NamedQueue, deadLetterQueue } from './queues';
import { type FunctionDefinition, type FunctionWiring, ServiceFunction } from './service-function';

/** What reading the table's stream takes (AWSLambdaDynamoDBExecutionRole), on the stream only. */
export const STREAM_READ_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
] as const;

/**
 * Retries of a failing batch before its description goes to the failure queue and the shard moves
 * on: bounded, so one poison record cannot hold up every later event of its shard for the
 * stream's whole 24-hour retention.
 */
export const STREAM_RETRY_ATTEMPTS = 5;

/** The outbox filter: INSERTs of event items (`entity = 'event'`) of the consumer's event types. */
export const outboxEventFilter = (eventTypes: readonly string[]): Record<string, string> =>
  lambda.FilterCriteria.filter({
    eventName: lambda.FilterRule.isEqual('INSERT'),
    dynamodb: {
      NewImage: {
        entity: { S: lambda.FilterRule.isEqual('event') },
        type: { S: lambda.FilterRule.or(...eventTypes) },
      },
    },
  });

/**
 * On-failure destination of a stream event source: an SQS queue, granted with `allow`
 * (`sqs:SendMessage` only, where `SqsDlq` would also grant GetQueueAttributes and GetQueueUrl).
 */
class QueueOnFailure implements lambda.IEventSourceDlq {
  constructor(private readonly queue: sqs.IQueue) {}

  bind(_target: lambda.IEventSourceMapping, targetHandler: lambda.IFunction): lambda.DlqDestinationConfig {
    allow(targetHandler, ['sqs:SendMessage'], [this.queue.queueArn]);
    return { destination: this.queue.queueArn };
  }
}

/** A stream consumer's function definition. */
export const streamConsumerFunctionDefinition = (consumer: StreamConsumerDefinition, stage: Stage): FunctionDefinition => {
  if (consumer.eventTypes.length === 0) throw new Error(`stream consumer ${consumer.id}: no event types`);
  return {
    id: consumer.id,
    entry: consumer.entry,
    label: `consumer of table events ${consumer.eventTypes.join(', ')}`,
    description: `Consumer of ${consumer.eventTypes.join(', ')}: ${consumer.summary}`,
    timeout: Duration.seconds(consumer.timeoutSeconds),
    table: consumer.table,
    sendsTo: consumer.sendsTo,
    schedules: consumer.schedules,
    publishesEvents: consumer.publishesEvents,
    reservedConcurrency: stageSettings(stage).consumerConcurrency.stream,
  };
};

export interface StreamConsumerProps {
  consumer: StreamConsumerDefinition;
  wiring: FunctionWiring;
  /** The stack's one queue for stream batches that failed every retry (`streamFailureQueue`). */
  failureQueue: NamedQueue;
}

/**
 * The queue every stream consumer of a stack sends the description of a batch that failed every
 * retry to. One queue, one alarm metric: a description names its function (`requestContext.functionArn`)
 * and its shard and sequence numbers, so nothing is lost by sharing it (docs/cost.md).
 */
export const streamFailureQueue = (scope: Construct): NamedQueue => ({
  name: 'stream consumers failed batches',
  queue: deadLetterQueue(scope, 'StreamFailedBatches'),
});

/**
 * The function of one consumer of the table's change feed (DESIGN §9: the outbox relay). Its event
 * source reads the table's DynamoDB stream, keeps only INSERTs of outbox items of its event types
 * (so it is not even invoked for anything else), reports partial batch failures and bisects a
 * failing batch; after the bounded retries, the failed batch's description goes to the stack's
 * stream failure queue, which is alarmed. Its role may read the stream, and nothing else of it. It has its stage's
 * reserved concurrency (one invocation per shard runs at a time).
 */
export class StreamConsumer extends ServiceFunction {
  readonly consumer: StreamConsumerDefinition;
  /** Where descriptions of batches that failed every retry go (shard and sequence numbers, to re-read): the stack's stream failure queue. */
  readonly failureQueue: NamedQueue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    const { consumer, wiring, failureQueue } = props;
    super(scope, id, { definition: streamConsumerFunctionDefinition(consumer, wiring.stage), wiring });
    this.consumer = consumer;
    const streamArn = wiring.table.tableStreamArn;
    if (!streamArn) throw new Error(`stream consumer ${consumer.id}: the table has no stream`);

    this.failureQueue = failureQueue;
    allow(this.role, STREAM_READ_ACTIONS, [streamArn]);

    this.function.addEventSourceMapping('TableStream', {
      eventSourceArn: streamArn,
      // TRIM_HORIZON, not LATEST: a new (or replaced) mapping starts from the oldest record still in
      // the stream, so events written before it was ready (between table and mapping creation, or
      // while a mapping is re-created) are still delivered. LATEST would silently skip them, and an
      // engagement whose `engagement.scheduled` event is skipped never starts. The price is a
      // replay of up to 24 hours of events on re-creation, which the consumers already tolerate:
      // stream delivery is at-least-once anyway, and starting an engagement is idempotent.
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: consumer.batchSize,
      filters: [outboxEventFilter(consumer.eventTypes)],
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: STREAM_RETRY_ATTEMPTS,
      onFailure: new QueueOnFailure(this.failureQueue.queue),
    });
  }
}
