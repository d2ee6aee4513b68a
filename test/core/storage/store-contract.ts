/**
 * The storage contract: one suite that both adapters (SQLite and DynamoDB Local) must pass, so that
 * code tested locally behaves the same on AWS. Every test works in partitions of its own (named
 * with a per-run prefix), so a suite can share one table or file across its tests.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConditionFailedError,
  InvalidCursorError,
  TransactionCanceledError,
  type Condition,
  type IndexName,
  type Item,
  type Page,
  type SortKeyCondition,
  type Store,
} from '../../../functions/core/storage/port';

export interface StoreUnderTest {
  store: Store;
  close?: () => Promise<void> | void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const pad = (i: number) => String(i).padStart(2, '0');

/** Resolves to whether the promise succeeded (true) or failed with `errorClass` (false). */
async function succeeded(promise: Promise<unknown>, errorClass: new (...args: never[]) => Error): Promise<boolean> {
  try {
    await promise;
    return true;
  } catch (error) {
    if (error instanceof errorClass) return false;
    throw error;
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

export function describeStoreContract(name: string, factory: () => Promise<StoreUnderTest>): void {
  describe(`${name}: storage contract`, () => {
    let subject: StoreUnderTest;
    let store: Store;
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    /** A partition key no other test (or run) uses. */
    const unique = (label: string) => `${label}#${run}#${counter++}`;

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    describe('put and get', () => {
      it('round-trips nested maps, numbers, booleans, null, arrays and empty values', async () => {
        const item: Item = {
          pk: unique('rt'),
          sk: 'item',
          entity: 'sample',
          count: 42,
          ratio: 1.5,
          negative: -3,
          zero: 0,
          big: 9007199254740991,
          fraction: 0.1,
          yes: true,
          no: false,
          nothing: null,
          empty: '',
          text: 'héllo wörld ✓',
          list: [1, 'two', false, null, { three: 3 }, [4]],
          emptyList: [],
          emptyMap: {},
          nested: { a: { b: { c: [1, 2, { d: 'deep' }] } }, n: 7 },
        };
        await store.put(item);
        const got = await store.get({ pk: item.pk, sk: 'item' }, { consistent: true });
        expect(got).toEqual(item);
        expect(typeof got?.count).toBe('number');
        expect(typeof got?.big).toBe('number');
      });

      it('drops undefined attributes and returns undefined for an absent item', async () => {
        const pk = unique('undef');
        await store.put({ pk, sk: 'x', entity: 'sample', gone: undefined, kept: 1 });
        const got = await store.get({ pk, sk: 'x' });
        expect(got).toEqual({ pk, sk: 'x', entity: 'sample', kept: 1 });
        expect(got && 'gone' in got).toBe(false);
        expect(await store.get({ pk, sk: 'absent' })).toBeUndefined();
      });

      it('put replaces the whole item', async () => {
        const pk = unique('replace');
        await store.put({ pk, sk: 'x', entity: 'sample', a: 1, b: 2 });
        await store.put({ pk, sk: 'x', entity: 'sample', c: 3 });
        expect(await store.get({ pk, sk: 'x' })).toEqual({ pk, sk: 'x', entity: 'sample', c: 3 });
      });

      it('rejects items without non-empty pk, sk and entity strings, and unstorable values', async () => {
        const pk = unique('invalid');
        const invalid = [
          { pk: '', sk: 'x', entity: 'sample' },
          { pk, sk: '', entity: 'sample' },
          { pk, sk: 'x', entity: '' },
          { pk, sk: 'x' },
          { pk, sk: 'x', entity: 'sample', gsi1pk: '' },
          { pk, sk: 'x', entity: 'sample', n: Number.NaN },
          { pk, sk: 'x', entity: 'sample', when: new Date() },
        ] as unknown as Item[];
        for (const item of invalid) {
          const error = await rejection(store.put(item));
          expect(error).toBeInstanceOf(Error);
          expect(error).not.toBeInstanceOf(ConditionFailedError);
        }
        expect(await store.get({ pk, sk: 'x' })).toBeUndefined();
      });

      it('a conditional put (notExists pk) fails with ConditionFailedError when the item exists', async () => {
        const pk = unique('cput');
        const condition: Condition = { notExists: 'pk' };
        await store.put({ pk, sk: 'x', entity: 'sample', v: 1 }, { condition });
        await expect(store.put({ pk, sk: 'x', entity: 'sample', v: 2 }, { condition })).rejects.toBeInstanceOf(
          ConditionFailedError,
        );
        expect((await store.get({ pk, sk: 'x' }))?.v).toBe(1);
      });
    });

    describe('update', () => {
      it('creates an absent item from the key and returns it', async () => {
        const pk = unique('upd-new');
        const updated = await store.update(
          { pk, sk: 'x' },
          { set: { entity: 'counter', label: 'a' }, setIfAbsent: { createdAt: 100 }, add: { hits: 2 } },
        );
        expect(updated).toEqual({ pk, sk: 'x', entity: 'counter', label: 'a', createdAt: 100, hits: 2 });
        expect(await store.get({ pk, sk: 'x' })).toEqual(updated);
      });

      it('applies set, setIfAbsent, remove and add to an existing item', async () => {
        const pk = unique('upd');
        await store.put({ pk, sk: 'x', entity: 'sample', a: 1, keep: 'old', drop: true, hits: 5, nested: { x: 1 } });
        const updated = await store.update(
          { pk, sk: 'x' },
          {
            set: { a: 2, nested: { y: [1, 2] }, fresh: null },
            setIfAbsent: { keep: 'new', missing: 'filled' },
            remove: ['drop', 'notThere'],
            add: { hits: -2, fresh2: 1.5 },
          },
        );
        const expected = {
          pk,
          sk: 'x',
          entity: 'sample',
          a: 2,
          keep: 'old',
          missing: 'filled',
          hits: 3,
          fresh2: 1.5,
          fresh: null,
          nested: { y: [1, 2] },
        };
        expect(updated).toEqual(expected);
        expect(await store.get({ pk, sk: 'x' }, { consistent: true })).toEqual(expected);
      });

      it('rejects updates DynamoDB rejects (no change, key attributes, overlapping attributes, bad add)', async () => {
        const pk = unique('upd-invalid');
        await store.put({ pk, sk: 'x', entity: 'sample', s: 'text' });
        const invalid = [
          {},
          { set: { pk: 'other' } },
          { remove: ['sk'] },
          { set: { a: 1 }, remove: ['a'] },
          { add: { s: 1 } },
        ];
        for (const changes of invalid) {
          const error = await rejection(store.update({ pk, sk: 'x' }, changes));
          expect(error).toBeInstanceOf(Error);
          expect(error).not.toBeInstanceOf(ConditionFailedError);
        }
        expect(await store.get({ pk, sk: 'x' })).toEqual({ pk, sk: 'x', entity: 'sample', s: 'text' });
      });

      it('a conditional update applies only when its condition holds', async () => {
        const pk = unique('cupd');
        await store.put({ pk, sk: 'x', entity: 'sample', version: 1 });
        await expect(
          store.update({ pk, sk: 'x' }, { set: { version: 3 } }, { condition: { eq: ['version', 2] } }),
        ).rejects.toBeInstanceOf(ConditionFailedError);
        expect((await store.get({ pk, sk: 'x' }))?.version).toBe(1);
        const updated = await store.update({ pk, sk: 'x' }, { set: { version: 2 } }, { condition: { eq: ['version', 1] } });
        expect(updated.version).toBe(2);
        await expect(
          store.update({ pk, sk: 'absent' }, { set: { entity: 'x' } }, { condition: { exists: 'pk' } }),
        ).rejects.toBeInstanceOf(ConditionFailedError);
        expect(await store.get({ pk, sk: 'absent' })).toBeUndefined();
      });
    });

    describe('delete', () => {
      it('deletes, is silent on an absent item, and honours its condition', async () => {
        const pk = unique('del');
        await store.put({ pk, sk: 'x', entity: 'sample', state: 'active' });
        await expect(store.delete({ pk, sk: 'x' }, { condition: { eq: ['state', 'done'] } })).rejects.toBeInstanceOf(
          ConditionFailedError,
        );
        expect(await store.get({ pk, sk: 'x' })).toBeDefined();
        await store.delete({ pk, sk: 'x' }, { condition: { eq: ['state', 'active'] } });
        expect(await store.get({ pk, sk: 'x' })).toBeUndefined();
        await store.delete({ pk, sk: 'x' });
        await expect(store.delete({ pk, sk: 'x' }, { condition: { exists: 'pk' } })).rejects.toBeInstanceOf(
          ConditionFailedError,
        );
      });
    });

    describe('conditions', () => {
      const base = {
        sk: 'x',
        entity: 'sample',
        n: 5,
        s: 'mango',
        upper: 'Zebra',
        accent: 'é',
        emoji: '😀',
        b: true,
        z: null,
        m: { a: 1, b: [1, 2] },
        l: [1, 'x'],
      };
      const T: Condition = { exists: 'n' };
      const F: Condition = { exists: 'missing' };
      const cases: [Condition, boolean][] = [
        [{ exists: 'n' }, true],
        [{ exists: 'z' }, true],
        [{ exists: 'missing' }, false],
        [{ notExists: 'missing' }, true],
        [{ notExists: 'n' }, false],
        [{ eq: ['n', 5] }, true],
        [{ eq: ['n', '5'] }, false],
        [{ eq: ['s', 'mango'] }, true],
        [{ eq: ['b', true] }, true],
        [{ eq: ['z', null] }, true],
        [{ eq: ['missing', null] }, false],
        [{ eq: ['m', { b: [1, 2], a: 1 }] }, true],
        [{ eq: ['m', { a: 1 }] }, false],
        [{ eq: ['l', [1, 'x']] }, true],
        [{ eq: ['l', ['x', 1]] }, false],
        [{ ne: ['n', 6] }, true],
        [{ ne: ['n', 5] }, false],
        [{ ne: ['n', '5'] }, true],
        [{ ne: ['missing', 1] }, true],
        [{ lt: ['n', 10] }, true],
        [{ lt: ['n', 5] }, false],
        [{ le: ['n', 5] }, true],
        [{ le: ['n', 4.5] }, false],
        [{ gt: ['n', 4] }, true],
        [{ gt: ['n', 5] }, false],
        [{ ge: ['n', 5] }, true],
        [{ ge: ['n', 6] }, false],
        [{ lt: ['s', 'zoo'] }, true],
        [{ gt: ['s', 'apple'] }, true],
        [{ lt: ['upper', 'apple'] }, true],
        [{ gt: ['accent', 'z'] }, true],
        [{ gt: ['emoji', '\uFFFD'] }, true],
        [{ lt: ['n', 'zzz'] }, false],
        [{ gt: ['s', 0] }, false],
        [{ gt: ['missing', 0] }, false],
        [{ lt: ['missing', 0] }, false],
        [{ beginsWith: ['s', 'man'] }, true],
        [{ beginsWith: ['s', 'go'] }, false],
        [{ beginsWith: ['n', '5'] }, false],
        [{ beginsWith: ['missing', 'a'] }, false],
        [{ and: [T, T] }, true],
        [{ and: [T, F] }, false],
        [{ or: [F, T] }, true],
        [{ or: [F, F] }, false],
        [{ not: F }, true],
        [{ not: T }, false],
        [{ and: [{ or: [F, { eq: ['s', 'mango'] }] }, { not: { lt: ['n', 0] } }] }, true],
      ];

      it('evaluates every operator with DynamoDB semantics', async () => {
        const item = { ...base, pk: unique('cond') };
        await store.put(item);
        // Each put rewrites the same item, so the state (and every outcome) is the same in any order.
        const results = await Promise.all(
          cases.map(([condition]) => succeeded(store.put(item, { condition }), ConditionFailedError)),
        );
        expect(results.map((result, i) => [JSON.stringify(cases[i]?.[0]), result])).toEqual(
          cases.map(([condition, expected]) => [JSON.stringify(condition), expected]),
        );
      });

      it('rejects an empty and/or (not as a condition failure)', async () => {
        const item = { ...base, pk: unique('cond-empty') };
        for (const condition of [{ and: [] }, { or: [] }, { not: { and: [] } }] as Condition[]) {
          const error = await rejection(store.put(item, { condition }));
          expect(error).toBeInstanceOf(Error);
          expect(error).not.toBeInstanceOf(ConditionFailedError);
        }
        expect(await store.get({ pk: item.pk, sk: 'x' })).toBeUndefined();
      });

      it('evaluates conditions against an absent item', async () => {
        const pk = unique('cond-absent');
        const key = { pk, sk: 'x' };
        expect(await succeeded(store.delete(key, { condition: { notExists: 'pk' } }), ConditionFailedError)).toBe(true);
        expect(await succeeded(store.delete(key, { condition: { ne: ['n', 1] } }), ConditionFailedError)).toBe(true);
        expect(await succeeded(store.delete(key, { condition: { eq: ['n', 1] } }), ConditionFailedError)).toBe(false);
        expect(await succeeded(store.delete(key, { condition: { exists: 'pk' } }), ConditionFailedError)).toBe(false);
      });
    });

    describe('transactWrite', () => {
      const seed = async (pk: string) => {
        await store.put({ pk, sk: 'b', entity: 'sample', hits: 1 });
        await store.put({ pk, sk: 'c', entity: 'sample' });
        await store.put({ pk, sk: 'd', entity: 'sample', state: 'open' });
      };

      it('applies nothing when one condition fails, and names the failing operation', async () => {
        const pk = unique('tx-fail');
        await seed(pk);
        const error = await rejection(
          store.transactWrite([
            { put: { pk, sk: 'a', entity: 'sample' }, condition: { notExists: 'pk' } },
            { update: { pk, sk: 'b' }, changes: { add: { hits: 1 } } },
            { delete: { pk, sk: 'c' } },
            { check: { pk, sk: 'd' }, condition: { eq: ['state', 'closed'] } },
          ]),
        );
        expect(error).toBeInstanceOf(TransactionCanceledError);
        expect((error as TransactionCanceledError).failedConditions).toEqual([3]);
        expect(await store.get({ pk, sk: 'a' })).toBeUndefined();
        expect((await store.get({ pk, sk: 'b' }))?.hits).toBe(1);
        expect(await store.get({ pk, sk: 'c' })).toBeDefined();
      });

      it('names every failing operation', async () => {
        const pk = unique('tx-fail2');
        await seed(pk);
        const error = await rejection(
          store.transactWrite([
            { update: { pk, sk: 'b' }, changes: { add: { hits: 1 } }, condition: { gt: ['hits', 10] } },
            { put: { pk, sk: 'a', entity: 'sample' } },
            { delete: { pk, sk: 'c' }, condition: { notExists: 'pk' } },
          ]),
        );
        expect((error as TransactionCanceledError).failedConditions).toEqual([0, 2]);
        expect(await store.get({ pk, sk: 'a' })).toBeUndefined();
      });

      it('applies everything when all conditions (checks included) hold', async () => {
        const pk = unique('tx-ok');
        await seed(pk);
        await store.transactWrite([
          { put: { pk, sk: 'a', entity: 'sample' }, condition: { notExists: 'pk' } },
          { update: { pk, sk: 'b' }, changes: { add: { hits: 1 } }, condition: { eq: ['hits', 1] } },
          { delete: { pk, sk: 'c' }, condition: { exists: 'pk' } },
          { check: { pk, sk: 'd' }, condition: { eq: ['state', 'open'] } },
          { update: { pk, sk: 'e' }, changes: { set: { entity: 'sample', created: true } } },
        ]);
        expect(await store.get({ pk, sk: 'a' })).toEqual({ pk, sk: 'a', entity: 'sample' });
        expect((await store.get({ pk, sk: 'b' }))?.hits).toBe(2);
        expect(await store.get({ pk, sk: 'c' })).toBeUndefined();
        expect(await store.get({ pk, sk: 'd' })).toEqual({ pk, sk: 'd', entity: 'sample', state: 'open' });
        expect((await store.get({ pk, sk: 'e' }))?.created).toBe(true);
      });

      it('rejects two operations on one item and more than 100 operations (not as a cancellation)', async () => {
        const pk = unique('tx-invalid');
        const twice = await rejection(
          store.transactWrite([
            { put: { pk, sk: 'a', entity: 'sample' } },
            { check: { pk, sk: 'a' }, condition: { exists: 'pk' } },
          ]),
        );
        expect(twice).toBeInstanceOf(Error);
        expect(twice).not.toBeInstanceOf(TransactionCanceledError);
        const many = Array.from({ length: 101 }, (_, i) => ({ put: { pk, sk: `i${i}`, entity: 'sample' } }));
        expect(await rejection(store.transactWrite(many))).not.toBeInstanceOf(TransactionCanceledError);
        expect(await store.get({ pk, sk: 'a' })).toBeUndefined();
        expect(await store.get({ pk, sk: 'i0' })).toBeUndefined();
      });

      it('accepts 100 operations', async () => {
        const pk = unique('tx-100');
        await store.transactWrite(Array.from({ length: 100 }, (_, i) => ({ put: { pk, sk: `i${pad(i)}`, entity: 'sample' } })));
        expect((await store.query({ partition: pk, limit: 1000 })).items).toHaveLength(100);
      });
    });

    describe('query', () => {
      const COUNT = 12;
      const sortValue = (i: number) => `k${pad(i)}`;
      const partitions: Record<'table' | IndexName, string> = { table: '', gsi1: '', gsi2: '' };

      beforeAll(async () => {
        partitions.table = unique('q');
        partitions.gsi1 = unique('q1');
        partitions.gsi2 = unique('q2');
        const writes: Promise<void>[] = [];
        for (let i = 0; i < COUNT; i++) {
          writes.push(
            store.put({
              pk: partitions.table,
              sk: sortValue(i),
              entity: 'sample',
              i,
              // Index partitions spread over several table partitions; index order is by index sort key.
              gsi1pk: partitions.gsi1,
              gsi1sk: sortValue(i),
              gsi2pk: partitions.gsi2,
              gsi2sk: sortValue(i),
            }),
          );
        }
        // Noise: a neighbouring partition, and items only half in an index (not in it at all).
        writes.push(store.put({ pk: `${partitions.table}x`, sk: sortValue(1), entity: 'sample', gsi1pk: `${partitions.gsi1}x`, gsi1sk: 'k01' }));
        writes.push(store.put({ pk: unique('q-half'), sk: 'k03', entity: 'sample', gsi1pk: partitions.gsi1 }));
        writes.push(store.put({ pk: unique('q-half'), sk: 'k03', entity: 'sample', gsi2sk: 'k03' }));
        await Promise.all(writes);
      });

      const targets: ['table' | IndexName, IndexName | undefined][] = [
        ['table', undefined],
        ['gsi1', 'gsi1'],
        ['gsi2', 'gsi2'],
      ];
      const sortCases: [SortKeyCondition | undefined, number[]][] = [
        [undefined, Array.from({ length: COUNT }, (_, i) => i)],
        [{ eq: 'k03' }, [3]],
        [{ lt: 'k03' }, [0, 1, 2]],
        [{ le: 'k03' }, [0, 1, 2, 3]],
        [{ gt: 'k09' }, [10, 11]],
        [{ ge: 'k09' }, [9, 10, 11]],
        [{ beginsWith: 'k0' }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
        [{ beginsWith: 'k1' }, [10, 11]],
        [{ between: ['k02', 'k04'] }, [2, 3, 4]],
        [{ eq: 'nope' }, []],
      ];

      describe.each(targets)('on %s', (target, index) => {
        it.each(sortCases)('sort condition %j', async (sort, expected) => {
          const partition = partitions[target];
          const ascending = await store.query({ index, partition, sort, limit: 1000 });
          expect(ascending.items.map((item) => item.i)).toEqual(expected);
          expect(ascending.cursor).toBeNull();
          const descending = await store.query({ index, partition, sort, descending: true });
          expect(descending.items.map((item) => item.i)).toEqual([...expected].reverse());
        });

        it.each([
          [5, false],
          [4, false],
          [5, true],
          [1, true],
        ])('pages through everything with limit %i (descending: %s)', async (limit, descending) => {
          const partition = partitions[target];
          const seen: number[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const page = await store.query({ index, partition, limit, descending, cursor });
            expect(page.items.length).toBeLessThanOrEqual(limit);
            expect(page.items.length).toBeGreaterThan(0);
            seen.push(...page.items.map((item) => item.i as number));
            cursor = page.cursor;
            pages++;
          } while (cursor !== null && pages < 100);
          const all = Array.from({ length: COUNT }, (_, i) => i);
          expect(seen).toEqual(descending ? all.reverse() : all);
          expect(pages).toBe(Math.ceil(COUNT / limit));
        });

        it('pages within a sort key condition', async () => {
          const partition = partitions[target];
          const first = await store.query({ index, partition, sort: { beginsWith: 'k0' }, limit: 6 });
          expect(first.items.map((item) => item.i)).toEqual([0, 1, 2, 3, 4, 5]);
          const second = await store.query({ index, partition, sort: { beginsWith: 'k0' }, limit: 6, cursor: first.cursor });
          expect(second.items.map((item) => item.i)).toEqual([6, 7, 8, 9]);
          expect(second.cursor).toBeNull();
        });

        it('rejects a garbage cursor, a cursor of another partition and one outside the sort condition', async () => {
          const partition = partitions[target];
          const { cursor } = await store.query({ index, partition, limit: 2 });
          expect(cursor).toEqual(expect.any(String));
          const bad = ['garbage!!', 'bm90IGpzb24', Buffer.from('{"pk":1}').toString('base64url'), ''];
          for (const garbage of bad) {
            await expect(store.query({ index, partition, cursor: garbage })).rejects.toBeInstanceOf(InvalidCursorError);
          }
          await expect(store.query({ index, partition: `${partition}x`, cursor })).rejects.toBeInstanceOf(
            InvalidCursorError,
          );
          await expect(store.query({ index, partition, sort: { gt: 'k09' }, cursor })).rejects.toBeInstanceOf(
            InvalidCursorError,
          );
        });
      });

      it('rejects a table cursor on an index and an index cursor on the table or the other index', async () => {
        const table = await store.query({ partition: partitions.table, limit: 2 });
        await expect(store.query({ index: 'gsi1', partition: partitions.table, cursor: table.cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
        const gsi1 = await store.query({ index: 'gsi1', partition: partitions.gsi1, limit: 2 });
        await expect(store.query({ partition: partitions.gsi1, cursor: gsi1.cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
        await expect(store.query({ index: 'gsi2', partition: partitions.gsi1, cursor: gsi1.cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
      });

      it('pages through ties on an index sort key without losing or repeating items', async () => {
        const partition = unique('ties');
        const sorts = ['a', 'b', 'b', 'b', 'b', 'b', 'c', 'c'];
        await Promise.all(
          sorts.map((gsi1sk, i) => store.put({ pk: unique('tie'), sk: `s${i}`, entity: 'sample', i, gsi1pk: partition, gsi1sk })),
        );
        for (const descending of [false, true]) {
          const seen: Item[] = [];
          let cursor: string | null = null;
          do {
            const page: Page = await store.query({
              index: 'gsi1',
              partition,
              limit: 2,
              cursor,
              descending,
            });
            seen.push(...page.items);
            cursor = page.cursor;
          } while (cursor !== null);
          expect(seen.map((item) => item.i).sort()).toEqual(sorts.map((_, i) => i).sort());
          const order = seen.map((item) => item.gsi1sk);
          expect(order).toEqual(descending ? [...sorts].reverse() : sorts);
        }
      });

      it('rejects a limit outside 1..1000 and an inverted between', async () => {
        for (const limit of [0, 1001, 2.5]) {
          expect(await rejection(store.query({ partition: partitions.table, limit }))).toBeInstanceOf(Error);
        }
        expect(
          await rejection(store.query({ partition: partitions.table, sort: { between: ['k09', 'k01'] } })),
        ).toBeInstanceOf(Error);
      });
    });

    describe('ttl', () => {
      it('hides an expired item from get and query (table and index)', async () => {
        const pk = unique('ttl');
        const now = nowSeconds();
        await store.put({ pk, sk: 'expired', entity: 'sample', ttl: now - 60, gsi1pk: pk, gsi1sk: 'expired' });
        await store.put({ pk, sk: 'live', entity: 'sample', ttl: now + 3600, gsi1pk: pk, gsi1sk: 'live' });
        await store.put({ pk, sk: 'forever', entity: 'sample', gsi1pk: pk, gsi1sk: 'forever' });
        expect(await store.get({ pk, sk: 'expired' })).toBeUndefined();
        expect(await store.get({ pk, sk: 'expired' }, { consistent: true })).toBeUndefined();
        expect((await store.get({ pk, sk: 'live' }))?.ttl).toBe(now + 3600);
        expect((await store.query({ partition: pk })).items.map((item) => item.sk)).toEqual(['forever', 'live']);
        expect((await store.query({ index: 'gsi1', partition: pk })).items.map((item) => item.sk)).toEqual([
          'forever',
          'live',
        ]);
      });

      it('judges an expired item as absent in conditions', async () => {
        const pk = unique('ttl-cond');
        const key = { pk, sk: 'x' };
        await store.put({ ...key, entity: 'sample', ttl: nowSeconds() - 60, v: 1 });
        await expect(store.update(key, { set: { v: 2 } }, { condition: { exists: 'pk' } })).rejects.toBeInstanceOf(
          ConditionFailedError,
        );
        await expect(
          store.transactWrite([{ check: key, condition: { eq: ['v', 1] } }]),
        ).rejects.toBeInstanceOf(TransactionCanceledError);
        await store.put({ ...key, entity: 'sample', v: 3 }, { condition: { notExists: 'pk' } });
        expect((await store.get(key))?.v).toBe(3);
      });
    });
  });
}
