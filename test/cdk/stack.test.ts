import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, fallbackRoute, type RouteDefinition } from '../../functions/routes';
import { buildApp, stackName } from '../../lib/app';
import type { CareloopStack } from '../../lib/careloop-stack';
import { allow } from '../../lib/constructs/permissions';
import type { RouteFunction } from '../../lib/constructs/route-function';
import { STAGES, type Stage } from '../../lib/stage';

type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

const ROUTES: RouteDefinition[] = [...allRoutes(), fallbackRoute];
const WRITE_ONLY_ACTIONS = ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:TransactWriteItems'];

let stacks: Record<Stage, CareloopStack>;
const templates = {} as Record<Stage, Template>;
const json = {} as Record<Stage, { Resources: Record<string, Resource>; Outputs?: Record<string, any> }>;

beforeAll(() => {
  // No bundling in tests: the template is what we assert on, and esbuild per function is slow.
  ({ stacks } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } }));
  for (const stage of STAGES) {
    templates[stage] = Template.fromStack(stacks[stage]);
    json[stage] = templates[stage].toJSON() as (typeof json)[Stage];
  }
});

const resourcesOf = (stage: Stage, type: string): [string, Resource][] =>
  Object.entries(json[stage].Resources).filter(([, r]) => r.Type === type);
