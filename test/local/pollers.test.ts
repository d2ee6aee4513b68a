import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamConsumerDefinition } from '../../functions/consumers';
import { type Poller, startStreamPoller } from '../../local/pollers';
import type { ChangeFeed } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { calls } from './fixtures/busy-stream-handler';

const root = path.resolve(import.meta.dirname, '../..');

const consumer: StreamConsumerDefinition = {
  id: 'BusyConsumer',
  entry: 'test/local/fixtures/busy-stream-handler.ts',
  eventTypes: ['engagement.completed'],
  batchSize: 100,
  timeoutSeconds: 30,
  table: 'read',
  sendsTo: [],
  schedules: false,
  summary: 'test',
};

describe('stream poller', () => {
  let poller: Poller | undefined;
  let store: SqliteStore | undefined;
  afterEach(async () => {
    await poller?.stop();
    store?.close();
    calls.length = 0;
  });

  it('hands a page over in batches of at most 25 (a batch size is a maximum) and lets the event loop turn between them', async () => {
    store = SqliteStore.open(':memory:');
    for (let i = 0; i < 350; i += 50) {
      await store.transactWrite(
        Array.from({ length: 50 }, (_unused, j) => ({
          put: { pk: 'outbox', sk: String(i + j).padStart(4, '0'), entity: 'event', type: 'engagement.completed' },
        })),
      );
    }
    poller = await startStreamPoller({ root, store, feed: store, consumer });
    // A timer set now must not wait for the whole page (an escalation's fetch needs such turns).
    const timerAt = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0));
    await expect.poll(() => calls.length).toBe(14);
    expect(calls.map((call) => call.records)).toEqual(Array.from({ length: 14 }, () => 25));
    expect(timerAt).toBeLessThan((calls[2] as { at: number }).at);
  });

  it('saves its position only once it handed records over, and after a restart neither repeats nor skips a record', async () => {
    const opened = SqliteStore.open(':memory:');
    store = opened;
    const event = (sk: string, type: string) => opened.put({ pk: 'outbox', sk, entity: 'event', type });
    const saved = async () => (await opened.get({ pk: 'LOCAL#STREAM', sk: consumer.id }))?.sequence;
    await event('0001', 'engagement.created');
    await event('0002', 'engagement.created');
    let looks = 0;
    const feed: ChangeFeed = {
      read: (after, limit, filter) => opened.read(after, limit, filter),
      head: () => {
        looks++;
        return opened.head();
      },
    };
    poller = await startStreamPoller({ root, store: opened, feed, consumer });
    await expect.poll(() => looks).toBeGreaterThan(2); // it went past the records of other types
    expect(await saved()).toBeUndefined();

    await event('0003', 'engagement.completed');
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(saved).toBe('3');
    await poller.stop();

    await event('0004', 'engagement.created');
    await event('0005', 'engagement.completed');
    poller = await startStreamPoller({ root, store: opened, feed, consumer });
    await expect.poll(() => calls.length).toBe(2);
    await expect.poll(saved).toBe('5');
    expect(calls.map((call) => call.records)).toEqual([1, 1]);
  });
});
