import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  InvalidQueueParameterError,
  ReceiptHandleInvalidError,
  type QueueDefinition,
} from '../../../functions/core/queue/port';
import { SqliteQueues } from '../../../functions/core/queue/sqlite-queues';
import { describeQueueContract } from './queue-contract';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-queues-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileCounter = 0;
const newFile = () => join(dir, `queues-${++fileCounter}.db`);

describeQueueContract(
  'SqliteQueues',
  async (definitions) => {
    const queues = SqliteQueues.open(newFile(), definitions);
    return { queues, close: () => queues.close() };
  },
  { rejectsStaleReceiptHandle: true },
);

const DEFINITIONS: QueueDefinition[] = [
  { name: 'jobs', visibilityTimeoutSeconds: 30, deadLetter: { queue: 'jobs-dlq', maxReceiveCount: 3 } },
  { name: 'jobs-dlq', visibilityTimeoutSeconds: 30 },
];

class Clock {
  constructor(public ms = Date.UTC(2030, 0, 1)) {}
  now = () => this.ms;
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

describe('SqliteQueues (with an injected clock)', () => {
  const opened: SqliteQueues[] = [];
  afterEach(() => {
    for (const q of opened.splice(0)) q.close();
  });
  const open = (file: string, clock: Clock, definitions = DEFINITIONS) => {
    const queues = SqliteQueues.open(file, definitions, { now: clock.now });
    opened.push(queues);
    return queues;
  };

  it('keeps delays and visibility timeouts on the injected clock', async () => {
    const clock = new Clock();
    const jobs = open(newFile(), clock).get('jobs');
    await jobs.send('delayed', { delaySeconds: 900 });
    clock.advance(899);
    expect(await jobs.receive()).toEqual([]);
    clock.advance(1);
    const [m] = await jobs.receive(); // queue default visibility: 30 s
    expect(m).toMatchObject({ body: 'delayed', receiveCount: 1, sentAt: clock.ms - 900_000 });
    clock.advance(29);
    expect(await jobs.receive()).toEqual([]);
    clock.advance(1);
    expect((await jobs.receive())[0]).toMatchObject({ id: m!.id, receiveCount: 2 });
  });

  it('releases messages left in flight by a dead run, and only those', async () => {
    const clock = new Clock();
    const file = newFile();
    const first = open(file, clock);
    await first.get('jobs').send('in flight');
    await first.get('jobs').send('delayed', { delaySeconds: 600 });
    const [taken] = await first.get('jobs').receive();
    expect(taken?.body).toBe('in flight');
    first.close();

    const restarted = open(file, clock);
    expect(restarted.releaseInFlight()).toBe(1);
    const [again] = await restarted.get('jobs').receive({ maxMessages: 10 });
    expect(again).toMatchObject({ id: taken?.id, body: 'in flight', receiveCount: 2 });
    expect(await restarted.get('jobs').receive({ maxMessages: 10 })).toEqual([]);
    await expect(restarted.get('jobs').delete(taken!.receiptHandle)).rejects.toThrow();
    await restarted.get('jobs').delete(again!.receiptHandle);
    clock.advance(600);
    expect((await restarted.get('jobs').receive())[0]?.body).toBe('delayed');
  });

  it('returns the oldest visible messages first, at most maxMessages', async () => {
    const clock = new Clock();
    const jobs = open(newFile(), clock).get('jobs');
    for (let i = 0; i < 12; i++) {
      await jobs.send(`m${i}`);
      clock.advance(1);
    }
    const first = await jobs.receive({ maxMessages: 10 });
    expect(first.map((m) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9']);
    expect((await jobs.receive({ maxMessages: 10 })).map((m) => m.body)).toEqual(['m10', 'm11']);
  });

  it('dead-letters on the receive after maxReceiveCount, keeping id and body', async () => {
    const clock = new Clock();
    const queues = open(newFile(), clock);
    const jobs = queues.get('jobs');
    const dlq = queues.get('jobs-dlq');
    const id = await jobs.send('poison');
    await jobs.send('healthy');
    for (let n = 1; n <= 3; n++) {
      const got = await jobs.receive({ maxMessages: 10, visibilityTimeoutSeconds: 10 });
      expect(got.find((m) => m.id === id)?.receiveCount).toBe(n);
      for (const m of got) if (m.id !== id) await jobs.delete(m.receiptHandle);
      clock.advance(10);
    }
    expect(await jobs.receive({ maxMessages: 10 })).toEqual([]);
    const [dead] = await dlq.receive();
    expect(dead).toMatchObject({ id, body: 'poison' });
  });

  it('rejects a handle once the message has been received again, for both delete and changeVisibility', async () => {
    const clock = new Clock();
    const jobs = open(newFile(), clock).get('jobs');
    await jobs.send('x');
    const [first] = await jobs.receive({ visibilityTimeoutSeconds: 5 });
    // Still current after the timeout as long as nobody received it again (as in SQS).
    clock.advance(6);
    await jobs.changeVisibility(first!.receiptHandle, 0);
    const [second] = await jobs.receive();
    await expect(jobs.delete(first!.receiptHandle)).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
    await expect(jobs.changeVisibility(first!.receiptHandle, 1)).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
    await jobs.delete(second!.receiptHandle);
    await expect(jobs.delete(second!.receiptHandle)).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
  });

  it('does not accept a handle of one queue on another', async () => {
    const clock = new Clock();
    const queues = open(newFile(), clock);
    await queues.get('jobs').send('x');
    const [m] = await queues.get('jobs').receive();
    await expect(queues.get('jobs-dlq').delete(m!.receiptHandle)).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
  });

  it('validates queue definitions', () => {
    const clock = new Clock();
    expect(() => open(newFile(), clock, [{ name: 'a', visibilityTimeoutSeconds: 43_201 }])).toThrow(
      InvalidQueueParameterError,
    );
    expect(() =>
      open(newFile(), clock, [
        { name: 'a', visibilityTimeoutSeconds: 30, deadLetter: { queue: 'missing', maxReceiveCount: 1 } },
      ]),
    ).toThrow(InvalidQueueParameterError);
  });

  it('rejects non-integer parameters', async () => {
    const jobs = open(newFile(), new Clock()).get('jobs');
    await expect(jobs.send('x', { delaySeconds: 1.5 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
    await expect(jobs.changeVisibility('whatever', 43_201)).rejects.toBeInstanceOf(InvalidQueueParameterError);
  });

  it('keeps messages across close and reopen, and an in-flight message comes back', async () => {
    const file = newFile();
    const clock = new Clock();
    const first = open(file, clock);
    const doneId = await first.get('jobs').send('done');
    const inFlightId = await first.get('jobs').send('in flight');
    const waitingId = await first.get('jobs').send('waiting', { delaySeconds: 60 });
    const received = await first.get('jobs').receive({ maxMessages: 10, visibilityTimeoutSeconds: 30 });
    expect(received.map((m) => m.id)).toEqual([doneId, inFlightId]);
    await first.get('jobs').delete(received[0]!.receiptHandle);
    first.close();

    const second = open(file, clock);
    expect(await second.get('jobs').receive()).toEqual([]);
    clock.advance(30);
    const [back] = await second.get('jobs').receive({ visibilityTimeoutSeconds: 300 });
    expect(back).toMatchObject({ id: inFlightId, body: 'in flight', receiveCount: 2 });
    clock.advance(30);
    const [waiting] = await second.get('jobs').receive();
    expect(waiting).toMatchObject({ id: waitingId, receiveCount: 1 });
    expect(await second.get('jobs').receive({ maxMessages: 10 })).toEqual([]);
  });

  it('long-polls until a message arrives', async () => {
    const file = newFile();
    const clock = new Clock();
    const consumer = open(file, clock).get('jobs');
    const producer = open(file, clock).get('jobs');
    const started = performance.now();
    setTimeout(() => void producer.send('wake up'), 200);
    const [m] = await consumer.receive({ waitSeconds: 5 });
    const waited = performance.now() - started;
    expect(m?.body).toBe('wake up');
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(2000);
  });

  it('two instances on one file never receive the same message', async () => {
    const file = newFile();
    const clock = new Clock();
    const a = open(file, clock).get('jobs');
    const b = open(file, clock).get('jobs');
    const sent = new Set<string>();
    const received: string[] = [];
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 5; i++) sent.add(await (i % 2 ? a : b).send(`r${round}-${i}`));
      const batches = await Promise.all([
        a.receive({ maxMessages: 3 }),
        b.receive({ maxMessages: 3 }),
        a.receive({ maxMessages: 2 }),
        b.receive({ maxMessages: 2 }),
      ]);
      for (const batch of batches) received.push(...batch.map((m) => m.id));
    }
    expect(new Set(received).size).toBe(received.length);
    expect(new Set(received)).toEqual(sent);
  });

  it('commits the sends and deletes asked for in the same tick in one transaction; a stale handle fails alone', async () => {
    const queues = open(newFile(), new Clock());
    const jobs = queues.get('jobs');
    await jobs.send('first');
    const [first] = await jobs.receive();
    const commits = vi.spyOn(queues.writes, 'flush');
    const outcomes = await Promise.allSettled([jobs.send('second'), jobs.delete(first?.receiptHandle as string), jobs.delete('stale:handle'), jobs.send('third')]);
    // One group transaction (GroupCommit) for the four writes; the stale handle's savepoint alone is undone.
    expect(commits).toHaveBeenCalledTimes(1);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(ReceiptHandleInvalidError);
    expect((await jobs.receive({ maxMessages: 10 })).map((message) => message.body)).toEqual(['second', 'third']);
  });
});

describe('SqliteQueues across processes', () => {
  const worker = fileURLToPath(new URL('./fixtures/sqlite-queue-worker.ts', import.meta.url));

  function run(args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const ready = () =>
      new Promise<void>((resolve, reject) => {
        const check = () => (stdout.includes('ready\n') ? resolve() : undefined);
        check();
        child.stdout.on('data', check);
        void exited.then(() => reject(new Error(`worker exited before ready: ${stderr}`)));
      });
    return { child, exited, ready, output: () => stdout, errors: () => stderr };
  }

  it('keeps a sent, in-flight message when the process is killed', async () => {
    const file = newFile();
    const proc = run(['send-and-die', file, 'jobs', 'survivor']);
    const { signal } = await proc.exited;
    expect(signal).toBe('SIGKILL');
    const id = proc.output().trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // The worker received it with a 2 s visibility timeout; look 3 s ahead.
    const queues = SqliteQueues.open(file, [{ name: 'jobs', visibilityTimeoutSeconds: 30 }], {
      now: () => Date.now() + 3000,
    });
    try {
      const [m] = await queues.get('jobs').receive();
      expect(m).toMatchObject({ id, body: 'survivor', receiveCount: 2 });
    } finally {
      queues.close();
    }
  });

  it('two processes consuming one file never receive the same message', async () => {
    const file = newFile();
    const queues = SqliteQueues.open(file, [{ name: 'jobs', visibilityTimeoutSeconds: 300 }]);
    const sent: string[] = [];
    try {
      for (let i = 0; i < 300; i++) sent.push(await queues.get('jobs').send(`m${i}`));
    } finally {
      queues.close();
    }

    const workers = [run(['consume', file, 'jobs']), run(['consume', file, 'jobs'])];
    await Promise.all(workers.map((w) => w.ready()));
    for (const w of workers) w.child.stdin.end('go\n');
    const results = await Promise.all(workers.map((w) => w.exited));
    for (const [i, r] of results.entries()) expect(r, workers[i]!.errors()).toEqual({ code: 0, signal: null });

    const perWorker = workers.map((w) => JSON.parse(w.output().split('\n').filter(Boolean).at(-1)!) as string[]);
    const all = perWorker.flat();
    expect(new Set(all).size).toBe(all.length); // no message went to both
    expect(new Set(all)).toEqual(new Set(sent)); // and none was lost
    // Both really took part (the "go" reaches both before either can drain 300 messages).
    for (const ids of perWorker) expect(ids.length).toBeGreaterThan(0);
  });
});
