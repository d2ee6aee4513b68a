import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventItem } from '../../functions/core/events/catalog';
import { envelopeA, envelopeB, serializeEnvelope } from '../../functions/webhooks/envelopes';
import { deliveryHeaders } from '../../functions/webhooks/signing';
import { startReceiver, type RunningReceiver } from '../../examples/webhook-receiver/server';
import type { WebhookEnvelope } from '../../functions/webhooks/receiver';

/** The example receiver (examples/webhook-receiver) against deliveries signed the way careloop signs them. */

/** The subscription's own secret (envelope A) and the stage's webhook_secret (envelope B, callback_url). */
const SECRET = 'whsec_test_ExampleReceiverSecret0123456789abcd';
const STAGE_SECRET = 'whsec_test_StageWebhookSecretFromOrgCreate0123';

const makeEvent = (type: EventItem['type'], data: Record<string, unknown>): EventItem =>
  newEvent({ orgId: 'org_example', type, data, engagementId: 'eng_42', callbackUrl: 'https://ehr.example.com/cb', now: new Date() });

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

const subscriptionDelivery = (event: EventItem, secret = SECRET, at = new Date()): Delivery => {
  const body = serializeEnvelope(envelopeA(event));
  return { body, headers: deliveryHeaders({ secret, rawBody: body, eventType: event.type, eventId: event.id, timestamp: at }) };
};

const callbackDelivery = (event: EventItem, secret = STAGE_SECRET, at = new Date()): Delivery => {
  const body = serializeEnvelope(envelopeB(event, secret));
  return { body, headers: deliveryHeaders({ secret, rawBody: body, eventType: event.type, eventId: event.id, timestamp: at }) };
};

/** A body signed in the headers the way careloop signs, whatever it contains. */
const signedDelivery = (body: string, eventId = 'evt_raw', secret = SECRET, at = new Date()): Delivery => ({
  body,
  headers: deliveryHeaders({ secret, rawBody: body, eventType: 'engagement.completed', eventId, timestamp: at }),
});

