/**
 * The recurring schedules of functions/consumers.ts: made by the stack in each stage's schedule
 * group (the local runtime makes them at start), sending their payload to their queue as the
 * group's role, retried and dead-lettered; and the only permission they add anywhere is the role's
 * SendMessage on their target queues and their dead-letter queue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type RecurringScheduleDefinition, queueConsumers, recurringSchedules, streamConsumers } from '../../functions/consumers';
import type { WorkQueueName } from '../../functions/core/queue/names';
import type { CareloopStackProps } from '../../lib/careloop-stack';
import { STAGES, type Stage } from '../../lib/stage';
import {
  type Resource,
  type Statement,
  type Synthesized,
  arnOf,
  environmentOf,
  identityStatements,
  logicalId,
  mappingsOf,
  resourcesAllowed,
  resourcesOf,
  roleStatements,
  synthesizeApp,
  synthesizeStack,
} from './template';

const FOURTEEN_DAYS = 14 * 24 * 3600;
/** What the recurring schedules are today: system.health every 5 minutes, as a job on system-jobs. */
const TODAY = [{ name: 'system-health', expression: 'rate(5 minutes)', targetQueue: 'system-jobs', payload: { type: 'system_health' } }];

let app: Record<Stage, Synthesized>;
beforeAll(() => {
  app = synthesizeApp();
});

