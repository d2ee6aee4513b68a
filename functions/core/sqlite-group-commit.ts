import type Database from 'better-sqlite3';

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

  constructor(private readonly db: Database.Database) {}

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
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      this.db
        .transaction(() => {
          for (const { write } of batch) {
            try {
              // Nested in a transaction, better-sqlite3 runs it in a savepoint, undone if it throws.
              outcomes.push({ ok: true, value: batch.length === 1 ? write() : this.db.transaction(write)() });
            } catch (error) {
              if (batch.length === 1) throw error;
              outcomes.push({ ok: false, error });
            }
          }
        })
        .immediate();
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i] as (typeof outcomes)[number];
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
