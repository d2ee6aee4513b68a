/**
 * Webhook delivery end to end through the local runtime, to a real HTTP receiver on loopback:
 * events of a sandbox engagement reach the subscription (envelope A) and the callback_url
 * (envelope B), signed; filters; retries on the (shortened) schedule; dead letters after the last
 * retry; replay with the original envelope id; the test endpoint; the event bus.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../functions/core/events/catalog';
import { EVENT_DATA_SCHEMAS } from '../../functions/events/schemas';
import { verifyCallbackEnvelope, verifyWebhook } from '../../functions/webhooks/receiver';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { waitForStatus } from '../engagements/support';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let stage: TestStage;
let org: TestOrganization;
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
/** Status codes the receiver answers with on each path, in order; then 200. */
const answers = new Map<string, number[]>();

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answers.get(req.url ?? '/')?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stage = await startTestStage('sandbox', {
    env: { SANDBOX_TURN_DELAY_MS: '0', WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1', WEBHOOK_TIMEOUT_MS: '2000', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' },
  });
  org = await stage.onboard({ name: 'Webhook Clinic' });
});

afterAll(async () => {
  await stage.stop();
  receiver.close();
});

beforeEach(() => {
  received = [];
  answers.clear();
});

const subscribe = async (path: string, events: string[] = ['*'], filters?: Record<string, unknown>) => {
  const created = await request(stage.url, 'POST', '/v1/webhooks', {
    key: org.apiKey,
    body: { url: `${receiverUrl}${path}`, events, secret: SECRET, ...(filters ? { filters } : {}) },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

const engage = async (phone: string, extra: Record<string, unknown> = {}) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient: { id: `p-${phone.slice(-3)}`, phone }, protocol: 'medication_adherence', trigger_type: 'immediate', ...extra },
  });
  expect(created.status, created.text).toBe(201);
  return waitForStatus(stage, org, created.body.id, ['completed', 'failed']);
};

const at = (path: string) => received.filter((r) => r.path === path);
const eventsAt = (path: string) => at(path).map((r) => JSON.parse(r.body).event as string);

describe('deliveries of an engagement', () => {
  it('reach the subscription signed, in envelope A, and the callback_url in envelope B', async () => {
    await subscribe('/all');
    const engagement = await engage('+15005550100', { callback_url: `${receiverUrl}/callback` });
    await expect.poll(() => eventsAt('/all'), { timeout: 10_000 }).toEqual(expect.arrayContaining(['engagement.scheduled', 'engagement.started', 'engagement.completed', 'clinical_note.ready']));
    for (const delivery of at('/all')) {
      const envelope = verifyWebhook({ rawBody: delivery.body, headers: delivery.headers as Record<string, string>, secret: SECRET }) as unknown as Record<string, unknown>;
      expect(Object.keys(envelope).sort()).toEqual(['api_version', 'data', 'event', 'id', 'timestamp']);
      expect(delivery.headers['x-service-event-id']).toBe(envelope.id);
      expect(delivery.headers['webhook-id']).toBe(envelope.id);
    }
    const completed = at('/all').map((r) => JSON.parse(r.body)).find((e) => e.event === 'engagement.completed');
    expect(completed.data).toMatchObject({ engagement_id: engagement.id, risk_level: 'low', transcript_url: `/v1/engagements/${engagement.id}/transcript` });

    await expect.poll(() => eventsAt('/callback'), { timeout: 10_000 }).toContain('engagement.completed');
    for (const delivery of at('/callback')) {
      const envelope = JSON.parse(delivery.body);
      expect(Object.keys(envelope).sort()).toEqual(['data', 'engagement_id', 'event', 'signature', 'timestamp']);
      expect(envelope.engagement_id).toBe(engagement.id);
      expect(() => verifyCallbackEnvelope(envelope, org.webhookSecret)).not.toThrow();
      expect(() => verifyWebhook({ rawBody: delivery.body, headers: delivery.headers as Record<string, string>, secret: org.webhookSecret })).not.toThrow();
    }
    const bus = stage.bus.read().map((entry) => entry['detail-type']);
    expect(bus).toEqual(expect.arrayContaining(['engagement.scheduled', 'engagement.completed']));
  });

  it('honours event and risk_level filters', async () => {
    await subscribe('/critical', ['engagement.escalated'], { risk_level: ['critical'] });
    await engage('+15005550102'); // high
    await engage('+15005550105'); // critical
    await expect.poll(() => eventsAt('/critical'), { timeout: 10_000 }).toEqual(['engagement.escalated']);
    expect(JSON.parse(at('/critical')[0]?.body ?? '{}').data.severity).toBe('critical');
  });
});

