import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import {
  type QueueConsumerDefinition,
  type RecurringScheduleDefinition,
  type StreamConsumerDefinition,
  allQueueConsumers,
  allStreamConsumers,
  recurringSchedules as allRecurringSchedules,
} from '../functions/consumers';
import { type RouteDefinition, fallbackRoute, stageRoutes } from '../functions/routes';
import { WITHOUT_CUSTOMER_MANAGED_KEY, acknowledge } from './acknowledgements';
import { CareloopAlarms } from './constructs/alarms';
import { CareloopApi } from './constructs/api';
import { OperationsDashboard } from './constructs/dashboard';
import { EhrSeed } from './constructs/ehr-seed';
import { OperationsKey } from './constructs/encryption';
import { CareloopEventBus } from './constructs/event-bus';
import { CareloopQueues, type NamedQueue, QueueConsumer } from './constructs/queues';
import { resolveRecurring } from './constructs/recurring-schedules';
import type { RouteFunction } from './constructs/route-function';
import { RouteStack, routeStackId, routesByDomain } from './constructs/route-stack';
import { CareloopScheduler, scheduleTargetNames } from './constructs/scheduler';
import type { FunctionWiring, ServiceFunction } from './constructs/service-function';
import { StreamConsumer, streamFailureQueue } from './constructs/stream-consumers';
import { CareloopTable } from './constructs/table';
import { type Stage, stageSettings } from './stage';

export interface CareloopStackProps extends StackProps {
  stage: Stage;
  /** The routes this stage serves. Default: `stageRoutes(stage)` (no sandbox-only route in production). */
  routes?: readonly RouteDefinition[];
  /** Default: every queue consumer of functions/consumers.ts. */
  queueConsumers?: readonly QueueConsumerDefinition[];
  /** Default: every stream consumer of functions/consumers.ts. */
  streamConsumers?: readonly StreamConsumerDefinition[];
  /** Default: every recurring schedule of functions/consumers.ts. */
  recurringSchedules?: readonly RecurringScheduleDefinition[];
  /** Seed the local EHR with the synthetic panel at deploy time. Default: in the sandbox only (never in production). */
  ehrSeed?: boolean;
}

/**
 * One environment of the service (DESIGN §1): its own table, queues, schedule group, event bus,
 * API and functions. The production and sandbox stacks share nothing, so no datum can cross environments.
 *
 * The route functions live in nested stacks, one per domain (`RouteStack`, docs/decisions.md);
 * everything shared, the API with its routes and integrations, the consumers and the
 * alarms (stage-wide, decision 131) stay in this template.
 */
export class CareloopStack extends Stack {
  readonly stage: Stage;
  readonly table: CareloopTable;
  readonly queues: CareloopQueues;
  readonly scheduler: CareloopScheduler;
  readonly eventBus: CareloopEventBus;
  /** The stage's customer-managed KMS key of log groups and the alarm topic. */
  /** The stage's customer-managed key, where StageSettings.customerManagedKey asks for one. */
  readonly operationsKey?: OperationsKey;
  /** The nested stacks of the route functions, one per domain (the fallback is in `system`'s). */
  readonly routeStacks: RouteStack[];
  /** The functions of the routes this stage serves (sandbox-only routes in the sandbox only), in registry order. */
  readonly routeFunctions: RouteFunction[];
  readonly fallbackFunction: RouteFunction;
  readonly queueConsumers: QueueConsumer[];
  readonly streamConsumers: StreamConsumer[];
  /** Where every stream consumer's batches that failed every retry are described (one alarm). */
  readonly streamFailureQueue: NamedQueue;
  readonly api: CareloopApi;
  readonly alarms: CareloopAlarms;
  /** The stage's CloudWatch dashboard `careloop-<stage>`. */
  readonly dashboard: OperationsDashboard;
  /** The deploy-time seed of the local EHR (sandbox only). */
  readonly ehrSeed?: EhrSeed;

