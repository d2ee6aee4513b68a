import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes';
import { type Stage, stageSettings } from '../stage';
import { FUNCTION_BUNDLE } from '../bundling';
import { allow, grantTableAccess } from './permissions';

/** The repository root (this file is lib/constructs/route-function.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RouteFunctionProps {
  route: RouteDefinition;
  stage: Stage;
  table: dynamodb.ITable;
}

/**
 * One Lambda function for one route of functions/routes.ts, with its own log group and its own
 * role holding only the table actions of the route's access level (plus writing its own logs).
 * Further grants (queues, schedules) go through `allow` in ./permissions with `fn.function` or
 * `fn.role` as the grantee.
 */
export class RouteFunction extends Construct {
  readonly route: RouteDefinition;
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, stage, table } = props;
    const settings = stageSettings(stage);
    this.route = route;

    const entry = path.resolve(REPO_ROOT, route.entry);
    if (path.isAbsolute(route.entry) || path.relative(REPO_ROOT, entry).startsWith('..')) {
      throw new Error(`route ${route.id}: entry must be relative to the repository root, got ${route.entry}`);
    }

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      removalPolicy: stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // An explicit role instead of the default one: the default attaches AWSLambdaBasicExecutionRole,
    // which may write to every log group in the account.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `careloop ${stage} ${route.id} (${route.method} ${route.path})`,
    });
    allow(this.role, ['logs:CreateLogStream', 'logs:PutLogEvents'], [this.logGroup.logGroupArn]);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: settings.apiTimeout,
      role: this.role,
      logGroup: this.logGroup,
      description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: {
        STAGE: stage,
        TABLE_NAME: table.tableName,
        LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: 'careloop',
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        ...FUNCTION_BUNDLE,
        mainFields: [...FUNCTION_BUNDLE.mainFields],
        externalModules: [...FUNCTION_BUNDLE.externalModules],
      },
    });

    grantTableAccess(this.role, table, route.table);
  }
}