describe('every event the engagements write', () => {
  it('is delivered to a "*" subscription', async () => {
    const mine = await stage.onboard({ name: 'Every event' });
    const created = await request(stage.url, 'POST', '/v1/webhooks', { key: mine.apiKey, body: { url: `${receiverUrl}/every`, events: ['*'], secret: SECRET } });
    expect(created.status).toBe(201);
    const engagement = (phone: string, patient: string) => ({ patient: { id: patient, phone }, protocol: 'medication_adherence', trigger_type: 'immediate' });
    const batch = await request(stage.url, 'POST', '/v1/engagements/batch', {
      key: mine.apiKey,
      body: { engagements: [engagement('+15005550100', 'e1'), engagement('+15005550103', 'e1'), engagement('+15005550102', 'e2'), engagement('+15005550101', 'e3')] },
    });
    expect(batch.status).toBe(202);
    const later = await request(stage.url, 'POST', '/v1/engagements', {
      key: mine.apiKey,
      body: { ...engagement('+15005550100', 'e4'), trigger_type: 'scheduled', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect((await request(stage.url, 'DELETE', `/v1/engagements/${later.body.id}`, { key: mine.apiKey })).status).toBe(200);
    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/engagements/batch/${batch.body.id}`, { key: mine.apiKey })).body.status, { timeout: 20_000 })
      .toBe('completed');

    const { eventsOf } = await import('../engagements/support');
    const written = await eventsOf(stage, mine.id);
    const types = new Set(written.map((event) => event.type));
    for (const type of ['engagement.scheduled', 'engagement.started', 'engagement.completed', 'engagement.failed', 'engagement.cancelled', 'engagement.escalated', 'engagement.task_created', 'clinical_note.ready', 'patient.memory_updated', 'patient.updated', 'patient.barrier_detected', 'batch.completed']) {
      expect(types, type).toContain(type);
    }
    await expect
      .poll(() => written.filter((event) => !at('/every').some((r) => r.headers['webhook-id'] === event.id)).map((event) => event.type), { timeout: 15_000 })
      .toEqual([]);
  });
});

describe('idempotent delivery', () => {
  it('a redelivered message does not POST again once its success was recorded', async () => {
    const id = await subscribe('/once', ['engagement.scheduled']);
    await engage('+15005550101');
    await expect.poll(() => at('/once').length, { timeout: 10_000 }).toBe(1);
    const eventId = String(at('/once')[0]?.headers['webhook-id']);
    const target = { kind: 'subscription', webhook_id: id };
    const message = { org_id: org.id, event_id: eventId, target, attempt: 1, delivery_id: `${eventId}:${id}`, queue: 'webhook-deliveries' };
    await stage.queues.get('webhook-deliveries').send(JSON.stringify(message));
    await stage.queues.get('webhook-deliveries').send(JSON.stringify({ ...message, attempt: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(at('/once')).toHaveLength(1);
    await request(stage.url, 'DELETE', `/v1/webhooks/${id}`, { key: org.apiKey });
  });
});

describe('retries, dead letters, replay', () => {
  it('retries a failing receiver on schedule and logs every attempt', async () => {
    const id = await subscribe('/flaky', ['engagement.scheduled']);
    answers.set('/flaky', [500, 503]);
    await engage('+15005550101');
    await expect.poll(() => at('/flaky').length, { timeout: 15_000 }).toBe(3);
    const ids = new Set(at('/flaky').map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const log = await request(stage.url, 'GET', `/v1/webhooks/${id}/deliveries`, { key: org.apiKey });
    expect(log.status).toBe(200);
    expect(log.body.data.map((a: { attempt: number; status_code: number; delivered: boolean }) => [a.attempt, a.status_code, a.delivered])).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 500, false],
    ]);
    await request(stage.url, 'DELETE', `/v1/webhooks/${id}`, { key: org.apiKey });
  });

  it('dead-letters after six attempts and replays with the original envelope id', async () => {
    const id = await subscribe('/down', ['engagement.scheduled']);
    answers.set('/down', [500, 500, 500, 500, 500, 500]);
    await engage('+15005550101');
    await expect.poll(async () => (await request(stage.url, 'GET', `/v1/webhooks/${id}/dead-letters`, { key: org.apiKey })).body.data.length, { timeout: 20_000 }).toBe(1);
    expect(at('/down')).toHaveLength(6);
    const dead = (await request(stage.url, 'GET', `/v1/webhooks/${id}/dead-letters`, { key: org.apiKey })).body.data[0];
    const originalId = at('/down')[0]?.headers['webhook-id'];
    expect(dead.event_id).toBe(originalId);

    const replay = await request(stage.url, 'POST', `/v1/webhooks/${id}/replay`, { key: org.apiKey, body: { event_ids: [dead.event_id, 'evt_00000000000000000000000000'] } });
    expect(replay.status).toBe(202);
    expect(replay.body).toEqual({ replayed: [dead.event_id], not_found: ['evt_00000000000000000000000000'] });
    await expect.poll(() => at('/down').length, { timeout: 10_000 }).toBe(7);
    expect(JSON.parse(at('/down')[6]?.body ?? '{}').id).toBe(originalId);
    expect((await request(stage.url, 'GET', `/v1/webhooks/${id}/dead-letters`, { key: org.apiKey })).body.data).toEqual([]);
    await request(stage.url, 'DELETE', `/v1/webhooks/${id}`, { key: org.apiKey });
  });
});

describe('the test endpoint', () => {
  it('sends a synthetic event now and answers with the receiver status and latency', async () => {
    const id = await subscribe('/probe', ['engagement.completed']);
    answers.set('/probe', [418]);
    const result = await request(stage.url, 'POST', `/v1/webhooks/${id}/test`, { key: org.apiKey, body: { event: 'engagement.completed' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ event: 'engagement.completed', success: false, status_code: 418 });
    expect(result.body.latency_ms).toBeGreaterThanOrEqual(0);
    const probe = at('/probe')[0];
    const delivered = verifyWebhook({ rawBody: probe?.body ?? '', headers: probe?.headers as Record<string, string>, secret: SECRET });
    expect(delivered).toMatchObject({ event: 'engagement.completed', data: { test: true } });
    expect(EVENT_DATA_SCHEMAS['engagement.completed'].safeParse((delivered as { data: unknown }).data).error?.issues).toBeUndefined();
    const unknown = await request(stage.url, 'POST', `/v1/webhooks/${id}/test`, { key: org.apiKey, body: { event: 'engagement.exploded' } });
    expect(unknown.status).toBe(400);
    // Without a body, the answer says which body the route wants.
    const bodiless = await request(stage.url, 'POST', `/v1/webhooks/${id}/test`, { key: org.apiKey });
    expect(bodiless.status).toBe(400);
    expect(bodiless.body.error).toMatchObject({ code: 'invalid_request', details: { expected: 'an object with event (required)' } });
    expect(bodiless.body.error.message).toContain('event (required)');
  });

  it('sends, for every event name, data of the real shape of that event', async () => {
    const id = await subscribe('/samples', ['*']);
    for (const event of EVENT_TYPES) {
      const result = await request(stage.url, 'POST', `/v1/webhooks/${id}/test`, { key: org.apiKey, body: { event } });
      expect(result.body).toMatchObject({ event, success: true });
    }
    const delivered = at('/samples').map((r) => verifyWebhook({ rawBody: r.body, headers: r.headers as Record<string, string>, secret: SECRET }) as { event: string; data: { test?: boolean } })
      .filter((envelope) => envelope.data.test === true); // not an engagement event of an earlier test relayed late
    expect(delivered.map((envelope) => envelope.event)).toEqual([...EVENT_TYPES]);
    for (const envelope of delivered) {
      expect({ event: envelope.event, issues: EVENT_DATA_SCHEMAS[envelope.event as (typeof EVENT_TYPES)[number]].safeParse(envelope.data).error?.issues }).toEqual({ event: envelope.event, issues: undefined });
    }
    await request(stage.url, 'DELETE', `/v1/webhooks/${id}`, { key: org.apiKey });
  });
});
