/**
 * The queue port over Amazon SQS standard queues. Logical queue names map to queue URLs; in the
 * cloud the URLs come from environment variables set by the CDK stack (see queueUrlsFromEnv).
 * Visibility timeouts and dead-letter policies are configured on the queues themselves.
 *
 * Note: SQS accepts a DeleteMessage with a stale receipt handle (the request succeeds, but the
 * message might not be deleted), so ReceiptHandleInvalidError is only raised when SQS itself
 * rejects the handle.
 */
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type MessageSystemAttributeName,
  type QueueAttributeName,
} from '@aws-sdk/client-sqs';
import {
  InvalidQueueParameterError,
  ReceiptHandleInvalidError,
  type Queue,
  type Queues,
  type ReceiveOptions,
  type ReceivedMessage,
  type SendOptions,
} from './port';

export interface SqsQueuesOptions {
  client?: SQSClient;
  /** Logical queue name → queue URL. */
  urls: Record<string, string>;
}

/** `webhook-deliveries` → `QUEUE_URL_WEBHOOK_DELIVERIES`. */
export const queueUrlEnvName = (name: string): string =>
  `QUEUE_URL_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;

/** Reads `QUEUE_URL_<NAME_UPPER_SNAKE>` for every name; throws listing every missing variable. */
export function queueUrlsFromEnv(
  env: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  const urls: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of names) {
    const variable = queueUrlEnvName(name);
    const url = env[variable];
    if (url) urls[name] = url;
    else missing.push(variable);
  }
  if (missing.length > 0) throw new Error(`Missing queue URL environment variables: ${missing.join(', ')}`);
  return urls;
}

const SYSTEM_ATTRIBUTES: MessageSystemAttributeName[] = ['ApproximateReceiveCount', 'SentTimestamp'];

export class SqsQueues implements Queues {
  readonly client: SQSClient;
  private readonly queues = new Map<string, SqsQueue>();

  constructor(options: SqsQueuesOptions) {
    this.client = options.client ?? new SQSClient({});
    for (const [name, url] of Object.entries(options.urls)) {
      this.queues.set(name, new SqsQueue(this.client, name, url));
    }
  }

  get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue: ${name}`);
    return queue;
  }
}

class SqsQueue implements Queue {
  constructor(
    private readonly client: SQSClient,
    readonly name: string,
    readonly url: string,
  ) {}

  async send(body: string, options: SendOptions = {}): Promise<string> {
    const out = await call(() =>
      this.client.send(
        new SendMessageCommand({ QueueUrl: this.url, MessageBody: body, DelaySeconds: options.delaySeconds }),
      ),
    );
    if (!out.MessageId) throw new Error(`SQS returned no MessageId for queue ${this.name}`);
    return out.MessageId;
  }

  async receive(options: ReceiveOptions = {}): Promise<ReceivedMessage[]> {
    const out = await call(() =>
      this.client.send(
        new ReceiveMessageCommand({
          QueueUrl: this.url,
          MaxNumberOfMessages: options.maxMessages ?? 1,
          VisibilityTimeout: options.visibilityTimeoutSeconds,
          WaitTimeSeconds: options.waitSeconds ?? 0,
          MessageSystemAttributeNames: SYSTEM_ATTRIBUTES,
          // Deprecated twin of MessageSystemAttributeNames, still accepted by SQS; emulators such
          // as local-aws-sqs only read this one. (The SDK types it as queue attribute names, but
          // it always carried message system attribute names.)
          AttributeNames: SYSTEM_ATTRIBUTES as string[] as QueueAttributeName[],
        }),
      ),
    );
    return (out.Messages ?? []).map((m) => {
      if (!m.MessageId || !m.ReceiptHandle) throw new Error(`SQS returned a message without id or handle`);
      return {
        id: m.MessageId,
        body: m.Body ?? '',
        receiptHandle: m.ReceiptHandle,
        receiveCount: Number(m.Attributes?.ApproximateReceiveCount ?? 1),
        sentAt: Number(m.Attributes?.SentTimestamp ?? 0),
      };
    });
  }

  async delete(receiptHandle: string): Promise<void> {
    await call(() => this.client.send(new DeleteMessageCommand({ QueueUrl: this.url, ReceiptHandle: receiptHandle })));
  }

  async changeVisibility(receiptHandle: string, seconds: number): Promise<void> {
    await call(() =>
      this.client.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: this.url,
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: seconds,
        }),
      ),
    );
  }
}

const RECEIPT_HANDLE_ERRORS = new Set(['ReceiptHandleIsInvalid', 'MessageNotInflight', 'InvalidIdFormat']);
const PARAMETER_ERRORS = new Set([
  'InvalidParameterValue',
  'InvalidParameterValueException',
  'InvalidAttributeValue',
  'InvalidParameterCombination',
  'MissingParameter',
  'ValidationError',
  'ValidationException',
]);

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw mapSqsError(error);
  }
}

/** Maps SQS errors for bad receipt handles and bad parameters onto the port's errors. */
export function mapSqsError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // With the JSON protocol the SDK names the error after `__type`; `Code` carries the
  // query-compatible code (x-amzn-query-error), e.g. `InvalidParameterValue`.
  const codes = [error.name, (error as { Code?: unknown }).Code].filter((c): c is string => typeof c === 'string');
  const code = (c: string) => c.replace(/^.*#/, '').replace(/^AWS\.SimpleQueueService\./, '');
  const names = codes.map(code);
  const message = error.message;
  if (names.some((n) => RECEIPT_HANDLE_ERRORS.has(n))) {
    return new ReceiptHandleInvalidError(message, { cause: error });
  }
  if (names.some((n) => PARAMETER_ERRORS.has(n))) {
    // SQS reports an expired receipt handle as InvalidParameterValue on parameter ReceiptHandle.
    if (/ReceiptHandle/i.test(message)) return new ReceiptHandleInvalidError(message, { cause: error });
    return new InvalidQueueParameterError(message, { cause: error });
  }
  return error;
}
