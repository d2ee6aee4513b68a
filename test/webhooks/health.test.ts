/**
 * system.health every 5 minutes: the recurring schedule exists, the job writes one event per
 * organization subscribed to it (or to "*"), once per 5-minute slot, and the relay delivers it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitHealthEvents } from '../../functions/webhooks/health';
import { request, startTestStage, type TestStage } from '../support/local-stage';
import { eventsOf } from '../engagements/support';

let stage: TestStage;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ path: string; event: string }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', event: JSON.parse(body).event });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stage = await startTestStage('sandbox', { env: { ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' } });
});

afterAll(async () => {
  await stage.stop();
  receiver.close();
});

const subscribe = async (key: string, path: string, events: string[]) =>
  request(stage.url, 'POST', '/v1/webhooks', { key, body: { url: `${receiverUrl}${path}`, events, secret: 'whsec_test_healthhealthhealthhealth01' } });

describe('system.health', () => {
  it('has a recurring schedule every 5 minutes into the system-jobs queue', async () => {
    const schedule = await stage.scheduler.get('system-health');
    expect(schedule).toMatchObject({ expression: 'rate(5 minutes)', targetQueue: 'system-jobs', payload: { type: 'system_health' } });
  });

  it('goes to subscribed organizations only, once per slot, and is delivered', async () => {
    const health = await stage.onboard({ name: 'Health watcher' });
    const everything = await stage.onboard({ name: 'Everything' });
    const other = await stage.onboard({ name: 'Not interested' });
    expect((await subscribe(health.apiKey, '/health', ['system.health'])).status).toBe(201);
    expect((await subscribe(everything.apiKey, '/all', ['*'])).status).toBe(201);
    expect((await subscribe(other.apiKey, '/other', ['engagement.completed'])).status).toBe(201);

    // A slot a day ahead: the stage's own 5-minute schedule may fire in the current slot while the test runs.
    const now = new Date(Date.now() + 86_400_000);
    expect(await emitHealthEvents(stage.store, 'sandbox', now)).toBe(2);
    expect(await emitHealthEvents(stage.store, 'sandbox', new Date(now.getTime() + 1000))).toBe(0);

    const [event] = await eventsOf(stage, health.id);
    expect(event).toMatchObject({ type: 'system.health', data: { status: 'ok', stage: 'sandbox' } });
    expect(await eventsOf(stage, other.id)).toEqual([]);
    await expect.poll(() => received.map((r) => `${r.path} ${r.event}`).sort(), { timeout: 10_000 }).toEqual(['/all system.health', '/health system.health']);
  });

  it('runs when its job arrives on the system-jobs queue', async () => {
    const watcher = await stage.onboard({ name: 'Queue watcher' });
    expect((await subscribe(watcher.apiKey, '/queued', ['system.health'])).status).toBe(201);
    await stage.queues.get('system-jobs').send(JSON.stringify({ type: 'system_health' }));
    await expect.poll(async () => (await eventsOf(stage, watcher.id)).map((e) => e.type), { timeout: 10_000 }).toEqual(['system.health']);
  });
});
