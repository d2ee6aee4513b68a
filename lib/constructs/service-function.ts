import path from 'node:path';
import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Scheduling, TableAccess } from '../../functions/routes';
import { FUNCTION, XRAY_WILDCARD, acknowledge } from '../acknowledgements';
import { REPO_ROOT } from '../bundling';
import { type Stage, stageSettings } from '../stage';
import type { CareloopEventBus } from './event-bus';
import { FunctionBundles } from './function-code';
import { allow, grantTableAccess } from './permissions';
import type { CareloopQueues } from './queues';
import type { CareloopScheduler } from './scheduler';

/** What every function of the service is made from, whether it serves a route or consumes events. */
export interface FunctionDefinition {
  /** Stable id: names the function's constructs and its role's description. */
  id: string;
  /** Handler module relative to the repository root, exporting `handler`. */
  entry: string;
  /** Who the function is, for its role's description (ASCII: IAM refuses most other characters). */
  label: string;
  /** The Lambda function's description. */
  description: string;
  timeout: Duration;
  table: TableAccess;
  /** Queues (logical names) the function sends to. */
  sendsTo?: readonly string[];
  /** Whether it creates and deletes schedules (`'create'`: creates only). */
  schedules?: Scheduling;
  /** Whether it publishes to the stage's event bus. */
  publishesEvents?: boolean;
  /** Package files shipped beside the bundle (RouteDefinition.assets). */
  assets?: readonly string[];
  /**
   * Concurrent executions reserved for (and capping) the function: the consumers' (StageSettings
   * `consumerConcurrency`). Default: none, the account's unreserved pool (route functions).
   */
  reservedConcurrency?: number;
}

/** The stage's shared resources a function is wired to. */
export interface FunctionWiring {
  stage: Stage;
  table: dynamodb.ITable;
  queues: CareloopQueues;
  scheduler: CareloopScheduler;
  eventBus: CareloopEventBus;
  /** The stage's customer-managed key of log groups (OperationsKey); none in the sandbox (StageSettings.customerManagedKey). */
  logsKey?: kms.IKey;
}

export interface ServiceFunctionProps {
  definition: FunctionDefinition;
  wiring: FunctionWiring;
}

/** Resolves a definition's entry, refusing anything outside the repository. */
const entryPath = (definition: FunctionDefinition): string => {
  const entry = path.resolve(REPO_ROOT, definition.entry);
  if (path.isAbsolute(definition.entry) || path.relative(REPO_ROOT, entry).startsWith('..')) {
    throw new Error(`function ${definition.id}: entry must be relative to the repository root, got ${definition.entry}`);
  }
  return entry;
};

/**
 * One Lambda function with its own log group (encrypted with the stage's key) and its own role,
 * X-Ray active tracing, holding only: writing its own logs, sending its traces, the table actions of its access level, `sqs:SendMessage` on the queues it sends to,
 * schedule management if it schedules, and `events:PutEvents` on the stage's bus if it publishes. Route functions and event consumers are all made here;
 * they differ only in their definition and their trigger.
 */
export class ServiceFunction extends Construct {
  readonly definition: FunctionDefinition;
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { definition, wiring } = props;
    const settings = stageSettings(wiring.stage);
    this.definition = definition;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      encryptionKey: wiring.logsKey,
      removalPolicy: wiring.stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // An explicit role instead of the default one: the default attaches AWSLambdaBasicExecutionRole,
    // which may write to every log group in the account.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `careloop ${wiring.stage} ${definition.id} (${definition.label})`,
    });
    allow(this.role, ['logs:CreateLogStream', 'logs:PutLogEvents'], [this.logGroup.logGroupArn]);

    // Bundled with every other function of the app in one esbuild pass at synth (./function-code).
    const code = FunctionBundles.of(this).code(this, { entry: entryPath(definition), assets: definition.assets });
    this.function = new lambda.Function(this, 'Function', {
      code,
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: definition.timeout,
      role: this.role,
      logGroup: this.logGroup,
      // The Lambda service's segments and the handler's (Powertools Tracer, functions/core/tracing.ts).
      tracing: lambda.Tracing.ACTIVE,
      reservedConcurrentExecutions: definition.reservedConcurrency,
      description: definition.description.slice(0, 256),
      environment: {
        STAGE: wiring.stage,
        TABLE_NAME: wiring.table.tableName,
        LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: 'careloop',
        // Traces keep timings and the error flag, never an error's message (it may quote an input).
        POWERTOOLS_TRACER_CAPTURE_ERROR: 'false',
        ...settings.functionEnvironment,
      },
    });

    acknowledge(this, ...FUNCTION, XRAY_WILDCARD);

    grantTableAccess(this.role, wiring.table, definition.table);
    if (definition.sendsTo && definition.sendsTo.length > 0) wiring.queues.connectSender(this, definition.sendsTo);
    if (definition.schedules) wiring.scheduler.connectScheduler(this);
    if (definition.publishesEvents) wiring.eventBus.connectPublisher(this);
  }

  addEnvironment(variables: Readonly<Record<string, string>>): void {
    for (const [name, value] of Object.entries(variables)) this.function.addEnvironment(name, value);
  }
}
