/**
 * The stage's queue names, defined once at the bottom: the consumers' registry
 * (functions/consumers.ts), the routes' `sendsTo`, the senders' constants and the container's
 * queue and scheduler adapters all use these types, so a misspelt queue fails the type check.
 */

/** The work queues, one per queue consumer (functions/consumers.ts). */
export const WORK_QUEUES = ['engagement-work', 'webhook-deliveries', 'webhook-escalations', 'system-jobs', 'ehr-write-back'] as const;

export type WorkQueueName = (typeof WORK_QUEUES)[number];

/** Each work queue's dead-letter queue is `<queue>-dlq`. */
export type DeadLetterQueueName = `${WorkQueueName}-dlq`;

export type QueueName = WorkQueueName | DeadLetterQueueName;

export const deadLetterQueueName = <Q extends WorkQueueName>(queue: Q): `${Q}-dlq` => `${queue}-dlq`;

/** Every queue of a stage, dead-letter queues included. */
export const QUEUE_NAMES: readonly QueueName[] = WORK_QUEUES.flatMap((queue) => [queue, deadLetterQueueName(queue)]);