const post = async (url: string, delivery: Delivery) => {
  const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A 401 whose body names the reason and explains it in words. */
const rejected = (reason: string) => ({ status: 401, body: { error: reason, message: expect.stringMatching(/\w+ \w+/) } });

describe('example webhook receiver (startReceiver)', () => {
  let receiver: RunningReceiver;
  const lines: string[] = [];
  const processed: Array<{ envelope: WebhookEnvelope; eventId: string }> = [];
  let failNext = false;

  beforeAll(async () => {
    receiver = await startReceiver({
      subscriptionSecret: SECRET,
      callbackSecret: STAGE_SECRET,
      port: 0,
      log: (line) => lines.push(line),
      onEvent: (envelope, meta) => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        processed.push({ envelope, eventId: meta.eventId });
      },
    });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('listens on a free port', () => {
    expect(receiver.port).toBeGreaterThan(0);
    expect(receiver.url).toBe(`http://127.0.0.1:${receiver.port}/`);
  });

  it('accepts a good delivery (200), processes it once and logs its type', async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42', risk_level: 'low' });
    const result = await post(receiver.url, subscriptionDelivery(event));
    expect(result).toEqual({ status: 200, body: { received: true } });
    expect(processed.map((p) => p.eventId)).toContain(event.id);
    expect(lines).toContain(`received engagement.completed ${event.id}`);
    expect(lines.join('\n')).not.toContain('risk_level'); // no payload in the logs
  });

  it('answers 401 to a forged delivery and does not process it', async () => {
    const before = processed.length;
    const event = makeEvent('engagement.escalated', { engagement_id: 'eng_42', severity: 'high' });
    const forged = subscriptionDelivery(event, 'whsec_test_NotTheRealSecret000000000000000');
    const result = await post(receiver.url, forged);
    expect(result).toEqual(rejected('bad_signature'));
    expect(processed.length).toBe(before);
    expect(lines).toContain('rejected delivery: bad_signature');
  });

  it('answers 401 to a genuine delivery whose body was changed', async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42', risk_level: 'low' });
    const genuine = subscriptionDelivery(event);
    const result = await post(receiver.url, { ...genuine, body: genuine.body.replace('"low"', '"high"') });
    expect(result.status).toBe(401);
  });

  it('answers 401 to a delivery without signature headers', async () => {
    const event = makeEvent('system.health', { status: 'ok' });
    const { body } = subscriptionDelivery(event);
    const response = await fetch(receiver.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect({ status: response.status, body: await response.json() }).toEqual(rejected('missing_signature'));
  });

  it('answers 401 to a replay outside the tolerance', async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42' });
    const old = subscriptionDelivery(event, SECRET, new Date(Date.now() - 10 * 60_000));
    expect(await post(receiver.url, old)).toEqual(rejected('stale_timestamp'));
    const early = subscriptionDelivery(event, SECRET, new Date(Date.now() + 10 * 60_000));
    expect(await post(receiver.url, early)).toEqual(rejected('stale_timestamp'));
  });

  it('answers 401 (not 400) to malformed signature headers, with a readable reason', async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42' });
    const genuine = subscriptionDelivery(event);
    const badTimestamp = await post(receiver.url, { ...genuine, headers: { ...genuine.headers, 'webhook-timestamp': 'yesterday' } });
    expect(badTimestamp).toEqual(rejected('malformed'));
    expect(badTimestamp.body.message).toContain('webhook-timestamp');
    const { 'webhook-id': _id, ...noId } = genuine.headers;
    expect(await post(receiver.url, { ...genuine, headers: noId })).toEqual(rejected('malformed'));
    const garbled = await post(receiver.url, { ...genuine, headers: { ...genuine.headers, 'X-Service-Signature': 'sha256=not-hex', 'webhook-signature': 'v1,!!!' } });
    expect(garbled).toEqual(rejected('bad_signature'));
    expect(processed.map((p) => p.eventId)).not.toContain(event.id);
  });

  it('answers 401 to a correctly signed body that is not a careloop envelope', async () => {
    expect(await post(receiver.url, signedDelivery('{"hello":"world"}'))).toEqual(rejected('malformed'));
    expect(await post(receiver.url, signedDelivery('not json'))).toEqual(rejected('malformed'));
  });

  it("verifies each envelope only with its own secret: A with the subscription's, B with the stage's", async () => {
    const event = makeEvent('engagement.escalated', { engagement_id: 'eng_42', severity: 'high' });
    expect(await post(receiver.url, subscriptionDelivery(event, STAGE_SECRET))).toEqual(rejected('bad_signature'));
    expect(await post(receiver.url, callbackDelivery(event, SECRET))).toEqual(rejected('bad_signature'));
    expect(processed.map((p) => p.eventId)).not.toContain(event.id);
  });

  it("answers 401 to envelope B whose own signature is wrong, even under valid headers", async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42' });
    const { body } = callbackDelivery(event);
    const wrongInner = body.replace(/"signature":"sha256=[0-9a-f]{64}"/, `"signature":"sha256=${'0'.repeat(64)}"`);
    expect(wrongInner).not.toBe(body);
    const result = await post(receiver.url, signedDelivery(wrongInner, event.id, STAGE_SECRET));
    expect(result).toEqual(rejected('bad_signature'));
    expect(result.body.message).toContain('envelope signature');
  });

  it('deduplicates a redelivery of the same event (a retry with a new timestamp): 200, processed once', async () => {
    const event = makeEvent('engagement.task_created', { engagement_id: 'eng_42' });
    expect((await post(receiver.url, subscriptionDelivery(event))).status).toBe(200);
    const retry = await post(receiver.url, subscriptionDelivery(event, SECRET, new Date(Date.now() + 1_000)));
    expect(retry).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(processed.filter((p) => p.eventId === event.id)).toHaveLength(1);
  });

  it('accepts a callback (variant B) delivery and deduplicates it on webhook-id', async () => {
    const event = makeEvent('engagement.escalated', { engagement_id: 'eng_42', severity: 'high' });
    expect((await post(receiver.url, callbackDelivery(event))).status).toBe(200);
    expect((await post(receiver.url, callbackDelivery(event))).body).toEqual({ received: true, duplicate: true });
    const entry = processed.find((p) => p.eventId === event.id);
    expect(entry?.envelope).toMatchObject({ event: 'engagement.escalated', engagement_id: 'eng_42' });
    expect(lines).toContain(`ESCALATION ${event.id}: a patient needs a human call back now`);
  });

  it('answers 500 when processing fails, so careloop retries, and accepts the retry', async () => {
    const event = makeEvent('clinical_note.ready', { engagement_id: 'eng_42' });
    failNext = true;
    expect((await post(receiver.url, subscriptionDelivery(event))).status).toBe(500);
    expect(await post(receiver.url, subscriptionDelivery(event))).toEqual({ status: 200, body: { received: true } });
  });

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(receiver.url);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('example webhook receiver with only one of the secrets', () => {
  it("answers 401 no_secret_for_variant to the envelope whose secret it was not given", async () => {
    const only = await startReceiver({ subscriptionSecret: SECRET, port: 0, log: () => undefined });
    try {
      const event = makeEvent('engagement.completed', { engagement_id: 'eng_42' });
      const result = await post(only.url, callbackDelivery(event));
      expect(result).toEqual(rejected('no_secret_for_variant'));
      expect(result.body.message).toContain('CALLBACK_SECRET');
      expect((await post(only.url, subscriptionDelivery(event))).status).toBe(200);
    } finally {
      await only.close();
    }
  });

  it('refuses to start with no secret at all', async () => {
    await expect(startReceiver({ port: 0 })).rejects.toThrow(TypeError);
  });
});

describe('example webhook receiver as a program (npx tsx examples/webhook-receiver/server.ts)', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  });

  it('starts from SUBSCRIPTION_SECRET, CALLBACK_SECRET and PORT, verifies and logs deliveries of both envelopes', async () => {
    child = spawn(process.execPath, [tsx, 'examples/webhook-receiver/server.ts'], {
      cwd: root,
      env: { ...process.env, SUBSCRIPTION_SECRET: SECRET, CALLBACK_SECRET: STAGE_SECRET, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line in: ${output}`)), 20_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child!.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const event = makeEvent('engagement.started', { engagement_id: 'eng_42' });
    expect((await post(url, subscriptionDelivery(event))).status).toBe(200);
    expect((await post(url, subscriptionDelivery(event, 'whsec_test_forged'))).status).toBe(401);
    const escalation = makeEvent('engagement.escalated', { engagement_id: 'eng_42' });
    expect((await post(url, callbackDelivery(escalation))).status).toBe(200);
    expect((await post(url, callbackDelivery(makeEvent('engagement.escalated', {}), SECRET))).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain(`received engagement.started ${event.id}`);
    expect(output).toContain(`received engagement.escalated ${escalation.id}`);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('refuses to start without SUBSCRIPTION_SECRET or CALLBACK_SECRET', async () => {
    const env = { ...process.env };
    delete env.SUBSCRIPTION_SECRET;
    delete env.CALLBACK_SECRET;
    const run = spawn(process.execPath, [tsx, 'examples/webhook-receiver/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => run.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SUBSCRIPTION_SECRET');
    expect(stderr).toContain('CALLBACK_SECRET');
  });
});
