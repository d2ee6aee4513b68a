import { metrics } from '../core/runtime-metrics';
import type { PostResult } from './delivery';

/**
 * One delivery attempt in metrics: counted, failed unless delivered, and the receiver's latency
 * when a request was made (a target refused before any request has none).
 */
export const countAttempt = (result: PostResult, delivered: boolean): void => {
  metrics().add('WebhookAttempts');
  if (!delivered) metrics().add('WebhookFailures');
  if (result.status_code !== null || result.latency_ms > 0) metrics().add('WebhookLatency', result.latency_ms);
};

/** A delivery that failed its last retry. */
export const countDeadLetter = (): void => metrics().add('WebhookDeadLetters');
