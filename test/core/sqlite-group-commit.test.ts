import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../functions/core/sqlite-group-commit';

const database = () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY)');
  const begun: string[] = [];
  const transaction = db.transaction.bind(db);
  // Counts the outermost transactions run (a nested one is a savepoint, not a commit), whenever
  // their wrapper was built.
  const counted =
    <F extends (...args: never[]) => unknown>(run: F) =>
    (...args: Parameters<F>) => {
      if (!db.inTransaction) begun.push('BEGIN');
      return run(...args);
    };
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const wrapped = transaction(fn);
    return Object.assign(counted(wrapped), { immediate: counted(wrapped.immediate), deferred: counted(wrapped.deferred), exclusive: counted(wrapped.exclusive) });
  }) as typeof db.transaction;
  const insert = (k: string) => db.prepare('INSERT INTO t (k) VALUES (?)').run(k);
  const keys = () => db.prepare<[], { k: string }>('SELECT k FROM t ORDER BY k').all().map((row) => row.k);
  return { db, begun, insert, keys };
};

describe('GroupCommit', () => {
  it('commits the writes asked for in the same turn once, and undoes only the one that threw', async () => {
    const { db, begun, insert, keys } = database();
    const group = new GroupCommit(db);
    const results = await Promise.allSettled([
      group.run(() => insert('a')),
      group.run(() => {
        insert('b');
        throw new Error('condition failed');
      }),
      group.run(() => insert('c').changes),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(1);
    expect(keys()).toEqual(['a', 'c']);
    expect(begun).toEqual(['BEGIN']);
  });

  it('settles a write only after its commit, and a later turn gets a transaction of its own', async () => {
    const { db, begun, insert, keys } = database();
    const group = new GroupCommit(db);
    let settled = false;
    const first = group.run(() => insert('a')).then(() => (settled = true));
    expect(settled).toBe(false);
    expect(keys()).toEqual([]); // not written yet: the write waits for the turn's other writes
    await first;
    await group.run(() => insert('b'));
    expect(keys()).toEqual(['a', 'b']);
    expect(begun).toEqual(['BEGIN', 'BEGIN']);
  });

  it('rejects every write of a group whose transaction cannot begin', async () => {
    const { db, insert } = database();
    const group = new GroupCommit(db);
    const writes = [group.run(() => insert('a')), group.run(() => insert('b'))];
    db.close();
    for (const write of writes) await expect(write).rejects.toThrow(/not open/);
  });
});
