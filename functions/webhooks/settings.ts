import { DEFAULT_RETRY_DELAYS_SECONDS, DEFAULT_TIMEOUT_MS, parseRetrySchedule, parseTimeout } from './retry-schedule';
import type { DeliverySettings } from './delivery';

/** Delivery settings of this container: WEBHOOK_RETRY_SCHEDULE and WEBHOOK_TIMEOUT_MS shrink them for tests. */
let cached: DeliverySettings | undefined;

export const deliverySettings = (env: Record<string, string | undefined> = process.env): DeliverySettings =>
  (cached ??= {
    retryDelaysSeconds: env.WEBHOOK_RETRY_SCHEDULE ? parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE) : [...DEFAULT_RETRY_DELAYS_SECONDS],
    timeoutMs: env.WEBHOOK_TIMEOUT_MS ? parseTimeout(env.WEBHOOK_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS,
    allowPrivateTargets: env.ALLOW_PRIVATE_WEBHOOK_TARGETS === 'true',
  });
