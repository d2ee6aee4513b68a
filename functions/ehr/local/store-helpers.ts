import { retryingConflicts } from '../../core/storage/optimistic';
import type { Item, QueryInput, Store, WriteOperation } from '../../core/storage/port';

/** Reading and writing helpers of the local backend. */

const PAGE_LIMIT = 1000;

/** Every item of a query, page after page (one request for anything up to 1,000 items or 1 MB). */
export const queryAll = async (store: Store, input: Omit<QueryInput, 'cursor' | 'limit'>): Promise<Item[]> => {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ ...input, limit: PAGE_LIMIT, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
};

export { retryingConflicts };

export const transact = (store: Store, operations: WriteOperation[]): Promise<void> => retryingConflicts(() => store.transactWrite(operations));

/** Runs tasks with at most `limit` of them in flight. */
export const inParallel = async <T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
};

/** Splits items into groups whose sizes add up to at most `max` (a transaction's operations). */
export const packBy = <T>(items: T[], sizeOf: (item: T) => number, max = 100): T[][] => {
  const groups: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = sizeOf(item);
    if (itemSize > max) throw new Error(`A write unit of ${itemSize} operations exceeds a transaction`);
    if (size + itemSize > max) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length > 0) groups.push(current);
  return groups;
};
