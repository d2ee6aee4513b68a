/**
 * The queue port, shaped after SQS standard queues: at-least-once delivery, per-message delays
 * (at most 15 minutes), a visibility timeout while a consumer works on a message, a receive count,
 * and a dead-letter queue that takes a message once it has been received more than
 * `maxReceiveCount` times without being deleted.
 */

export const MAX_DELAY_SECONDS = 900;
export const MAX_VISIBILITY_TIMEOUT_SECONDS = 43_200;

export interface QueueDefinition {
  /** Logical name, e.g. `webhook-deliveries`; the AWS adapter maps it to a queue URL. */
  name: string;
  visibilityTimeoutSeconds: number;
  /** Where a message goes after `maxReceiveCount` receives without a delete. */
  deadLetter?: { queue: string; maxReceiveCount: number };
}

export interface ReceivedMessage {
  id: string;
  body: string;
  /** Handle for delete and changeVisibility; valid for this receive only. */
  receiptHandle: string;
  /** How many times the message has been received, this receive included (1 on first). */
  receiveCount: number;
  /** Epoch milliseconds of the first send. */
  sentAt: number;
}

export interface SendOptions {
  /** 0..900 seconds before the message becomes visible. */
  delaySeconds?: number;
}

export interface ReceiveOptions {
  /** 1..10 messages (default 1). */
  maxMessages?: number;
  /** Overrides the queue's visibility timeout for these messages. */
  visibilityTimeoutSeconds?: number;
  /** Long polling: wait up to this many seconds (0..20) for a message. */
  waitSeconds?: number;
}

export interface Queue {
  readonly name: string;
  send(body: string, options?: SendOptions): Promise<string>;
  receive(options?: ReceiveOptions): Promise<ReceivedMessage[]>;
  delete(receiptHandle: string): Promise<void>;
  /** Makes a received message visible again after `seconds` (0 = at once). */
  changeVisibility(receiptHandle: string, seconds: number): Promise<void>;
}

export interface Queues {
  get(name: string): Queue;
}

/** A delay or visibility value outside what SQS accepts. */
export class InvalidQueueParameterError extends Error {
  override readonly name = 'InvalidQueueParameterError';
}

/** A receipt handle that is unknown or no longer current (the message was received again). */
export class ReceiptHandleInvalidError extends Error {
  override readonly name = 'ReceiptHandleInvalidError';
}
