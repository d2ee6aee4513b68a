import { Duration, TimeZone } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { RecurringScheduleDefinition } from '../../functions/consumers';
import { parseExpression, validateScheduleName } from '../../functions/core/scheduler/expressions';
import { pascalCase } from '../naming';
import { type NamedQueue, deadLetterQueue } from './queues';

/** The logical name of the recurring schedules' dead-letter queue (alarm and construct ids). */
export const RECURRING_DLQ_NAME = 'recurring-schedules-dlq';

/**
 * How long EventBridge Scheduler keeps trying to put a recurring job on its queue: a job is still
 * worth running an hour late (system jobs are idempotent per time slot), and a failing send is
 * retried with backoff; after that the job goes to the dead-letter queue, which pages.
 */
export const RECURRING_RETRY = { maxEventAge: Duration.hours(1), retryAttempts: 10 } as const;

/** As functions/core/scheduler/aws-scheduler.ts creates the functions' schedules. */
export const RECURRING_TIME_ZONE = 'UTC';

/** A recurring definition with its target queue resolved. */
export interface RecurringScheduleTarget {
  definition: RecurringScheduleDefinition;
  queue: NamedQueue;
}

/**
 * Each definition with its target, which must be a work queue (a consumer reads it): a typo, or a
 * dead-letter queue, fails the synth.
 */
export const resolveRecurring = (
  definitions: readonly RecurringScheduleDefinition[],
  workQueues: readonly NamedQueue[],
): RecurringScheduleTarget[] =>
  definitions.map((definition) => {
    const queue = workQueues.find((q) => q.name === definition.targetQueue);
    if (!queue) {
      const known = workQueues.map((q) => q.name).join(', ') || 'none';
      throw new Error(`recurring schedule ${definition.name}: ${definition.targetQueue} is not a work queue (work queues: ${known})`);
    }
    return { definition, queue };
  });

/**
 * Fails the synth on a definition EventBridge Scheduler (or the local runtime) would refuse, or
 * that is not recurring: an invalid name, a bad expression, a one-time `at(...)`.
 */
export const validateRecurring = (definitions: readonly RecurringScheduleDefinition[]): void => {
  const names = definitions.map((d) => d.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate !== undefined) throw new Error(`recurring schedule ${duplicate} is defined more than once`);
  for (const d of definitions) {
    let kind: string;
    try {
      validateScheduleName(d.name);
      kind = parseExpression(d.expression).kind;
    } catch (error) {
      throw new Error(`recurring schedule ${d.name}: ${(error as Error).message}`, { cause: error });
    }
    if (kind === 'at') throw new Error(`recurring schedule ${d.name}: ${d.expression} fires once; use rate(...) or cron(...)`);
  }
};

export interface RecurringSchedulesProps {
  group: scheduler.IScheduleGroup;
  /** The schedule group's role. Given the permissions by its owner (CareloopScheduler), not here. */
  role: iam.Role;
  schedules: readonly RecurringScheduleTarget[];
}

/**
 * The schedules that exist as long as the stage does (functions/consumers.ts `recurringSchedules`;
 * the local runtime creates the same ones at start): one per definition in the stage's group, its
 * expression in UTC with no flexible window, sending the JSON payload to the target queue as the
 * group's role, retried, and dead-lettered to one queue of their own.
 *
 * The targets get the role without policy updates: SqsSendMessage would otherwise grant
 * `sqs:SendMessage` on the queue and the dead-letter queue itself, behind `allow()`. The owner of
 * the role grants exactly `sendTargets`, and every schedule waits for the role and its policy.
 */
export class RecurringSchedules extends Construct {
  readonly schedules: scheduler.Schedule[];
  /** Undefined when there is no recurring schedule. */
  readonly deadLetterQueue?: NamedQueue;
  /** What the role must be allowed to send to: every target queue, then the dead-letter queue. */
  readonly sendTargets: NamedQueue[];

  constructor(scope: Construct, id: string, props: RecurringSchedulesProps) {
    super(scope, id);
    validateRecurring(props.schedules.map((s) => s.definition));
    if (props.schedules.length === 0) {
      this.schedules = [];
      this.sendTargets = [];
      return;
    }
    const dlq: NamedQueue = { name: RECURRING_DLQ_NAME, queue: deadLetterQueue(this, 'DeadLetterQueue') };
    this.deadLetterQueue = dlq;
    const role = props.role.withoutPolicyUpdates();
    this.schedules = props.schedules.map(({ definition, queue }) => {
      const schedule = new scheduler.Schedule(this, pascalCase(definition.name), {
        scheduleName: definition.name,
        scheduleGroup: props.group,
        description: definition.summary,
        schedule: scheduler.ScheduleExpression.expression(definition.expression, TimeZone.of(RECURRING_TIME_ZONE)),
        timeWindow: scheduler.TimeWindow.off(),
        enabled: true,
        target: new targets.SqsSendMessage(queue.queue, {
          role,
          input: scheduler.ScheduleTargetInput.fromObject(definition.payload),
          deadLetterQueue: dlq.queue,
          maxEventAge: RECURRING_RETRY.maxEventAge,
          retryAttempts: RECURRING_RETRY.retryAttempts,
        }),
      });
      // The group is referred to by its literal name and the role's policy not at all: without
      // these, CloudFormation may create a schedule before its group, or fire it before it may send.
      schedule.node.addDependency(props.group, props.role);
      return schedule;
    });
    const all = [...props.schedules.map((s) => s.queue), dlq];
    this.sendTargets = all.filter((q, i) => all.findIndex((other) => other.queue === q.queue) === i);
  }
}
