import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueConsumerDefinition } from '../../functions/consumers';
import { deadLetterQueueName } from '../../functions/core/queue/names';
import { queueUrlEnvName } from '../../functions/core/queue/sqs-queues';
import { DEAD_LETTER_QUEUE, SQS_EVENT_SOURCE, acknowledge } from '../acknowledgements';
import { pascalCase } from '../naming';
import { type Stage, stageSettings } from '../stage';
import { allow, grantChannelCredentials, grantEhrCredentials } from './permissions';
import { type FunctionDefinition, type FunctionWiring, ServiceFunction } from './service-function';

/** SQS's default; a message nobody managed to process for 4 days has reached its dead-letter queue long before. */
export const WORK_QUEUE_RETENTION = Duration.days(4);
/** The longest SQS allows: time to look at a failure and redrive it. Longer than the work queue's, as it must be. */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/** A queue and the logical name the handlers know it by (functions/consumers.ts). */
export interface NamedQueue {
  name: string;
  queue: sqs.Queue;
}

type SecureQueueProps = Pick<sqs.QueueProps, 'retentionPeriod' | 'visibilityTimeout' | 'deadLetterQueue'>;

/** An SQS queue encrypted at rest with SQS-managed keys (SSE-SQS) that refuses requests without TLS. */
export const secureQueue = (scope: Construct, id: string, props: SecureQueueProps): sqs.Queue =>
  new sqs.Queue(scope, id, { ...props, encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true });

/** A dead-letter queue: where failed work waits, alarmed (see CareloopAlarms), for 14 days. */
export const deadLetterQueue = (scope: Construct, id: string): sqs.Queue => {
  const queue = secureQueue(scope, id, { retentionPeriod: DEAD_LETTER_RETENTION });
  acknowledge(queue, ...DEAD_LETTER_QUEUE);
  return queue;
};

export interface ConsumerQueueProps {
  consumer: QueueConsumerDefinition;
}

/** A consumer's work queue and its dead-letter queue (after `maxReceiveCount` receives). */
export class ConsumerQueue extends Construct {
  readonly work: NamedQueue;
  readonly deadLetter: NamedQueue;

  constructor(scope: Construct, id: string, props: ConsumerQueueProps) {
    super(scope, id);
    const { consumer } = props;
    const deadLetter = deadLetterQueue(this, 'DeadLetterQueue');
    const work = secureQueue(this, 'Queue', {
      retentionPeriod: WORK_QUEUE_RETENTION,
      visibilityTimeout: Duration.seconds(consumer.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetter, maxReceiveCount: consumer.maxReceiveCount },
    });
    this.work = { name: consumer.queue, queue: work };
    this.deadLetter = { name: deadLetterQueueName(consumer.queue), queue: deadLetter };
  }
}

export interface CareloopQueuesProps {
  consumers: readonly QueueConsumerDefinition[];
}

/**
 * Every queue of the stage: one work queue per queue consumer, each with its dead-letter queue.
 * Functions that send are connected here: `sqs:SendMessage` on exactly the queues they send to.
 */
export class CareloopQueues extends Construct {
  readonly consumerQueues: readonly ConsumerQueue[];

  constructor(scope: Construct, id: string, props: CareloopQueuesProps) {
    super(scope, id);
    const names = props.consumers.map((consumer) => consumer.queue);
    const duplicate = names.find((name, i) => names.indexOf(name) !== i);
    if (duplicate) throw new Error(`queue ${duplicate} has more than one consumer`);
    this.consumerQueues = props.consumers.map((consumer) => new ConsumerQueue(this, pascalCase(consumer.queue), { consumer }));
  }

  /** The work queues (what consumers read and schedules target). */
  get workQueues(): NamedQueue[] {
    return this.consumerQueues.map((q) => q.work);
  }

  get deadLetterQueues(): NamedQueue[] {
    return this.consumerQueues.map((q) => q.deadLetter);
  }

