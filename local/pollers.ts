import { importHandler } from './handler-module';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueConsumerDefinition, StreamConsumerDefinition } from '../functions/consumers';
import { logger } from '../functions/core/logger';
import type { Queues, ReceivedMessage } from '../functions/core/queue/port';
import type { ChangeFeed, ChangeRecord, Store } from '../functions/core/storage/port';

/**
 * The local runtime's event source mappings: they poll the embedded queues and the change feed and
 * invoke the very handler modules Lambda runs, with SQS and DynamoDB-stream shaped events, honouring
 * partial batch failures (a failed SQS message stays for redelivery; a failed stream record stops
 * the checkpoint before it, so it and what follows are read again).
 */

type BatchResponse = { batchItemFailures?: Array<{ itemIdentifier: string }> } | void;
type Handler<E> = (event: E, context: Context) => Promise<BatchResponse>;

export type InvocationObserver = (functionId: string, ms: number) => void;

const loadHandler = async <E>(root: string, entry: string, id: string, observe?: InvocationObserver): Promise<Handler<E>> => {
  const handler = await importHandler<Handler<E>>(root, entry);
  if (!observe) return handler;
  return async (event, invocationContext) => {
    const started = performance.now();
    try {
      return await handler(event, invocationContext);
    } finally {
      observe(id, performance.now() - started);
    }
  };
};

const context = (id: string): Context =>
  ({
    functionName: id,
    awsRequestId: `local-${Date.now()}`,
    getRemainingTimeInMillis: () => 30_000,
    callbackWaitsForEmptyEventLoop: false,
  }) as Context;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failedIds = (response: BatchResponse): Set<string> => new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));

