/**
 * Queues, stream consumers and schedules: what the asynchronous half of the stack may do.
 *
 * Most assertions run on stacks built from every definition of functions/routes.ts and
 * functions/consumers.ts (`synthesizeEverything`), so they hold whatever the app serves while
 * some code is still being written; the checks on the app itself (`synthesizeApp`) cover what is
 * deployed: which routes each stage serves, and invariants that hold for any definitions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allQueueConsumers,
  allStreamConsumers,
  queueConsumers,
  recurringSchedules,
  streamConsumers,
} from '../../functions/consumers';
import { type QueueName, deadLetterQueueName } from '../../functions/core/queue/names';
import { queueUrlEnvName } from '../../functions/core/queue/sqs-queues';
import { type RouteDefinition, routes, stageRoutes } from '../../functions/routes';
import { CareloopStack } from '../../lib/careloop-stack';
import { STREAM_READ_ACTIONS } from '../../lib/constructs/stream-consumers';
import type { ServiceFunction } from '../../lib/constructs/service-function';
import { STAGES, type Stage } from '../../lib/stage';
import {
  type Statement,
  type Synthesized,
  actionsOf,
  allowing,
  arnOf,
  environmentOf,
  functionResource,
  functionStatements,
  identityStatements,
  logicalId,
  mappingsOf,
  resourcesAllowed,
  resourcesOf,
  resourcesOfStatement,
  roleStatements,
  synthesizeApp,
  synthesizeEverything,
  synthesizeStack,
  testApp,
} from './template';

const FOUR_DAYS = 4 * 24 * 3600;
const FOURTEEN_DAYS = 14 * 24 * 3600;
const REPLIES = 'POST /v1/engagements/{engagement_id}/replies';
const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];
/** What an SQS event source grants its function on the queue it reads. */
const CONSUME_ACTIONS = ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility'];
/**
 * The queues schedules target today: engagement starts (engagement-work) and webhook retries
 * beyond SQS's 15-minute delay (each webhook queue into itself). Never a dead-letter queue.
 */
const SCHEDULABLE = ['engagement-work', 'webhook-deliveries', 'webhook-escalations'];
/** The queues the recurring schedules of functions/consumers.ts target today (see recurring-schedules.test.ts). */
const RECURRING_TARGETS = ['system-jobs'];
/** The functions that create or delete schedules today. */
const SCHEDULERS = ['CancelEngagement', 'EngagementStarter', 'EngagementWorker', 'EscalationDelivery', 'WebhookDelivery'];
/** Those that only create them: the engagement worker's waits beyond the queue's delay. */
const CREATE_ONLY = ['EngagementWorker'];
/** `QUEUE_ARN_<NAME>`, derived the way functions/core/runtime-scheduler.ts derives it. */
const runtimeArnEnvName = (name: string): string => queueUrlEnvName(name).replace('QUEUE_URL_', 'QUEUE_ARN_');

let everything: Record<Stage, Synthesized>;
let app: Record<Stage, Synthesized>;

beforeAll(() => {
  everything = synthesizeEverything();
  app = synthesizeApp();
});

const json = (value: unknown): string => JSON.stringify(value);
const queueRef = (s: Synthesized, queue: unknown) => ({ Ref: logicalId(s, (queue as { node: { defaultChild: unknown } }).node.defaultChild) });
const queueArn = (s: Synthesized, queue: unknown) => arnOf(s, (queue as { node: { defaultChild: unknown } }).node.defaultChild);
const workQueue = (s: Synthesized, name: string) => s.stack.queues.workQueues.find((q) => q.name === name)!.queue;
/** Every queue the definitions send to, by name, as this template's ARN. */
const arnsOfQueues = (s: Synthesized, names: readonly string[]): string[] =>
  [...new Set(names)].map((name) => json(queueArn(s, s.stack.queues.queue(name)))).sort();
