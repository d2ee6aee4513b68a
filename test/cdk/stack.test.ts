import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEXES } from '../../functions/core/storage/port';
import { allRoutes, fallbackRoute, type RouteDefinition, routes, stageRoutes } from '../../functions/routes';
import { CareloopStack } from '../../lib/careloop-stack';
import { stackName } from '../../lib/app';
import { ALARMS_KEY_ACTIONS, LOGS_KEY_ACTIONS } from '../../lib/constructs/encryption';
import { allow } from '../../lib/constructs/permissions';
import type { RouteFunction } from '../../lib/constructs/route-function';
import { resolveAsset } from '../../lib/bundling';
import type { ServiceFunction } from '../../lib/constructs/service-function';
import { STAGES, type Stage, stageSettings } from '../../lib/stage';
import {
  type Statement,
  type Synthesized,
  actionsOf,
  alarmsCovering,
  functionStatements,
  identityStatements,
  logicalId as logicalIdIn,
  mappingsOf,
  resourcesOf as resourcesIn,
  synthesizeApp,
  testApp,
} from './template';

/** What X-Ray active tracing grants (X-Ray's actions have no resource-level permissions). */
const XRAY_STATEMENT = { Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' };
const WRITE_ONLY_ACTIONS = ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:TransactWriteItems'];
/** The routes a stage serves, plus the fallback. */
const routesOf = (stage: Stage): RouteDefinition[] => [...stageRoutes(stage), fallbackRoute];

let synthesized: Record<Stage, Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
});

const resourcesOf = (stage: Stage, type: string) => resourcesIn(synthesized[stage], type);
const logicalId = (stage: Stage, el: unknown): string => logicalIdIn(synthesized[stage], el);
const fnFor = (stage: Stage, route: RouteDefinition): RouteFunction => {
  const all = [...synthesized[stage].stack.routeFunctions, synthesized[stage].stack.fallbackFunction];
  const fn = all.find((f) => f.route.id === route.id);
  if (!fn) throw new Error(`no function for ${route.id}`);
  return fn;
};
/** Every function of a stack: routes, fallback, queue and stream consumers, and the sandbox's EHR seed. */
const functionsOf = (stage: Stage): ServiceFunction[] => synthesized[stage].stack.functions;
/** The CDK custom-resource framework function in front of the EHR seed (sandbox only; see ehr.test.ts). */
const providerFunctionIds = (stage: Stage): string[] => {
  const seed = synthesized[stage].stack.ehrSeed;
  return seed ? [logicalId(stage, seed.providerFunction.node.defaultChild)] : [];
};
/** The Lambda functions the service's code runs in (every function but the custom-resource framework's). */
const serviceFunctionResources = (stage: Stage) =>
  resourcesOf(stage, 'AWS::Lambda::Function').filter(([id]) => !providerFunctionIds(stage).includes(id));

