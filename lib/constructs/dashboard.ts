import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, type MetricName, STAGE_DIMENSION } from '../../functions/core/metrics/port';
import type { Stage } from '../stage';
import type { CareloopApi } from './api';
import type { NamedQueue } from './queues';

export interface OperationsDashboardProps {
  stage: Stage;
  /** The stage's stack name: CloudFormation starts every function's name with it (the nested stacks' too). */
  stackName: string;
  api: CareloopApi;
  /** The queues work waits in (depth: how far behind the consumers are). */
  workQueues: readonly NamedQueue[];
  /** Dead-letter and failure queues: anything in one failed for good (the alarms page on them too). */
  deadLetterQueues: readonly NamedQueue[];
}

const PERIOD = Duration.minutes(5);
const WIDTH = 12;
const HEIGHT = 6;

/**
 * The stage's CloudWatch dashboard `careloop-<stage>`: what an operator looks at first. The
 * service's own metrics (namespace `careloop`, dimension `stage`, functions/core/metrics/port.ts):
 * engagements started, completed, escalated and failed; webhook attempts, failures, dead letters
 * and latency; EHR latency and circuit-breaker changes. Then the API's 5xx and latency, the work
 * queues' depth and the dead-letter queues. Counts are sums per 5 minutes, latencies p50 and p99.
 * Last, the Errors and Throttles of every function of the stage, one line per function: a search
 * expression (dashboards may search, alarms may not), where the operator paged by the stage's
 * FunctionErrors or FunctionThrottles alarm, which sum every function, finds which one.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const own = (name: MetricName, statistic = 'Sum', label: string = name) =>
      new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { [STAGE_DIMENSION]: props.stage }, statistic, period: PERIOD, label });
    const percentiles = (name: MetricName) => [own(name, 'p50', `${name} p50`), own(name, 'p99', `${name} p99`)];
    const graph = (title: string, left: cloudwatch.IMetric[], leftYAxis?: cloudwatch.YAxisProps) =>
      new cloudwatch.GraphWidget({ title, left, width: WIDTH, height: HEIGHT, ...(leftYAxis ? { leftYAxis } : {}) });
    const milliseconds = { label: 'ms', showUnits: false, min: 0 };
    const depth = (queues: readonly NamedQueue[]) =>
      queues.map(({ name, queue }) => queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: name }));

    // The stack name's words (`careloop`, `production`): search terms match whole words of a name.
    const ofThisStage = props.stackName.split('-').join(' ');
    const byFunction = (metricName: 'Errors' | 'Throttles') =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" ${ofThisStage}', 'Sum', ${PERIOD.toSeconds()})`,
        label: metricName,
        period: PERIOD,
      });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `careloop-${props.stage}`,
      defaultInterval: Duration.hours(6),
      widgets: [
        [
          graph('Engagements', [own('EngagementsStarted'), own('EngagementsCompleted'), own('EngagementsEscalated'), own('EngagementsFailed')]),
          graph('Webhook deliveries', [own('WebhookAttempts'), own('WebhookFailures'), own('WebhookDeadLetters')]),
        ],
        [graph('Webhook receiver latency', percentiles('WebhookLatency'), milliseconds), graph('EHR latency (FHIR exchanges)', percentiles('EhrLatency'), milliseconds)],
        [
          graph('EHR circuit breaker', [own('EhrCircuitOpened'), own('EhrCircuitClosed'), own('EhrCircuitRejected')]),
          graph('API 5xx', [props.api.stage.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' })]),
        ],
        [
          graph('API latency', [props.api.stage.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }), props.api.stage.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' })], milliseconds),
          graph('Queue depth (messages visible)', depth(props.workQueues)),
        ],
        [
          graph('Dead-letter queues (messages visible)', depth(props.deadLetterQueues)),
          graph('Function errors and throttles', [byFunction('Errors'), byFunction('Throttles')]),
        ],
      ],
    });
  }
}