const schedulerRoleArn = (s: Synthesized) => arnOf(s, s.stack.scheduler.role.node.defaultChild);
const alarms = (s: Synthesized) => resourcesOf(s, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
const topicRef = (s: Synthesized) => ({ Ref: resourcesOf(s, 'AWS::SNS::Topic')[0]![0] });

/** A queue consumer's own work queue; undefined for other functions. */
const ownQueueOf = (s: Synthesized, fn: ServiceFunction): string | undefined => s.stack.queueConsumers.find((c) => c === fn)?.consumer.queue;

/**
 * The queues a scheduling function schedules into, by its definition (computed here independently
 * of lib/constructs/scheduler.ts): a queue consumer's own queue, and the work queues it sends to.
 */
const schedulesInto = (s: Synthesized, fn: ServiceFunction): string[] => {
  if (!fn.definition.schedules) return [];
  const work = new Set(s.stack.queues.workQueues.map((q) => q.name));
  const own = ownQueueOf(s, fn);
  return [...new Set([...(own ? [own] : []), ...(fn.definition.sendsTo ?? [])])].filter((name) => work.has(name)).sort();
};
/** Every queue some schedule of the stack can target. */
const schedulableOf = (s: Synthesized): string[] => [...new Set(s.stack.functions.flatMap((fn) => schedulesInto(s, fn)))].sort();

/** The queues a function may send to by design: its `sendsTo`, plus a stream consumer's failure queue. */
const expectedSendTargets = (s: Synthesized, fn: ServiceFunction): string[] => {
  const failure = s.stack.streamConsumers.find((c) => c === fn)?.failureQueue.queue;
  return [...arnsOfQueues(s, fn.definition.sendsTo ?? []), ...(failure ? [json(queueArn(s, failure))] : [])].sort();
};

describe.each(STAGES)('%s stack', (stage) => {
  const s = () => everything[stage];

  describe('queue consumers', () => {
    const consumers = Object.values(queueConsumers);

    it('every queue consumer of functions/consumers.ts is built', () => {
      expect(consumers.length).toBeGreaterThan(0);
      expect(s().stack.queueConsumers.map((c) => c.consumer.id)).toEqual(consumers.map((c) => c.id));
    });

    it.each(consumers.map((c) => [c.id, c] as const))('%s: work queue with its dead-letter queue and redrive', (_id, consumer) => {
      const queue = workQueue(s(), consumer.queue);
      const dlq = s().stack.queues.deadLetterQueues.find((q) => q.name === deadLetterQueueName(consumer.queue))!.queue;
      const q = s().json.Resources[logicalId(s(), queue.node.defaultChild)]!.Properties!;
      const d = s().json.Resources[logicalId(s(), dlq.node.defaultChild)]!.Properties!;
      expect(q.RedrivePolicy).toEqual({ deadLetterTargetArn: queueArn(s(), dlq), maxReceiveCount: consumer.maxReceiveCount });
      expect(q.VisibilityTimeout).toBe(consumer.visibilityTimeoutSeconds);
      expect(q.MessageRetentionPeriod).toBe(FOUR_DAYS);
      expect(d.MessageRetentionPeriod).toBe(FOURTEEN_DAYS);
      expect(d).not.toHaveProperty('RedrivePolicy');
    });

    it('every queue is encrypted with SQS-managed keys and refuses requests without TLS', () => {
      const queues = resourcesOf(s(), 'AWS::SQS::Queue');
      // A work queue and a dead-letter queue per consumer, one failure queue for the stream
      // consumers, and the recurring schedules' dead-letter queue.
      expect(recurringSchedules.length).toBeGreaterThan(0);
      expect(Object.values(streamConsumers).length).toBeGreaterThan(1);
      expect(queues).toHaveLength(2 * consumers.length + 1 + 1);
      const policies = resourcesOf(s(), 'AWS::SQS::QueuePolicy').map(([, p]) => p.Properties!);
      for (const [id, q] of queues) {
        expect(q.Properties!.SqsManagedSseEnabled, id).toBe(true);
        expect(q.Properties!).not.toHaveProperty('KmsMasterKeyId');
        const tlsOnly = policies.filter(
          (p) =>
            json(p.Queues) === json([{ Ref: id }]) &&
            (p.PolicyDocument.Statement as Statement[]).some(
              (st) =>
                st.Effect === 'Deny' &&
                json(st.Condition) === json({ Bool: { 'aws:SecureTransport': 'false' } }) &&
                json(st.Resource) === json({ 'Fn::GetAtt': [id, 'Arn'] }),
            ),
        );
        expect(tlsOnly, `${id} enforces TLS`).toHaveLength(1);
      }
    });

    it.each(consumers.map((c) => [c.id, c] as const))('%s: SQS event source with partial batch failures', (_id, consumer) => {
      const fn = s().stack.queueConsumers.find((c) => c.consumer.id === consumer.id)!;
      const mappings = mappingsOf(s(), fn);
      expect(mappings).toHaveLength(1);
      expect(mappings[0]!.Properties).toMatchObject({
        EventSourceArn: queueArn(s(), workQueue(s(), consumer.queue)),
        BatchSize: consumer.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const timeout = functionResource(s(), fn).Properties!.Timeout as number;
      expect(timeout).toBe(consumer.timeoutSeconds);
      expect(timeout).toBeLessThan(consumer.visibilityTimeoutSeconds);
    });

    it.each(consumers.map((c) => [c.id, c] as const))('%s: consumes its own queue only', (_id, consumer) => {
      const fn = s().stack.queueConsumers.find((c) => c.consumer.id === consumer.id)!;
      const own = [json(queueArn(s(), workQueue(s(), consumer.queue)))];
      for (const action of CONSUME_ACTIONS) {
        expect(resourcesAllowed(functionStatements(s(), fn), action), action).toEqual(own);
      }
    });

    it('no function receives, deletes or hides messages of a queue but its own (and only queue consumers have one)', () => {
      for (const fn of s().stack.functions) {
        const own = ownQueueOf(s(), fn);
        const expected = own ? [json(queueArn(s(), workQueue(s(), own)))] : [];
        for (const action of CONSUME_ACTIONS) {
          expect(resourcesAllowed(functionStatements(s(), fn), action), `${fn.definition.id} ${action}`).toEqual(expected);
        }
      }
      // One SQS mapping per work queue, each from its own consumer; no mapping on a dead-letter queue.
      const sqsSources = resourcesOf(s(), 'AWS::Lambda::EventSourceMapping')
        .map(([, m]) => m.Properties!.EventSourceArn as { 'Fn::GetAtt'?: [string, string] })
        .filter((arn) => s().json.Resources[arn['Fn::GetAtt']?.[0] ?? '']?.Type === 'AWS::SQS::Queue')
        .map(json);
      expect(sqsSources.sort()).toEqual(s().stack.queues.workQueues.map((q) => json(queueArn(s(), q.queue))).sort());
    });

    it('a queue consumer sends only to its own queue and its own dead-letter queue', () => {
      for (const fn of s().stack.queueConsumers) {
        const own = [fn.consumer.queue, deadLetterQueueName(fn.consumer.queue)];
        const allowed = resourcesAllowed(functionStatements(s(), fn), 'sqs:SendMessage');
        for (const arn of allowed) expect(arnsOfQueues(s(), own), fn.consumer.id).toContain(arn);
      }
      // The webhook workers retry into their own queue and dead-letter into their own DLQ.
      for (const id of ['WebhookDelivery', 'EscalationDelivery']) {
        const fn = s().stack.queueConsumers.find((c) => c.consumer.id === id)!;
        expect(resourcesAllowed(functionStatements(s(), fn), 'sqs:SendMessage'), id).toEqual(
          arnsOfQueues(s(), [fn.consumer.queue, deadLetterQueueName(fn.consumer.queue)]),
        );
      }
    });
  });

  describe('stream consumers', () => {
    const consumers = Object.values(streamConsumers);
    const streamArn = () => ({ 'Fn::GetAtt': [resourcesOf(s(), 'AWS::DynamoDB::GlobalTable')[0]![0], 'StreamArn'] });

    it('every stream consumer of functions/consumers.ts is built', () => {
      expect(consumers.length).toBeGreaterThan(0);
      expect(s().stack.streamConsumers.map((c) => c.consumer.id)).toEqual(consumers.map((c) => c.id));
    });

    it.each(consumers.map((c) => [c.id, c] as const))('%s: table stream mapping, filtered, bisected, bounded, with a failure queue', (_id, consumer) => {
      const fn = s().stack.streamConsumers.find((c) => c.consumer.id === consumer.id)!;
      const mappings = mappingsOf(s(), fn);
      expect(mappings).toHaveLength(1);
      const p = mappings[0]!.Properties!;
      expect(p.EventSourceArn).toEqual(streamArn());
      // Nothing may be lost: a new or re-created mapping starts from the oldest record, not the newest.
      expect(p.StartingPosition).toBe('TRIM_HORIZON');
      expect(p.BatchSize).toBe(consumer.batchSize);
      expect(p.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(p.BisectBatchOnFunctionError).toBe(true);
      expect(p.MaximumRetryAttempts).toBeGreaterThanOrEqual(1);
      expect(p.MaximumRetryAttempts).toBeLessThanOrEqual(10);
      // INSERTs of outbox items (entity = 'event') of the consumer's types, nothing else.
      expect(p.FilterCriteria.Filters).toHaveLength(1);
      expect(JSON.parse(p.FilterCriteria.Filters[0].Pattern)).toEqual({
        eventName: ['INSERT'],
        dynamodb: { NewImage: { entity: { S: ['event'] }, type: { S: consumer.eventTypes } } },
      });
      // Batches that failed every retry are described in the consumer's failure queue.
      const failure = fn.failureQueue.queue;
      expect(p.DestinationConfig).toEqual({ OnFailure: { Destination: queueArn(s(), failure) } });
      const q = s().json.Resources[logicalId(s(), failure.node.defaultChild)]!;
      expect(q.Type).toBe('AWS::SQS::Queue');
      expect(q.Properties!.SqsManagedSseEnabled).toBe(true);
      expect(q.Properties!.MessageRetentionPeriod).toBe(FOURTEEN_DAYS);
      expect(resourcesAllowed(functionStatements(s(), fn), 'sqs:SendMessage')).toContain(json(queueArn(s(), failure)));
    });

    it('stream consumers may read the stream, and only the stream; nobody else may', () => {
      for (const fn of s().stack.functions) {
        const streamStatements = functionStatements(s(), fn).filter((st) => actionsOf(st).some((a) => /^dynamodb:(\w*Stream\w*|GetRecords|GetShardIterator)$/.test(a)));
        if (s().stack.streamConsumers.some((c) => c === fn)) {
          expect(streamStatements.flatMap(actionsOf).sort()).toEqual([...STREAM_READ_ACTIONS].sort());
          for (const st of streamStatements) expect(resourcesOfStatement(st)).toEqual([streamArn()]);
        } else {
          expect(streamStatements, fn.definition.id).toEqual([]);
        }
      }
    });
  });

  describe('scheduler', () => {
    const schedulerRole = () => s().json.Resources[logicalId(s(), s().stack.scheduler.role.node.defaultChild)]!;
    const schedules = (fn: ServiceFunction) => Boolean(fn.definition.schedules);

    it(`one schedule group, careloop-${stage}, ${stage === 'production' ? 'retained' : 'deleted'} with the stack`, () => {
      const groups = resourcesOf(s(), 'AWS::Scheduler::ScheduleGroup');
      expect(groups).toHaveLength(1);
      expect(groups[0]![1].Properties!.Name).toBe(`careloop-${stage}`);
      expect(groups[0]![1].DeletionPolicy).toBe(stage === 'production' ? 'Retain' : 'Delete');
    });

    it('its role is trusted by EventBridge Scheduler of this account only', () => {
      expect(schedulerRole().Properties!.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ]);
      expect(schedulerRole().Properties!.ManagedPolicyArns ?? []).toEqual([]);
      expect(schedulerRole().Properties!.Policies ?? []).toEqual([]);
    });

    it('its role may only send messages: to the queues some schedule can target and the recurring schedules’ dead-letter queue', () => {
      // The definitions say so: the starter sends to engagement-work, each webhook worker retries
      // into its own queue, and the recurring schedules target system-jobs.
      expect(schedulableOf(s())).toEqual(SCHEDULABLE);
      expect([...new Set(recurringSchedules.map((r) => r.targetQueue))]).toEqual(RECURRING_TARGETS);
      const statements = roleStatements(s(), logicalId(s(), s().stack.scheduler.role.node.defaultChild));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 'sqs:SendMessage' });
      expect(Object.keys(statements[0]!).sort()).toEqual(['Action', 'Effect', 'Resource']);
      const recurringDlq = s().stack.scheduler.recurring.deadLetterQueue!.queue;
      expect(resourcesAllowed(statements, 'sqs:SendMessage')).toEqual(
        [...arnsOfQueues(s(), [...SCHEDULABLE, ...RECURRING_TARGETS]), json(queueArn(s(), recurringDlq))].sort(),
      );
      const allowed = resourcesAllowed(statements, 'sqs:SendMessage');
      for (const { name, queue } of s().stack.queues.deadLetterQueues) expect(allowed, name).not.toContain(json(queueArn(s(), queue)));
    });

    it('functions that schedule (and only they) manage the group’s schedules and pass its role to the scheduler', () => {
      const schedulers = s().stack.functions.filter(schedules);
      // A route (cancel), a stream consumer (the starter), the engagement worker and the two webhook workers schedule.
      expect(schedulers.map((f) => f.definition.id).sort()).toEqual(SCHEDULERS);
      expect(schedulers.filter((f) => f.definition.schedules === 'create').map((f) => f.definition.id)).toEqual(CREATE_ONLY);
      const groupSchedules = {
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:schedule/careloop-${stage}/*`]],
      };
      for (const fn of s().stack.functions) {
        const statements = functionStatements(s(), fn);
        const scheduling = statements.filter((st) => actionsOf(st).some((a) => a.startsWith('scheduler:')));
        const passing = allowing(statements, 'iam:PassRole');
        if (schedules(fn)) {
          // A function that only creates schedules may only create them (a single action renders as a string).
          const action = CREATE_ONLY.includes(fn.definition.id) ? 'scheduler:CreateSchedule' : SCHEDULE_ACTIONS;
          expect(scheduling, fn.definition.id).toEqual([{ Effect: 'Allow', Action: action, Resource: groupSchedules }]);
          expect(passing, fn.definition.id).toEqual([
            {
              Effect: 'Allow',
              Action: 'iam:PassRole',
              Resource: schedulerRoleArn(s()),
              Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
            },
          ]);
        } else {
          expect(scheduling, fn.definition.id).toEqual([]);
          expect(passing, fn.definition.id).toEqual([]);
        }
      }
    });

    it('functions that schedule get the group, the role and the schedulable queues’ ARNs; the others none of them', () => {
      const arnEnv = Object.fromEntries(SCHEDULABLE.map((name) => [runtimeArnEnvName(name), queueArn(s(), workQueue(s(), name))]));
      expect(Object.keys(arnEnv).sort()).toEqual(['QUEUE_ARN_ENGAGEMENT_WORK', 'QUEUE_ARN_WEBHOOK_DELIVERIES', 'QUEUE_ARN_WEBHOOK_ESCALATIONS']);
      for (const fn of s().stack.functions) {
        const env = environmentOf(s(), fn);
        const scheduling = Object.keys(env).filter((k) => /^(SCHEDULE_GROUP|SCHEDULER_ROLE_ARN|QUEUE_ARN_.*)$/.test(k));
        if (schedules(fn)) {
          expect(env.SCHEDULE_GROUP, fn.definition.id).toBe(`careloop-${stage}`);
          expect(env.SCHEDULER_ROLE_ARN, fn.definition.id).toEqual(schedulerRoleArn(s()));
          // Under the names functions/core/runtime-scheduler.ts reads: every queue the role may send
          // to (a function passing the role could target any of them), and no other.
          expect(Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('QUEUE_ARN_'))), fn.definition.id).toEqual(arnEnv);
          expect(scheduling.sort()).toEqual([...Object.keys(arnEnv), 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'].sort());
        } else {
          expect(scheduling, fn.definition.id).toEqual([]);
        }
      }
    });

    it('every queue a function schedules into is one its environment names and the role may send to', () => {
      const into = (id: string) => schedulesInto(s(), s().stack.functions.find((fn) => fn.definition.id === id)!);
      expect(into('WebhookDelivery')).toEqual(['webhook-deliveries']);
      expect(into('EscalationDelivery')).toEqual(['webhook-escalations']);
      expect(into('EngagementStarter')).toEqual(['engagement-work']);
      expect(into('EngagementWorker')).toEqual(['engagement-work']);
      const roleTargets = resourcesAllowed(roleStatements(s(), logicalId(s(), s().stack.scheduler.role.node.defaultChild)), 'sqs:SendMessage');
      for (const fn of s().stack.functions.filter(schedules)) {
        // Cancel only deletes the starter's schedules, yet reads them back by engagement-work's ARN.
        const targets = fn.definition.id === 'CancelEngagement' ? ['engagement-work'] : schedulesInto(s(), fn);
        expect(targets.length, fn.definition.id).toBeGreaterThan(0);
        for (const name of targets) {
          expect(environmentOf(s(), fn)[runtimeArnEnvName(name)], `${fn.definition.id} ${name}`).toEqual(queueArn(s(), workQueue(s(), name)));
          expect(roleTargets, `${fn.definition.id} ${name}`).toContain(json(queueArn(s(), workQueue(s(), name))));
        }
      }
    });
  });

  describe('sending', () => {
    it('functions may send to exactly the queues they declare (a stream consumer also to its failure queue)', () => {
      const senders = s().stack.functions.filter((fn) => (fn.definition.sendsTo ?? []).length > 0).map((fn) => fn.definition.id);
      expect(senders.sort()).toEqual(
        [
          ...(stage === 'sandbox' ? ['PostSandboxReply'] : []),
          // Dead-letters jobs that can never be written (functions/ehr/handlers/write-back-worker.ts).
          'EhrWriteBack',
          // Sends each completed conversation's write-back job (functions/conversations/write-back.ts).
          'ConversationWriteBack',
          'EngagementStarter',
          'EngagementWorker',
          'EscalationDelivery',
          'EscalationRelay',
          'ReplayWebhookEvents',
          'WebhookDelivery',
          'WebhookRelay',
        ].sort(),
      );
      for (const fn of s().stack.functions) {
        expect(resourcesAllowed(functionStatements(s(), fn), 'sqs:SendMessage'), fn.definition.id).toEqual(expectedSendTargets(s(), fn));
      }
    });

    it('functions that send get the URLs of exactly those queues, under the names runtime-queues reads', () => {
      for (const fn of s().stack.functions) {
        const env = environmentOf(s(), fn);
        const urls = Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('QUEUE_URL_')));
        const names = [...new Set(fn.definition.sendsTo ?? [])];
        expect(urls, fn.definition.id).toEqual(Object.fromEntries(names.map((name) => [queueUrlEnvName(name), queueRef(s(), s().stack.queues.queue(name))])));
      }
      const worker = s().stack.queueConsumers.find((c) => c.consumer.id === 'EngagementWorker')!;
      expect(Object.keys(environmentOf(s(), worker))).toContain('QUEUE_URL_ENGAGEMENT_WORK');
    });

    it('a function sending to a queue no consumer reads fails the synth', () => {
      const route: RouteDefinition = { ...routes.engagementReply, sendsTo: ['no-such-queue' as QueueName] };
      expect(
        () => new CareloopStack(testApp(), 'x', { stage: 'sandbox', routes: [route] }),
      ).toThrow(/unknown queue no-such-queue/);
    });
  });

  describe('alarms', () => {
    it('every dead-letter and failure queue alarms on its first visible message', () => {
      const queues = [
        ...s().stack.queues.deadLetterQueues,
        s().stack.streamFailureQueue,
        s().stack.scheduler.recurring.deadLetterQueue!,
      ];
      // One failure queue for every stream consumer: a failed batch's description names its function.
      for (const consumer of s().stack.streamConsumers) expect(consumer.failureQueue).toBe(s().stack.streamFailureQueue);
      expect(queues.length).toBe(Object.values(queueConsumers).length + 1 + 1);
      expect(queues.map((q) => q.name)).toEqual(
        expect.arrayContaining([
          'webhook-deliveries-dlq',
          'webhook-escalations-dlq',
          'stream consumers failed batches',
          'recurring-schedules-dlq',
        ]),
      );
      for (const { name, queue } of queues) {
        const match = alarms(s()).filter(
          (a) =>
            a.Namespace === 'AWS/SQS' &&
            a.MetricName === 'ApproximateNumberOfMessagesVisible' &&
            json(a.Dimensions) === json([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(s(), queue.node.defaultChild), 'QueueName'] } }]),
        );
        expect(match, name).toHaveLength(1);
        expect(match[0]).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [topicRef(s())] });
      }
    });

    it('the schedule group alarms on dropped invocations', () => {
      const match = alarms(s()).filter(
        (a) =>
          a.Namespace === 'AWS/Scheduler' &&
          a.MetricName === 'InvocationDroppedCount' &&
          json(a.Dimensions) === json([{ Name: 'ScheduleGroup', Value: `careloop-${stage}` }]),
      );
      expect(match).toHaveLength(1);
      expect(match[0]).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [topicRef(s())] });
    });
  });
});

describe.each(STAGES)('%s stack as deployed', (stage) => {
  it('serves exactly the routes of stageRoutes(stage), and production none that is sandbox-only', () => {
    const keys = resourcesOf(app[stage], 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey as string);
    expect(keys.sort()).toEqual([...stageRoutes(stage).map((r) => `${r.method} ${r.path}`), '$default'].sort());
    const sandboxOnly = (Object.values(routes) as RouteDefinition[]).filter((r) => r.sandboxOnly);
    expect(sandboxOnly.map((r) => `${r.method} ${r.path}`)).toContain(REPLIES);
    if (stage === 'production') {
      for (const route of sandboxOnly) {
        expect(keys).not.toContain(`${route.method} ${route.path}`);
        expect(app[stage].stack.routeFunctions.map((f) => f.route.id)).not.toContain(route.id);
      }
    }
  });

  it(`${stage === 'sandbox' ? 'serves' : 'does not serve'} ${REPLIES}`, () => {
    const keys = resourcesOf(app[stage], 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey as string);
    if (stage === 'sandbox') expect(keys).toContain(REPLIES);
    else expect(keys).not.toContain(REPLIES);
  });

  it('builds the consumers functions/consumers.ts lists', () => {
    expect(app[stage].stack.queueConsumers.map((c) => c.consumer)).toEqual(allQueueConsumers());
    expect(app[stage].stack.streamConsumers.map((c) => c.consumer)).toEqual(allStreamConsumers());
  });
});

describe('production refuses sandbox-only routes', () => {
  it('even when they are handed to the stack', () => {
    const build = () =>
      new CareloopStack(testApp(), 'careloop-production', {
        stage: 'production',
        routes: [routes.engagementReply],
      });
    expect(build).toThrow(/sandbox-only routes in production: PostSandboxReply/);
  });
});

describe.each([
  ['every definition', () => everything],
  ['as deployed', () => app],
] as const)('no role may do more than it needs (%s)', (_label, built) => {
  it.each(STAGES)('%s: no sqs:*, scheduler:*, iam:* or iam:PassRole on *, no wildcard action anywhere', (stage) => {
    const statements = identityStatements(built()[stage]);
    expect(statements.length).toBeGreaterThan(0);
    for (const st of statements) {
      for (const action of actionsOf(st)) {
        expect(action).not.toContain('*');
        if (/^(sqs|scheduler|iam):/.test(action)) expect(resourcesOfStatement(st), action).not.toContain('*');
      }
    }
    // PassRole: only the schedules' role, only to EventBridge Scheduler.
    for (const st of allowing(statements, 'iam:PassRole')) {
      expect(st.Resource).toEqual(schedulerRoleArn(built()[stage]));
      expect(st.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    }
  });

  it.each(STAGES)('%s: every function sends only where it declares', (stage) => {
    const s = built()[stage];
    for (const fn of s.stack.functions) {
      expect(resourcesAllowed(functionStatements(s, fn), 'sqs:SendMessage'), fn.definition.id).toEqual(expectedSendTargets(s, fn));
    }
  });
});

describe('the scheduler follows the definitions, not queue names', () => {
  // The functions' definitions alone: recurring schedules are tested in recurring-schedules.test.ts.
  const recurringSchedules: [] = [];
  const sandboxRoutes = stageRoutes('sandbox');
  const roleTargets = (s: Synthesized): string[] =>
    resourcesAllowed(roleStatements(s, logicalId(s, s.stack.scheduler.role.node.defaultChild)), 'sqs:SendMessage');
  const scheduling = (s: Synthesized) => s.stack.functions.filter((fn) => allowing(functionStatements(s, fn), 'iam:PassRole').length > 0).map((fn) => fn.definition.id).sort();

  it('a queue consumer that stops scheduling takes its queue off the role, its grants and every QUEUE_ARN_', () => {
    const s = synthesizeStack({
      stage: 'sandbox',
      queueConsumers: Object.values(queueConsumers).map((c) => (c.id === 'EscalationDelivery' ? { ...c, schedules: false } : c)),
      recurringSchedules,
    });
    expect(roleTargets(s)).toEqual(arnsOfQueues(s, ['engagement-work', 'webhook-deliveries']));
    expect(scheduling(s)).toEqual(['CancelEngagement', 'EngagementStarter', 'EngagementWorker', 'WebhookDelivery']);
    for (const fn of s.stack.functions) expect(environmentOf(s, fn), fn.definition.id).not.toHaveProperty('QUEUE_ARN_WEBHOOK_ESCALATIONS');
  });

  it('a scheduling function puts the work queues it sends to on the role (never a dead-letter queue)', () => {
    const s = synthesizeStack({
      stage: 'sandbox',
      routes: sandboxRoutes.map((r) => (r.id === 'ReplayWebhookEvents' ? { ...r, schedules: true, sendsTo: [...(r.sendsTo ?? []), 'webhook-deliveries-dlq'] } : r)),
      queueConsumers: Object.values(queueConsumers).map((c) => (c.id === 'WebhookDelivery' ? c : { ...c, schedules: false })),
      recurringSchedules,
    });
    expect(roleTargets(s)).toEqual(arnsOfQueues(s, ['engagement-work', 'webhook-deliveries', 'webhook-escalations']));
    const replay = s.stack.routeFunctions.find((fn) => fn.route.id === 'ReplayWebhookEvents')!;
    expect(Object.keys(environmentOf(s, replay)).filter((k) => k.startsWith('QUEUE_ARN_')).sort()).toEqual(
      ['QUEUE_ARN_ENGAGEMENT_WORK', 'QUEUE_ARN_WEBHOOK_DELIVERIES', 'QUEUE_ARN_WEBHOOK_ESCALATIONS'],
    );
  });

  it('when nothing schedules, the role may do nothing and no function may pass it', () => {
    const s = synthesizeStack({
      stage: 'sandbox',
      routes: sandboxRoutes.map((r) => ({ ...r, schedules: false })),
      queueConsumers: Object.values(queueConsumers).map((c) => ({ ...c, schedules: false })),
      streamConsumers: Object.values(streamConsumers).map((c) => ({ ...c, schedules: false })),
      recurringSchedules,
    });
    expect(roleStatements(s, logicalId(s, s.stack.scheduler.role.node.defaultChild))).toEqual([]);
    expect(scheduling(s)).toEqual([]);
  });
});

describe('stages are separate (queues and schedules)', () => {
  it('each stage has its own queues, schedule group and scheduler role', () => {
    expect(everything.production.stack.queues.workQueues[0]!.queue).not.toBe(everything.sandbox.stack.queues.workQueues[0]!.queue);
    expect(everything.production.stack.scheduler.group.scheduleGroupName).not.toBe(everything.sandbox.stack.scheduler.group.scheduleGroupName);
    expect(JSON.stringify(everything.production.json)).not.toContain('careloop-sandbox');
    expect(JSON.stringify(everything.sandbox.json)).not.toContain('careloop-production');
  });
});