  constructor(scope: Construct, id: string, props: CareloopStackProps) {
    super(scope, id, { description: `careloop ${props.stage}: patient engagement API`, ...props });
    const {
      stage,
      routes = stageRoutes(stage),
      queueConsumers = allQueueConsumers(),
      streamConsumers = allStreamConsumers(),
      recurringSchedules = allRecurringSchedules,
      ehrSeed = stage === 'sandbox',
    } = props;
    this.stage = stage;
    const leaked = stage === 'production' ? routes.filter((route) => route.sandboxOnly) : [];
    if (leaked.length > 0) throw new Error(`sandbox-only routes in production: ${leaked.map((route) => route.id).join(', ')}`);
    Tags.of(this).add('service', 'careloop');
    Tags.of(this).add('stage', stage);

    if (stageSettings(stage).customerManagedKey) this.operationsKey = new OperationsKey(this, 'OperationsKey', { stage });
    else acknowledge(this, ...WITHOUT_CUSTOMER_MANAGED_KEY);
    this.table = new CareloopTable(this, 'Data', { stage });
    this.queues = new CareloopQueues(this, 'Queues', { consumers: queueConsumers });
    const scheduled = scheduleTargetNames(
      [...routes, fallbackRoute, ...queueConsumers, ...streamConsumers],
      this.queues.workQueues.map((q) => q.name),
    );
    this.scheduler = new CareloopScheduler(this, 'Scheduler', {
      stage,
      targets: this.queues.workQueues.filter((q) => scheduled.includes(q.name)),
      recurring: resolveRecurring(recurringSchedules, this.queues.workQueues),
    });
    this.eventBus = new CareloopEventBus(this, 'EventBus', { stage });
    const wiring: FunctionWiring = { stage, table: this.table.table, queues: this.queues, scheduler: this.scheduler, eventBus: this.eventBus, logsKey: this.operationsKey?.key };

    this.routeStacks = [...routesByDomain([...routes, fallbackRoute])].map(
      ([domain, domainRoutes]) => new RouteStack(this, routeStackId(domain), { domain, routes: domainRoutes, wiring }),
    );
    const routeFunction = (route: RouteDefinition): RouteFunction =>
      this.routeStacks.flatMap((s) => s.functions).find((fn) => fn.route === route)!;
    this.routeFunctions = routes.map(routeFunction);
    this.fallbackFunction = routeFunction(fallbackRoute);
    this.queueConsumers = queueConsumers.map((consumer) => new QueueConsumer(this, consumer.id, { consumer, wiring }));
    this.streamFailureQueue = streamFailureQueue(this);
    this.streamConsumers = streamConsumers.map((consumer) => new StreamConsumer(this, consumer.id, { consumer, wiring, failureQueue: this.streamFailureQueue }));
    if (ehrSeed) this.ehrSeed = new EhrSeed(this, 'EhrSeed', { wiring });

    this.api = new CareloopApi(this, 'Api', { stage, routes: this.routeFunctions, fallback: this.fallbackFunction, logsKey: this.operationsKey?.key });
    // Where Twilio calls back (and what its signatures are checked against): the API's own URL.
    if (stage === 'production') {
      const talksToTwilio = [...this.routeFunctions.filter((fn) => fn.route.channelCredentials), ...this.queueConsumers.filter((fn) => fn.consumer.channelCredentials)];
      for (const fn of talksToTwilio) fn.addEnvironment({ PUBLIC_BASE_URL: this.api.httpApi.apiEndpoint });
    }
    const deadLetterQueues = [
      ...this.queues.deadLetterQueues,
      this.streamFailureQueue,
      ...(this.scheduler.recurring.deadLetterQueue ? [this.scheduler.recurring.deadLetterQueue] : []),
    ];
    this.alarms = new CareloopAlarms(this, 'Alarms', {
      stage,
      table: this.table.table,
      api: this.api,
      deadLetterQueues,
      scheduleGroup: this.scheduler.group,
      topicKey: this.operationsKey?.key,
    });
    this.dashboard = new OperationsDashboard(this, 'Dashboard', { stage, stackName: this.stackName, api: this.api, workQueues: this.queues.workQueues, deadLetterQueues });

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of this stage' });
    new CfnOutput(this, 'TableName', { value: this.table.table.tableName, description: 'The stage table' });
    new CfnOutput(this, 'EventBusName', { value: this.eventBus.bus.eventBusName, description: 'The stage event bus (source careloop)' });
    new CfnOutput(this, 'EventBusArn', { value: this.eventBus.bus.eventBusArn, description: 'The stage event bus, for rules and replays' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'Subscribe to be paged' });
  }

  /** Every function of the stage: routes, the fallback, the consumers, and the EHR seed if any. */
  get functions(): ServiceFunction[] {
    return [...this.routeFunctions, this.fallbackFunction, ...this.ownFunctions];
  }

  /** The functions of this template (not of a nested stack): the consumers and the EHR seed. */
  get ownFunctions(): ServiceFunction[] {
    return [...this.queueConsumers, ...this.streamConsumers, ...(this.ehrSeed ? [this.ehrSeed.seedFunction] : [])];
  }
}
