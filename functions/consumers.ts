/**
 * Every queue and the function that consumes it, as plain data (like routes.ts): the CDK app makes
 * each queue with its dead-letter queue and the consumer's event source mapping from it, and the
 * local runtime polls the embedded queues and invokes the same handler modules with SQS events.
 */
import type { QueueDefinition } from './core/queue/port';
import type { TableAccess } from './routes';

export interface QueueConsumerDefinition {
  /** Stable id: the Lambda function's logical name. */
  id: string;
  /** Logical queue name; the dead-letter queue is `<queue>-dlq`. */
  queue: string;
  /** Handler module relative to the repository root, exporting `handler` (an SQS handler). */
  entry: string;
  batchSize: number;
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Function timeout; below the visibility timeout. */
  timeoutSeconds: number;
  table: TableAccess;
  /** Queues the consumer sends to. */
  sendsTo: string[];
  /** Whether it creates and deletes schedules. */
  schedules: boolean;
  summary: string;
}

export const queueConsumers = {
  engagementWorker: {
    id: 'EngagementWorker',
    queue: 'engagement-work',
    entry: 'functions/engagements/handlers/worker.ts',
    batchSize: 10,
    // AWS: at least six times the function timeout, so a slow batch is not delivered twice meanwhile.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    timeoutSeconds: 30,
    table: 'write',
    sendsTo: ['engagement-work'],
    schedules: false,
    summary: 'Drives engagements one step at a time through the conversation engine',
  },
} satisfies Record<string, QueueConsumerDefinition>;

/**
 * Consumers of the table's change feed (the DynamoDB stream in the cloud, filtered on INSERTs of
 * outbox items of the listed event types; the local change feed in the local runtime).
 */
export interface StreamConsumerDefinition {
  id: string;
  entry: string;
  eventTypes: string[];
  batchSize: number;
  timeoutSeconds: number;
  table: TableAccess;
  sendsTo: string[];
  schedules: boolean;
  summary: string;
}

export const streamConsumers = {
  engagementStarter: {
    id: 'EngagementStarter',
    entry: 'functions/engagements/handlers/starter.ts',
    eventTypes: ['engagement.scheduled'],
    batchSize: 100,
    timeoutSeconds: 30,
    table: 'read',
    sendsTo: ['engagement-work'],
    schedules: true,
    summary: 'Starts or schedules each newly created engagement',
  },
} satisfies Record<string, StreamConsumerDefinition>;

export const allStreamConsumers = (): StreamConsumerDefinition[] => Object.values(streamConsumers);

export const allQueueConsumers = (): QueueConsumerDefinition[] => Object.values(queueConsumers);

export const deadLetterQueueName = (queue: string): string => `${queue}-dlq`;

/** Every queue of a stage, dead-letter queues included. */
export const queueDefinitions = (): QueueDefinition[] =>
  allQueueConsumers().flatMap((consumer) => [
    {
      name: consumer.queue,
      visibilityTimeoutSeconds: consumer.visibilityTimeoutSeconds,
      deadLetter: { queue: deadLetterQueueName(consumer.queue), maxReceiveCount: consumer.maxReceiveCount },
    },
    { name: deadLetterQueueName(consumer.queue), visibilityTimeoutSeconds: 30 },
  ]);

export const QUEUE_NAMES: readonly string[] = queueDefinitions().map((queue) => queue.name);