const logicalId = (stage: Stage, el: unknown): string => stacks[stage].getLogicalId(el as CfnElement);
const fnFor = (stage: Stage, route: RouteDefinition): RouteFunction => {
  const all = [...stacks[stage].routeFunctions, stacks[stage].fallbackFunction];
  const fn = all.find((f) => f.route.id === route.id);
  if (!fn) throw new Error(`no function for ${route.id}`);
  return fn;
};
const actionsOf = (s: Statement): string[] => (Array.isArray(s.Action) ? s.Action : [s.Action]);
/** Every statement of every identity policy in the template (managed, inline, and role-inline). */
const identityStatements = (stage: Stage): Statement[] => {
  const out: Statement[] = [];
  for (const [, r] of Object.entries(json[stage].Resources)) {
    if (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') out.push(...r.Properties!.PolicyDocument.Statement);
    if (r.Type === 'AWS::IAM::Role') for (const p of r.Properties!.Policies ?? []) out.push(...p.PolicyDocument.Statement);
  }
  return out;
};
/** Statements of the policies attached to one role. */
const roleStatements = (stage: Stage, roleId: string): Statement[] =>
  resourcesOf(stage, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as Statement[]);

describe.each(STAGES)('%s stack', (stage) => {
  const other: Stage = stage === 'production' ? 'sandbox' : 'production';

  describe('table', () => {
    it('has exactly one table, and nothing refers to the other stage', () => {
      templates[stage].resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      templates[stage].resourceCountIs('AWS::DynamoDB::Table', 0);
      const text = JSON.stringify(json[stage]);
      expect(text).not.toContain(stackName(other));
      expect(text).not.toContain('Fn::ImportValue');
      // Every function's TABLE_NAME is this template's own table.
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      for (const [, fn] of resourcesOf(stage, 'AWS::Lambda::Function')) {
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
    it('one function per route plus the fallback, each with its own role', () => {
      const fns = resourcesOf(stage, 'AWS::Lambda::Function');
      expect(fns).toHaveLength(ROUTES.length);
      const roles = fns.map(([, f]) => JSON.stringify(f.Properties!.Role));
      expect(new Set(roles).size).toBe(fns.length);
      for (const [, f] of fns) expect(f.Properties!.Role).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
      // Only the functions' roles exist, and none carries a managed policy (e.g. AWSLambdaBasicExecutionRole: logs on *).
      const roleResources = resourcesOf(stage, 'AWS::IAM::Role');
      expect(roleResources).toHaveLength(fns.length);
      for (const [, r] of roleResources) {
        expect(r.Properties!.ManagedPolicyArns ?? []).toEqual([]);
        expect(r.Properties!.AssumeRolePolicyDocument.Statement).toEqual([
          { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
        ]);
      }
    });

    it('runtime, architecture, memory, timeout, environment', () => {
      for (const [, f] of resourcesOf(stage, 'AWS::Lambda::Function')) {
        const p = f.Properties!;
        expect(p.Runtime).toBe('nodejs22.x');
        expect(p.Architectures).toEqual(['arm64']);
        expect(p.MemorySize).toBe(512);
        expect(p.Timeout).toBe(29);
        expect(p.Handler).toBe('index.handler');
        const env = p.Environment.Variables;
        expect(env).toMatchObject({ STAGE: stage, LOG_LEVEL: 'INFO', POWERTOOLS_SERVICE_NAME: 'careloop' });
        expect(env).not.toHaveProperty('NODE_OPTIONS');
      }
    });

    it('every function logs to its own log group with retention', () => {
      const groups = new Map(resourcesOf(stage, 'AWS::Logs::LogGroup'));
      const used = new Set<string>();
      for (const [, f] of resourcesOf(stage, 'AWS::Lambda::Function')) {
        const ref = f.Properties!.LoggingConfig?.LogGroup?.Ref as string;
        expect(groups.has(ref)).toBe(true);
        used.add(ref);
      }
      expect(used.size).toBe(ROUTES.length);
      const days = stage === 'production' ? 365 : 30;
      for (const [, g] of groups) expect(g.Properties!.RetentionInDays).toBe(days);
    });

    it('no IAM statement grants a wildcard action, dynamodb:*, or Scan', () => {
      const statements = identityStatements(stage);
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
      const roleId = logicalId(stage, fn.role.node.defaultChild);
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
      const statements = roleStatements(stage, roleId);
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
        expect(s.Resource).toEqual([tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]);
      }
      // The only other permission: writing to its own log group.
      const rest = statements.filter((s) => !dynamo.includes(s));
      const logGroupId = logicalId(stage, fn.logGroup.node.defaultChild);
      expect(rest).toEqual([
        { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] } },
      ]);
    });
  });

  describe('api', () => {
    it('is one HTTP API with every route key, each integrated with its own function (payload 2.0)', () => {
      templates[stage].resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      templates[stage].hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
      const integrations = new Map(resourcesOf(stage, 'AWS::ApiGatewayV2::Integration'));
      const routes = resourcesOf(stage, 'AWS::ApiGatewayV2::Route');
      const keys = routes.map(([, r]) => r.Properties!.RouteKey as string);
      const expected = [...allRoutes().map((r) => `${r.method} ${r.path}`), '$default'];
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
      templates[stage].resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
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
      expect(json[stage].Resources[destination]!.Type).toBe('AWS::Logs::LogGroup');
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

    it('outputs ApiUrl, TableName and AlarmTopicArn', () => {
      const outputs = json[stage].Outputs ?? {};
      expect(Object.keys(outputs).sort()).toEqual(expect.arrayContaining(['AlarmTopicArn', 'ApiUrl', 'TableName']));
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
      templates[stage].resourceCountIs('AWS::SNS::Topic', 1);
      expect(alarms().length).toBeGreaterThan(0);
      for (const a of alarms()) expect(a.AlarmActions).toEqual([topicRef()]);
    });

    it.each(['Errors', 'Throttles'])('every function has a %s alarm', (metric) => {
      for (const route of ROUTES) {
        const fnId = logicalId(stage, fnFor(stage, route).function.node.defaultChild);
        const match = alarms().filter(
          (a) =>
            a.Namespace === 'AWS/Lambda' &&
            a.MetricName === metric &&
            JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnId } }]),
        );
        expect(match, `${route.id} ${metric}`).toHaveLength(1);
        expect(match[0]!.Threshold).toBe(1);
        expect(match[0]!.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
      }
    });

    it('the table has throttle and system-error alarms', () => {
      const [tableId] = resourcesOf(stage, 'AWS::DynamoDB::GlobalTable')[0]!;
      for (const metric of ['ThrottledRequests', 'SystemErrors']) {
        templates[stage].hasResourceProperties('AWS::CloudWatch::Alarm', {
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
  it('each stack has its own table and API', () => {
    expect(stacks.production.stackName).toBe('careloop-production');
    expect(stacks.sandbox.stackName).toBe('careloop-sandbox');
    expect(stacks.production.table.table).not.toBe(stacks.sandbox.table.table);
    expect(stacks.production.api.httpApi).not.toBe(stacks.sandbox.api.httpApi);
  });

  it('environment-agnostic: no account or region pinned', () => {
    for (const stage of STAGES) {
      expect(stacks[stage].environment).toBe('aws://unknown-account/unknown-region');
    }
  });
});

describe('allow()', () => {
  const role = () => new iam.Role(new Stack(new App(), 'S'), 'R', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  it.each([['dynamodb:*'], ['*'], ['dynamodb:Scan'], ['sqs:Send*']])('refuses %s', (action) => {
    expect(() => allow(role(), [action], ['arn:aws:dynamodb:eu-west-1:1:table/t'])).toThrow(/refusing/);
  });
  it('accepts exact actions', () => {
    expect(() => allow(role(), ['sqs:SendMessage'], ['arn:aws:sqs:eu-west-1:1:q'])).not.toThrow();
  });
});
