import type Database from 'better-sqlite3';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the local SQLite adapters: the writes asked for while the current job runs
 * (until its microtasks are drained) share one `BEGIN IMMEDIATE … COMMIT`, each in its own
 * savepoint, so a write that throws (a failed condition) is undone alone and rejects alone. Each
 * write's promise settles only after the commit, so a caller never sees a write that is not
 * durable; what is read inside a write is read under the write lock, as before. A commit costs the
 * same whether it carries one write or ten, and the local runtime's concurrent invocations (a batch
 * of records handled in parallel, the API's requests) ask for their writes in the same turns.
 */
export class GroupCommit {
  private pending: Pending[] = [];
  // Built once: better-sqlite3's `transaction()` makes four wrapper functions and defines their
  // properties each time it is called, which cost about as much as a small write.
  private readonly commitBatch: (batch: Pending[], outcomes: Outcome[]) => void;
  /** Nested in the group's transaction, better-sqlite3 runs a write in a savepoint, undone if it throws. */
  private readonly inSavepoint: (write: () => unknown) => unknown;

  constructor(db: Database.Database) {
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
      if (this.pending.length === 0) queueMicrotask(() => this.flush());
      this.pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Commits what is waiting now (also before the database closes). */
  flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
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
