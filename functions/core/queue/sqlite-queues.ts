/**
 * The queue port on one SQLite file (better-sqlite3), for local runs and tests.
 *
 * Durability: WAL journal with `synchronous = NORMAL`, so a send that returned survives a process
 * kill (an OS crash or power loss could drop the last commits). Several processes may open the same file: every receive runs in an
 * IMMEDIATE transaction (it takes the write lock before reading), so two consumers never receive
 * the same visible message; other writers wait on the lock (busy timeout). Sends, deletes and
 * visibility changes asked for in the same turn share one transaction (GroupCommit) and each
 * settles after the commit.
 *
 * SQS semantics kept: per-message delay (0..900 s), visibility timeout per queue or per receive
 * (0..43200 s), a fresh receipt handle per receive (older handles of that message stop working),
 * receive counts, and dead-lettering: a message received `maxReceiveCount` times without a delete
 * is moved to the dead-letter queue by the next receive that would have returned it. Ordering is
 * oldest-first (SQS standard queues only try to be ordered).
 *
 * Stricter than SQS on purpose: SQS accepts a DeleteMessage with a stale receipt handle (the
 * request "succeeds, but the message might not be deleted"); here a stale or unknown handle throws
 * ReceiptHandleInvalidError so that the bug shows up locally.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { GroupCommit } from '../sqlite-group-commit';
import {
  InvalidQueueParameterError,
  MAX_DELAY_SECONDS,
  MAX_VISIBILITY_TIMEOUT_SECONDS,
  ReceiptHandleInvalidError,
  type Queue,
  type QueueDefinition,
  type Queues,
  type ReceiveOptions,
  type ReceivedMessage,
  type SendOptions,
} from './port';

export interface SqliteQueuesOptions {
  /** Clock in epoch ms (tests move it instead of sleeping). Defaults to Date.now. */
  now?: () => number;
  /** How often a long poll looks at the table again, in ms (default 50). */
  pollIntervalMs?: number;
  /** How long to wait for another process's write lock, in ms (default 10 000). */
  busyTimeoutMs?: number;
}

const MAX_WAIT_SECONDS = 20;
const MAX_MESSAGES = 10;

interface MessageRow {
  seq: number;
  id: string;
  body: string;
  sent_at: number;
  receive_count: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS queue_messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  queue TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  visible_at INTEGER NOT NULL,
  receive_count INTEGER NOT NULL DEFAULT 0,
  receipt_handle TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS queue_messages_visible ON queue_messages (queue, visible_at);
`;

export class SqliteQueues implements Queues {
  private readonly queues = new Map<string, SqliteQueue>();
  private closed = false;
  /** @internal The sends, deletes and visibility changes of a turn, committed together. */
  readonly writes: GroupCommit;

  private constructor(
    readonly db: Database.Database,
    definitions: QueueDefinition[],
    private readonly options: Required<Pick<SqliteQueuesOptions, 'now' | 'pollIntervalMs'>>,
  ) {
    for (const definition of definitions) validateDefinition(definition, definitions);
    // Flushed after the microtasks, not at the turn's check phase: see GroupCommit (decision 230).
    this.writes = new GroupCommit(db, { waitForTurn: false });
    for (const definition of definitions) {
      this.queues.set(definition.name, new SqliteQueue(this, definition));
    }
  }

  static open(file: string, definitions: QueueDefinition[], options: SqliteQueuesOptions = {}): SqliteQueues {
    const db = new Database(file, { timeout: options.busyTimeoutMs ?? 10_000 });
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL'); // WAL: survives a process kill without an fsync per commit
      db.exec(SCHEMA);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteQueues(db, definitions, {
      now: options.now ?? Date.now,
      pollIntervalMs: options.pollIntervalMs ?? 50,
    });
  }

  get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue: ${name}`);
    return queue;
  }

  /**
   * Makes every received-but-not-deleted message visible again; returns how many. For the local
   * runtime's start: its queues have no other consumer, so what is still in flight belonged to a
   * run that died, and waiting out the visibility timeout (as SQS must) would only delay it.
   */
  releaseInFlight(): number {
    const now = this.options.now();
    return this.db
      .prepare('UPDATE queue_messages SET visible_at = ?, receipt_handle = NULL WHERE receipt_handle IS NOT NULL AND visible_at > ?')
      .run(now, now).changes;
  }

  close(): void {
    if (this.closed) return;
    this.writes.flush();
    this.closed = true;
    this.db.close();
  }

  /** @internal */
  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal */
  now(): number {
    return this.options.now();
  }

  /** @internal */
  get pollIntervalMs(): number {
    return this.options.pollIntervalMs;
  }

  /** @internal */
  definition(name: string): QueueDefinition | undefined {
    return this.queues.get(name)?.definition;
  }
}