const json = (value: unknown): string => JSON.stringify(value);
const queueArn = (s: Synthesized, queue: { node: { defaultChild?: unknown } }) => arnOf(s, queue.node.defaultChild);
const workQueueArn = (s: Synthesized, name: string) => queueArn(s, s.stack.queues.workQueues.find((q) => q.name === name)!.queue);
const schedulerRoleId = (s: Synthesized) => logicalId(s, s.stack.scheduler.role.node.defaultChild);
const schedulerRolePolicyId = (s: Synthesized) => logicalId(s, s.stack.scheduler.role.node.findChild('DefaultPolicy').node.defaultChild);
const roleTargets = (s: Synthesized) => resourcesAllowed(roleStatements(s, schedulerRoleId(s)), 'sqs:SendMessage');
const recurringDlq = (s: Synthesized) => s.stack.scheduler.recurring.deadLetterQueue!.queue;
const schedulesOf = (s: Synthesized) => resourcesOf(s, 'AWS::Scheduler::Schedule');
const scheduleNamed = (s: Synthesized, name: string): [string, Resource] => {
  const found = schedulesOf(s).filter(([, r]) => r.Properties!.Name === name);
  expect(found, `schedule ${name}`).toHaveLength(1);
  return found[0]!;
};
const alarms = (s: Synthesized) => resourcesOf(s, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
const topicRef = (s: Synthesized) => ({ Ref: resourcesOf(s, 'AWS::SNS::Topic')[0]![0] });

/** Every property a recurring schedule must have, from its definition. */
const expectSchedule = (s: Synthesized, stage: Stage, definition: RecurringScheduleDefinition): void => {
  const [id, schedule] = scheduleNamed(s, definition.name);
  const p = schedule.Properties!;
  const [groupId, group] = resourcesOf(s, 'AWS::Scheduler::ScheduleGroup')[0]!;
  expect(group.Properties!.Name).toBe(`careloop-${stage}`);
  expect(p.GroupName, id).toBe(`careloop-${stage}`);
  expect(p.ScheduleExpression, id).toBe(definition.expression);
  expect(p.ScheduleExpressionTimezone, id).toBe('UTC');
  expect(p.FlexibleTimeWindow, id).toEqual({ Mode: 'OFF' });
  expect(p.State, id).toBe('ENABLED');
  expect(p).not.toHaveProperty('StartDate');
  expect(p).not.toHaveProperty('EndDate');
  const target = p.Target;
  expect(target.Arn, id).toEqual(workQueueArn(s, definition.targetQueue));
  expect(target.RoleArn, id).toEqual(arnOf(s, s.stack.scheduler.role.node.defaultChild));
  // The message body the consumer parses, serialized as functions/core/scheduler/aws-scheduler.ts does.
  expect(target.Input, id).toBe(JSON.stringify(definition.payload));
  expect(JSON.parse(target.Input as string), id).toEqual(definition.payload);
  expect(target.DeadLetterConfig, id).toEqual({ Arn: queueArn(s, recurringDlq(s)) });
  expect(target.RetryPolicy.MaximumRetryAttempts, id).toBeGreaterThanOrEqual(1);
  expect(target.RetryPolicy.MaximumEventAgeInSeconds, id).toBeGreaterThanOrEqual(60);
  expect(target.RetryPolicy.MaximumEventAgeInSeconds, id).toBeLessThanOrEqual(3600);
  // The group is named, not referenced, and nothing refers to the role's policy: both explicit.
  expect(schedule.DependsOn, id).toEqual(expect.arrayContaining([groupId, schedulerRoleId(s), schedulerRolePolicyId(s)]));
  // ...and the role may send there.
  expect(roleTargets(s), id).toContain(json(workQueueArn(s, definition.targetQueue)));
};

describe.each(STAGES)('%s stack as deployed', (stage) => {
  const s = () => app[stage];

  it('functions/consumers.ts defines the recurring schedules this file expects', () => {
    expect(recurringSchedules.map(({ name, expression, targetQueue, payload }) => ({ name, expression, targetQueue, payload }))).toEqual(TODAY);
  });

  it.each(recurringSchedules.map((r) => [r.name, r] as const))(
    '%s: in the group, its expression in UTC, no flexible window, enabled, its payload to its queue as the group’s role, retried and dead-lettered',
    (_name, definition) => expectSchedule(s(), stage, definition),
  );

  it('no schedule but the recurring ones is part of the stack', () => {
    expect(schedulesOf(s()).map(([, r]) => r.Properties!.Name).sort()).toEqual(recurringSchedules.map((r) => r.name).sort());
  });

  it('the dead-letter queue keeps failed jobs 14 days, encrypted, alarms on its first message, and nothing reads or sends to it but the scheduler', () => {
    const dlq = recurringDlq(s());
    const q = s().json.Resources[logicalId(s(), dlq.node.defaultChild)]!;
    expect(q.Type).toBe('AWS::SQS::Queue');
    expect(q.Properties!.MessageRetentionPeriod).toBe(FOURTEEN_DAYS);
    expect(q.Properties!.SqsManagedSseEnabled).toBe(true);
    expect(q.Properties!).not.toHaveProperty('RedrivePolicy');
    const match = alarms(s()).filter(
      (a) =>
        a.Namespace === 'AWS/SQS' &&
        a.MetricName === 'ApproximateNumberOfMessagesVisible' &&
        json(a.Dimensions) === json([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(s(), dlq.node.defaultChild), 'QueueName'] } }]),
    );
    expect(match).toHaveLength(1);
    expect(match[0]).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Statistic: 'Maximum', AlarmActions: [topicRef(s())] });
    const arn = json(queueArn(s(), dlq));
    for (const fn of s().stack.functions) {
      expect(mappingsOf(s(), fn).map((m) => json(m.Properties!.EventSourceArn)), fn.definition.id).not.toContain(arn);
    }
    const granted = identityStatements(s()).filter((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]).some((r) => json(r) === arn));
    expect(granted).toEqual(roleStatements(s(), schedulerRoleId(s())));
  });

  it('the schedule group alarms when a job could not even be dead-lettered', () => {
    const match = alarms(s()).filter(
      (a) =>
        a.Namespace === 'AWS/Scheduler' &&
        a.MetricName === 'InvocationsFailedToBeSentToDeadLetterCount' &&
        json(a.Dimensions) === json([{ Name: 'ScheduleGroup', Value: `careloop-${stage}` }]),
    );
    expect(match).toHaveLength(1);
    expect(match[0]).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [topicRef(s())] });
  });

  it('functions are not told about queues only recurring schedules target', () => {
    const onlyRecurring = recurringSchedules.map((r) => r.targetQueue).filter((name) => !s().stack.scheduler.targets.some((t) => t.name === name));
    expect(onlyRecurring).toContain('system-jobs');
    for (const fn of s().stack.functions) {
      for (const name of onlyRecurring) {
        expect(Object.values(environmentOf(s(), fn)).map(json), fn.definition.id).not.toContain(json(workQueueArn(s(), name)));
      }
    }
  });
});

