/**
 * Reading synthesized careloop templates in the CDK tests.
 *
 * The route functions live in nested stacks (lib/constructs/route-stack.ts). Most assertions are
 * about the stage as a whole (every function's role, every route's integration), so `json` and
 * `template` are a flattened view: the parent's resources plus every nested stack's, with each
 * nested parameter replaced by the value the parent passes it and each `Outputs.X` of a nested
 * stack replaced by the output's value. A reference to the parent's table from a nested stack thus
 * reads `{ Ref: <table id> }` as it would in one template. `templates` holds each template as
 * synthesized, for what is per template (resource counts, parameters).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { queueConsumers, streamConsumers } from '../../functions/consumers';
import { type RouteDefinition, routes } from '../../functions/routes';
import { buildApp } from '../../lib/app';
import { CareloopStack, type CareloopStackProps } from '../../lib/careloop-stack';
import type { ServiceFunction } from '../../lib/constructs/service-function';
import { STAGES, type Stage } from '../../lib/stage';

export type Resource = {
  Type: string;
  Properties?: Record<string, any>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown; Principal?: unknown };
export type TemplateJson = {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, any>;
  Parameters?: Record<string, any>;
  Description?: string;
};

/** One template as synthesized: the parent stack's or a nested stack's. */
export interface SynthesizedTemplate {
  stack: Stack;
  template: Template;
  json: TemplateJson;
}

export interface Synthesized {
  stack: CareloopStack;
  /** The flattened view of the parent and its nested stacks (see above). */
  template: Template;
  json: TemplateJson;
  /** The parent's template, then each nested stack's, as synthesized. */
  templates: SynthesizedTemplate[];
}

/** No bundling in tests unless asked: the template is what we assert on. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };

/**
 * Every app of a test file writes its assembly under one temp folder, removed after the file's
 * tests (an App without `outdir` makes a `cdk.out*` folder in the temp directory and leaves it).
 */
const assemblies = mkdtempSync(path.join(tmpdir(), 'careloop-cdk-test-'));
afterAll(() => rmSync(assemblies, { recursive: true, force: true }));

/** A fresh assembly folder for one app, removed with the test file's others. */
export const testOutdir = (): string => mkdtempSync(path.join(assemblies, 'app-'));

/** An app for a test: functions not bundled unless `bundle`, its assembly removed after the file's tests. */
export const testApp = (options: { bundle?: boolean } = {}): App =>
  new App({ outdir: testOutdir(), context: options.bundle ? {} : NO_BUNDLING });

/** Replaces, anywhere in `value`, every object `replace` maps to something else. */
const substitute = (value: unknown, replace: (node: Record<string, unknown>) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((v) => substitute(v, replace));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const replaced = replace(node);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, substitute(v, replace)]));
};

const templateOf = (stack: Stack): SynthesizedTemplate => {
  const template = Template.fromStack(stack);
  return { stack, template, json: template.toJSON() as TemplateJson };
};

/** The nested stacks whose parent is `stack`. */
export const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);

