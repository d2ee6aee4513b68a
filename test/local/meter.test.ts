import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { Meter } from '../../local/meter';

/** The same store seen through the port alone, so the meter sizes updated items by reading them. */
const throughThePort = (inner: Store): Store => ({
  get: (key, options) => inner.get(key, options),
  put: (item, options) => inner.put(item, options),
  update: (key, changes, options) => inner.update(key, changes, options),
  delete: (key, options) => inner.delete(key, options),
  query: (input) => inner.query(input),
  transactWrite: (operations) => inner.transactWrite(operations),
});

describe('local meter', () => {
  let store: SqliteStore | undefined;
  afterEach(() => store?.close());

  it("bills a transaction's update on the whole stored item, sized from the row as from the item", async () => {
    store = SqliteStore.open(':memory:');
    const key = { pk: 'ORG#o#ENG#e', sk: 'ENGAGEMENT' };
    // Multi-byte characters: the bill counts bytes, not characters (1,500 × 3 bytes > 4 KB).
    await store.put({ ...key, entity: 'engagement', note: '€'.repeat(1_500) });
    const bills = [];
    for (const inner of [store, throughThePort(store)]) {
      const meter = new Meter();
      await meter.store(inner).transactWrite([{ update: key, changes: { set: { status: 'running' } } }]);
      bills.push(meter.writeUnits);
    }
    // 2 × 1 for the update, then 2 × (5 - 1) once the 4.4 KB item is sized: 10 either way.
    expect(bills).toEqual([10, 10]);
    expect(await store.itemBytes(key)).toBe(Buffer.byteLength(JSON.stringify(await store.get(key)), 'utf8'));
  });

  it('sizes an expired or absent item as an empty one, as reading it would', async () => {
    store = SqliteStore.open(':memory:');
    await store.put({ pk: 'a', sk: 'b', entity: 'x', ttl: 1 });
    expect(await store.itemBytes({ pk: 'a', sk: 'b' })).toBeUndefined();
    expect(await store.itemBytes({ pk: 'a', sk: 'c' })).toBeUndefined();
  });
});