  /** Every queue, dead-letter queues included (functions/core/queue/names.ts `QUEUE_NAMES`). */
  get allQueues(): NamedQueue[] {
    return this.consumerQueues.flatMap((q) => [q.work, q.deadLetter]);
  }

  /**
   * The queue of a logical name. An unknown name fails the synth: a typo in `sendsTo`, or a queue
   * no consumer reads (a function would send into nothing, and crash for want of its URL).
   */
  queue(name: string): sqs.Queue {
    const found = this.allQueues.find((q) => q.name === name);
    if (!found) {
      const known = this.allQueues.map((q) => q.name).join(', ') || 'none';
      throw new Error(`unknown queue ${name}: no queue consumer in functions/consumers.ts reads it (queues: ${known})`);
    }
    return found.queue;
  }

  /**
   * Lets a function send to `names`, and only those: `sqs:SendMessage` on each, and its URL in
   * `QUEUE_URL_<NAME>` (functions/core/runtime-queues.ts opens the queues whose URL it is given).
   */
  connectSender(fn: ServiceFunction, names: readonly string[]): void {
    const targets = [...new Set(names)].map((name) => ({ name, queue: this.queue(name) }));
    allow(fn.role, ['sqs:SendMessage'], targets.map((target) => target.queue.queueArn));
    fn.addEnvironment(Object.fromEntries(targets.map((target) => [queueUrlEnvName(target.name), target.queue.queueUrl])));
  }
}

/** A queue consumer's function definition. */
export const queueConsumerFunctionDefinition = (consumer: QueueConsumerDefinition, stage: Stage): FunctionDefinition => {
  // Lambda refuses an SQS event source whose visibility timeout is below the function timeout.
  if (consumer.timeoutSeconds >= consumer.visibilityTimeoutSeconds) {
    throw new Error(`consumer ${consumer.id}: timeout ${consumer.timeoutSeconds}s must be below the visibility timeout`);
  }
  return {
    id: consumer.id,
    entry: consumer.entry,
    label: `consumer of queue ${consumer.queue}`,
    description: `Consumer of ${consumer.queue}: ${consumer.summary}`,
    timeout: Duration.seconds(consumer.timeoutSeconds),
    table: consumer.table,
    sendsTo: consumer.sendsTo,
    schedules: consumer.schedules,
    reservedConcurrency: stageSettings(stage).consumerConcurrency.queue,
  };
};

export interface QueueConsumerProps {
  consumer: QueueConsumerDefinition;
  wiring: FunctionWiring;
}

/**
 * The function of one queue consumer, fed by an SQS event source mapping on its work queue (which
 * grants it receive, delete and change-visibility on that queue only), with its stage's reserved
 * concurrency, which also caps the event source's. It reports partial batch failures, so one failing message is retried alone (up to the queue's maxReceiveCount, then the
 * dead-letter queue) instead of its whole batch.
 */
export class QueueConsumer extends ServiceFunction {
  readonly consumer: QueueConsumerDefinition;

  constructor(scope: Construct, id: string, props: QueueConsumerProps) {
    const { consumer, wiring } = props;
    super(scope, id, { definition: queueConsumerFunctionDefinition(consumer, wiring.stage), wiring });
    this.consumer = consumer;
    // The engagement worker reads the EHR record a starting conversation records (DESIGN §3).
    if (consumer.ehrCredentials) grantEhrCredentials(this.role, wiring.stage);
    // The engagement worker sends through the organization's Twilio account (production only).
    if (consumer.channelCredentials && wiring.stage === 'production') grantChannelCredentials(this.role);
    this.function.addEventSource(
      new SqsEventSource(wiring.queues.queue(consumer.queue), {
        batchSize: consumer.batchSize,
        reportBatchItemFailures: true,
        // No more batches at once than the function may run: a throttled batch would go back to
        // the queue and count a receive towards the dead-letter queue for nothing.
        maxConcurrency: this.definition.reservedConcurrency,
      }),
    );
    acknowledge(this.function, ...SQS_EVENT_SOURCE);
  }
}
