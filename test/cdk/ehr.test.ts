/**
 * The EHR proxy's infrastructure: which roles may read EHR credentials (the proxy routes, on
 * their stage's `careloop/<stage>/ehr/*` secrets only) and the sandbox's deploy-time seed of the
 * local EHR (a custom resource served by the CDK Provider framework).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEXES } from '../../functions/core/storage/port';
import { fallbackRoute, type RouteDefinition, stageRoutes } from '../../functions/routes';
import { CareloopStack } from '../../lib/careloop-stack';
import { EHR_SEED_ENTRY, PANEL_VERSION } from '../../lib/constructs/ehr-seed';
import { TABLE_ACTIONS } from '../../lib/constructs/permissions';
import { STAGES, type Stage } from '../../lib/stage';
import {
  type Statement,
  type Synthesized,
  actionsOf,
  functionStatements,
  logicalId,
  resourcesOf,
  roleStatements,
  synthesizeApp,
  testApp,
} from './template';

let synthesized: Record<Stage, Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
});

/** An ARN expression of the template as text: `{ Ref: AWS::Partition }` → `${Partition}`, joins concatenated. */
const render = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (typeof node.Ref === 'string' && node.Ref.startsWith('AWS::')) {
    return `\${${node.Ref === 'AWS::AccountId' ? 'Account' : node.Ref.slice('AWS::'.length)}}`;
  }
  const join = node['Fn::Join'] as [string, unknown[]] | undefined;
  if (join) return join[1].map(render).join(join[0]);
  return JSON.stringify(value);
};

const isSecretsStatement = (st: Statement) => actionsOf(st).some((a) => a.toLowerCase().startsWith('secretsmanager:'));

