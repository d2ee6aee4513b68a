/**
 * Twilio's webhooks in the cloud: production only, one function each, reading the organizations'
 * Twilio credentials (`careloop/production/channels/*`) and nothing else of Secrets Manager, told
 * the API's URL as PUBLIC_BASE_URL; the engagement worker reads the same secrets in production only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { channelRoutes } from '../../functions/routes';
import type { ServiceFunction } from '../../lib/constructs/service-function';
import { type Statement, type Synthesized, actionsOf, functionStatements, logicalId, synthesizeApp } from './template';

let synthesized: Record<'production' | 'sandbox', Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
}, 400_000);

const isSecrets = (st: Statement) => actionsOf(st).some((a) => a.toLowerCase().startsWith('secretsmanager:'));
const rendered = (st: Statement) => JSON.stringify(st.Resource);
const CHANNEL_SECRETS = /secret:careloop\/production\/channels\/\*"/;

const environmentOf = (s: Synthesized, fn: ServiceFunction): Record<string, unknown> => {
  const id = logicalId(s, fn.function.node.defaultChild);
  return (s.json.Resources[id]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
};

describe('production: the Twilio webhooks', () => {
  const twilioFunctions = () => synthesized.production.stack.routeFunctions.filter((fn) => fn.route.channelCredentials);

  it('are one function per route, for the routes of functions/routes.ts channelRoutes', () => {
    expect(twilioFunctions().map((fn) => fn.route.id).sort()).toEqual(Object.values(channelRoutes).map((route) => route.id).sort());
  });

  it('may GetSecretValue on careloop/production/channels/* and no other secret (the voice route also the EHR credentials: ehr.test.ts)', () => {
    for (const fn of twilioFunctions()) {
      const secrets = functionStatements(synthesized.production, fn)
        .filter(isSecrets)
        .filter((st) => !(fn.route.id === 'TwilioVoice' && rendered(st).includes('careloop/production/ehr/')));
      expect(secrets, fn.route.id).toHaveLength(1);
      expect(actionsOf(secrets[0]!)).toEqual(['secretsmanager:GetSecretValue']);
      expect(rendered(secrets[0]!)).toMatch(CHANNEL_SECRETS);
      expect(rendered(secrets[0]!)).not.toContain('/ehr/');
    }
  });

  it('only the messages and voice routes may send to a queue (the engagement work queue)', () => {
    for (const fn of twilioFunctions()) {
      const sends = functionStatements(synthesized.production, fn).filter((st) => actionsOf(st).includes('sqs:SendMessage'));
      expect(sends.length > 0, fn.route.id).toBe(['TwilioInboundMessage', 'TwilioVoice'].includes(fn.route.id));
      for (const st of sends) expect(rendered(st)).toMatch(/EngagementWork/i);
    }
  });

  it('are told the API URL as PUBLIC_BASE_URL, as is the engagement worker', () => {
    const worker = synthesized.production.stack.queueConsumers.find((c) => c.consumer.id === 'EngagementWorker')!;
    for (const fn of [...twilioFunctions(), worker]) {
      const url = JSON.stringify(environmentOf(synthesized.production, fn).PUBLIC_BASE_URL);
      expect(url, fn.definition.id).toMatch(/"Fn::GetAtt":\["ApiHttpApi[0-9A-F]+","ApiEndpoint"\]/);
    }
  });

  it('the engagement worker reads the channel secrets too', () => {
    const worker = synthesized.production.stack.queueConsumers.find((c) => c.consumer.id === 'EngagementWorker')!;
    expect(functionStatements(synthesized.production, worker).filter(isSecrets).some((st) => CHANNEL_SECRETS.test(rendered(st)))).toBe(true);
  });
});

describe('sandbox', () => {
  it('has no Twilio webhook and no role that may read channel secrets', () => {
    const s = synthesized.sandbox;
    expect(s.stack.routeFunctions.filter((fn) => fn.route.channelCredentials)).toEqual([]);
    const all = [...s.stack.routeFunctions, ...s.stack.queueConsumers];
    for (const fn of all) expect(functionStatements(s, fn).filter(isSecrets).some((st) => rendered(st).includes('/channels/'))).toBe(false);
  });
});
