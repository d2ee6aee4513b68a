import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { queueUrlEnvName } from '../../functions/core/queue/sqs-queues';
import type { Scheduling } from '../../functions/routes';
import { IAM_POLICY_OF_ONE_ROLE, acknowledge, nagArn, wildcardResource } from '../acknowledgements';
import type { Stage } from '../stage';
import { allow } from './permissions';
import type { NamedQueue } from './queues';
import { RecurringSchedules, type RecurringScheduleTarget } from './recurring-schedules';
import type { ServiceFunction } from './service-function';

/** What a scheduling function may do to the schedules of the stage's group, and nothing else. */
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'] as const;
/** What a function that only creates schedules (`schedules: 'create'`) may do. */
export const CREATE_SCHEDULE_ACTIONS = ['scheduler:CreateSchedule'] as const;

const SCHEDULER_SERVICE = 'scheduler.amazonaws.com';

/** `QUEUE_ARN_<NAME>`, as functions/core/runtime-scheduler.ts derives it from the queue URL variable. */
export const queueArnEnvName = (name: string): string => queueUrlEnvName(name).replace('QUEUE_URL_', 'QUEUE_ARN_');

/** What a function definition says about scheduling (routes and consumers alike). */
export interface SchedulingDefinition {
  schedules?: Scheduling;
  sendsTo?: readonly string[];
  /** A queue consumer's own queue. */
  queue?: string;
}

/**
 * The queues some schedule can target, read from the definitions. A schedule is a send later than
 * SQS's 15-minute message delay allows, so a function that schedules may schedule into the work
 * queues it sends to (the starter: engagement-work), and a queue consumer that schedules into its
 * own queue (the webhook workers' retries, the engagement worker's long waits). Never a
 * dead-letter queue, although the webhook workers send to theirs: moving a message there is
 * immediate. In the order of `workQueues`.
 */
export const scheduleTargetNames = (definitions: readonly SchedulingDefinition[], workQueues: readonly string[]): string[] => {
  const targeted = new Set(
    definitions.filter((d) => d.schedules).flatMap((d) => [...(d.queue === undefined ? [] : [d.queue]), ...(d.sendsTo ?? [])]),
  );
  return workQueues.filter((name) => targeted.has(name));
};

export interface CareloopSchedulerProps {
  stage: Stage;
  /** The queues the functions' schedules may send to (see `scheduleTargetNames`). */
  targets: readonly NamedQueue[];
  /** The stage's recurring schedules, made here (see `resolveRecurring`). Default: none. */
  recurring?: readonly RecurringScheduleTarget[];
}

/**
 * The stage's EventBridge Scheduler setup: one schedule group holding every schedule the functions
 * create (one-time starts of engagements and webhook retries due later than a delayed message
 * allows) and the stage's recurring schedules, and the role all of them run as, which may only send
 * messages: to the target queues of both kinds and the recurring schedules' dead-letter queue.
 * Functions that schedule are connected here.
 */
export class CareloopScheduler extends Construct {
  readonly group: scheduler.ScheduleGroup;
  /** The group's name, `careloop-<stage>` (a plain string, where `group.scheduleGroupName` is a token). */
  readonly groupName: string;
  /** The schedules' execution role (passed by the functions on CreateSchedule). */
  readonly role: iam.Role;
  /** The queues the functions' schedules target (their `QUEUE_ARN_<NAME>`). */
  readonly targets: readonly NamedQueue[];
  readonly recurring: RecurringSchedules;

  constructor(scope: Construct, id: string, props: CareloopSchedulerProps) {
    super(scope, id);
    this.targets = props.targets;
    const stack = Stack.of(this);

    this.groupName = `careloop-${props.stage}`;
    this.group = new scheduler.ScheduleGroup(this, 'Group', {
      scheduleGroupName: this.groupName,
      // Deleting the group deletes its schedules: pending engagement starts in production.
      removalPolicy: props.stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Only EventBridge Scheduler acting for this account may assume it (confused-deputy guard).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal(SCHEDULER_SERVICE).withConditions({
        StringEquals: { 'aws:SourceAccount': stack.account },
      }),
      description: `careloop ${props.stage}: EventBridge Scheduler sends scheduled work to the queues`,
    });
    acknowledge(this.role, IAM_POLICY_OF_ONE_ROLE);
    this.recurring = new RecurringSchedules(this, 'Recurring', { group: this.group, role: this.role, schedules: props.recurring ?? [] });
    // One statement for every queue. No target queue, no permission at all (schedules could then only be deleted).
    if (this.sendTargets.length > 0) allow(this.role, ['sqs:SendMessage'], this.sendTargets.map((target) => target.queue.queueArn));
  }

  /** Every queue the role may send to: the functions' targets, then the recurring schedules' targets and dead-letter queue. */
  get sendTargets(): NamedQueue[] {
    const all = [...this.targets, ...this.recurring.sendTargets];
    return all.filter((q, i) => all.findIndex((other) => other.queue === q.queue) === i);
  }

  /** `arn:…:scheduler:…:schedule/<group>/*`: the schedules of this group only. */
  get schedulesArn(): string {
    return Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` });
  }

  /**
   * Lets a function create, read and delete the group's schedules (only create them with
   * `schedules: 'create'`) and pass the schedules' role (to
   * EventBridge Scheduler only), and gives it what functions/core/runtime-scheduler.ts reads:
   * `SCHEDULE_GROUP`, `SCHEDULER_ROLE_ARN` and `QUEUE_ARN_<NAME>` of every target queue. Every
   * target, not only those the function itself schedules into: a function that may pass the one
   * schedules' role can target any of them anyway, and one that only deletes schedules (cancel)
   * declares no queue, yet must resolve the engagement-work schedules it reads. Not the recurring
   * schedules' queues: no function schedules into them, although the shared role could send there.
   */
  connectScheduler(fn: ServiceFunction): void {
    acknowledge(
      fn,
      wildcardResource(
        nagArn('scheduler', `schedule/${this.groupName}/*`),
        "Schedules are made at run time, one per engagement start, long wait or webhook retry, with generated names; the grant is scoped to the stage's own schedule group (careloop-<stage>), never another group's schedules.",
      ),
    );
    allow(fn.role, fn.definition.schedules === 'create' ? CREATE_SCHEDULE_ACTIONS : SCHEDULE_ACTIONS, [this.schedulesArn]);
    allow(fn.role, ['iam:PassRole'], [this.role.roleArn], { StringEquals: { 'iam:PassedToService': SCHEDULER_SERVICE } });
    fn.addEnvironment({
      SCHEDULE_GROUP: this.group.scheduleGroupName,
      SCHEDULER_ROLE_ARN: this.role.roleArn,
      ...Object.fromEntries(this.targets.map((target) => [queueArnEnvName(target.name), target.queue.queueArn])),
    });
  }
}
