/**
 * The rules of an engagement's line (docs/decisions.md 52, 53), one delivery at a time: the relay
 * and the delivery worker over an in-memory store, a recording queue and a loopback receiver, the
 * messages handed to the worker in the order each case needs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EventItem, type EventType, newEvent } from '../../functions/core/events/catalog';
import { newId } from '../../functions/core/ids';
import type { Queues } from '../../functions/core/queue/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { type DeliveryWork, DeliveryWorkSchema } from '../../functions/webhooks/deliveries';
import { deliver } from '../../functions/webhooks/delivery';
import { LINE_WAIT_LIMIT_SECONDS } from '../../functions/webhooks/line';
import { deliveryMessage, relayEvent } from '../../functions/webhooks/relay';
import { createSubscription, deleteSubscription, updateSubscription } from '../../functions/webhooks/subscriptions';

const SECRET = 'whsec_test_lineslinelinelinelinelinel01';
let receiver: Server;
let receiverUrl: string;
/** Event types in the order they reached the receiver. */
let received: string[] = [];
/** Messages the relay and the worker put on the queues. */
let sent: Array<{ queue: string; work: DeliveryWork; delaySeconds: number }> = [];
let store: SqliteStore;
let orgId: string;
let engagementId: string;
let sequence: number;

const queues: Queues = {
  get: (name) =>
    ({
      name,
      send: async (body: string, options?: { delaySeconds?: number }) => {
        sent.push({ queue: name, work: DeliveryWorkSchema.parse(JSON.parse(body)), delaySeconds: options?.delaySeconds ?? 0 });
        return 'id';
      },
    }) as never,
};
const now = new Date('2030-03-01T12:00:00Z');
const deps = (at = now) => ({
  store,
  queues: () => queues,
  scheduler: () => ({}) as never,
  settings: { retryDelaysSeconds: [1], timeoutMs: 2000, allowPrivateTargets: true },
  now: () => at,
});

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).event as string);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => receiver.close());

beforeEach(() => {
  store = SqliteStore.open(':memory:');
  orgId = newId('org');
  engagementId = newId('eng');
  sequence = 0;
  received = [];
  sent = [];
});

const subscribe = (events: string[] = ['*']) => createSubscription(store, orgId, { url: receiverUrl, events, secret: SECRET } as never);

/** Writes the engagement's next event and relays it; returns the messages the relay sent. */
const happen = async (type: EventType): Promise<DeliveryWork[]> => {
  const event: EventItem = { ...newEvent({ orgId, type, data: {}, engagementId, now }), sequence: ++sequence };
  await store.put(event);
  const before = sent.length;
  await relayEvent({ store, queues: () => queues, bus: () => ({ publish: async () => undefined }) }, event);
  return sent.slice(before).map((message) => message.work);
};

/** Delivers one message; returns the message it was held back as, if it was. */
const attempt = async (work: DeliveryWork | undefined, at = now): Promise<DeliveryWork | undefined> => {
  const before = sent.length;
  await deliver(deps(at), work as DeliveryWork);
  return sent.slice(before).find((message) => message.work.event_id === work?.event_id && message.work.attempt === 1)?.work;
};

describe('the line of an engagement', () => {
  it('holds an event back until the earlier one had its first attempt, then lets it go', async () => {
    await subscribe();
    const [scheduled] = await happen('engagement.scheduled');
    const [started] = await happen('engagement.started');
    const held = await attempt(started);
    expect(received).toEqual([]);
    expect(held).toMatchObject({ line: { sequence: 2 }, held_since: now.getTime() });
    expect(sent.at(-1)?.delaySeconds).toBeGreaterThan(0);
    await attempt(scheduled);
    expect(await attempt(held)).toBeUndefined();
    expect(received).toEqual(['engagement.scheduled', 'engagement.started']);
  });

  it('holds an event whose predecessor was not relayed yet', async () => {
    await subscribe();
    sequence = 1; // event 1 is written but its relay has not run
    const [started] = await happen('engagement.started');
    expect(await attempt(started)).toBeDefined();
    expect(received).toEqual([]);
  });

  it('is not held by events the subscription does not receive (its event list, a subscription made later)', async () => {
    await happen('engagement.scheduled'); // before the subscription existed
    await subscribe(['engagement.completed']);
    await happen('engagement.started'); // not in its event list
    const [completed] = await happen('engagement.completed');
    expect(await attempt(completed)).toBeUndefined();
    expect(received).toEqual(['engagement.completed']);
  });

  it('lets an escalation go at once, and holds the later events until its first attempt', async () => {
    await subscribe();
    await happen('engagement.scheduled');
    const [escalated] = await happen('engagement.escalated');
    const [completed] = await happen('engagement.completed');
    expect(escalated?.queue).toBe('webhook-escalations');
    expect(await attempt(completed)).toBeDefined();
    expect(await attempt(escalated)).toBeUndefined();
    expect(received).toEqual(['engagement.escalated']);
  });

  it('does not let a retry hold the line: a failed first attempt lets the next event go', async () => {
    const subscription = await subscribe();
    await updateSubscription(store, orgId, subscription.id, { url: 'http://127.0.0.1:9/refused' });
    const [scheduled] = await happen('engagement.scheduled');
    const [started] = await happen('engagement.started');
    await attempt(scheduled);
    expect(sent.some((message) => message.work.event_id === scheduled?.event_id && message.work.attempt === 2)).toBe(true);
    const before = sent.length;
    await deliver(deps(), started as DeliveryWork);
    expect(sent.slice(before).some((message) => message.work.event_id === started?.event_id && message.work.attempt === 2)).toBe(true);
  });

  it('is not held by a paused or deleted subscription: its dropped deliveries count as attempted', async () => {
    const paused = await subscribe();
    const removed = await subscribe();
    const [scheduledPaused, scheduledRemoved] = await happen('engagement.scheduled');
    const [startedPaused, startedRemoved] = await happen('engagement.started');
    await updateSubscription(store, orgId, paused.id, { status: 'disabled' });
    await deleteSubscription(store, orgId, removed.id);
    await attempt(scheduledPaused);
    await attempt(scheduledRemoved);
    await updateSubscription(store, orgId, paused.id, { status: 'active' });
    expect(await attempt(startedPaused)).toBeUndefined();
    expect(await attempt(startedRemoved)).toBeUndefined();
    expect(received).toEqual(['engagement.started']);
  });

  it(`sends an event anyway once it was held back for ${LINE_WAIT_LIMIT_SECONDS} s`, async () => {
    await subscribe();
    await happen('engagement.scheduled');
    const [started] = await happen('engagement.started');
    const held = await attempt(started);
    expect(await attempt(held, new Date(now.getTime() + (LINE_WAIT_LIMIT_SECONDS - 1) * 1000))).toBeDefined();
    expect(received).toEqual([]);
    expect(await attempt(held, new Date(now.getTime() + LINE_WAIT_LIMIT_SECONDS * 1000))).toBeUndefined();
    expect(received).toEqual(['engagement.started']);
  });

  it('leaves replays outside the line', async () => {
    await subscribe();
    await happen('engagement.scheduled');
    const [started] = await happen('engagement.started');
    const event = (await store.get({ pk: `ORG#${orgId}#EVT#${started?.event_id}`, sk: 'EVENT' })) as EventItem;
    const replay = deliveryMessage(event, started?.target as DeliveryWork['target'], 'replay-1');
    expect(replay.line).toBeUndefined();
    expect(await attempt(replay)).toBeUndefined();
    expect(received).toEqual(['engagement.started']);
  });
});