describe.each(STAGES)('%s: EHR credentials', (stage) => {
  const s = () => synthesized[stage];
  const routes: RouteDefinition[] = [...stageRoutes(stage), fallbackRoute];
  const ehrRoutes = routes.filter((route) => route.ehrCredentials);

  it('the EHR proxy routes are the ones that read EHR credentials (and creating a conversation, which checks its patient, and the voice webhook, whose calls in identify the caller)', () => {
    expect(ehrRoutes.length).toBeGreaterThan(0);
    const others = ['CreateConversation', 'TwilioVoice'];
    for (const route of ehrRoutes.filter((r) => !others.includes(r.id))) expect(route.entry, route.id).toMatch(/^functions\/ehr\/handlers\//);
    expect(ehrRoutes.filter((r) => !r.entry.startsWith('functions/ehr/')).map((r) => r.id).sort()).toEqual(stage === 'production' ? others : ['CreateConversation']);
  });

  it.each(ehrRoutes.map((r) => [r.id, r] as const))('%s may GetSecretValue on careloop/<stage>/ehr/* only', (_id, route) => {
    const fn = s().stack.routeFunctions.find((f) => f.route === route)!;
    // (The voice webhook also reads the Twilio credentials: test/cdk/channels.test.ts.)
    const statements = functionStatements(s(), fn)
      .filter(isSecretsStatement)
      .filter((st) => !JSON.stringify(st.Resource).includes('/channels/'));
    expect(statements).toHaveLength(1);
    const [st] = statements;
    expect(st!.Effect).toBe('Allow');
    expect(st!.Condition).toBeUndefined();
    expect(actionsOf(st!)).toEqual(['secretsmanager:GetSecretValue']);
    const resources = Array.isArray(st!.Resource) ? st!.Resource : [st!.Resource];
    expect(resources.map(render)).toEqual([`arn:\${Partition}:secretsmanager:\${Region}:\${Account}:secret:careloop/${stage}/ehr/*`]);
  });

  it('the engagement worker (it records ehr_data) and the EHR write-back may GetSecretValue on careloop/<stage>/ehr/* only', () => {
    const consumers = s().stack.queueConsumers.filter((c) => c.consumer.ehrCredentials);
    expect(consumers.map((c) => c.consumer.id).sort()).toEqual(['EhrWriteBack', 'EngagementWorker']);
    for (const consumer of consumers) {
      // (In production the engagement worker also reads the Twilio credentials: test/cdk/channels.test.ts.)
      const statements = functionStatements(s(), consumer)
        .filter(isSecretsStatement)
        .filter((st) => !JSON.stringify(st.Resource).includes('/channels/'));
      expect(statements, consumer.consumer.id).toHaveLength(1);
      expect(actionsOf(statements[0]!)).toEqual(['secretsmanager:GetSecretValue']);
      const resources = Array.isArray(statements[0]!.Resource) ? statements[0]!.Resource : [statements[0]!.Resource];
      expect(resources.map(render)).toEqual([`arn:\${Partition}:secretsmanager:\${Region}:\${Account}:secret:careloop/${stage}/ehr/*`]);
    }
  });

  it('no other role of any template (parent or nested) has any secretsmanager action', () => {
    const allowed = new Set([
      ...ehrRoutes.map((route) => s().stack.routeFunctions.find((f) => f.route === route)!.role),
      ...s().stack.queueConsumers.filter((c) => c.consumer.ehrCredentials).map((c) => c.role),
      // Twilio's webhooks read the channel credentials (test/cdk/channels.test.ts).
      ...s().stack.routeFunctions.filter((f) => f.route.channelCredentials).map((f) => f.role),
    ]);
    const allowedIds = new Set([...allowed].map((role) => logicalId(s(), role.node.defaultChild)));
    let checked = 0;
    for (const t of s().templates) {
      for (const [id, r] of Object.entries(t.json.Resources)) {
        if (r.Type === 'AWS::IAM::Role') {
          // Inline policies of the role itself.
          for (const p of r.Properties!.Policies ?? []) expect((p.PolicyDocument.Statement as Statement[]).filter(isSecretsStatement), id).toEqual([]);
          expect(r.Properties!.ManagedPolicyArns ?? [], id).toEqual([]);
          checked++;
        }
        if (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') {
          const secrets = (r.Properties!.PolicyDocument.Statement as Statement[]).filter(isSecretsStatement);
          if (secrets.length === 0) continue;
          const roles = (r.Properties!.Roles ?? []) as { Ref: string }[];
          expect(roles.map((role) => role.Ref).every((ref) => allowedIds.has(ref)), id).toBe(true);
          expect(r.Properties!.Users ?? [], id).toEqual([]);
          expect(r.Properties!.Groups ?? [], id).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(allowed.size);
    // And in the flattened view: exactly the EHR routes', the worker's and Twilio's webhooks' roles carry a secretsmanager statement.
    const withSecrets = resourcesOf(s(), 'AWS::IAM::Role')
      .map(([id]) => id)
      .filter((id) => roleStatements(s(), id).some(isSecretsStatement));
    expect(withSecrets.sort()).toEqual([...allowedIds].sort());
  });
});

describe('the sandbox EHR seed', () => {
  const sandbox = () => synthesized.sandbox;
  const customResources = (s: Synthesized) => s.templates.flatMap((t) => Object.values(t.json.Resources).filter((r) => r.Type === 'Custom::EhrSeed'));

  it('is a custom resource of the sandbox, with the panel version as a property', () => {
    const [resource, ...others] = customResources(sandbox());
    expect(others).toEqual([]);
    expect(resource!.Properties!.PanelVersion).toBe(PANEL_VERSION);
    expect(typeof PANEL_VERSION).toBe('string');
    expect(PANEL_VERSION.length).toBeGreaterThan(0);
    // Served by the Provider framework's function, in the parent template.
    const seed = sandbox().stack.ehrSeed!;
    expect(resource!.Properties!.ServiceToken).toEqual({ 'Fn::GetAtt': [logicalId(sandbox(), seed.providerFunction.node.defaultChild), 'Arn'] });
    expect(sandbox().templates[0]!.json.Resources[logicalId(sandbox(), seed.resource.node.defaultChild)]?.Type).toBe('Custom::EhrSeed');
  });

  it('is absent from production, which refuses one', () => {
    expect(customResources(synthesized.production)).toEqual([]);
    expect(synthesized.production.stack.ehrSeed).toBeUndefined();
    expect(JSON.stringify(synthesized.production.templates.map((t) => t.json)).toLowerCase()).not.toContain('seed');
    expect(
      () => new CareloopStack(testApp(), 'careloop-production', { stage: 'production', ehrSeed: true }),
    ).toThrow(/sandbox only/);
  });

  it('its function runs seed-panel.ts for up to 5 minutes, with the table’s write actions and its own logs only', () => {
    const s = sandbox();
    const seed = s.stack.ehrSeed!.seedFunction;
    expect(seed.definition.entry).toBe(EHR_SEED_ENTRY);
    expect(EHR_SEED_ENTRY).toBe('functions/ehr/handlers/seed-panel.ts');
    const fn = s.json.Resources[logicalId(s, seed.function.node.defaultChild)]!;
    expect(fn.Properties!.Timeout).toBe(300);
    expect(fn.Properties!.Handler).toBe('index.handler');
    const [tableId] = resourcesOf(s, 'AWS::DynamoDB::GlobalTable')[0]!;
    expect(fn.Properties!.Environment.Variables).toMatchObject({ STAGE: 'sandbox', TABLE_NAME: { Ref: tableId } });
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    expect(functionStatements(s, seed)).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logicalId(s, seed.logGroup.node.defaultChild), 'Arn'] },
      },
      { Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' },
      { Effect: 'Allow', Action: [...TABLE_ACTIONS.write], Resource: [tableArn, ...INDEXES.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index}`]] }))] },
    ]);
  });

  it('the framework function may only invoke the seed function and write its own log group', () => {
    const s = sandbox();
    const seed = s.stack.ehrSeed!;
    const framework = s.json.Resources[logicalId(s, seed.providerFunction.node.defaultChild)]!;
    const seedArn = { 'Fn::GetAtt': [logicalId(s, seed.seedFunction.function.node.defaultChild), 'Arn'] };
    const roleId = logicalId(s, seed.providerRole.node.defaultChild);
    expect(framework.Properties!.Role).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    expect(framework.Properties!.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN).toEqual(seedArn);
    expect(framework.Properties!.LoggingConfig.LogGroup).toEqual({ Ref: logicalId(s, seed.providerLogs.node.defaultChild) });
    expect(s.json.Resources[roleId]!.Properties!.ManagedPolicyArns ?? []).toEqual([]);
    expect(roleStatements(s, roleId)).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logicalId(s, seed.providerLogs.node.defaultChild), 'Arn'] },
      },
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: [seedArn, { 'Fn::Join': ['', [seedArn, ':*']] }] },
      { Effect: 'Allow', Action: 'lambda:GetFunction', Resource: seedArn },
    ]);
  });
});