describe.each(STAGES)('%s stack', (stage) => {
  const other: Stage = stage === 'production' ? 'sandbox' : 'production';
  const ROUTES = routesOf(stage);

  describe('table', () => {
    it('has exactly one table, and nothing refers to the other stage', () => {
      synthesized[stage].template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      synthesized[stage].template.resourceCountIs('AWS::DynamoDB::Table', 0);
      const text = JSON.stringify(synthesized[stage].json);
      expect(text).not.toContain(stackName(other));
      expect(text).not.toContain('Fn::ImportValue');
      // Every function's TABLE_NAME is this template's own table.
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      for (const [, fn] of serviceFunctionResources(stage)) {
        expect(fn.Properties!.Environment.Variables.TABLE_NAME).toEqual({ Ref: tableId });
      }
    });

    it('keys, billing, GSIs, TTL, stream and encryption', () => {
      const [, table] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      const p = table.Properties!;
      expect(p.KeySchema).toEqual([
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ]);
      expect(p.BillingMode).toBe('PAY_PER_REQUEST');
      expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
      expect(p.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
      // AWS-managed KMS key (aws/dynamodb), not the DynamoDB-owned default.
      expect(p.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
      expect(p.SSESpecification).not.toHaveProperty('KMSMasterKeyId');
      const gsis = (p.GlobalSecondaryIndexes as any[]).map((g) => ({
        name: g.IndexName,
        keys: g.KeySchema.map((k: any) => `${k.AttributeName}:${k.KeyType}`),
        projection: g.Projection.ProjectionType,
      }));
      expect(gsis).toEqual([
        { name: 'gsi1', keys: ['gsi1pk:HASH', 'gsi1sk:RANGE'], projection: 'ALL' },
        { name: 'gsi2', keys: ['gsi2pk:HASH', 'gsi2sk:RANGE'], projection: 'ALL' },
      ]);
    });

    it('point-in-time recovery on every replica', () => {
      const [, table] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      const replicas = table.Properties!.Replicas as any[];
      expect(replicas.length).toBeGreaterThan(0);
      for (const r of replicas) expect(r.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    });

    it(stage === 'production' ? 'is deletion-protected and retained' : 'is neither deletion-protected nor retained', () => {
      const [, table] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      const protectedTable = stage === 'production';
      for (const r of table.Properties!.Replicas as any[]) expect(r.DeletionProtectionEnabled).toBe(protectedTable);
      expect(table.DeletionPolicy).toBe(protectedTable ? 'Retain' : 'Delete');
      expect(table.UpdateReplacePolicy).toBe(protectedTable ? 'Retain' : 'Delete');
    });
  });

  describe('functions', () => {
    it('one function per route plus the fallback and per consumer (and the sandbox EHR seed), each with its own role', () => {
      const fns = serviceFunctionResources(stage);
      const stack = synthesized[stage].stack;
      expect(stack.routeFunctions.map((f) => f.route.id)).toEqual(stageRoutes(stage).map((r) => r.id));
      const seeds = stage === 'sandbox' ? 1 : 0;
      expect(fns).toHaveLength(ROUTES.length + stack.queueConsumers.length + stack.streamConsumers.length + seeds);
      expect(providerFunctionIds(stage)).toHaveLength(seeds);
      expect(resourcesOf(stage, 'AWS::Lambda::Function')).toHaveLength(fns.length + seeds);
      expect(functionsOf(stage).map((f) => logicalId(stage, f.function.node.defaultChild)).sort()).toEqual(fns.map(([id]) => id).sort());
      const roles = fns.map(([, f]) => JSON.stringify(f.Properties!.Role));
      expect(new Set(roles).size).toBe(fns.length);
      for (const [, f] of fns) expect(f.Properties!.Role).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
      // Only the functions' roles, the schedules' role and (sandbox) the seed provider's role exist,
      // and none carries a managed policy (e.g. AWSLambdaBasicExecutionRole: logs on *).
      const roleResources = resourcesOf(stage, 'AWS::IAM::Role');
      const schedulerRoleId = logicalId(stage, stack.scheduler.role.node.defaultChild);
      const providerRoleIds = stack.ehrSeed ? [logicalId(stage, stack.ehrSeed.providerRole.node.defaultChild)] : [];
      expect(roleResources.map(([id]) => id).sort()).toEqual(
        [...functionsOf(stage).map((f) => logicalId(stage, f.role.node.defaultChild)), schedulerRoleId, ...providerRoleIds].sort(),
      );
      for (const [id, r] of roleResources) {
        expect(r.Properties!.ManagedPolicyArns ?? []).toEqual([]);
        if (id === schedulerRoleId) continue; // trusted by EventBridge Scheduler: see async.test.ts
        expect(r.Properties!.AssumeRolePolicyDocument.Statement).toEqual([
          { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
        ]);
      }
    });

    it('runtime, architecture, memory, timeout, environment', () => {
      for (const [, f] of serviceFunctionResources(stage)) {
        const p = f.Properties!;
        expect(p.Runtime).toBe('nodejs22.x');
        expect(p.Architectures).toEqual(['arm64']);
        expect(p.MemorySize).toBe(512);
        expect(p.Handler).toBe('index.handler');
        const env = p.Environment.Variables;
        expect(env).toMatchObject({ STAGE: stage, LOG_LEVEL: 'INFO', POWERTOOLS_SERVICE_NAME: 'careloop', POWERTOOLS_TRACER_CAPTURE_ERROR: 'false' });
        expect(p.TracingConfig).toEqual({ Mode: 'Active' });
        expect(env).not.toHaveProperty('NODE_OPTIONS');
        // The simulated patient's delay is set in the sandbox only; production never simulates.
        if (stage === 'sandbox') expect(env.SANDBOX_TURN_DELAY_MS).toBe('250');
        else expect(env).not.toHaveProperty('SANDBOX_TURN_DELAY_MS');
      }
      // Route functions answer within the HTTP API's 30 s; consumers run as long as their definition says.
      for (const route of ROUTES) {
        const fnId = logicalId(stage, fnFor(stage, route).function.node.defaultChild);
        expect(synthesized[stage].json.Resources[fnId]!.Properties!.Timeout).toBe(29);
      }
      for (const consumer of [...synthesized[stage].stack.queueConsumers, ...synthesized[stage].stack.streamConsumers]) {
        const fnId = logicalId(stage, consumer.function.node.defaultChild);
        expect(synthesized[stage].json.Resources[fnId]!.Properties!.Timeout).toBe(consumer.consumer.timeoutSeconds);
      }
    });

    it('every function logs to its own log group with retention', () => {
      const groups = new Map(resourcesOf(stage, 'AWS::Logs::LogGroup'));
      const used = new Set<string>();
      for (const [, f] of serviceFunctionResources(stage)) {
        const ref = f.Properties!.LoggingConfig?.LogGroup?.Ref as string;
        expect(groups.has(ref)).toBe(true);
        used.add(ref);
      }
      expect(used.size).toBe(functionsOf(stage).length);
      const days = stage === 'production' ? 365 : 30;
      for (const [, g] of groups) expect(g.Properties!.RetentionInDays).toBe(days);
    });

    it('the only `*` resource is X-Ray\'s, whose actions have no resource-level permissions', () => {
      const everything = identityStatements(synthesized[stage]).filter((s) => JSON.stringify(s.Resource) === '"*"' || (Array.isArray(s.Resource) && s.Resource.includes('*')));
      expect(everything.length).toBeGreaterThan(0);
      for (const s of everything) expect(s).toEqual(XRAY_STATEMENT);
    });

    it('reserved concurrency: each consumer has the stage\'s, capping its SQS event source; routes have none', () => {
      const { queue, stream } = stageSettings(stage).consumerConcurrency;
      const { stack } = synthesized[stage];
      const reserved = (fn: ServiceFunction) => synthesized[stage].json.Resources[logicalId(stage, fn.function.node.defaultChild)]!.Properties!.ReservedConcurrentExecutions;
      for (const fn of stack.queueConsumers) {
        expect(reserved(fn)).toBe(queue);
        const [mapping] = mappingsOf(synthesized[stage], fn);
        expect(mapping!.Properties!.ScalingConfig).toEqual({ MaximumConcurrency: queue });
      }
      for (const fn of stack.streamConsumers) expect(reserved(fn)).toBe(stream);
      for (const fn of [...stack.routeFunctions, stack.fallbackFunction]) expect(reserved(fn)).toBeUndefined();
    });

    it.runIf(stage === 'sandbox')('the sandbox has no customer-managed key: its log groups use CloudWatch Logs\' key, its topic enforces TLS', () => {
      expect(stageSettings(stage).customerManagedKey).toBe(false);
      expect(resourcesOf(stage, 'AWS::KMS::Key')).toEqual([]);
      const groups = resourcesOf(stage, 'AWS::Logs::LogGroup');
      expect(groups.length).toBeGreaterThan(functionsOf(stage).length);
      for (const [, g] of groups) expect(g.Properties!.KmsKeyId).toBeUndefined();
      const topics = resourcesOf(stage, 'AWS::SNS::Topic');
      expect(topics).toHaveLength(1);
      expect(topics[0]![1].Properties!.KmsMasterKeyId).toBeUndefined();
    });

    it.runIf(stage === 'production')('every log group and the alarm topic are encrypted with the stage\'s rotated customer-managed key, usable by CloudWatch Logs and alarms only', () => {
      expect(stageSettings(stage).customerManagedKey).toBe(true);
      const keys = resourcesOf(stage, 'AWS::KMS::Key');
      expect(keys).toHaveLength(1);
      const [keyId, key] = keys[0]!;
      expect(key.Properties!.EnableKeyRotation).toBe(true);
      expect(key.DeletionPolicy).toBe('Retain');
      const keyArn = { 'Fn::GetAtt': [keyId, 'Arn'] };
      const groups = resourcesOf(stage, 'AWS::Logs::LogGroup');
      expect(groups.length).toBeGreaterThan(functionsOf(stage).length);
      for (const [, g] of groups) expect(g.Properties!.KmsKeyId).toEqual(keyArn);
      const topics = resourcesOf(stage, 'AWS::SNS::Topic');
      expect(topics).toHaveLength(1);
      expect(topics[0]![1].Properties!.KmsMasterKeyId).toEqual(keyArn);
      const services = (key.Properties!.KeyPolicy.Statement as Statement[])
        .filter((s) => (s.Principal as { Service?: unknown }).Service)
        .map((s) => ({ service: JSON.stringify((s.Principal as { Service: unknown }).Service), actions: actionsOf(s), condition: s.Condition }));
      expect(services).toEqual([
        {
          service: expect.stringContaining('logs.'),
          actions: [...LOGS_KEY_ACTIONS],
          condition: { ArnLike: { 'kms:EncryptionContext:aws:logs:arn': expect.anything() } },
        },
        { service: '"cloudwatch.amazonaws.com"', actions: [...ALARMS_KEY_ACTIONS], condition: undefined },
      ]);
    });

    it('no IAM statement grants a wildcard action, dynamodb:*, or Scan', () => {
      const statements = identityStatements(synthesized[stage]);
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) {
        for (const a of actionsOf(s)) {
          expect(a).not.toContain('*');
          expect(a.toLowerCase()).not.toMatch(/^dynamodb:(scan|batch|partiql)/);
        }
        expect(s.Effect).toBe('Allow');
      }
    });

    it.each(ROUTES.map((r) => [r.id, r] as const))('%s: table grant matches its access level, on the table and its indexes only', (_id, route) => {
      const fn = fnFor(stage, route);
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
      const statements = functionStatements(synthesized[stage], fn);
      const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
      const actions = dynamo.flatMap(actionsOf).sort();
      const read = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];
      if (route.table === 'read') {
        expect(actions).toEqual(read.sort());
        for (const a of WRITE_ONLY_ACTIONS) expect(actions).not.toContain(a);
      } else {
        expect(actions).toEqual([...read, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'].sort());
      }
      for (const s of dynamo) {
        // The table and its indexes by name: no `index/*`.
        expect(s.Resource).toEqual([tableArn, ...INDEXES.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index}`]] }))]);
      }
      // The only other permissions: writing to its own log group, sending its traces, the queues and schedules of
      // routes that send or schedule (asserted in async.test.ts), and the EHR credentials of routes
      // that read them (ehr.test.ts). No route publishes events: a PutEvents grant would land in
      // `rest` and fail here.
      const wired = (s: Statement) => actionsOf(s).some((a) => /^(sqs|scheduler):|^iam:PassRole$/.test(a));
      if (!route.sendsTo?.length && !route.schedules) expect(statements.filter(wired)).toEqual([]);
      const secrets = (s: Statement) => actionsOf(s).some((a) => a.startsWith('secretsmanager:'));
      // (Twilio's webhooks read the channel credentials: channels.test.ts.)
      expect(statements.filter(secrets).length).toBe(Number(!!route.ehrCredentials) + Number(!!route.channelCredentials));
      const rest = statements.filter((s) => !dynamo.includes(s) && !wired(s) && !secrets(s));
      const logGroupId = logicalId(stage, fn.logGroup.node.defaultChild);
      expect(rest).toEqual([
        { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] } },
        XRAY_STATEMENT,
      ]);
    });
  });

  describe('api', () => {
    it('is one HTTP API with every route key, each integrated with its own function (payload 2.0)', () => {
      synthesized[stage].template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      synthesized[stage].template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
      const integrations = new Map(resourcesOf(stage, 'AWS::ApiGatewayV2::Integration'));
      const routes = resourcesOf(stage, 'AWS::ApiGatewayV2::Route');
      const keys = routes.map(([, r]) => r.Properties!.RouteKey as string);
      const expected = [...stageRoutes(stage).map((r) => `${r.method} ${r.path}`), '$default'];
      expect(keys.sort()).toEqual(expected.sort());
      expect(keys).toContain('GET /v1/auth/keys');

      for (const route of ROUTES) {
        const key = route === fallbackRoute ? '$default' : `${route.method} ${route.path}`;
        const [, r] = routes.find(([, x]) => x.Properties!.RouteKey === key)!;
        const integrationId = (r.Properties!.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
        const integration = integrations.get(integrationId.Ref)!;
        expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
        const fnId = logicalId(stage, fnFor(stage, route).function.node.defaultChild);
        expect(integration.Properties!.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
      }
    });

    it('default stage: auto-deployed, throttled, access-logged without headers or query strings', () => {
      synthesized[stage].template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
      const [, s] = resourcesOf(stage, 'AWS::ApiGatewayV2::Stage')[0]!;
      const p = s.Properties!;
      expect(p.StageName).toBe('$default');
      expect(p.AutoDeploy).toBe(true);
      const throttle = p.DefaultRouteSettings;
      if (stage === 'production') {
        expect(throttle).toEqual({ ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 });
      } else {
        expect(throttle.ThrottlingBurstLimit).toBeLessThan(200);
        expect(throttle.ThrottlingRateLimit).toBeLessThan(100);
      }

      const destination = p.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
      expect(synthesized[stage].json.Resources[destination]!.Type).toBe('AWS::Logs::LogGroup');
      const format = p.AccessLogSettings.Format as string;
      const fields = JSON.parse(format) as Record<string, string>;
      expect(fields).toMatchObject({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
      });
      // Headers carry API keys; query strings and raw paths can carry patient identifiers.
      expect(format).not.toMatch(/header|querystring|\$context\.path|\$input|\$request|userAgent|authorizer|apiKey/i);
      for (const v of Object.values(fields)) expect(v).toMatch(/^\$context\.[A-Za-z.]+$/);
    });

    it('outputs ApiUrl, TableName, EventBusName, EventBusArn and AlarmTopicArn', () => {
      const outputs = synthesized[stage].json.Outputs ?? {};
      expect(Object.keys(outputs).sort()).toEqual(['AlarmTopicArn', 'ApiUrl', 'EventBusArn', 'EventBusName', 'TableName']);
      const [busId] = resourcesOf(stage, 'AWS::Events::EventBus')[0]!;
      expect(outputs.EventBusName.Value).toEqual({ Ref: busId });
      expect(outputs.EventBusArn.Value).toEqual({ 'Fn::GetAtt': [busId, 'Arn'] });
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      expect(outputs.TableName.Value).toEqual({ Ref: tableId });
      const [apiId] = resourcesOf(stage, 'AWS::ApiGatewayV2::Api')[0]!;
      expect(JSON.stringify(outputs.ApiUrl.Value)).toContain(JSON.stringify({ Ref: apiId }));
      const [topicId] = resourcesOf(stage, 'AWS::SNS::Topic')[0]!;
      expect(outputs.AlarmTopicArn.Value).toEqual({ Ref: topicId });
    });
  });

  describe('alarms', () => {
    const alarms = () => resourcesOf(stage, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const topicRef = () => ({ Ref: resourcesOf(stage, 'AWS::SNS::Topic')[0]![0] });

    it('every alarm notifies the alarm topic', () => {
      synthesized[stage].template.resourceCountIs('AWS::SNS::Topic', 1);
      expect(alarms().length).toBeGreaterThan(0);
      for (const a of alarms()) expect(a.AlarmActions).toEqual([topicRef()]);
    });

    it.each(['Errors', 'Throttles'])('every function of the templates alarms at its first %s, through one alarm over every function', (metric) => {
      // Every AWS::Lambda::Function of the parent and nested templates, the custom resource provider's included.
      const fnIds = resourcesOf(stage, 'AWS::Lambda::Function').map(([id]) => id);
      expect(fnIds.length).toBeGreaterThanOrEqual(functionsOf(stage).length);
      for (const fnId of fnIds) {
        const match = alarmsCovering(synthesized[stage], 'AWS/Lambda', metric, { Name: 'FunctionName', Value: { Ref: fnId } });
        expect(match, `${fnId} ${metric}`).toHaveLength(1);
        expect(match[0]!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Statistic: 'Sum', AlarmActions: [topicRef()] });
        expect(match[0]!.Properties!.AlarmDescription).toContain(`dashboard careloop-${stage}`);
      }
    });

    it('the table alarms at its first throttled read or write, of the table or an index', () => {
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      for (const metric of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
        synthesized[stage].template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Metrics: Match.arrayWith([
            Match.objectLike({
              MetricStat: Match.objectLike({
                Metric: Match.objectLike({
                  Namespace: 'AWS/DynamoDB',
                  MetricName: metric,
                  Dimensions: Match.arrayWith([{ Name: 'TableName', Value: { Ref: tableId } }]),
                }),
              }),
            }),
          ]),
        });
      }
    });

    it('the API has a 5xx alarm', () => {
      const [apiId] = resourcesOf(stage, 'AWS::ApiGatewayV2::Api')[0]!;
      const match = alarms().filter(
        (a) => a.Namespace === 'AWS/ApiGateway' && a.MetricName === '5xx' && JSON.stringify(a.Dimensions).includes(JSON.stringify({ Ref: apiId })),
      );
      expect(match).toHaveLength(1);
    });
  });
});

describe('stages are separate', () => {
  it('each stack has its own table, API and event bus', () => {
    expect(synthesized.production.stack.stackName).toBe('careloop-production');
    expect(synthesized.sandbox.stack.stackName).toBe('careloop-sandbox');
    expect(synthesized.production.stack.table.table).not.toBe(synthesized.sandbox.stack.table.table);
    expect(synthesized.production.stack.api.httpApi).not.toBe(synthesized.sandbox.stack.api.httpApi);
    expect(synthesized.production.stack.eventBus.bus).not.toBe(synthesized.sandbox.stack.eventBus.bus);
  });

  it('environment-agnostic: no account or region pinned', () => {
    for (const stage of STAGES) {
      expect(synthesized[stage].stack.environment).toBe('aws://unknown-account/unknown-region');
    }
  });
});

describe('allow()', () => {
  const role = () => new iam.Role(new Stack(testApp(), 'S'), 'R', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  it.each([['dynamodb:*'], ['*'], ['dynamodb:Scan'], ['sqs:Send*']])('refuses %s', (action) => {
    expect(() => allow(role(), [action], ['arn:aws:dynamodb:eu-west-1:1:table/t'])).toThrow(/refusing/);
  });
  it('accepts exact actions', () => {
    expect(() => allow(role(), ['sqs:SendMessage'], ['arn:aws:sqs:eu-west-1:1:q'])).not.toThrow();
  });
  it.each([['sqs:SendMessage'], ['iam:PassRole'], ['scheduler:CreateSchedule']])('refuses %s on every resource (*)', (action) => {
    expect(() => allow(role(), [action], ['*'])).toThrow(/every resource/);
  });
  it('attaches conditions to the statement', () => {
    const r = role();
    const conditions = { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } };
    allow(r, ['iam:PassRole'], ['arn:aws:iam::1:role/x'], conditions);
    const statements = Template.fromStack(Stack.of(r)).toJSON().Resources as Record<string, { Type: string; Properties: any }>;
    const policy = Object.values(statements).find((x) => x.Type === 'AWS::IAM::Policy')!;
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      { Action: 'iam:PassRole', Condition: conditions, Effect: 'Allow', Resource: 'arn:aws:iam::1:role/x' },
    ]);
  });
});

describe('the docs function package (real bundling)', () => {
  // One stage with only the docs route, bundled by esbuild as `cdk synth` does.
  let assetDir: string;
  beforeAll(() => {
    const app = testApp({ bundle: true });
    const stack = new CareloopStack(app, 'careloop-production', {
      stage: 'production',
      routes: [routes.docs],
      queueConsumers: [],
      streamConsumers: [],
      recurringSchedules: [],
    });
    const assembly = app.synth();
    const docs = stack.routeFunctions.find((fn) => fn.route.id === routes.docs.id)!;
    const code = Stack.of(docs.function).resolve((docs.function.node.defaultChild as lambda.CfnFunction).code) as { s3Key: string };
    assetDir = path.join(assembly.directory, `asset.${code.s3Key.replace(/\.zip$/, '')}`);
  }, 120_000);

  it('ships the renderer beside a bundle that stays small', () => {
    expect(readdirSync(assetDir).sort()).toEqual(['index.mjs', 'redoc.standalone.js']);
    // The renderer (1.1 MB) is not in the bundle: what is there is the handler runtime every
    // function carries (AWS SDK, zod, libphonenumber: about 640 KB before the renderer came).
    expect(statSync(path.join(assetDir, 'index.mjs')).size).toBeLessThanOrEqual(680 * 1024);
    const renderer = readFileSync(path.join(assetDir, 'redoc.standalone.js'), 'utf8');
    expect(renderer).toBe(readFileSync(resolveAsset(routes.docs.assets[0]), 'utf8'));
    // Read at run time, not bundled: no piece of the renderer is in the bundle.
    const bundle = readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
    const piece = renderer.slice(renderer.length / 2, renderer.length / 2 + 200);
    expect(bundle.includes(piece)).toBe(false);
  });

  it('only the docs and the protocol upload routes ship assets', () => {
    const shipping = allRoutes().filter((route) => route.assets !== undefined).map((route) => route.id);
    expect(shipping.sort()).toEqual([routes.docs.id, routes.uploadProtocol.id].sort());
  });
});

describe('the protocol upload function package (real bundling)', () => {
  let assetDir: string;
  beforeAll(() => {
    const app = testApp({ bundle: true });
    const stack = new CareloopStack(app, 'careloop-sandbox', {
      stage: 'sandbox',
      routes: [routes.uploadProtocol],
      queueConsumers: [],
      streamConsumers: [],
      recurringSchedules: [],
    });
    const assembly = app.synth();
    const upload = stack.routeFunctions.find((fn) => fn.route.id === routes.uploadProtocol.id)!;
    const code = Stack.of(upload.function).resolve((upload.function.node.defaultChild as lambda.CfnFunction).code) as { s3Key: string };
    assetDir = path.join(assembly.directory, `asset.${code.s3Key.replace(/\.zip$/, '')}`);
  }, 120_000);

  it('ships pdf.js and mammoth beside a bundle of at most 600 KB that holds neither', () => {
    expect(readdirSync(assetDir).sort()).toEqual(['index.mjs', 'mammoth.browser.min.js', 'pdfjs.mjs']);
    expect(statSync(path.join(assetDir, 'index.mjs')).size).toBeLessThanOrEqual(600 * 1024);
    const bundle = readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
    for (const asset of routes.uploadProtocol.assets) {
      const reader = readFileSync(resolveAsset(asset), 'utf8');
      expect(readFileSync(path.join(assetDir, path.basename(asset)), 'utf8')).toBe(reader);
      expect(bundle.includes(reader.slice(reader.length / 2, reader.length / 2 + 200)), asset).toBe(false);
    }
  });
});