class SqliteQueue implements Queue {
  readonly name: string;
  private readonly db: Database.Database;
  private readonly insert: Database.Statement<[string, string, string, number, number]>;
  private readonly selectVisible: Database.Statement<[string, number, number, number], MessageRow>;
  private readonly anyVisible: Database.Statement<[string, number], 1>;
  private readonly markReceived: Database.Statement<[number, string, number]>;
  private readonly moveToDeadLetter: Database.Statement<[string, number, number]>;
  private readonly deleteByHandle: Database.Statement<[string, string]>;
  private readonly setVisibleByHandle: Database.Statement<[number, string, string]>;
  private readonly receiveTransaction: (limit: number, visibilitySeconds: number) => ReceivedMessage[];

  constructor(
    private readonly owner: SqliteQueues,
    readonly definition: QueueDefinition,
  ) {
    this.name = definition.name;
    this.db = owner.db;
    this.insert = this.db.prepare<[string, string, string, number, number]>(
      'INSERT INTO queue_messages (id, queue, body, sent_at, visible_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.selectVisible = this.db.prepare<[string, number, number, number], MessageRow>(
      `SELECT seq, id, body, sent_at, receive_count FROM queue_messages
       WHERE queue = ? AND visible_at <= ? AND seq > ? ORDER BY seq LIMIT ?`,
    );
    this.anyVisible = this.db.prepare<[string, number], 1>('SELECT 1 FROM queue_messages WHERE queue = ? AND visible_at <= ? LIMIT 1').pluck();
    this.markReceived = this.db.prepare<[number, string, number]>(
      `UPDATE queue_messages SET visible_at = ?, receipt_handle = ?, receive_count = receive_count + 1
       WHERE seq = ?`,
    );
    // The message keeps its id, sent time and receive count in the dead-letter queue.
    this.moveToDeadLetter = this.db.prepare<[string, number, number]>(
      'UPDATE queue_messages SET queue = ?, visible_at = ?, receipt_handle = NULL WHERE seq = ?',
    );
    this.deleteByHandle = this.db.prepare<[string, string]>('DELETE FROM queue_messages WHERE receipt_handle = ? AND queue = ?');
    this.setVisibleByHandle = this.db.prepare<[number, string, string]>(
      'UPDATE queue_messages SET visible_at = ? WHERE receipt_handle = ? AND queue = ?',
    );
    this.receiveTransaction = this.db.transaction((limit: number, visibilitySeconds: number) =>
      this.receiveNow(limit, visibilitySeconds),
    ).immediate;
  }

  async send(body: string, options: SendOptions = {}): Promise<string> {
    const delay = options.delaySeconds ?? 0;
    checkInteger('DelaySeconds', delay, 0, MAX_DELAY_SECONDS);
    this.assertOpen();
    const id = randomUUID();
    const now = this.owner.now();
    return this.owner.writes.run(() => {
      this.insert.run(id, this.name, body, now, now + delay * 1000);
      return id;
    });
  }

