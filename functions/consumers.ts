/**
 * Every queue and the function that consumes it, as plain data (like routes.ts): the CDK app makes
 * each queue with its dead-letter queue and the consumer's event source mapping from it, and the
 * local runtime polls the embedded queues and invokes the same handler modules with SQS events.
 */
import type { QueueDefinition } from './core/queue/port';
import { type QueueName, type WorkQueueName, deadLetterQueueName } from './core/queue/names';
import type { Scheduling, TableAccess } from './routes';
import { ESCALATION_EVENT_TYPES, EVENT_TYPES } from './core/events/catalog';
import { EHR_WRITE_BACK_QUEUE } from './ehr/write-back-job';

export interface QueueConsumerDefinition {
  /** Stable id: the Lambda function's logical name. */
  id: string;
  /** Logical queue name; the dead-letter queue is `<queue>-dlq`. */
  queue: WorkQueueName;
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
  sendsTo: QueueName[];
  /** Whether it creates and deletes schedules (`'create'`: creates only). */
  schedules: Scheduling;
  /** Whether it reads organizations' EHR credentials (the engagement worker fills `context.ehr_data`; the write-back writes to the EHR). */
  ehrCredentials?: boolean;
  /** Whether it reads organizations' Twilio credentials in production (the worker sends the agent's turns). */
  channelCredentials?: boolean;
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
    // Waits beyond the queue's 15-minute delay (contact retries, reply timeouts) become one-time schedules.
    schedules: 'create',
    ehrCredentials: true,
    channelCredentials: true,
    summary: 'Drives engagements one step at a time through the conversation engine',
  },
  webhookDelivery: {
    id: 'WebhookDelivery',
    queue: 'webhook-deliveries',
    entry: 'functions/webhooks/handlers/delivery-worker.ts',
    batchSize: 10,
    visibilityTimeoutSeconds: 360,
    // The worker records every attempt and schedules retries itself; the queue's own redrive only
    // catches a worker that keeps crashing on a message.
    maxReceiveCount: 5,
    timeoutSeconds: 60,
    table: 'write',
    sendsTo: ['webhook-deliveries', 'webhook-deliveries-dlq'],
    schedules: true,
    summary: 'Signs and POSTs webhook deliveries, retries on schedule, dead-letters',
  },
  escalationDelivery: {
    id: 'EscalationDelivery',
    queue: 'webhook-escalations',
    entry: 'functions/webhooks/handlers/delivery-worker.ts',
    batchSize: 1,
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: 5,
    timeoutSeconds: 60,
    table: 'write',
    sendsTo: ['webhook-escalations', 'webhook-escalations-dlq'],
    schedules: true,
    summary: 'Delivers escalations (engagement.escalated, conversation.escalated) on their own queue, so nothing queued ahead can delay them',
  },
  systemJobs: {
    id: 'SystemJobs',
    queue: 'system-jobs',
    entry: 'functions/webhooks/handlers/system-jobs.ts',
    batchSize: 1,
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    timeoutSeconds: 30,
    table: 'write',
    sendsTo: [],
    schedules: false,
    summary: 'Runs the jobs of recurring schedules (system.health every 5 minutes)',
  },
  ehrWriteBack: {
    id: 'EhrWriteBack',
    queue: EHR_WRITE_BACK_QUEUE,
    entry: 'functions/ehr/handlers/write-back-worker.ts',
    batchSize: 10,
    // A failed write is delivered again after the visibility timeout (six times the function
    // timeout), 24 times in all: about an hour of EHR outage before the dead-letter queue.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 24,
    timeoutSeconds: 30,
    // The local backend writes the note and readings; the fhir backend reads the connection and the breaker.
    table: 'write',
    // A job that can never be written goes to the dead-letter queue at once.
    sendsTo: [`${EHR_WRITE_BACK_QUEUE}-dlq`],
    schedules: false,
    ehrCredentials: true,
    summary: "Writes each finished conversation's note, PHQ-9/GAD-7 totals and questionnaire response to the patient's EHR",
  },
} satisfies Record<string, QueueConsumerDefinition>;

/** Schedules that exist for as long as the stage does (created by the stack; locally at start). */
export interface RecurringScheduleDefinition {
  name: string;
  expression: string;
  targetQueue: WorkQueueName;
  payload: Record<string, unknown>;
  summary: string;
}

export const recurringSchedules: RecurringScheduleDefinition[] = [
  {
    name: 'system-health',
    expression: 'rate(5 minutes)',
    targetQueue: 'system-jobs',
    payload: { type: 'system_health' },
    summary: 'system.health to its subscribers every 5 minutes',
  },
];

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
  sendsTo: QueueName[];
  schedules: Scheduling;
  /** Publishes to the stage's event bus. */
  publishesEvents?: boolean;
  summary: string;
}

export const streamConsumers = {
  engagementStarter: {
    id: 'EngagementStarter',
    entry: 'functions/engagements/handlers/starter.ts',
    // batch.accepted: the internal outbox item of an accepted batch (functions/engagements/batches.ts), never relayed.
    // conversation.scheduled: conversations of the EHR proxy start the same way (functions/conversations).
    eventTypes: ['engagement.scheduled', 'conversation.scheduled', 'batch.accepted'],
    batchSize: 100,
    timeoutSeconds: 30,
    table: 'read',
    sendsTo: ['engagement-work'],
    schedules: true,
    summary: 'Starts or schedules each newly created engagement, and has accepted batches expanded',
  },
  webhookRelay: {
    id: 'WebhookRelay',
    entry: 'functions/webhooks/handlers/relay.ts',
    eventTypes: EVENT_TYPES.filter((type) => !ESCALATION_EVENT_TYPES.includes(type)),
    batchSize: 100,
    timeoutSeconds: 60,
    // Writes the engagement's delivery line (functions/webhooks/line.ts).
    table: 'write',
    sendsTo: ['webhook-deliveries', 'webhook-escalations'],
    schedules: false,
    publishesEvents: true,
    summary: 'Fans each outbox event out to its webhook deliveries and the event bus',
  },
  escalationRelay: {
    id: 'EscalationRelay',
    entry: 'functions/webhooks/handlers/relay.ts',
    // Its own reader of the change feed: an escalation never waits behind other events' fan-out.
    eventTypes: [...ESCALATION_EVENT_TYPES],
    batchSize: 10,
    timeoutSeconds: 60,
    // Writes the engagement's delivery line (functions/webhooks/line.ts).
    table: 'write',
    sendsTo: ['webhook-escalations'],
    schedules: false,
    publishesEvents: true,
    summary: 'Fans engagement.escalated and conversation.escalated out ahead of everything else',
  },
  conversationWriteBack: {
    id: 'ConversationWriteBack',
    entry: 'functions/conversations/handlers/write-back-sender.ts',
    eventTypes: ['conversation.completed'],
    batchSize: 100,
    timeoutSeconds: 30,
    // Reads the conversation to build its job (functions/conversations/write-back.ts).
    table: 'read',
    sendsTo: [EHR_WRITE_BACK_QUEUE],
    schedules: false,
    summary: "Sends each completed conversation's results to the EHR write-back queue",
  },
} satisfies Record<string, StreamConsumerDefinition>;

export const allStreamConsumers = (): StreamConsumerDefinition[] => Object.values(streamConsumers);

export const allQueueConsumers = (): QueueConsumerDefinition[] => Object.values(queueConsumers);

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
