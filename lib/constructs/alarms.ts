import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
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
  /** Every function: route functions and consumers. */
  functions: readonly ServiceFunction[];
  table: dynamodb.ITable;
  api: CareloopApi;
  /** Dead-letter and failure queues: anything in one is work that failed for good. */
  deadLetterQueues: readonly NamedQueue[];
  scheduleGroup: scheduler.IScheduleGroup;
}

const PERIOD = Duration.minutes(5);

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
 * - a function's Errors >= 1: the handlers' middleware turns every expected failure into an
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
    // Not KMS-encrypted: CloudWatch cannot publish to a topic under the AWS-managed SNS key, and
    // alarm notifications carry no tenant data. TLS is enforced for publishers and subscribers.
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `careloop ${props.stage} alarms`,
      enforceSSL: true,
    });
    const notify = new actions.SnsAction(this.topic);

    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      const a = new cloudwatch.Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `careloop ${props.stage}: ${description}`,
      });
      a.addAlarmAction(notify);
      a.addOkAction(notify);
      this.alarms.push(a);
      return a;
    };

    for (const fn of props.functions) {
      const name = fn.definition.id;
      alarm(`${name}Errors`, fn.function.metricErrors({ period: PERIOD, statistic: 'Sum' }), 1, `${name} function errors`);
      alarm(`${name}Throttles`, fn.function.metricThrottles({ period: PERIOD, statistic: 'Sum' }), 1, `${name} function throttled`);
    }

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