  async receive(options: ReceiveOptions = {}): Promise<ReceivedMessage[]> {
    const maxMessages = options.maxMessages ?? 1;
    const visibility = options.visibilityTimeoutSeconds ?? this.definition.visibilityTimeoutSeconds;
    const waitSeconds = options.waitSeconds ?? 0;
    checkInteger('MaxNumberOfMessages', maxMessages, 1, MAX_MESSAGES);
    checkInteger('VisibilityTimeout', visibility, 0, MAX_VISIBILITY_TIMEOUT_SECONDS);
    checkInteger('WaitTimeSeconds', waitSeconds, 0, MAX_WAIT_SECONDS);

    // The wait is measured on the real clock: an injected clock may stand still in tests.
    const deadline = performance.now() + waitSeconds * 1000;
    for (;;) {
      this.assertOpen();
      // An empty queue is seen with a read: the write lock is taken only when there is a message to
      // take (an idle stage's pollers made hundreds of empty write transactions a second otherwise).
      const messages = this.anyVisible.get(this.name, this.owner.now()) ? this.receiveTransaction(maxMessages, visibility) : [];
      if (messages.length > 0) return messages;
      const left = deadline - performance.now();
      if (left <= 0) return [];
      await sleep(Math.min(this.owner.pollIntervalMs, left));
    }
  }

  async delete(receiptHandle: string): Promise<void> {
    this.assertOpen();
    await this.owner.writes.run(() => {
      if (this.deleteByHandle.run(receiptHandle, this.name).changes === 0) {
        throw new ReceiptHandleInvalidError(`Receipt handle is unknown or no longer current: ${receiptHandle}`);
      }
    });
  }

  async changeVisibility(receiptHandle: string, seconds: number): Promise<void> {
    checkInteger('VisibilityTimeout', seconds, 0, MAX_VISIBILITY_TIMEOUT_SECONDS);
    this.assertOpen();
    const visibleAt = this.owner.now() + seconds * 1000;
    await this.owner.writes.run(() => {
      if (this.setVisibleByHandle.run(visibleAt, receiptHandle, this.name).changes === 0) {
        throw new ReceiptHandleInvalidError(`Receipt handle is unknown or no longer current: ${receiptHandle}`);
      }
    });
  }

  /** Runs inside the IMMEDIATE transaction. */
  private receiveNow(limit: number, visibilitySeconds: number): ReceivedMessage[] {
    const now = this.owner.now();
    const deadLetter = this.definition.deadLetter;
    const received: ReceivedMessage[] = [];
    let afterSeq = 0;
    while (received.length < limit) {
      const rows = this.selectVisible.all(this.name, now, afterSeq, limit - received.length);
      if (rows.length === 0) break;
      for (const row of rows) {
        afterSeq = row.seq;
        if (deadLetter && row.receive_count >= deadLetter.maxReceiveCount) {
          this.moveToDeadLetter.run(deadLetter.queue, now, row.seq);
          continue;
        }
        const receiptHandle = `${row.id}:${randomBytes(16).toString('base64url')}`;
        this.markReceived.run(now + visibilitySeconds * 1000, receiptHandle, row.seq);
        received.push({
          id: row.id,
          body: row.body,
          receiptHandle,
          receiveCount: row.receive_count + 1,
          sentAt: row.sent_at,
        });
      }
    }
    return received;
  }

  private assertOpen(): void {
    if (this.owner.isClosed) throw new Error(`SqliteQueues is closed (queue ${this.name})`);
  }
}

function validateDefinition(definition: QueueDefinition, all: QueueDefinition[]): void {
  checkInteger(
    `VisibilityTimeout of queue ${definition.name}`,
    definition.visibilityTimeoutSeconds,
    0,
    MAX_VISIBILITY_TIMEOUT_SECONDS,
  );
  if (all.filter((d) => d.name === definition.name).length > 1) {
    throw new InvalidQueueParameterError(`Queue ${definition.name} is defined twice`);
  }
  const deadLetter = definition.deadLetter;
  if (deadLetter) {
    checkInteger(`maxReceiveCount of queue ${definition.name}`, deadLetter.maxReceiveCount, 1, 1000);
    if (!all.some((d) => d.name === deadLetter.queue)) {
      throw new InvalidQueueParameterError(
        `Dead-letter queue ${deadLetter.queue} of queue ${definition.name} is not defined`,
      );
    }
  }
}

function checkInteger(what: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InvalidQueueParameterError(`${what} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
