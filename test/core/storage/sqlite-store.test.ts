import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TransactionCanceledError, type Item } from '../../../functions/core/storage/port';
import { SqliteStore } from '../../../functions/core/storage/sqlite-store';
import { describeStoreContract } from './store-contract';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `nested/dir/store-${files++}.db`);

describeStoreContract('SqliteStore', async () => {
  const store = SqliteStore.open(newFile());
  return { store, close: () => store.close() };
});

describe('SqliteStore specifics', () => {
  const opened: SqliteStore[] = [];
  const open = (file = newFile()) => {
    const store = SqliteStore.open(file);
    opened.push(store);
    return store;
  };
  afterEach(() => {
    for (const store of opened.splice(0)) {
      try {
        store.close();
      } catch {
        // already closed by the test
      }
    }
  });
  const event = (sk: string, extra: Record<string, unknown> = {}): Item => ({ pk: 'outbox', sk, entity: 'event', ...extra });

  describe('change feed', () => {
    it('reads only the requested event types up to a position, and tells its head', async () => {
      const store = open();
      expect(await store.head()).toBeNull();
      await store.transactWrite([
        { put: event('a', { type: 'engagement.completed' }) },
        { put: event('b', { type: 'engagement.escalated' }) },
        { put: event('c', { type: 'engagement.completed' }) },
        { put: event('d', { type: 'engagement.escalated' }) },
      ]);
      const all = await store.read(null, 100);
      const head = await store.head();
      expect(head).toBe(all[3]?.sequence);
      const escalations = await store.read(null, 100, { types: ['engagement.escalated'] });
      expect(escalations.map((r) => r.item.sk)).toEqual(['b', 'd']);
      const upToC = await store.read(null, 100, { types: ['engagement.escalated'], upTo: all[2]?.sequence });
      expect(upToC.map((r) => r.item.sk)).toEqual(['b']);
      const afterB = await store.read(all[1]?.sequence ?? null, 100, { types: ['engagement.escalated', 'engagement.completed'] });
      expect(afterB.map((r) => r.item.sk)).toEqual(['c', 'd']);
      expect(await store.read(null, 1, { types: ['engagement.completed'] })).toHaveLength(1);
    });

    it('records inserted event items, in order, and nothing else', async () => {
      const store = open();
      await store.put(event('e1', { n: 1 }));
      await store.put({ pk: 'other', sk: 'x', entity: 'sample' });
      await store.transactWrite([{ put: event('e2') }, { put: event('e3') }, { put: { pk: 'p', sk: 's', entity: 'x' } }]);
      await store.update({ pk: 'outbox', sk: 'e4' }, { set: { entity: 'event' } });
      const records = await store.read(null, 100);
      expect(records.map((r) => r.item.sk)).toEqual(['e1', 'e2', 'e3', 'e4']);
      expect(records[0]?.item).toEqual(event('e1', { n: 1 }));
      const sequences = records.map((r) => Number(r.sequence));
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    });

    it('adds no record for an overwrite or update of an event item, nor for a cancelled transaction', async () => {
      const store = open();
      await store.put(event('e1'));
      await store.put(event('e1', { changed: true }));
      await store.update({ pk: 'outbox', sk: 'e1' }, { set: { more: 1 } });
      await expect(
        store.transactWrite([{ put: event('e2') }, { check: { pk: 'nope', sk: 'x' }, condition: { exists: 'pk' } }]),
      ).rejects.toBeInstanceOf(TransactionCanceledError);
      await expect(store.put(event('e1'), { condition: { notExists: 'pk' } })).rejects.toThrow();
      expect((await store.read(null, 100)).map((r) => r.item.sk)).toEqual(['e1']);
      expect(await store.get({ pk: 'outbox', sk: 'e2' })).toBeUndefined();
    });

    it('counts writing over an expired event item as an insert', async () => {
      const store = open();
      await store.put(event('e1', { ttl: Math.floor(Date.now() / 1000) - 10 }));
      await store.put(event('e1'));
      expect((await store.read(null, 100)).map((r) => r.item.sk)).toEqual(['e1', 'e1']);
    });

    it('pages with read(after, limit)', async () => {
      const store = open();
      for (let i = 0; i < 5; i++) await store.put(event(`e${i}`));
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await store.read(after, 2);
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page.map((r) => r.item.sk));
        after = page[page.length - 1]!.sequence;
      }
      expect(seen).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
      await expect(store.read('garbage', 2)).rejects.toThrow();
      await expect(store.read(null, 0)).rejects.toThrow();
    });
  });

  it('keeps data (and the change feed) across close and reopen', async () => {
    const file = newFile();
    const first = open(file);
    await first.put({ pk: 'p', sk: 's', entity: 'sample', n: 1.25, nested: { list: [true, null] } });
    await first.put(event('e1'));
    first.close();
    const second = open(file);
    expect(await second.get({ pk: 'p', sk: 's' })).toEqual({ pk: 'p', sk: 's', entity: 'sample', n: 1.25, nested: { list: [true, null] } });
    await second.put(event('e2'));
    expect((await second.read(null, 10)).map((r) => r.item.sk)).toEqual(['e1', 'e2']);
  });

  it('lets two instances on one file see each other’s writes', async () => {
    const file = newFile();
    const a = open(file);
    const b = open(file);
    await a.put({ pk: 'p', sk: 's', entity: 'sample', v: 1 });
    expect((await b.get({ pk: 'p', sk: 's' }))?.v).toBe(1);
    await b.update({ pk: 'p', sk: 's' }, { add: { v: 1 } });
    expect((await a.get({ pk: 'p', sk: 's' }))?.v).toBe(2);
    const results = await Promise.allSettled([
      a.put({ pk: 'p', sk: 'claim', entity: 'sample', by: 'a' }, { condition: { notExists: 'pk' } }),
      b.put({ pk: 'p', sk: 'claim', entity: 'sample', by: 'b' }, { condition: { notExists: 'pk' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('leaves exactly one winner per key and loses no update when processes race on one file', async () => {
    const file = newFile();
    open(file).close(); // create the schema before the race
    const rounds = 60;
    const worker = fileURLToPath(new URL('./race-worker.ts', import.meta.url));
    const children = ['w1', 'w2', 'w3'].map((id) =>
      spawn(process.execPath, ['--import', 'tsx', worker, file, id, String(rounds)], { stdio: 'pipe' }),
    );
    const output = (child: ChildProcessWithoutNullStreams) => {
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      const ready = new Promise<void>((resolve) => {
        const check = () => (text.includes('ready\n') ? resolve() : undefined);
        child.stdout.on('data', check);
      });
      const done = new Promise<string>((resolve, reject) =>
        child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`worker failed (${code}): ${text}`)))),
      );
      return { ready, done };
    };
    const watched = children.map(output);
    await Promise.all(watched.map((w) => w.ready));
    for (const child of children) child.stdin.write('go\n');
    const outputs = await Promise.all(watched.map((w) => w.done));
    const wins = outputs.map((text) => JSON.parse(text.split('\n').filter(Boolean).pop() ?? '[]') as number[]);
    const claimed = wins.flat().sort((x, y) => x - y);
    expect(claimed).toEqual(Array.from({ length: rounds }, (_, i) => i));
    const store = open(file);
    expect((await store.get({ pk: 'race', sk: 'counter' }))?.n).toBe(rounds * children.length);
    const claims = await store.query({ partition: 'race', sort: { beginsWith: 'k' }, limit: 1000 });
    expect(claims.items).toHaveLength(rounds);
  });

  it('sweepExpired deletes expired items only', async () => {
    const store = open();
    const now = Math.floor(Date.now() / 1000);
    await store.put({ pk: 'p', sk: 'old', entity: 'sample', ttl: now - 5 });
    await store.put({ pk: 'p', sk: 'live', entity: 'sample', ttl: now + 100 });
    await store.put({ pk: 'p', sk: 'forever', entity: 'sample' });
    expect(await store.sweepExpired()).toBe(1);
    expect(await store.sweepExpired()).toBe(0);
    expect((await store.query({ partition: 'p' })).items.map((i) => i.sk)).toEqual(['forever', 'live']);
    expect(await store.sweepExpired(now + 100)).toBe(1);
    expect((await store.query({ partition: 'p' })).items.map((i) => i.sk)).toEqual(['forever']);
  });

  it('keeps the index and ttl columns right when an item is rewritten in place', async () => {
    const store = open();
    const now = Math.floor(Date.now() / 1000);
    await store.put({ pk: 'p', sk: 'a', entity: 'sample', gsi1pk: 'g', gsi1sk: '1', ttl: now + 100 });
    // Same index keys and ttl, new data; then a new ttl; then the sweep follows the new ttl.
    await store.update({ pk: 'p', sk: 'a' }, { add: { count: 1 } });
    expect((await store.query({ index: 'gsi1', partition: 'g' })).items).toMatchObject([{ sk: 'a', count: 1 }]);
    await store.update({ pk: 'p', sk: 'a' }, { set: { ttl: now + 10 }, add: { count: 1 } });
    expect(await store.sweepExpired(now + 50)).toBe(1);
    expect(await store.get({ pk: 'p', sk: 'a' })).toBeUndefined();

    // A changed index key moves the item in the index; a removed ttl keeps it from the sweep.
    await store.put({ pk: 'p', sk: 'b', entity: 'sample', gsi1pk: 'g', gsi1sk: '1', ttl: now + 10 });
    await store.update({ pk: 'p', sk: 'b' }, { set: { gsi1pk: 'h' }, remove: ['ttl'] });
    expect((await store.query({ index: 'gsi1', partition: 'g' })).items).toEqual([]);
    expect((await store.query({ index: 'gsi1', partition: 'h' })).items).toMatchObject([{ sk: 'b' }]);
    expect(await store.sweepExpired(now + 50)).toBe(0);
  });

  it('opens in WAL mode with synchronous=NORMAL (a commit survives a process kill)', () => {
    const store = open();
    const db = (store as unknown as { db: { pragma(s: string, o: { simple: true }): unknown } }).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});
