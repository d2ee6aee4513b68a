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

  it('commits the writes of the callbacks run in one turn together (decision 230)', async () => {
    const { db, begun, insert, keys } = database();
    const group = new GroupCommit(db);
    // Two immediates queued together run in the same turn, each as a callback of its own (like two
    // HTTP requests or two poller ticks), with the microtasks drained between them: waiting only
    // for the microtasks, each write had its own commit.
    const writes = await new Promise<Array<Promise<unknown>>>((resolve) => {
      const asked: Array<Promise<unknown>> = [];
      setImmediate(() => asked.push(group.run(() => insert('a'))));
      setImmediate(() => {
        asked.push(group.run(() => insert('b')));
        resolve(asked);
      });
    });
    await Promise.all(writes);
    expect(keys()).toEqual(['a', 'b']);
    expect(begun).toEqual(['BEGIN']);
  });

  it('commits what a commit set off before the next turn, as a chain of writes did before', async () => {
    const { db, begun, insert, keys } = database();
    const group = new GroupCommit(db);
    const order: string[] = [];
    const chain = (async () => {
      await group.run(() => insert('a'));
      await Promise.resolve(); // a few hops later, as through the wrappers of a store
      await group.run(() => insert('b'));
      order.push('b committed');
    })();
    // Queued once 'a' is committed and before 'b' is asked for: 'b' must not wait for the turn.
    await group.run(() => undefined).then(() => setImmediate(() => order.push('next turn')));
    await chain;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['b committed', 'next turn']);
    expect(keys()).toEqual(['a', 'b']);
    expect(begun).toEqual(['BEGIN', 'BEGIN']);
  });
});
