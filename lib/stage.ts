import { Duration } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';

export type Stage = 'production' | 'sandbox';
export const STAGES: readonly Stage[] = ['production', 'sandbox'];

/** Per-stage settings the constructs share, in one place. */
export interface StageSettings {
  /** Retention of function and API access logs. */
  logRetention: logs.RetentionDays;
  /** API Gateway stage-wide throttling: a backstop in front of the per-organization limits the handlers enforce (DESIGN §5). */
  throttle: { rateLimit: number; burstLimit: number };
  /** API route function timeout (HTTP API's integration timeout is 30 s). */
  apiTimeout: Duration;
  /** Environment every function of the stage gets in addition to its wiring; everything else defaults in code. */
  functionEnvironment: Readonly<Record<string, string>>;
  /** How long the event bus archive keeps events that can be replayed onto the bus. */
  eventArchiveRetention: Duration;
  /**
   * Concurrent executions reserved for each consumer function (docs/security.md): a floor, so
   * that API traffic exhausting the account cannot stall the outbox relay and the workers, and a
   * ceiling, so that a flood of work cannot starve the API. A queue consumer's event source reads
   * no more than this at once (no throttled batch goes back to its queue for nothing). Every
   * function of both stages in one account reserves the sum: the account's concurrency limit must
   * exceed it by 100 (Lambda keeps 100 unreserved).
   */
  consumerConcurrency: { queue: number; stream: number };
  /**
   * Whether the stage's log groups and alarm topic are encrypted with its own customer-managed,
   * yearly rotated KMS key (OperationsKey). Without one, CloudWatch Logs encrypts the log groups
   * with its service key and the topic is unencrypted (TLS only). The key is the larger part of the
   * fixed cost (docs/cost.md): $1 a month, and $1 more for each of its first two rotations.
   */
  customerManagedKey: boolean;
}

export const stageSettings = (stage: Stage): StageSettings =>
  stage === 'production'
    ? {
        logRetention: logs.RetentionDays.ONE_YEAR,
        throttle: { rateLimit: 100, burstLimit: 200 },
        apiTimeout: Duration.seconds(29),
        functionEnvironment: {},
        eventArchiveRetention: Duration.days(30),
        // 5 queue consumers x 50 + 4 stream consumers x 20 = 330. A stream consumer runs one
        // invocation per shard: 20 leaves room for the table's shards to multiply.
        consumerConcurrency: { queue: 50, stream: 20 },
        customerManagedKey: true,
      }
    : {
        // Sandbox data is synthetic; a month is enough to debug an integration.
        logRetention: logs.RetentionDays.ONE_MONTH,
        // Half of production: enough for integration tests, caps the cost of a runaway client loop.
        throttle: { rateLimit: 50, burstLimit: 100 },
        apiTimeout: Duration.seconds(29),
        // The simulated patient's thinking time (DESIGN §8): short, so integration tests run fast.
        functionEnvironment: { SANDBOX_TURN_DELAY_MS: '250' },
        // Enough to replay a week of integration tests; sandbox events are synthetic.
        eventArchiveRetention: Duration.days(7),
        // 5 x 10 + 4 x 5 = 70: integration tests, not load.
        consumerConcurrency: { queue: 10, stream: 5 },
        // Its data is synthetic (the embedded EHR's seeded patients, a simulated patient, no
        // message sent): logs and alarms carry no patient's data to protect with a key of its own.
        customerManagedKey: false,
      };
