/**
 * npm run bench:webhooks — in one run, through the local runtime (sandbox stage, one subscription
 * to every event, a loopback receiver that answers 200 at once):
 * The receiver runs in a process of its own, as a real receiver is another machine.
 * 1. Sustained deliveries per second (outbox events written straight to the store, relayed,
 *    signed, POSTed, recorded), next to a plain HTTP POST loop to the same receiver with the same
 *    number of concurrent senders (goal ≥ 70 %).
 * 2. Event-to-first-attempt latency, p50 and p99: from the event's commit to its arrival.
 * 3. The first-attempt latency of an escalation written behind 10,000 pending events
 *    (goal ≤ 250 ms).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { type EventType, newEvent } from '../functions/core/events/catalog';
import { newId } from '../functions/core/ids';
import { startLocalStage } from '../local/stage';
import { createSubscription } from '../functions/webhooks/subscriptions';

process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = 'true';
const THROUGHPUT_EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const LATENCY_EVENTS = 300;
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 10_000);
/** The local runtime runs 4 pollers per queue, each with up to 10 messages in parallel. */
const SENDERS = 40;
const root = path.resolve(import.meta.dirname, '..');

/** First arrival (wall-clock ms) of each delivery, by envelope id, as the receiver process reports it. */
const arrivals = new Map<string, number>();
const receiver = fork(path.join(import.meta.dirname, 'webhook-receiver.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const receiverPort = await new Promise<number>((resolve) =>
  receiver.on('message', (message: { ready?: boolean; port?: number; id?: string; at?: number }) => {
    if (message.ready) resolve(message.port as number);
    else if (message.id) arrivals.set(message.id, message.at as number);
  }),
);
const receiverUrl = `http://127.0.0.1:${receiverPort}/hook`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** Baseline: SENDERS concurrent loops POSTing the same kind of body to the same receiver. */
const plainPostLoop = async (count: number): Promise<number> => {
  const body = JSON.stringify({ id: 'evt_x', event: 'engagement.completed', timestamp: new Date().toISOString(), api_version: '2026-11-21', data: { engagement_id: 'eng_x' } });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < count) {
        next++;
        const response = await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-webhooks-'));
const stage = await startLocalStage({ stage: 'sandbox', port: 0, host: '127.0.0.1', dataDir, root });
const orgId = newId('org');
await createOrganizationInStage(stage.store, 'sandbox', { id: orgId, name: 'Bench' });
await createSubscription(stage.store, orgId, { url: receiverUrl, events: ['*'], secret: 'whsec_test_benchbenchbenchbenchbench01' } as never);

/**
 * Writes events to the outbox in transactions of 100, as engagement changes would, each the first
 * of its own engagement (so each pays for its place in the engagement's line, and none waits);
 * returns their ids and commit times.
 */
const writeEvents = async (count: number, type: EventType = 'engagement.completed') => {
  const committed = new Map<string, number>();
  for (let i = 0; i < count; i += 100) {
    const events = Array.from({ length: Math.min(100, count - i) }, () => {
      const engagementId = newId('eng');
      const event = newEvent({ orgId, type, data: { engagement_id: engagementId, patient_id: 'bench', risk_level: 'low' }, engagementId, now: new Date() });
      return { ...event, sequence: 1 };
    });
    await stage.store.transactWrite(events.map((event) => ({ put: event })));
    const at = Date.now();
    for (const event of events) committed.set(event.id, at);
  }
  return committed;
};

// 1. Throughput.
const baseline = await plainPostLoop(THROUGHPUT_EVENTS);
const started = performance.now();
const batch = await writeEvents(THROUGHPUT_EVENTS);
await until(() => [...batch.keys()].every((id) => arrivals.has(id)), 300_000);
const throughput = THROUGHPUT_EVENTS / ((performance.now() - started) / 1000);

// 2. Latency, one event at a time with a small gap, so nothing queues.
const latencies: number[] = [];
for (let i = 0; i < LATENCY_EVENTS; i++) {
  const [[id, at]] = [...(await writeEvents(1))] as [[string, number]];
  await until(() => arrivals.has(id), 10_000);
  latencies.push((arrivals.get(id) as number) - at);
}

// 3. An escalation behind a backlog.
const backlog = await writeEvents(BACKLOG);
const [[escalationId, escalationAt]] = [...(await writeEvents(1, 'engagement.escalated'))] as [[string, number]];
await until(() => arrivals.has(escalationId), 60_000);
const escalationArrival = arrivals.get(escalationId) as number;
const escalationLatency = escalationArrival - escalationAt;
const pendingWhenEscalated = [...backlog.keys()].filter((id) => (arrivals.get(id) ?? Infinity) > escalationArrival).length;

console.log(`\nbench:webhooks — Node ${process.version}, local runtime (sandbox), loopback receiver`);
console.table([
  {
    measure: `sustained deliveries per second (${THROUGHPUT_EVENTS} events)`,
    value: throughput.toFixed(0),
    baseline: `${baseline.toFixed(0)} (plain POST loop, ${SENDERS} senders)`,
    'vs baseline': `${((throughput / baseline) * 100).toFixed(0)} %`,
    goal: '≥ 70 %',
    met: throughput / baseline >= 0.7 ? 'yes' : 'NO',
  },
  { measure: 'event → first attempt, p50 (ms)', value: percentile(latencies, 50).toFixed(1), baseline: '', 'vs baseline': '', goal: '', met: '' },
  { measure: 'event → first attempt, p99 (ms)', value: percentile(latencies, 99).toFixed(1), baseline: '', 'vs baseline': '', goal: '', met: '' },
  {
    measure: `escalation behind ${BACKLOG} pending events → first attempt (ms)`,
    value: escalationLatency.toFixed(1),
    baseline: `${pendingWhenEscalated} of the ${BACKLOG} still undelivered when it arrived`,
    'vs baseline': '',
    goal: '≤ 250 ms',
    met: escalationLatency <= 250 ? 'yes' : 'NO',
  },
]);
await stage.close();
receiver.disconnect();
rmSync(dataDir, { recursive: true, force: true });