const sqsRecord = (queue: string, message: ReceivedMessage): SQSRecord => ({
  messageId: message.id,
  receiptHandle: message.receiptHandle,
  body: message.body,
  attributes: {
    ApproximateReceiveCount: String(message.receiveCount),
    SentTimestamp: String(message.sentAt),
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
  awsRegion: 'local',
});

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Wakes the local queue pollers when a message is sent to their queue in this process, so an idle
 * poller can pause longer between receives (each one is a SQLite write transaction on the event
 * loop the API shares) without making a message wait for the end of the pause. A message sent
 * with a delay, or by another process, is still found by the next timed receive.
 */
export class QueueWakeups {
  private readonly waiters = new Map<string, Set<() => void>>();

  /** The same queues, whose sends without a delay wake the pollers of their queue. */
  wrap(inner: Queues): Queues {
    return {
      get: (name) => {
        const queue = inner.get(name);
        return {
          name: queue.name,
          send: async (body, options) => {
            const id = await queue.send(body, options);
            if (!options?.delaySeconds) this.wake(name);
            return id;
          },
          receive: (options) => queue.receive(options),
          delete: (handle) => queue.delete(handle),
          changeVisibility: (handle, seconds) => queue.changeVisibility(handle, seconds),
        };
      },
    };
  }

  /** Resolves after `ms`, or sooner when a message is sent to `queue` (a send wakes one pause). */
  pause(queue: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiters.get(queue) ?? new Set<() => void>();
      this.waiters.set(queue, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  /**
   * One message needs one poller: waking them all made the others each take the write lock for
   * an empty receive. A poller still busy looks again without pausing, so nothing waits longer.
   */
  private wake(queue: string): void {
    const [first] = this.waiters.get(queue) ?? [];
    first?.();
  }
}

/** An idle queue poller's pause when nothing wakes it. */
const QUEUE_IDLE_MS = 100;

/** Runs `tick` again and again (idle pause when it found nothing) until stopped. */
const loop = (name: string, tick: () => Promise<boolean>, idle: () => Promise<unknown>): Poller => {
  let running = true;
  const done = (async () => {
    while (running) {
      let busy = false;
      try {
        busy = await tick();
      } catch (error) {
        logger.error('Local poller failed', { poller: name, error: error as Error });
      }
      if (!busy && running) await idle();
      // The local adapters answer synchronously, so a busy consumer would never leave the event
      // loop; yield after each tick so the other consumers (escalations first of all) get their turn.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
    },
  };
};

export const startQueuePoller = async (options: {
  root: string;
  queues: Queues;
  consumer: QueueConsumerDefinition;
  concurrency?: number;
  onInvocation?: InvocationObserver;
  /** Without it, an idle poller looks again every 25 ms. */
  wakeups?: QueueWakeups;
}): Promise<Poller> => {
  const { consumer, wakeups } = options;
  const handler = await loadHandler<SQSEvent>(options.root, consumer.entry, consumer.id, options.onInvocation);
  const queue = options.queues.get(consumer.queue);
  const tick = async (): Promise<boolean> => {
    const messages = await queue.receive({ maxMessages: Math.min(10, consumer.batchSize) });
    if (!messages.length) return false;
    let failed: Set<string>;
    try {
      failed = failedIds(await handler({ Records: messages.map((message) => sqsRecord(consumer.queue, message)) }, context(consumer.id)));
    } catch (error) {
      logger.error('Queue consumer failed', { consumer: consumer.id, error: error as Error });
      return true; // every message stays for redelivery after its visibility timeout
    }
    await Promise.all(messages.filter((message) => !failed.has(message.id)).map((message) => queue.delete(message.receiptHandle)));
    return true;
  };
  const idle = wakeups ? () => wakeups.pause(consumer.queue, QUEUE_IDLE_MS) : () => sleep(25);
  const loops = Array.from({ length: options.concurrency ?? 4 }, (_unused, i) => loop(`${consumer.id}#${i}`, tick, idle));
  return { stop: async () => void (await Promise.all(loops.map((l) => l.stop()))) };
};

const streamRecord = (change: ChangeRecord): DynamoDBRecord => ({
  eventID: change.sequence,
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  awsRegion: 'local',
  dynamodb: {
    SequenceNumber: change.sequence,
    Keys: marshall({ pk: change.item.pk, sk: change.item.sk }) as never,
    NewImage: marshall(change.item, { removeUndefinedValues: true }) as never,
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});

const checkpointKey = (consumerId: string) => ({ pk: 'LOCAL#STREAM', sk: consumerId });

/** Change records read at a time (matching ones are then handed over in the consumer's batch size). */
const FEED_PAGE = 1_000;
/**
 * At most this many records per invocation. A batch size is a maximum (Lambda too invokes with
 * fewer when fewer are there); the local adapters answer synchronously, so one invocation holds
 * the event loop for its whole batch, and smaller ones let an escalation's fetch through sooner.
 */
const LOCAL_STREAM_BATCH = 25;

export const startStreamPoller = async (options: {
  root: string;
  store: Store;
  feed: ChangeFeed;
  consumer: StreamConsumerDefinition;
  onInvocation?: InvocationObserver;
}): Promise<Poller> => {
  const { consumer, store, feed } = options;
  const handler = await loadHandler<DynamoDBStreamEvent>(options.root, consumer.entry, consumer.id, options.onInvocation);
  const saved = await store.get(checkpointKey(consumer.id));
  let checkpoint = (saved?.sequence as string | undefined) ?? null;
  // Like a filtered event source mapping: only the consumer's event types are read (an index
  // finds them), handed to the handler in batches; the checkpoint then moves to the feed's head.
  const tick = async (): Promise<boolean> => {
    const head = await feed.head();
    if (head === null || head === checkpoint) return false;
    const changes = await feed.read(checkpoint, FEED_PAGE, { types: consumer.eventTypes, upTo: head });
    let next = changes.length === FEED_PAGE ? (changes[changes.length - 1]?.sequence ?? checkpoint) : head;
    let failedAt = -1;
    const batchSize = Math.min(consumer.batchSize, LOCAL_STREAM_BATCH);
    for (let i = 0; i < changes.length && failedAt < 0; i += batchSize) {
      // A page is up to FEED_PAGE records and the local adapters answer synchronously: handed over
      // back to back, a backlog's batches would hold the event loop for 100+ ms, and an escalation's
      // delivery (a fetch needs several turns) would wait behind it. Yield between batches, as
      // separate Lambda invocations would not block each other.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const batch = changes.slice(i, i + batchSize);
      const failed = failedIds(await handler({ Records: batch.map(streamRecord) }, context(consumer.id)));
      failedAt = changes.findIndex((change) => failed.has(change.sequence));
    }
    if (failedAt >= 0) next = failedAt === 0 ? checkpoint : (changes[failedAt - 1]?.sequence ?? checkpoint);
    if (next !== checkpoint) {
      checkpoint = next;
      // Saved only once records were handed over (decision 212): between the saved position and
      // this one lie only records of other types, which a restart reading from there skips too.
      if (changes.length > 0) await store.put({ ...checkpointKey(consumer.id), entity: 'local_checkpoint', sequence: checkpoint });
    }
    return failedAt < 0 && changes.length > 0; // after a failure, pause before reading the failed record again
  };
  return loop(consumer.id, tick, () => sleep(25));
};
