import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Queue, Queues } from '../../../functions/core/queue/port';
import { SqliteQueues } from '../../../functions/core/queue/sqlite-queues';
import { LocalScheduler } from '../../../functions/core/scheduler/local-scheduler';
import {
  atExpression,
  InvalidScheduleError,
  ScheduleConflictError,
} from '../../../functions/core/scheduler/port';

const dir = mkdtempSync(join(tmpdir(), 'local-scheduler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const newFile = (kind: string) => join(dir, `${kind}-${++counter}.db`);

const MIN = 60_000;
const utc = (iso: string) => Date.parse(`${iso}Z`);

class Clock {
  constructor(public ms = utc('2030-01-01T10:00:00')) {}
  now = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}

describe('LocalScheduler', () => {
  const toClose: Array<{ close(): unknown }> = [];
  afterEach(async () => {
    for (const c of toClose.splice(0).reverse()) await c.close();
  });

  function setup(clock = new Clock(), files = { schedules: newFile('schedules'), queues: newFile('queues') }) {
    const queues = SqliteQueues.open(files.queues, [{ name: 'reminders', visibilityTimeoutSeconds: 300 }], {
      now: clock.now,
    });
    toClose.push(queues);
    const scheduler = open(files.schedules, queues, clock);
    return { clock, queues, scheduler, files, reminders: queues.get('reminders') };
  }

  function open(file: string, queues: Queues, clock: Clock, extra: { leaseMs?: number } = {}) {
    const scheduler = new LocalScheduler({ file, queues, now: clock.now, ...extra });
    toClose.push(scheduler);
    return scheduler;
  }

  /** Receives (and deletes) what is in the queue now. */
  async function bodies(queue: Queue): Promise<string[]> {
    const messages = await queue.receive({ maxMessages: 10 });
    for (const m of messages) await queue.delete(m.receiptHandle);
    return messages.map((m) => m.body);
  }

  it('fires a one-time schedule once, then it is gone', async () => {
    const { clock, scheduler, reminders } = setup();
    const at = clock.ms + 60_000;
    await scheduler.create({
      name: 'once',
      expression: atExpression(new Date(at)),
      targetQueue: 'reminders',
      payload: { patientId: 'p-1', step: 2 },
    });
    expect(await scheduler.get('once')).toEqual({
      name: 'once',
      expression: 'at(2030-01-01T10:01:00)',
      targetQueue: 'reminders',
      payload: { patientId: 'p-1', step: 2 },
      nextFireAt: at,
    });

    expect(await scheduler.fireDue()).toBe(0);
    clock.advance(59_999);
    expect(await scheduler.fireDue()).toBe(0);
    clock.advance(1);
    expect(await scheduler.fireDue()).toBe(1);
    expect(await bodies(reminders)).toEqual(['{"patientId":"p-1","step":2}']);
    expect(await scheduler.get('once')).toBeUndefined();

    clock.advance(3_600_000);
    expect(await scheduler.fireDue()).toBe(0);
    expect(await bodies(reminders)).toEqual([]);
  });

  it('fires a one-time schedule whose time has passed at the next tick', async () => {
    const { clock, scheduler, reminders } = setup();
    await scheduler.create({
      name: 'late',
      expression: atExpression(new Date(clock.ms - 5_000)),
      targetQueue: 'reminders',
      payload: 'late',
    });
    expect(await scheduler.fireDue()).toBe(1);
    expect(await bodies(reminders)).toEqual(['"late"']);
  });

  it('fires a rate schedule at creation and then every period, collapsing missed firings', async () => {
    const { clock, scheduler, reminders } = setup();
    const t0 = clock.ms;
    await scheduler.create({ name: 'every5', expression: 'rate(5 minutes)', targetQueue: 'reminders', payload: 1 });
    expect((await scheduler.get('every5'))?.nextFireAt).toBe(t0);

    expect(await scheduler.fireDue()).toBe(1);
    expect((await scheduler.get('every5'))?.nextFireAt).toBe(t0 + 5 * MIN);
    clock.advance(4 * MIN);
    expect(await scheduler.fireDue()).toBe(0);
    clock.advance(1 * MIN);
    expect(await scheduler.fireDue()).toBe(1);
    clock.advance(5 * MIN + 30_000); // a late tick keeps the phase
    expect(await scheduler.fireDue()).toBe(1);
    expect((await scheduler.get('every5'))?.nextFireAt).toBe(t0 + 15 * MIN);

    clock.ms = t0 + 37 * MIN; // down for a while: 15, 20, 25, 30 and 35 were missed
    expect(await scheduler.fireDue()).toBe(1);
    expect((await scheduler.get('every5'))?.nextFireAt).toBe(t0 + 40 * MIN);
    expect(await bodies(reminders)).toEqual(['1', '1', '1', '1']);
  });

  it('fires a cron schedule at the hand-computed times', async () => {
    const { clock, scheduler, reminders } = setup(new Clock(utc('2030-01-04T10:00:00'))); // a Friday
    await scheduler.create({
      name: 'weekday-noon',
      expression: 'cron(0 12 ? * MON-FRI *)',
      targetQueue: 'reminders',
      payload: { kind: 'noon' },
    });
    expect((await scheduler.get('weekday-noon'))?.nextFireAt).toBe(utc('2030-01-04T12:00:00'));
    clock.ms = utc('2030-01-04T12:00:00');
    expect(await scheduler.fireDue()).toBe(1);
    // Saturday and Sunday are skipped.
    expect((await scheduler.get('weekday-noon'))?.nextFireAt).toBe(utc('2030-01-07T12:00:00'));
    clock.ms = utc('2030-01-06T12:00:00');
    expect(await scheduler.fireDue()).toBe(0);
    clock.ms = utc('2030-01-07T12:00:30');
    expect(await scheduler.fireDue()).toBe(1);
    expect((await scheduler.get('weekday-noon'))?.nextFireAt).toBe(utc('2030-01-08T12:00:00'));
    expect(await bodies(reminders)).toEqual(['{"kind":"noon"}', '{"kind":"noon"}']);
  });

  it('refuses a second schedule of the same name', async () => {
    const { scheduler } = setup();
    const input = { name: 'dup', expression: 'rate(1 day)', targetQueue: 'reminders', payload: { n: 1 } };
    await scheduler.create(input);
    await expect(scheduler.create({ ...input, payload: { n: 2 } })).rejects.toBeInstanceOf(ScheduleConflictError);
    expect((await scheduler.get('dup'))?.payload).toEqual({ n: 1 });
  });

  it('deletes, without error when the schedule does not exist', async () => {
    const { clock, scheduler, reminders } = setup();
    await scheduler.create({ name: 'gone', expression: 'rate(1 minute)', targetQueue: 'reminders', payload: 0 });
    await scheduler.delete('gone');
    await scheduler.delete('gone');
    await scheduler.delete('never-existed');
    expect(await scheduler.get('gone')).toBeUndefined();
    clock.advance(5 * MIN);
    expect(await scheduler.fireDue()).toBe(0);
    expect(await bodies(reminders)).toEqual([]);
    // The name is free again.
    await scheduler.create({ name: 'gone', expression: 'rate(1 minute)', targetQueue: 'reminders', payload: 0 });
  });

  it('validates names, expressions and targets', async () => {
    const { scheduler } = setup();
    const ok = { name: 'ok', expression: 'rate(1 hour)', targetQueue: 'reminders', payload: {} };
    await expect(scheduler.create({ ...ok, name: 'bad name' })).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create({ ...ok, expression: 'rate(1 hours)' })).rejects.toBeInstanceOf(
      InvalidScheduleError,
    );
    await expect(scheduler.create({ ...ok, expression: 'cron(0 12 * * * *)' })).rejects.toBeInstanceOf(
      InvalidScheduleError,
    );
    await expect(scheduler.create({ ...ok, payload: undefined })).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(scheduler.create({ ...ok, targetQueue: 'nope' })).rejects.toThrow(/Unknown queue/);
    expect(await scheduler.get('ok')).toBeUndefined();
  });

  it('keeps schedules across close and reopen, and they still fire', async () => {
    const clock = new Clock();
    const { scheduler, queues, files, reminders } = setup(clock);
    await scheduler.create({
      name: 'persisted',
      expression: atExpression(new Date(clock.ms + 10 * MIN)),
      targetQueue: 'reminders',
      payload: { survive: true },
    });
    await scheduler.create({ name: 'recurring', expression: 'rate(1 hour)', targetQueue: 'reminders', payload: 'r' });
    expect(await scheduler.fireDue()).toBe(1); // the rate schedule's first firing
    await scheduler.close();

    const reopened = open(files.schedules, queues, clock);
    expect((await reopened.get('persisted'))?.payload).toEqual({ survive: true });
    expect((await reopened.get('recurring'))?.nextFireAt).toBe(clock.ms + 60 * MIN);
    clock.advance(60 * MIN);
    expect(await reopened.fireDue()).toBe(2);
    expect((await bodies(reminders)).sort()).toEqual(['"r"', '"r"', '{"survive":true}']);
    expect(await reopened.get('persisted')).toBeUndefined();
  });

  it('retries a schedule whose send failed at the next tick', async () => {
    const clock = new Clock();
    const { queues, reminders } = setup(clock);
    let failures = 1;
    const flaky: Queues = {
      get: (name) => {
        const real = queues.get(name);
        return {
          name: real.name,
          send: async (body, options) => {
            if (failures-- > 0) throw new Error('queue unavailable');
            return real.send(body, options);
          },
          receive: (o) => real.receive(o),
          delete: (h) => real.delete(h),
          changeVisibility: (h, s) => real.changeVisibility(h, s),
        };
      },
    };
    const scheduler = open(newFile('schedules'), flaky, clock);
    await scheduler.create({
      name: 'a',
      expression: atExpression(new Date(clock.ms)),
      targetQueue: 'reminders',
      payload: 'a',
    });
    await expect(scheduler.fireDue()).rejects.toBeInstanceOf(AggregateError);
    expect((await scheduler.get('a'))?.nextFireAt).toBe(clock.ms);
    expect(await scheduler.fireDue()).toBe(1);
    expect(await bodies(reminders)).toEqual(['"a"']);
  });

  it('fires again after a crash between send and advance (at least once), not before the lease ends', async () => {
    const clock = new Clock();
    const { queues, files, reminders } = setup(clock);
    // The first instance "crashes" in the middle of the send: the message went out, the send
    // never returns, the schedule is never advanced.
    const hanging: Queues = {
      get: (name) => ({
        ...queues.get(name),
        name,
        send: async (body) => {
          await queues.get(name).send(body);
          return new Promise<string>(() => {});
        },
      }),
    };
    const crashed = open(files.schedules, hanging, clock);
    await crashed.create({ name: 'daily', expression: 'rate(1 day)', targetQueue: 'reminders', payload: 'd' });
    void crashed.fireDue();
    await vi.waitFor(async () => expect(await bodies(reminders)).toEqual(['"d"']));

    const restarted = open(files.schedules, queues, clock);
    expect(await restarted.fireDue()).toBe(0); // leased by the crashed instance
    clock.advance(60_000); // lease over
    expect(await restarted.fireDue()).toBe(1);
    expect(await bodies(reminders)).toEqual(['"d"']); // fired twice in all
    expect((await restarted.get('daily'))?.nextFireAt).toBe(clock.ms - 60_000 + 24 * 60 * MIN);
  });

  it('two schedulers on one file do not fire the same due schedule twice', async () => {
    const clock = new Clock();
    const { scheduler, queues, files, reminders } = setup(clock);
    const other = open(files.schedules, queues, clock);
    for (let i = 0; i < 20; i++) {
      await scheduler.create({ name: `s${i}`, expression: 'rate(1 hour)', targetQueue: 'reminders', payload: i });
    }
    const [a, b] = await Promise.all([scheduler.fireDue(), other.fireDue()]);
    expect(a + b).toBe(20);
    const received = [...(await bodies(reminders)), ...(await bodies(reminders))];
    expect(received).toHaveLength(20);
  });

  it('fires on its own timer after start(), and stops', async () => {
    const clock = new Clock();
    const { scheduler, reminders } = setup(clock);
    await scheduler.create({ name: 'timer', expression: 'rate(1 minute)', targetQueue: 'reminders', payload: 't' });
    scheduler.start(20);
    await vi.waitFor(async () => expect(await bodies(reminders)).toEqual(['"t"']), { timeout: 2000 });
    scheduler.stop();
    clock.advance(MIN);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await bodies(reminders)).toEqual([]);
  });
});
