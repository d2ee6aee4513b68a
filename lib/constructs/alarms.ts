import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { pascalCase } from '../naming';
import type { Stage } from '../stage';
import type { CareloopApi } from './api';
import type { NamedQueue } from './queues';
import type { ServiceFunction } from './service-function';

export interface CareloopAlarmsProps {
  stage: Stage;
  /**
   * The functions of this stack's own template (consumers, the sandbox's EHR seed). Route functions
   * live in nested stacks and get their alarms there (`FunctionAlarms`), on this topic.
   */
  functions: readonly ServiceFunction[];
  table: dynamodb.ITable;
  api: CareloopApi;
  /** Dead-letter and failure queues: anything in one is work that failed for good. */
  deadLetterQueues: readonly NamedQueue[];
  scheduleGroup: scheduler.IScheduleGroup;
  /** The stage's customer-managed key (OperationsKey), which lets CloudWatch publish to the topic. */
  topicKey: kms.IKey;
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

/** A function's Errors and Throttles alarms (`<id>Errors`, `<id>Throttles`), created in `scope`. */
const functionAlarms = (scope: Construct, stage: Stage, fn: ServiceFunction, notify: cloudwatch.IAlarmAction): cloudwatch.Alarm[] => {
  const name = fn.definition.id;
  return [
    stageAlarm(scope, `${name}Errors`, {
      stage,
      metric: fn.function.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
      description: `${name} function errors`,
      notify,
    }),
    stageAlarm(scope, `${name}Throttles`, {
      stage,
      metric: fn.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
      description: `${name} function throttled`,
      notify,
    }),
  ];
};

/** Table operations the functions use (a throttle alarm may sum at most 10 metrics). */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * Alarms that page whoever subscribes to `AlarmTopic`. Thresholds, all over one 5-minute period:
 * - a function's Errors >= 1 (here for the functions of this template, `FunctionAlarms` in each
 *   nested stack of route functions): the handlers' middleware turns every expected failure into an
 *   enveloped response, so an invocation error (crash, timeout, out of memory) is a bug;
 * - a function's Throttles >= 1: the account's concurrency is exhausted, requests are being lost;
 * - table ThrottledRequests >= 1 or SystemErrors >= 1: on-demand tables should never throttle;
 * - API 5xx >= 5: a burst of server errors, not one 503 from a health probe during a blip;
 * - a dead-letter queue's ApproximateNumberOfMessagesVisible >= 1 (maximum): a message or stream
 *   batch failed every retry, so some engagement is stuck until someone looks;
 * - the schedule group's InvocationDroppedCount >= 1: a schedule fired but its message never
 *   reached the queue and it has no dead-letter queue (the functions' one-time schedules), so an
 *   engagement never starts or a webhook is never retried;
 * - the schedule group's InvocationsFailedToBeSentToDeadLetterCount >= 1: a recurring schedule's
 *   job failed every retry and could not even be put in its dead-letter queue (which alarms above).
 * Missing data (no traffic) is not breaching.
 */
export class CareloopAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: CareloopAlarmsProps) {
    super(scope, id);
    // Under the stage's customer-managed key (CloudWatch cannot publish to a topic under the
    // AWS-managed SNS key); TLS is enforced for publishers and subscribers.
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

    for (const fn of props.functions) this.alarms.push(...functionAlarms(this, props.stage, fn, notify));

    alarm(
      'TableThrottles',
      props.table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }),
      1,
      'table requests throttled',
    );
    alarm(
      'TableSystemErrors',
      props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }),
      1,
      'table system errors',
    );
    alarm('Api5xx', props.api.stage.metricServerError({ period: PERIOD, statistic: 'Sum' }), 5, 'API 5xx responses');

    for (const { name, queue } of props.deadLetterQueues) {
      alarm(
        `${pascalCase(name)}Messages`,
        queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        1,
        `messages in dead-letter queue ${name}`,
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

export interface FunctionAlarmsProps {
  stage: Stage;
  functions: readonly ServiceFunction[];
  /** The stage's alarm topic (`CareloopAlarms.topic`), usually of the parent stack. */
  topic: sns.ITopic;
}

/**
 * The Errors and Throttles alarms of functions that live in a nested stack, next to them (in the
 * parent they would cost its template two resources per function), notifying the stage's topic.
 */
export class FunctionAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    const notify = new actions.SnsAction(props.topic);
    this.alarms = props.functions.flatMap((fn) => functionAlarms(this, props.stage, fn, notify));
  }
}
