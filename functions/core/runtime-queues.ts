import { config } from './config';
import type { Queues } from './queue/port';
import { SqsQueues, queueUrlEnvName, queueUrlsFromEnv } from './queue/sqs-queues';
import { QUEUE_NAMES } from './queue/names';

/**
 * The queue adapter of this container, in a module of its own so that only functions that use
 * queues bundle the SQS client. In Lambda: SQS, with queue URLs from the stack's environment;
 * locally: the embedded queues the local runtime installs.
 */
let installed: Queues | undefined;

export const installQueues = (queues: Queues): void => {
  installed = queues;
};

export const queues = (): Queues => {
  if (installed) return installed;
  config(); // fail fast on a bad environment
  // A function gets the URLs of the queues it may send to, and only those.
  const granted = QUEUE_NAMES.filter((name) => process.env[queueUrlEnvName(name)]);
  installed = new SqsQueues({ urls: queueUrlsFromEnv(process.env, granted) });
  return installed;
};
