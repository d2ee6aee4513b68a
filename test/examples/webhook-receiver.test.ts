import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventItem } from '../../functions/core/events/catalog';
import { envelopeA, envelopeB, serializeEnvelope } from '../../functions/webhooks/envelopes';
import { deliveryHeaders } from '../../functions/webhooks/signing';
import { startReceiver, type RunningReceiver } from '../../examples/webhook-receiver/server';
import type { WebhookEnvelope } from '../../functions/webhooks/receiver';

/** The example receiver (examples/webhook-receiver) against deliveries signed the way careloop signs them. */

const SECRET = 'whsec_test_ExampleReceiverSecret0123456789abcd';

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

const callbackDelivery = (event: EventItem, secret = SECRET, at = new Date()): Delivery => {
  const body = serializeEnvelope(envelopeB(event, secret));
  return { body, headers: deliveryHeaders({ secret, rawBody: body, eventType: event.type, eventId: event.id, timestamp: at }) };
};

const post = async (url: string, delivery: Delivery) => {
  const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('example webhook receiver (startReceiver)', () => {
  let receiver: RunningReceiver;
  const lines: string[] = [];
  const processed: Array<{ envelope: WebhookEnvelope; eventId: string }> = [];
  let failNext = false;

  beforeAll(async () => {
    receiver = await startReceiver({
      secret: SECRET,
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
    expect(result).toEqual({ status: 401, body: { error: 'bad_signature' } });
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
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'missing_signature' });
  });

  it('answers 401 to a replay outside the tolerance', async () => {
    const event = makeEvent('engagement.completed', { engagement_id: 'eng_42' });
    const old = subscriptionDelivery(event, SECRET, new Date(Date.now() - 10 * 60_000));
    expect(await post(receiver.url, old)).toEqual({ status: 401, body: { error: 'stale_timestamp' } });
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

describe('example webhook receiver as a program (npx tsx examples/webhook-receiver/server.ts)', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  });

  it('starts from WEBHOOK_SECRET and PORT, verifies and logs a delivery', async () => {
    child = spawn(process.execPath, [tsx, 'examples/webhook-receiver/server.ts'], {
      cwd: root,
      env: { ...process.env, WEBHOOK_SECRET: SECRET, PORT: '0' },
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain(`received engagement.started ${event.id}`);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('refuses to start without WEBHOOK_SECRET', async () => {
    const env = { ...process.env };
    delete env.WEBHOOK_SECRET;
    const run = spawn(process.execPath, [tsx, 'examples/webhook-receiver/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => run.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('WEBHOOK_SECRET');
  });
});
