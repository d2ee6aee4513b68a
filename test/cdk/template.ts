/** Reading synthesized careloop templates in the CDK tests. */
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
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
export type TemplateJson = { Resources: Record<string, Resource>; Outputs?: Record<string, any> };

export interface Synthesized {
  stack: CareloopStack;
  template: Template;
  json: TemplateJson;
}

/** No bundling in tests: the template is what we assert on, and esbuild per function is slow. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };

const synthesize = (stacks: Record<Stage, CareloopStack>): Record<Stage, Synthesized> =>
  Object.fromEntries(
    STAGES.map((stage) => {
      const template = Template.fromStack(stacks[stage]);
      return [stage, { stack: stacks[stage], template, json: template.toJSON() as TemplateJson }];
    }),
  ) as Record<Stage, Synthesized>;

/** The app as `cdk synth` builds it (bin/app.ts). */
export const synthesizeApp = (): Record<Stage, Synthesized> => synthesize(buildApp({ context: NO_BUNDLING }).stacks);

/**
 * Both stages built from every definition of functions/routes.ts and functions/consumers.ts,
 * including those the app holds back while their code is being written, so that the queue,
 * stream and scheduler wiring is asserted whatever the app currently serves. Production gets the
 * routes that are not sandbox-only (the stack refuses the others).
 */
export const synthesizeEverything = (): Record<Stage, Synthesized> => {
  const app = new App({ context: NO_BUNDLING });
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
export const synthesizeStack = (props: CareloopStackProps): Synthesized => {
  const stack = new CareloopStack(new App({ context: NO_BUNDLING }), `careloop-${props.stage}`, props);
  const template = Template.fromStack(stack);
  return { stack, template, json: template.toJSON() as TemplateJson };
};

export const resourcesOf = (s: Synthesized, type: string): [string, Resource][] =>
  Object.entries(s.json.Resources).filter(([, r]) => r.Type === type);

export const logicalId = (s: Synthesized, el: unknown): string => s.stack.getLogicalId(el as CfnElement);

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