/** Flattens a parent and its (one level of) nested stacks into one template (see the top of this file). */
const flatten = (parent: SynthesizedTemplate, nested: readonly SynthesizedTemplate[]): TemplateJson => {
  const resources: Record<string, Resource> = {};
  const outputsByResource = new Map<string, Record<string, any>>();
  for (const n of nested) {
    const resourceId = parent.stack.getLogicalId((n.stack as NestedStack).nestedStackResource as CfnElement);
    const parameters = (parent.json.Resources[resourceId]!.Properties!.Parameters ?? {}) as Record<string, unknown>;
    const declared = Object.keys(n.json.Parameters ?? {});
    const unpassed = declared.filter((p) => !(p in parameters));
    if (unpassed.length > 0) throw new Error(`${n.stack.node.path}: parameters without a value from the parent: ${unpassed.join(', ')}`);
    const own = substitute(n.json, (node) =>
      typeof node.Ref === 'string' && Object.keys(node).length === 1 && node.Ref in parameters ? parameters[node.Ref] : undefined,
    ) as TemplateJson;
    outputsByResource.set(resourceId, own.Outputs ?? {});
    for (const [id, r] of Object.entries(own.Resources)) {
      if (id in resources || id in parent.json.Resources) throw new Error(`logical id ${id} is in two templates`);
      resources[id] = r;
    }
  }
  const fromOutputs = (node: Record<string, unknown>): unknown => {
    const getAtt = node['Fn::GetAtt'];
    if (!Array.isArray(getAtt) || Object.keys(node).length !== 1) return undefined;
    const [id, attribute] = getAtt as [string, string];
    const outputs = outputsByResource.get(id);
    if (!outputs || !attribute.startsWith('Outputs.')) return undefined;
    const output = outputs[attribute.slice('Outputs.'.length)];
    if (!output) throw new Error(`${id} has no output ${attribute}`);
    return output.Value;
  };
  const own = substitute(parent.json, fromOutputs) as TemplateJson;
  for (const [id, r] of Object.entries(own.Resources)) {
    if (!outputsByResource.has(id)) resources[id] = r;
  }
  return { ...own, Resources: resources };
};

const synthesizeOne = (stack: CareloopStack): Synthesized => {
  const parent = templateOf(stack);
  const nested = nestedStacksOf(stack).map(templateOf);
  const json = flatten(parent, nested);
  return { stack, template: Template.fromJSON(json), json, templates: [parent, ...nested] };
};

const synthesize = (stacks: Record<Stage, CareloopStack>): Record<Stage, Synthesized> =>
  Object.fromEntries(STAGES.map((stage) => [stage, synthesizeOne(stacks[stage])])) as Record<Stage, Synthesized>;

/** The app as `cdk synth` builds it (bin/app.ts). */
export const synthesizeApp = (): Record<Stage, Synthesized> => synthesize(buildApp({ outdir: testOutdir(), context: NO_BUNDLING }).stacks);

/**
 * Both stages built from every definition of functions/routes.ts and functions/consumers.ts,
 * including those the app holds back while their code is being written, so that the queue,
 * stream and scheduler wiring is asserted whatever the app currently serves. Production gets the
 * routes that are not sandbox-only (the stack refuses the others).
 */
export const synthesizeEverything = (): Record<Stage, Synthesized> => {
  const app = testApp();
  const stacks = Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      new CareloopStack(app, `careloop-${stage}`, {
        stage,
        routes: (Object.values(routes) as RouteDefinition[]).filter((route) => stage === 'sandbox' || !route.sandboxOnly),
        queueConsumers: Object.values(queueConsumers),
        streamConsumers: Object.values(streamConsumers),
      }),
    ]),
  ) as Record<Stage, CareloopStack>;
  return synthesize(stacks);
};

/**
 * One stack built from definitions a test makes up (a consumer that no longer schedules, another
 * that publishes...), to check that the wiring follows the definitions rather than names.
 */
export const synthesizeStack = (props: CareloopStackProps): Synthesized =>
  synthesizeOne(new CareloopStack(testApp(), `careloop-${props.stage}`, props));

export const resourcesOf = (s: Synthesized, type: string): [string, Resource][] =>
  Object.entries(s.json.Resources).filter(([, r]) => r.Type === type);

/** An element's logical id in its own template (the parent's or a nested stack's; ids are unique across them). */
export const logicalId = (_s: Synthesized, el: unknown): string => Stack.of(el as CfnElement).getLogicalId(el as CfnElement);

export const arnOf = (s: Synthesized, el: unknown) => ({ 'Fn::GetAtt': [logicalId(s, el), 'Arn'] });

export const actionsOf = (st: Statement): string[] => (Array.isArray(st.Action) ? st.Action : [st.Action]);
export const resourcesOfStatement = (st: Statement): unknown[] => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]);

