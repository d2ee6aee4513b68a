import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { windowLease, windowStart } from '../../../functions/api/rate-limit/arithmetic';
import { consumeWindow } from '../../../functions/api/rate-limit/limiter';
import { SqliteStore } from '../../../functions/core/storage/sqlite-store';

/**
 * Window leases (decision 318): each store instance on the same file stands for one Lambda
 * container sharing the stage's table. Whatever the interleaving, no window admits more than its
 * limit, and a container that restarts gets no fresh window.
 */

let directory: string;
let file: string;
const opened: SqliteStore[] = [];
const container = (): SqliteStore => {
  const store = SqliteStore.open(file);
  opened.push(store);
  return store;
};

/** A minute ahead of the clock, so the counters' TTL (window end + 60 s) has not passed. */
const minute = windowStart(Date.now()) + 10 * 60_000;
const at = (seconds: number): number => minute + seconds * 1000;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'careloop-leases-'));
  file = join(directory, 'store.db');
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

const storedCount = async (store: SqliteStore, counter: string, start = minute): Promise<number | undefined> =>
  (await store.get({ pk: `RATE#${counter}`, sk: `W#${start}` }))?.count as number | undefined;

describe('window counters claimed in leases', () => {
  it('a lease is one in fifty of the limit, at least one', () => {
    expect([50, 60, 100, 120, 200, 500, 1_000].map(windowLease)).toEqual([1, 1, 2, 2, 4, 10, 20]);
  });

  it('one container: one write per lease, every request its own remainder, then refused without another write', async () => {
    const store = container();
    const remaining: number[] = [];
    for (let i = 0; i < 500; i++) {
      const decision = await consumeWindow(store, 'org#a#reads', 500, at(1));
      expect(decision.allowed).toBe(true);
      remaining.push(decision.remaining);
      if (i === 0) expect(await storedCount(store, 'org#a#reads')).toBe(10);
    }
    expect(remaining).toEqual(Array.from({ length: 500 }, (_, i) => 499 - i));
    expect(await storedCount(store, 'org#a#reads')).toBe(500);

    const refused = await consumeWindow(store, 'org#a#reads', 500, at(2));
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 58 });
    // A refused window stays refused: counts only rise within a window.
    expect((await consumeWindow(store, 'org#a#reads', 500, at(3))).allowed).toBe(false);
    // The next window starts afresh.
    expect(await consumeWindow(store, 'org#a#reads', 500, at(60))).toMatchObject({ allowed: true, remaining: 499 });
  });

  it('containers taking turns at random never pass the limit together', async () => {
    const containers = [container(), container(), container()];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    let admitted = 0;
    for (let i = 0; i < 700; i++) {
      const decision = await consumeWindow(containers[next() % 3]!, 'org#b#reads', 500, at(5));
      if (decision.allowed) admitted++;
    }
    expect(await storedCount(containers[0]!, 'org#b#reads')).toBeLessThanOrEqual(500);
    expect(admitted).toBeLessThanOrEqual(500);
    // What one container may hold unspent when the window fills is less than a lease each.
    expect(admitted).toBeGreaterThan(500 - 3 * windowLease(500));
  });

  it('concurrent requests of containers together admit at most the limit', async () => {
    const containers = [container(), container()];
    const decisions = await Promise.all(
      Array.from({ length: 260 }, (_, i) => consumeWindow(containers[i % 2]!, 'org#c#creation', 100, at(10), 1 + (i % 3))),
    );
    const admittedCost = decisions.reduce((sum, decision, i) => sum + (decision.allowed ? 1 + (i % 3) : 0), 0);
    expect(admittedCost).toBeLessThanOrEqual(100);
    expect(admittedCost).toBeGreaterThan(100 - 2 * (windowLease(100) + 2));
    expect(await storedCount(containers[0]!, 'org#c#creation')).toBeLessThanOrEqual(100);
  });

  it('a container that restarts loses its unspent tokens, not the window', async () => {
    const first = container();
    for (let i = 0; i < 3; i++) await consumeWindow(first, 'org#d#reads', 500, at(1));
    first.close();
    opened.splice(opened.indexOf(first), 1);
    const restarted = container();
    // The seven tokens the first container held are counted as spent: the window is not handed back.
    expect(await consumeWindow(restarted, 'org#d#reads', 500, at(2))).toMatchObject({ allowed: true, remaining: 489 });
    expect(await storedCount(restarted, 'org#d#reads')).toBe(20);
  });

  it('a batch costing more than a lease claims what it costs and the lease on top', async () => {
    const store = container();
    expect(await consumeWindow(store, 'org#e#creation', 100, at(1), 30)).toMatchObject({ allowed: true, remaining: 70 });
    expect(await storedCount(store, 'org#e#creation')).toBe(31);
    expect(await consumeWindow(store, 'org#e#creation', 100, at(1), 1)).toMatchObject({ allowed: true, remaining: 69 });
    expect(await storedCount(store, 'org#e#creation')).toBe(31);
    // Near the limit the lease is dropped: the last request claims only its cost.
    expect(await consumeWindow(store, 'org#e#creation', 100, at(1), 69)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await storedCount(store, 'org#e#creation')).toBe(100);
    expect((await consumeWindow(store, 'org#e#creation', 100, at(1), 1)).allowed).toBe(false);
  });

  it('a store of another stage is counted apart, even for the same counter name', async () => {
    const directoryB = mkdtempSync(join(tmpdir(), 'careloop-leases-'));
    try {
      const stageA = container();
      const stageB = SqliteStore.open(join(directoryB, 'store.db'));
      opened.push(stageB);
      await consumeWindow(stageA, 'org#f#reads', 500, at(1));
      expect(await consumeWindow(stageB, 'org#f#reads', 500, at(1))).toMatchObject({ remaining: 499 });
      expect(await storedCount(stageB, 'org#f#reads')).toBe(10);
    } finally {
      rmSync(directoryB, { recursive: true, force: true });
    }
  });
});
