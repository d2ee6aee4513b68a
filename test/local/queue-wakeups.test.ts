import { describe, expect, it } from 'vitest';
import type { Queue, Queues } from '../../functions/core/queue/port';
import { QueueWakeups } from '../../local/pollers';

const sent: Array<{ queue: string; body: string }> = [];
const inner: Queues = {
  get: (name) =>
    ({
      name,
      send: async (body: string) => {
        sent.push({ queue: name, body });
        return `msg-${sent.length}`;
      },
    }) as unknown as Queue,
};

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('local queue wake-ups', () => {
  it("ends an idle poller's pause when a message is sent to its queue, not to another or with a delay", async () => {
    const wakeups = new QueueWakeups();
    const queues = wakeups.wrap(inner);
    const pause = wakeups.pause('work', 3_600_000);

    await queues.get('other').send('a');
    await queues.get('work').send('b', { delaySeconds: 1 });
    expect(await settled(pause)).toBe(false);

    expect(await queues.get('work').send('c')).toBe('msg-3');
    expect(await settled(pause)).toBe(true);
    expect(sent.map((message) => message.body)).toEqual(['a', 'b', 'c']);
  });

  it('wakes one idle poller per message sent, so the others do not each receive for nothing', async () => {
    const wakeups = new QueueWakeups();
    const queues = wakeups.wrap(inner);
    const pauses = [wakeups.pause('work', 3_600_000), wakeups.pause('work', 3_600_000)];

    await queues.get('work').send('d');
    expect(await Promise.all(pauses.map(settled))).toEqual([true, false]);
    await queues.get('work').send('e');
    expect(await settled(pauses[1] as Promise<void>)).toBe(true);
  });
});
