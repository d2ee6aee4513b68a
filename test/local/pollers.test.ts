import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamConsumerDefinition } from '../../functions/consumers';
import { type Poller, startStreamPoller } from '../../local/pollers';
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
});