/** Every statement of every identity policy in the template (managed, inline, and role-inline). */
export const identityStatements = (s: Synthesized): Statement[] => {
  const out: Statement[] = [];
  for (const r of Object.values(s.json.Resources)) {
    if (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') out.push(...r.Properties!.PolicyDocument.Statement);
    if (r.Type === 'AWS::IAM::Role') for (const p of r.Properties!.Policies ?? []) out.push(...p.PolicyDocument.Statement);
  }
  return out;
};

/** Statements of the policies attached to one role (by logical id). */
export const roleStatements = (s: Synthesized, roleId: string): Statement[] =>
  resourcesOf(s, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as Statement[]);

export const functionStatements = (s: Synthesized, fn: ServiceFunction): Statement[] => roleStatements(s, logicalId(s, fn.role.node.defaultChild));

export const functionResource = (s: Synthesized, fn: ServiceFunction): Resource => s.json.Resources[logicalId(s, fn.function.node.defaultChild)]!;

export const environmentOf = (s: Synthesized, fn: ServiceFunction): Record<string, unknown> =>
  functionResource(s, fn).Properties!.Environment.Variables as Record<string, unknown>;

/** The event source mappings of one function. */
export const mappingsOf = (s: Synthesized, fn: ServiceFunction): Resource[] =>
  resourcesOf(s, 'AWS::Lambda::EventSourceMapping')
    .filter(([, m]) => JSON.stringify(m.Properties!.FunctionName) === JSON.stringify({ Ref: logicalId(s, fn.function.node.defaultChild) }))
    .map(([, m]) => m);

/** Statements of one role allowing `action`. */
export const allowing = (statements: readonly Statement[], action: string): Statement[] =>
  statements.filter((st) => st.Effect === 'Allow' && actionsOf(st).includes(action));

/** Sorted JSON of every resource the statements allow `action` on. */
export const resourcesAllowed = (statements: readonly Statement[], action: string): string[] =>
  allowing(statements, action)
    .flatMap(resourcesOfStatement)
    .map((r) => JSON.stringify(r))
    .sort();

/** One metric an alarm reads: its own (`MetricName`…) or each `MetricStat` of a metric-math alarm. */
export interface AlarmMetric {
  namespace: string;
  metricName: string;
  dimensions: Array<{ Name: string; Value: unknown }>;
}

export const alarmMetrics = (alarm: Resource): AlarmMetric[] => {
  const p = alarm.Properties ?? {};
  if (p.MetricName) return [{ namespace: p.Namespace, metricName: p.MetricName, dimensions: p.Dimensions ?? [] }];
  return ((p.Metrics ?? []) as Array<{ MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: AlarmMetric['dimensions'] } } }>)
    .filter((query) => query.MetricStat)
    .map(({ MetricStat }) => ({ namespace: MetricStat!.Metric.Namespace, metricName: MetricStat!.Metric.MetricName, dimensions: MetricStat!.Metric.Dimensions ?? [] }));
};

/**
 * The alarms that read `metricName` of the resource named by `dimension` (for example the Errors
 * of one function: `AWS/Lambda`, `Errors`, `FunctionName` = its Ref): an alarm on that very
 * metric, or on the same metric without any dimension, which CloudWatch sums over every resource
 * of the account and region (Lambda publishes its Errors and Throttles that way too).
 */
export const alarmsCovering = (s: Synthesized, namespace: string, metricName: string, dimension: { Name: string; Value: unknown }): Resource[] =>
  resourcesOf(s, 'AWS::CloudWatch::Alarm')
    .map(([, a]) => a)
    .filter((a) =>
      alarmMetrics(a).some(
        (m) =>
          m.namespace === namespace &&
          m.metricName === metricName &&
          (m.dimensions.length === 0 || JSON.stringify(m.dimensions) === JSON.stringify([dimension])),
      ),
    );
