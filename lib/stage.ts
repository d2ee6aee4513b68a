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
}

export const stageSettings = (stage: Stage): StageSettings =>
  stage === 'production'
    ? {
        logRetention: logs.RetentionDays.ONE_YEAR,
        throttle: { rateLimit: 100, burstLimit: 200 },
        apiTimeout: Duration.seconds(29),
        functionEnvironment: {},
        eventArchiveRetention: Duration.days(30),
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
      };