/** Statements of every identity policy, by the policy's logical id. */
const policies = (s: Synthesized): Map<string, Statement[]> =>
  new Map(
    Object.entries(s.json.Resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy' || r.Type === 'AWS::IAM::Role')
      .map(([id, r]) => [id, r.Type === 'AWS::IAM::Role' ? (r.Properties!.Policies ?? []) : r.Properties!.PolicyDocument.Statement]),
  );

describe.each(STAGES)('%s: the recurring schedules add no other permission', (stage) => {
  const pair = () => {
    const without = synthesizeStack({ stage, recurringSchedules: [] });
    const withThem = synthesizeStack({ stage });
    return { without, withThem };
  };

  it('the only new resources are the schedules, their dead-letter queue (with its TLS-only policy) and its alarm', () => {
    const { without, withThem } = pair();
    const added = Object.entries(withThem.json.Resources).filter(([id]) => !(id in without.json.Resources));
    expect(added.map(([, r]) => r.Type).sort()).toEqual(
      [
        ...recurringSchedules.map(() => 'AWS::Scheduler::Schedule'),
        'AWS::SQS::Queue',
        'AWS::SQS::QueuePolicy',
        'AWS::CloudWatch::Alarm',
      ].sort(),
    );
    // The queue policy only denies (requests without TLS): no resource-based permission either.
    for (const [, r] of added.filter(([, r]) => r.Type === 'AWS::SQS::QueuePolicy')) {
      const statements = r.Properties!.PolicyDocument.Statement as Statement[];
      expect(statements.length).toBeGreaterThan(0);
      for (const st of statements) expect(st).toMatchObject({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    }
    expect(Object.keys(without.json.Resources).filter((id) => !(id in withThem.json.Resources))).toEqual([]);
  });

  it('no existing resource changes but the scheduler role’s policy, and no function’s role or environment', () => {
    const { without, withThem } = pair();
    const changed = Object.keys(without.json.Resources).filter((id) => json(without.json.Resources[id]) !== json(withThem.json.Resources[id]));
    // The dashboard shows every dead-letter queue, the schedules' own among them.
    expect(changed.sort()).toEqual([schedulerRolePolicyId(withThem), logicalId(withThem, withThem.stack.dashboard.dashboard.node.defaultChild)].sort());
  });

  it('the scheduler role gains SendMessage on the recurring targets and their dead-letter queue, in its one statement, and nothing else', () => {
    const { without, withThem } = pair();
    const before = policies(without);
    const after = policies(withThem);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, statements] of after) {
      if (id === schedulerRolePolicyId(withThem)) continue;
      expect(statements, id).toEqual(before.get(id));
    }
    const [st, ...others] = after.get(schedulerRolePolicyId(withThem))!;
    expect(others).toEqual([]);
    expect(st).toMatchObject({ Effect: 'Allow', Action: 'sqs:SendMessage' });
    expect(Object.keys(st!).sort()).toEqual(['Action', 'Effect', 'Resource']);
    const recurringTargets = [...new Set(recurringSchedules.map((r) => r.targetQueue))].map((name) => json(workQueueArn(withThem, name)));
    expect(roleTargets(withThem)).toEqual([...roleTargets(without), ...recurringTargets, json(queueArn(withThem, recurringDlq(withThem)))].sort());
    // system-jobs is on the role because of the recurring schedule only: its consumer does not schedule.
    expect(queueConsumers.systemJobs.schedules).toBe(false);
    expect(roleTargets(without)).not.toContain(json(workQueueArn(without, 'system-jobs')));
  });
});

describe('recurring schedules follow the definitions', () => {
  const made = (recurring: RecurringScheduleDefinition[], extra: Partial<CareloopStackProps> = {}) =>
    synthesizeStack({ stage: 'sandbox', recurringSchedules: recurring, ...extra });
  const definition = (over: Partial<RecurringScheduleDefinition>): RecurringScheduleDefinition => ({
    name: 'nightly-sweep',
    expression: 'cron(0 3 * * ? *)',
    targetQueue: 'engagement-work',
    payload: { type: 'sweep', batch: 100, tags: ['a', 'b'] },
    summary: 'a made-up nightly job',
    ...over,
  });

  it('each definition makes its schedule, and puts its queue on the role (a queue no function schedules into included)', () => {
    const nightly = definition({});
    const retry = definition({ name: 'retry-sweep', expression: 'rate(1 hour)', targetQueue: 'webhook-escalations', payload: { type: 'retry' } });
    const s = made([nightly, retry], {
      // Nothing else schedules into webhook-escalations: only the recurring schedule puts it on the role.
      queueConsumers: Object.values(queueConsumers).map((c) => (c.id === 'EscalationDelivery' ? { ...c, schedules: false } : c)),
    });
    for (const d of [nightly, retry]) expectSchedule(s, 'sandbox', d);
    expect(schedulesOf(s)).toHaveLength(2);
    expect(roleTargets(s)).toEqual(
      [
        ...['engagement-work', 'webhook-deliveries', 'webhook-escalations'].map((name) => json(workQueueArn(s, name))),
        json(queueArn(s, recurringDlq(s))),
      ].sort(),
    );
    expect(roleTargets(s)).not.toContain(json(workQueueArn(s, 'system-jobs')));
    // Functions get the ARNs of the queues they schedule into, not of the recurring schedules' ones.
    for (const fn of s.stack.functions) expect(environmentOf(s, fn), fn.definition.id).not.toHaveProperty('QUEUE_ARN_WEBHOOK_ESCALATIONS');
  });

  it('without recurring schedules there is no schedule and no dead-letter queue, and the role sends only where functions schedule', () => {
    const s = made([]);
    expect(schedulesOf(s)).toEqual([]);
    expect(s.stack.scheduler.recurring.deadLetterQueue).toBeUndefined();
    expect(resourcesOf(s, 'AWS::SQS::Queue')).toHaveLength(2 * Object.values(queueConsumers).length + 1);
    expect(roleTargets(s)).toEqual(['engagement-work', 'webhook-deliveries', 'webhook-escalations'].map((name) => json(workQueueArn(s, name))).sort());
  });

  it('only recurring schedules: the role may send to their queue and dead-letter queue, and no function may pass it', () => {
    const s = made([definition({ targetQueue: 'system-jobs' })], {
      routes: [],
      queueConsumers: Object.values(queueConsumers).map((c) => ({ ...c, schedules: false })),
      streamConsumers: Object.values(streamConsumers).map((c) => ({ ...c, schedules: false })),
    });
    expect(roleTargets(s)).toEqual([json(workQueueArn(s, 'system-jobs')), json(queueArn(s, recurringDlq(s)))].sort());
    const passRole = identityStatements(s).filter((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]).includes('iam:PassRole'));
    expect(passRole).toEqual([]);
  });

  it.each([
    ['targeting an unknown queue', definition({ targetQueue: 'no-such-queue' as WorkQueueName }), /nightly-sweep: no-such-queue is not a work queue/],
    ['targeting a dead-letter queue', definition({ targetQueue: 'system-jobs-dlq' as WorkQueueName }), /nightly-sweep: system-jobs-dlq is not a work queue/],
    ['firing once', definition({ expression: 'at(2030-01-01T00:00:00)' }), /nightly-sweep: at\(2030-01-01T00:00:00\) fires once/],
    ['with an expression AWS refuses', definition({ expression: 'rate(1 minutes)' }), /nightly-sweep: Invalid rate expression/],
    ['with a name AWS refuses', definition({ name: 'nightly sweep' }), /nightly sweep: Invalid schedule name/],
  ])('a definition %s fails the synth', (_label, bad, error) => {
    expect(() => made([bad])).toThrow(error);
  });

  it('two definitions of one name fail the synth', () => {
    expect(() => made([definition({}), definition({ expression: 'rate(1 day)' })])).toThrow(/nightly-sweep is defined more than once/);
  });
});
