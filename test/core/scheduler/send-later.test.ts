import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SqliteQueues } from '../../../functions/core/queue/sqlite-queues';
import { LocalScheduler } from '../../../functions/core/scheduler/local-scheduler';
import type { Scheduler } from '../../../functions/core/scheduler/port';
import { sendLater } from '../../../functions/core/scheduler/send-later';

/** One helper for every send later than now: a delayed message up to 900 s, a one-time schedule beyond. */

const dir = mkdtempSync(join(tmpdir(), 'send-later-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const toClose: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const c of toClose.splice(0).reverse()) await c.close();
});

const setup = () => {
  counter += 1;
  let ms = Date.parse('2030-06-01T12:00:00Z');
  const clock = { now: () => ms, advance: (by: number) => (ms += by) };
  const queues = SqliteQueues.open(join(dir, `q-${counter}.db`), [{ name: 'work', visibilityTimeoutSeconds: 30 }], { now: clock.now });
  const scheduler = new LocalScheduler({ file: join(dir, `s-${counter}.db`), queues, now: clock.now });
  toClose.push(queues, scheduler);
  return { clock, queue: queues.get('work'), scheduler };
};

const bodies = async (queue: ReturnType<typeof setup>['queue']) => (await queue.receive({ maxMessages: 10 })).map((m) => JSON.parse(m.body));

describe('sendLater', () => {
  it('sends a delayed message up to 900 seconds, and never asks for the scheduler', async () => {
    const { clock, queue } = setup();
    const noScheduler = (): Scheduler => {
      throw new Error('the scheduler was asked for');
    };
    const how = await sendLater({ queue, scheduler: noScheduler }, { payload: { n: 1 }, dueAt: new Date(clock.now() + 900_000), scheduleName: 'x-1', now: new Date(clock.now()) });
    expect(how).toBe('message');
    clock.advance(899_000);
    expect(await bodies(queue)).toEqual([]);
    clock.advance(1_000);
    expect(await bodies(queue)).toEqual([{ n: 1 }]);
  });

  it('beyond 900 seconds creates a one-time schedule into the same queue, due at that time', async () => {
    const { clock, queue, scheduler } = setup();
    const now = new Date(clock.now());
    expect(await sendLater({ queue, scheduler: () => scheduler }, { payload: { n: 2 }, dueAt: new Date(now.getTime() + 901_000), scheduleName: 'x-2', now })).toBe('schedule');
    expect(await scheduler.get('x-2')).toMatchObject({ targetQueue: 'work', payload: { n: 2 }, nextFireAt: now.getTime() + 901_000 });
    clock.advance(900_000);
    expect(await scheduler.fireDue()).toBe(0);
    expect(await bodies(queue)).toEqual([]);
    clock.advance(1_000);
    expect(await scheduler.fireDue()).toBe(1);
    expect(await bodies(queue)).toEqual([{ n: 2 }]);
  });

  it('a repeated send finds the schedule of that name and makes no second one', async () => {
    const { clock, queue, scheduler } = setup();
    const send = { payload: { n: 3 }, dueAt: new Date(clock.now() + 3_600_000), scheduleName: 'x-3', now: new Date(clock.now()) };
    await sendLater({ queue, scheduler: () => scheduler }, send);
    await sendLater({ queue, scheduler: () => scheduler }, send);
    clock.advance(3_600_000);
    expect(await scheduler.fireDue()).toBe(1);
    expect(await bodies(queue)).toEqual([{ n: 3 }]);
  });

  it('schedules at the due time itself, whatever the milliseconds of now', async () => {
    const { queue, scheduler } = setup();
    const now = new Date('2030-06-01T08:00:00.300Z');
    await sendLater({ queue, scheduler: () => scheduler }, { payload: {}, dueAt: new Date('2030-06-01T10:00:00.700Z'), scheduleName: 'x-4', now });
    expect((await scheduler.get('x-4'))?.expression).toBe('at(2030-06-01T10:00:00)');
  });
});
