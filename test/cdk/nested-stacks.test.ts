/**
 * The split into nested stacks (docs/decisions.md): every template stays far below
 * CloudFormation's 500 resources, route functions live in their domain's nested stack (their
 * errors and throttles are alarmed in the parent, over every function at once), and the API with every route, integration and invoke permission stays in the parent.
 */
import { NestedStack, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackRoute, type RouteDefinition, stageRoutes } from '../../functions/routes';
import { routeDomain, routeStackId } from '../../lib/constructs/route-stack';
import type { ServiceFunction } from '../../lib/constructs/service-function';
import { STAGES, type Stage } from '../../lib/stage';
import { type Synthesized, type SynthesizedTemplate, logicalId, synthesizeApp } from './template';

/** Below CloudFormation's hard limit of 500, with room for the routes still to come. */
const MAX_RESOURCES = 450;

let synthesized: Record<Stage, Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
});

const parentOf = (s: Synthesized): SynthesizedTemplate => s.templates[0]!;
const templateOfConstruct = (s: Synthesized, el: ServiceFunction): SynthesizedTemplate =>
  s.templates.find((t) => t.stack === Stack.of(el))!;
const fnId = (s: Synthesized, fn: ServiceFunction) => logicalId(s, fn.function.node.defaultChild);

describe.each(STAGES)('%s', (stage) => {
  const s = () => synthesized[stage];
  const ROUTES: RouteDefinition[] = [...stageRoutes(stage), fallbackRoute];

  it(`every template, parent and nested, has fewer than ${MAX_RESOURCES} resources`, () => {
    expect(s().templates.length).toBeGreaterThan(1);
    for (const t of s().templates) {
      const count = Object.keys(t.json.Resources).length;
      expect(count, t.stack.node.path).toBeLessThan(MAX_RESOURCES);
    }
  });

  it('one nested stack per domain of the routes, and no other', () => {
    const nested = s().templates.slice(1).map((t) => t.stack);
    for (const n of nested) expect(n).toBeInstanceOf(NestedStack);
    const domains = [...new Set(ROUTES.map(routeDomain))];
    expect(nested.map((n) => n.node.id).sort()).toEqual(domains.map(routeStackId).sort());
    expect(s().stack.routeStacks.map((r) => r.domain).sort()).toEqual(domains.sort());
    expect(domains).toContain('ehr');
    // The parent holds one AWS::CloudFormation::Stack per nested stack.
    const stackResources = Object.values(parentOf(s()).json.Resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack');
    expect(stackResources).toHaveLength(nested.length);
  });

  it('every route function is in its domain’s nested stack; the EHR proxy routes have one of their own', () => {
    for (const route of ROUTES) {
      const fn = [...s().stack.routeFunctions, s().stack.fallbackFunction].find((f) => f.route === route)!;
      const own = templateOfConstruct(s(), fn);
      expect(own.stack.node.id, route.id).toBe(routeStackId(routeDomain(route)));
      expect(own.json.Resources[fnId(s(), fn)]?.Type, route.id).toBe('AWS::Lambda::Function');
    }
    const ehr = s().stack.routeStacks.find((r) => r.domain === 'ehr')!;
    const ehrRoutes = ROUTES.filter((route) => route.entry.startsWith('functions/ehr/'));
    expect(ehrRoutes.length).toBeGreaterThan(0);
    expect(ehr.functions.map((f) => f.route.id).sort()).toEqual(ehrRoutes.map((r) => r.id).sort());
  });

  it('the table, queues, bus, API, alarm topic and consumers stay in the parent', () => {
    const parent = parentOf(s()).json.Resources;
    const stack = s().stack;
    const inParent = (el: unknown) => parent[logicalId(s(), el)];
    expect(inParent(stack.table.table.node.defaultChild)?.Type).toBe('AWS::DynamoDB::GlobalTable');
    // The logical id the table had before the split: a new one would replace the table.
    expect(logicalId(s(), stack.table.table.node.defaultChild)).toBe('DataTableFDBAD0F2');
    for (const { queue } of [...stack.queues.workQueues, ...stack.queues.deadLetterQueues]) {
      expect(inParent(queue.node.defaultChild)?.Type).toBe('AWS::SQS::Queue');
    }
    expect(inParent(stack.eventBus.bus.node.defaultChild)?.Type).toBe('AWS::Events::EventBus');
    expect(inParent(stack.api.httpApi.node.defaultChild)?.Type).toBe('AWS::ApiGatewayV2::Api');
    expect(inParent(stack.api.stage.node.defaultChild)?.Type).toBe('AWS::ApiGatewayV2::Stage');
    expect(inParent(stack.alarms.topic.node.defaultChild)?.Type).toBe('AWS::SNS::Topic');
    for (const fn of stack.ownFunctions) expect(inParent(fn.function.node.defaultChild)?.Type).toBe('AWS::Lambda::Function');
    for (const t of s().templates.slice(1)) {
      const types = new Set(Object.values(t.json.Resources).map((r) => r.Type));
      expect([...types].sort(), t.stack.node.path).toEqual(
        ['AWS::IAM::Policy', 'AWS::IAM::Role', 'AWS::Lambda::Function', 'AWS::Logs::LogGroup'].sort(),
      );
    }
  });

  it('every route has, in the parent, its API route, an integration with its function and the permission to invoke it', () => {
    const parent = parentOf(s());
    const resources = Object.entries(parent.json.Resources);
    const [apiId] = resources.find(([, r]) => r.Type === 'AWS::ApiGatewayV2::Api')!;
    for (const route of ROUTES) {
      const fn = [...s().stack.routeFunctions, s().stack.fallbackFunction].find((f) => f.route === route)!;
      const routeStack = Stack.of(fn) as NestedStack;
      const nestedId = parent.stack.getLogicalId(routeStack.nestedStackResource as never);
      const own = templateOfConstruct(s(), fn);
      // The parent reads the function's ARN from an output of the nested stack.
      const [outputName] = Object.entries(own.json.Outputs ?? {}).find(
        ([, o]) => JSON.stringify(o.Value) === JSON.stringify({ 'Fn::GetAtt': [fnId(s(), fn), 'Arn'] }),
      )!;
      const fnArn = { 'Fn::GetAtt': [nestedId, `Outputs.${outputName}`] };

      const key = route === fallbackRoute ? '$default' : `${route.method} ${route.path}`;
      const apiRoutes = resources.filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties!.RouteKey === key);
      expect(apiRoutes, key).toHaveLength(1);
      const [, apiRoute] = apiRoutes[0]!;
      expect(apiRoute.Properties!.ApiId).toEqual({ Ref: apiId });
      const integrationId = (apiRoute.Properties!.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      const integration = parent.json.Resources[integrationId.Ref]!;
      expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties).toMatchObject({ ApiId: { Ref: apiId }, IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(integration.Properties!.IntegrationUri, key).toEqual(fnArn);

      const permissions = resources.filter(
        ([, r]) => r.Type === 'AWS::Lambda::Permission' && JSON.stringify(r.Properties!.FunctionName) === JSON.stringify(fnArn),
      );
      expect(permissions, key).toHaveLength(1);
      const [, permission] = permissions[0]!;
      expect(permission.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
      expect(JSON.stringify(permission.Properties!.SourceArn)).toContain(JSON.stringify({ Ref: apiId }));
    }
  });

  it('every alarm is in the parent, on its alarm topic: a nested stack has none and no topic parameter', () => {
    const topicId = logicalId(s(), s().stack.alarms.topic.node.defaultChild);
    const alarms = Object.values(parentOf(s()).json.Resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) expect(a.Properties!.AlarmActions).toEqual([{ Ref: topicId }]);
    for (const t of s().templates.slice(1)) {
      expect(JSON.stringify(t.json), t.stack.node.path).not.toContain('AlarmTopic');
    }
  });
});
