import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { pascalCase } from '../naming';
import type { Stage } from '../stage';
import type { CareloopApi } from './api';
import type { NamedQueue } from './queues';

export interface CareloopAlarmsProps {
  stage: Stage;
  table: dynamodb.ITable;
  api: CareloopApi;
  /** Dead-letter and failure queues: anything in one is work that failed for good. */
  deadLetterQueues: readonly NamedQueue[];
  scheduleGroup: scheduler.IScheduleGroup;
  /** The stage's customer-managed key (OperationsKey), which lets CloudWatch publish to the topic. */
  topicKey?: kms.IKey;
}

const PERIOD = Duration.minutes(5);

interface StageAlarmProps {
  stage: Stage;
  metric: cloudwatch.IMetric;
  threshold: number;
  description: string;
  /** Alarm and OK notifications go to the stage's alarm topic. */
  notify: cloudwatch.IAlarmAction;
}

/** One alarm of the stage: >= threshold over one 5-minute period, missing data not breaching. */
const stageAlarm = (scope: Construct, id: string, props: StageAlarmProps): cloudwatch.Alarm => {
  const a = new cloudwatch.Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: 1,
    datapointsToAlarm: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    alarmDescription: `careloop ${props.stage}: ${props.description}`,
  });
  a.addAlarmAction(props.notify);
  a.addOkAction(props.notify);
  return a;
};

/**
 * Every throttled read and write of the table and its indexes, whatever the operation: two metrics
 * where ThrottledRequests needs one per operation (decision 140).
 */
const tableThrottleEvents = (table: dynamodb.ITable): cloudwatch.IMetric =>
  new cloudwatch.MathExpression({
    expression: 'reads + writes',
    usingMetrics: {
      reads: table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
      writes: table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
    },
    period: PERIOD,
    label: 'table throttle events',
  });

/**
 * Alarms that page whoever subscribes to `AlarmTopic`. Thresholds, all over one 5-minute period:
 * - Lambda's Errors >= 1, summed over every function of the account and region (the metric Lambda
 *   publishes without a `FunctionName`, one alarm metric instead of one per function, decision
 *   131): the handlers' middleware turns every expected failure into an enveloped response, so an
 *   invocation error (crash, timeout, out of memory) is a bug; the dashboard names the function;
 * - Lambda's Throttles >= 1, the same way: the account's concurrency is exhausted, requests are lost;
 * - table ReadThrottleEvents + WriteThrottleEvents >= 1: on-demand tables should never throttle.
 *   DynamoDB's SystemErrors have no alarm of their own (decision 140): the SDK retries them, and
 *   one that outlasts the retries fails the invocation (Lambda Errors) or the request (API 5xx);
 * - API 5xx >= 5: a burst of server errors, not one 503 from a health probe during a blip;
 * - a dead-letter queue's ApproximateNumberOfMessagesVisible >= 1 (maximum): a message or stream
 *   batch failed every retry, so some engagement is stuck until someone looks;
 * - the schedule group's InvocationDroppedCount >= 1: a schedule fired but its message never
 *   reached the queue and it has no dead-letter queue (the functions' one-time schedules), so an
 *   engagement never starts or a webhook is never retried;
 * - the schedule group's InvocationsFailedToBeSentToDeadLetterCount >= 1: a recurring schedule's
 *   job failed every retry and could not even be put in its dead-letter queue (which alarms above).
 * Missing data (no traffic) is not breaching. CloudWatch bills an alarm per metric it reads, so
 * summing several metrics into one alarm saves nothing: each queue keeps its own alarm, which
 * names the queue (docs/cost.md).
 */
export class CareloopAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: CareloopAlarmsProps) {
    super(scope, id);
    // Under the stage's customer-managed key where it has one (CloudWatch cannot publish to a topic
    // under the AWS-managed SNS key); TLS is enforced for publishers and subscribers.
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `careloop ${props.stage} alarms`,
      enforceSSL: true,
      masterKey: props.topicKey,
    });
    const notify = new actions.SnsAction(this.topic);
    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      const a = stageAlarm(this, id, { stage: props.stage, metric, threshold, description, notify });
      this.alarms.push(a);
      return a;
    };

    const byFunction = `dashboard careloop-${props.stage}, widget "Function errors and throttles" (one line per function)`;
    alarm(
      'FunctionErrors',
      lambda.Function.metricAllErrors({ period: PERIOD, statistic: 'Sum' }),
      1,
      `a Lambda function of this account and region failed (crash, timeout, out of memory); which one: ${byFunction}`,
    );
    alarm(
      'FunctionThrottles',
      lambda.Function.metricAllThrottles({ period: PERIOD, statistic: 'Sum' }),
      1,
      `a Lambda function of this account and region was throttled (concurrency exhausted); which one: ${byFunction}`,
    );

    alarm(
      'TableThrottles',
      tableThrottleEvents(props.table),
      1,
      'table requests throttled (the table\'s ReadThrottleEvents and WriteThrottleEvents in CloudWatch)',
    );
    alarm('Api5xx', props.api.stage.metricServerError({ period: PERIOD, statistic: 'Sum' }), 5, `API 5xx responses (dashboard careloop-${props.stage}, widget "API 5xx"; the API's access log names the route)`);

    for (const { name, queue } of props.deadLetterQueues) {
      alarm(
        `${pascalCase(name)}Messages`,
        queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        1,
        `messages in dead-letter queue ${name} (dashboard careloop-${props.stage}, widget "Dead-letter queues (messages visible)")`,
      );
    }
    alarm(
      'SchedulesDropped',
      props.scheduleGroup.metricDropped({ period: PERIOD, statistic: 'Sum' }),
      1,
      'scheduled work dropped by EventBridge Scheduler',
    );
    alarm(
      'SchedulesDeadLetterFailed',
      props.scheduleGroup.metricFailedToBeSentToDLQ(undefined, { period: PERIOD, statistic: 'Sum' }),
      1,
      'scheduled work failed and could not be dead-lettered by EventBridge Scheduler',
    );
  }
}
