import type Database from 'better-sqlite3';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the local SQLite adapters: the writes asked for in one turn of the event loop
 * (until its check phase: the timers, I/O callbacks and microtasks that run before it) share one
 * `BEGIN IMMEDIATE … COMMIT`, each in its own
 * savepoint, so a write that throws (a failed condition) is undone alone and rejects alone. Each
 * write's promise settles only after the commit, so a caller never sees a write that is not
 * durable; what is read inside a write is read under the write lock, as before. A commit costs the
 * same whether it carries one write or ten, and the local runtime's concurrent invocations (a batch
 * of records handled in parallel, the API's requests) ask for their writes in the same turns.
 * A write asked for outside of that (in a timer, an I/O callback, an immediate) waits for the
 * turn's check phase (setImmediate), so that the writes of every request and record run in the
 * turn share its commit: waiting only for the microtasks queued so far gathered just those whose
 * promises happened to be ready together (a sandbox engagement made about 5.9 store commits, now
 * about 2: docs/decisions.md 230). The queues flush after the microtasks instead (waitForTurn). A write asked for by what a commit set off (the
 * continuation of a settled write, until the microtasks it queued have run) is committed after
 * those microtasks, as before, not a turn later: a handler's next write (an idempotency record's
 * completion after the change it guards) follows its previous one as closely as it did, so a kill
 * between the two is no likelier. A lone write waits for nothing more: with nothing else to run,
 * the check phase follows at once.
 */
export class GroupCommit {
  private pending: Pending[] = [];
  /** From a commit until the microtasks its settled writes set off have run (see run()). */
  private following = false;
  private readonly stopFollowing = () => {
    this.following = false;
  };
  // Built once: better-sqlite3's `transaction()` makes four wrapper functions and defines their
  // properties each time it is called, which cost about as much as a small write.
  private readonly commitBatch: (batch: Pending[], outcomes: Outcome[]) => void;
  /** Nested in the group's transaction, better-sqlite3 runs a write in a savepoint, undone if it throws. */
  private readonly inSavepoint: (write: () => unknown) => unknown;

  /**
   * `waitForTurn: false` (the queues) flushes every write after the microtasks queued so far, as
   * before decision 230: a send often wakes an idle poller (an escalation's delivery), and waiting
   * for the check phase put it behind a backlog's batches; the queues' commits are cheap next to
   * the store's.
   */
  constructor(
    db: Database.Database,
    private readonly options: { waitForTurn: boolean } = { waitForTurn: true },
  ) {
    this.inSavepoint = db.transaction((write: () => unknown) => write());
    this.commitBatch = db.transaction((batch: Pending[], outcomes: Outcome[]) => {
      for (const { write } of batch) {
        try {
          outcomes.push({ ok: true, value: batch.length === 1 ? write() : this.inSavepoint(write) });
        } catch (error) {
          if (batch.length === 1) throw error;
          outcomes.push({ ok: false, error });
        }
      }
    }).immediate;
  }

  /** Runs `write` in the next group transaction; settles with its result once that has committed. */
  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.pending.length === 0) {
        if (this.following || !this.options.waitForTurn) queueMicrotask(() => this.flush());
        else setImmediate(() => this.flush());
      }
      this.pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Commits what is waiting now (also before the database closes). */
  flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    // The writers' continuations run as microtasks once their promises settle (below); a tick
    // queued from a microtask runs once the microtask queue is empty, which ends what they set off.
    this.following = true;
    queueMicrotask(() => process.nextTick(this.stopFollowing));
    const outcomes: Outcome[] = [];
    try {
      this.commitBatch(batch, outcomes);
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
