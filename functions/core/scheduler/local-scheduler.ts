/**
 * The scheduler port on a SQLite file (better-sqlite3), for local runs and tests: a durable table
 * of schedules with their next firing time, fired by `fireDue()` (directly, or on a timer with
 * `start()`), which sends each due schedule's payload (JSON) to its target queue.
 *
 * Semantics follow EventBridge Scheduler: names are unique; a rate schedule starts firing right
 * after it is created; a one-time schedule fires once and is then deleted (a time already in the
 * past fires at the next tick); missed firings of a recurring schedule (the process was down) are
 * collapsed into one, the schedule then continues on its own phase.
 *
 * Delivery is at least once, as with EventBridge Scheduler: a due schedule is first leased (so
 * that a second process or an overlapping tick leaves it alone), then its message is sent, then
 * the schedule is advanced or deleted. A crash between the send and the advance fires it again
 * once the lease (default 60 s) has expired; a failed send releases the lease so the next tick
 * retries. Consumers must be idempotent.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Queues } from '../queue/port';
import { firstFireAt, nextFireOf, parseExpression, validateScheduleName } from './expressions';
import {
  InvalidScheduleError,
  ScheduleConflictError,
  type ScheduleInput,
  type ScheduleRecord,
  type Scheduler,
} from './port';

export interface LocalSchedulerOptions {
  file: string;
  queues: Queues;
  /** Clock in epoch ms (tests move it instead of sleeping). Defaults to Date.now. */
  now?: () => number;
  /** How long a claimed firing is reserved before another tick may retry it (default 60 000 ms). */
  leaseMs?: number;
  /** Where errors of timer-driven ticks go (default console.error). */
  onError?: (error: unknown) => void;
}

interface ScheduleRow {
  name: string;
  generation: string;
  expression: string;
  target_queue: string;
  payload: string;
  next_fire_at: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS schedules (
  name TEXT PRIMARY KEY,
  generation TEXT NOT NULL,
  expression TEXT NOT NULL,
  target_queue TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  next_fire_at INTEGER,
  lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS schedules_next_fire_at ON schedules (next_fire_at);
`;

export class LocalScheduler implements Scheduler {
  private readonly db: Database.Database;
  private readonly queues: Queues;
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private closed = false;

  private readonly insert: Database.Statement<[string, string, string, string, string, number, number | null]>;
  private readonly selectOne: Database.Statement<[string], ScheduleRow>;
  private readonly deleteOne: Database.Statement<[string]>;
  private readonly selectDue: Database.Statement<[number, number], ScheduleRow>;
  private readonly lease: Database.Statement<[number, string, string]>;
  private readonly advance: Database.Statement<[number | null, string, string]>;
  private readonly deleteGeneration: Database.Statement<[string, string]>;
  private readonly claimDue: (now: number) => ScheduleRow[];

  constructor(options: LocalSchedulerOptions) {
    this.queues = options.queues;
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.onError = options.onError ?? ((error) => console.error('LocalScheduler tick failed', error));
    this.db = new Database(options.file, { timeout: 10_000 });
    try {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL'); // WAL: survives a process kill without an fsync per commit
      this.db.exec(SCHEMA);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.insert = this.db.prepare<[string, string, string, string, string, number, number | null]>(
      `INSERT INTO schedules (name, generation, expression, target_queue, payload, created_at, next_fire_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.selectOne = this.db.prepare<[string], ScheduleRow>(
      'SELECT name, generation, expression, target_queue, payload, next_fire_at FROM schedules WHERE name = ?',
    );
    this.deleteOne = this.db.prepare<[string]>('DELETE FROM schedules WHERE name = ?');
    this.selectDue = this.db.prepare<[number, number], ScheduleRow>(
      `SELECT name, generation, expression, target_queue, payload, next_fire_at FROM schedules
       WHERE next_fire_at <= ? AND lease_until <= ? ORDER BY next_fire_at, name`,
    );
    this.lease = this.db.prepare<[number, string, string]>('UPDATE schedules SET lease_until = ? WHERE name = ? AND generation = ?');
    this.advance = this.db.prepare<[number | null, string, string]>(
      'UPDATE schedules SET next_fire_at = ?, lease_until = 0 WHERE name = ? AND generation = ?',
    );
    this.deleteGeneration = this.db.prepare<[string, string]>('DELETE FROM schedules WHERE name = ? AND generation = ?');
    this.claimDue = this.db.transaction((now: number) => {
      const rows = this.selectDue.all(now, now);
      for (const row of rows) this.lease.run(now + this.leaseMs, row.name, row.generation);
      return rows;
    }).immediate;
  }

  async create(input: ScheduleInput): Promise<void> {
    this.assertOpen();
    validateScheduleName(input.name);
    const nextFireAt = firstFireAt(input.expression, this.now()); // throws InvalidScheduleError
    this.queues.get(input.targetQueue); // throws for an unknown queue
    const payload = JSON.stringify(input.payload);
    if (payload === undefined) throw new InvalidScheduleError(`Payload of schedule ${input.name} is not JSON`);
    try {
      this.insert.run(
        input.name,
        randomUUID(),
        input.expression,
        input.targetQueue,
        payload,
        this.now(),
        nextFireAt,
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        throw new ScheduleConflictError(`Schedule ${input.name} already exists`);
      }
      throw error;
    }
  }

  async get(name: string): Promise<ScheduleRecord | undefined> {
    this.assertOpen();
    const row = this.selectOne.get(name);
    if (!row) return undefined;
    return {
      name: row.name,
      expression: row.expression,
      targetQueue: row.target_queue,
      payload: JSON.parse(row.payload) as unknown,
      nextFireAt: row.next_fire_at,
    };
  }

  async delete(name: string): Promise<void> {
    this.assertOpen();
    this.deleteOne.run(name);
  }

  /**
   * Fires every schedule whose next firing time has come; resolves to how many fired. When some
   * sends fail, the others still fire and it rejects with an AggregateError of the failures (those
   * schedules stay due and are retried by the next call).
   */
  async fireDue(): Promise<number> {
    this.assertOpen();
    const now = this.now();
    const due = this.claimDue(now);
    let fired = 0;
    const errors: unknown[] = [];
    for (const row of due) {
      try {
        await this.queues.get(row.target_queue).send(row.payload);
      } catch (error) {
        errors.push(error);
        if (!this.closed) this.advance.run(row.next_fire_at, row.name, row.generation); // release
        continue;
      }
      fired += 1;
      if (this.closed) continue; // still at least once: the lease expires and it fires again
      const parsed = parseExpression(row.expression);
      if (parsed.kind === 'at') {
        this.deleteGeneration.run(row.name, row.generation);
      } else {
        // Rate schedules keep their phase (anchor = the firing just done); missed firings collapse.
        this.advance.run(nextFireOf(parsed, now, row.next_fire_at ?? now), row.name, row.generation);
      }
    }
    if (errors.length > 0) {
      throw new AggregateError(errors, `${errors.length} of ${due.length} due schedules failed to fire`);
    }
    return fired;
  }

  /** Calls fireDue every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs = 1000): void {
    this.assertOpen();
    if (this.timer) return;
    const tick = () => {
      const run = this.fireDue().catch(this.onError);
      this.running = run;
      void run.finally(() => {
        if (this.running === run) this.running = undefined;
        if (this.timer && !this.closed) {
          this.timer = setTimeout(tick, intervalMs);
          this.timer.unref();
        }
      });
    };
    this.timer = setTimeout(tick, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Stops the timer, waits for a tick in progress, and closes the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.stop();
    await this.running;
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('LocalScheduler is closed');
  }
}
