/**
 * The service's operational metrics: what an operator watches (engagements, webhook deliveries,
 * the EHR). Handlers, workers and adapters add values; the function's invocation wrapper flushes
 * them once per invocation (functions/core/observability.ts). The domain (functions/engine) never
 * sees this port.
 *
 * Every metric is in the namespace `careloop` with one dimension, `stage`: never a patient, an
 * organization, a phone number or a name (docs/decisions.md 107).
 */

export const METRICS_NAMESPACE = 'careloop';
export const STAGE_DIMENSION = 'stage';

/** Every metric and its CloudWatch unit. The dashboard (lib/constructs/dashboard.ts) is built from this list. */
export const METRIC_UNITS = {
  /** `engagement.started` was written: the patient answered or replied. */
  EngagementsStarted: 'Count',
  /** `engagement.completed` was written (escalated engagements complete too). */
  EngagementsCompleted: 'Count',
  /** `engagement.escalated` was written, during the conversation or by a late reply. */
  EngagementsEscalated: 'Count',
  /** `engagement.failed` was written (unreachable, opted out, channel not configured). */
  EngagementsFailed: 'Count',
  /** One POST of a webhook delivery to its receiver (first attempt or retry). */
  WebhookAttempts: 'Count',
  /** An attempt that got no 2xx (an error status, a timeout, a refused or unreachable target). */
  WebhookFailures: 'Count',
  /** A delivery that failed its last retry and went to the dead letters. */
  WebhookDeadLetters: 'Count',
  /** How long a receiver took to answer one attempt (or to time out). */
  WebhookLatency: 'Milliseconds',
  /** How long one HTTP exchange with an organization's FHIR EHR took (or took to fail). */
  EhrLatency: 'Milliseconds',
  /** An organization's EHR circuit opened after consecutive unreachable answers. */
  EhrCircuitOpened: 'Count',
  /** A probe reached the EHR again and closed an open circuit. */
  EhrCircuitClosed: 'Count',
  /** A request refused at once (503 EHR_UNAVAILABLE) because its organization's circuit was open. */
  EhrCircuitRejected: 'Count',
} as const satisfies Record<string, 'Count' | 'Milliseconds'>;

export type MetricName = keyof typeof METRIC_UNITS;
export type MetricUnit = (typeof METRIC_UNITS)[MetricName];

export const METRIC_NAMES = Object.keys(METRIC_UNITS) as MetricName[];

export interface Metrics {
  /** Adds one value of a metric, in the metric's unit (1 for a count unless told); kept until `flush`. */
  add(name: MetricName, value?: number): void;
  /** Writes the values added since the last flush as one EMF document (nothing when there are none). */
  flush(): void;
}
