import type { Queue, Queues } from '../functions/core/queue/port';
import type { Item, Key, Store, WriteOperation } from '../functions/core/storage/port';

/**
 * Counts what the local runtime does, in the units AWS bills: DynamoDB read and write request
 * units (on-demand: 1 WRU per KB written, 1 RRU per 4 KB read strongly, half for eventually
 * consistent reads, double both inside transactions; an update counts the whole item written, as
 * DynamoDB bills it), SQS requests, and Lambda invocations with
 * their duration. Benchmarks turn the counts into dollars.
 */

const KB = 1024;
const sizeOf = (item: unknown): number => Buffer.byteLength(JSON.stringify(item ?? {}), 'utf8');
const unitsOfBytes = (bytes: number) => Math.max(1, Math.ceil(bytes / KB));
const writeUnits = (item: unknown) => unitsOfBytes(sizeOf(item));
/** An absent item sizes as `{}`, as `sizeOf(undefined)` does. */
const EMPTY_ITEM_BYTES = 2;

/** A store that tells an item's stored size without parsing it (the SQLite store). */
type SizingStore = Store & { itemBytes(key: Key): Promise<number | undefined> };
const isSizing = (store: Store): store is SizingStore => typeof (store as Partial<SizingStore>).itemBytes === 'function';
const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / (4 * KB))) * (consistent ? 1 : 0.5);

export class Meter {
  readUnits = 0;
  writeUnits = 0;
  queueRequests = 0;
  invocations = 0;
  invocationMs = 0;
  readonly invocationsByFunction = new Map<string, number>();

  invocation(functionId: string, ms: number): void {
    this.invocations++;
    this.invocationMs += ms;
    this.invocationsByFunction.set(functionId, (this.invocationsByFunction.get(functionId) ?? 0) + 1);
  }

  store(inner: Store): Store {
    // Unmetered: what an update wrote, sized after the commit (decision 188). The SQLite store
    // answers with the stored JSON's length instead of parsing the item for `sizeOf` to serialise
    // it again (decision 213): the same number, without the bench's own JSON work.
    const writtenUnits = async (key: Key): Promise<number> =>
      isSizing(inner)
        ? unitsOfBytes((await inner.itemBytes(key)) ?? EMPTY_ITEM_BYTES)
        : writeUnits(await inner.get(key, { consistent: true }));
    const operationWriteUnits = (operation: WriteOperation): number => {
      if ('put' in operation) return writeUnits(operation.put);
      if ('check' in operation) return 0;
      return 1; // a delete; an update is counted once its item's size is known (below)
    };
    return {
      get: async (key: Key, options?: { consistent?: boolean }) => {
        const item = await inner.get(key, options);
        this.readUnits += readUnits(sizeOf(item), options?.consistent ?? false);
        return item;
      },
      put: async (item: Item, options) => {
        this.writeUnits += writeUnits(item);
        return inner.put(item, options);
      },
      update: async (key, changes, options) => {
        const item = await inner.update(key, changes, options);
        this.writeUnits += writeUnits(item);
        return item;
      },
      delete: async (key, options) => {
        this.writeUnits += 1;
        return inner.delete(key, options);
      },
      query: async (input) => {
        const page = await inner.query(input);
        this.readUnits += readUnits(page.items.reduce((sum, item) => sum + sizeOf(item), 0), input.consistent ?? false);
        return page;
      },
      transactWrite: async (operations) => {
        this.writeUnits += 2 * operations.reduce((sum, operation) => sum + operationWriteUnits(operation), 0);
        this.readUnits += 2 * operations.filter((operation) => 'check' in operation).length;
        await inner.transactWrite(operations);
        // An update is billed on the item's whole size, not the attributes it sets: read unmetered
        // after the commit (the size after; an update here only sets attributes, so never smaller).
        for (const operation of operations) {
          if ('update' in operation) this.writeUnits += 2 * ((await writtenUnits(operation.update)) - 1);
        }
      },
    };
  }

  queues(inner: Queues): Queues {
    const wrap = (queue: Queue): Queue => ({
      name: queue.name,
      send: async (body, options) => {
        this.queueRequests++;
        return queue.send(body, options);
      },
      receive: async (options) => {
        const messages = await queue.receive(options);
        if (messages.length) this.queueRequests++; // empty long polls are cheap and not per engagement
        return messages;
      },
      delete: async (handle) => {
        this.queueRequests++;
        return queue.delete(handle);
      },
      changeVisibility: async (handle, seconds) => {
        this.queueRequests++;
        return queue.changeVisibility(handle, seconds);
      },
    });
    return { get: (name) => wrap(inner.get(name)) };
  }
}
