/**
 * The contract every Queues adapter meets, on the real clock (so it also runs against an SQS
 * emulator). Timings use 1 s delays and visibility timeouts; the whole contract takes a few
 * seconds per adapter.
 *
 * Every test gets its own pair of queues (a main queue with a dead-letter policy and its DLQ), so
 * the adapter's factory is called once per test with fresh definitions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  InvalidQueueParameterError,
  ReceiptHandleInvalidError,
  type Queue,
  type QueueDefinition,
  type Queues,
  type ReceivedMessage,
} from '../../../functions/core/queue/port';

export interface QueueContractHarness {
  queues: Queues;
  close?(): void | Promise<void>;
}

export type QueueContractFactory = (definitions: QueueDefinition[]) => Promise<QueueContractHarness>;

export interface QueueContractOptions {
  /**
   * Whether delete/changeVisibility with the handle of an earlier receive of a message that has
   * been received again fails with ReceiptHandleInvalidError. The port asks for it and
   * SqliteQueues does it; SQS itself accepts a stale handle on DeleteMessage ("the request
   * succeeds, but the message might not be deleted"), and local-aws-sqs accepts it on both calls.
   */
  rejectsStaleReceiptHandle: boolean;
  /**
   * local-aws-sqs counts a ChangeMessageVisibility as a receive (its ApproximateReceiveCount goes
   * up by one); SQS does not.
   */
  changeVisibilityCountsAsReceive?: boolean;
}

const VISIBILITY_SECONDS = 30;

export function describeQueueContract(
  name: string,
  factory: QueueContractFactory,
  options: QueueContractOptions = { rejectsStaleReceiptHandle: true },
): void {
  describe(`Queues contract: ${name}`, () => {
    let counter = 0;
    const open: QueueContractHarness[] = [];

    afterEach(async () => {
      for (const harness of open.splice(0)) await harness.close?.();
    });

    async function setup(maxReceiveCount = 5): Promise<{ main: Queue; dlq: Queue }> {
      counter += 1;
      const suffix = `${Date.now().toString(36)}-${counter}`;
      const mainName = `contract-${suffix}`;
      const dlqName = `contract-${suffix}-dlq`;
      const harness = await factory([
        {
          name: mainName,
          visibilityTimeoutSeconds: VISIBILITY_SECONDS,
          deadLetter: { queue: dlqName, maxReceiveCount },
        },
        { name: dlqName, visibilityTimeoutSeconds: VISIBILITY_SECONDS },
      ]);
      open.push(harness);
      return { main: harness.queues.get(mainName), dlq: harness.queues.get(dlqName) };
    }

    /** Receives until `count` messages arrived (SQS may return fewer than asked per call). */
    async function receiveAll(queue: Queue, count: number, waitSeconds = 2): Promise<ReceivedMessage[]> {
      const got: ReceivedMessage[] = [];
      const deadline = Date.now() + waitSeconds * 1000;
      while (got.length < count && Date.now() < deadline) {
        got.push(...(await queue.receive({ maxMessages: 10, waitSeconds: 1 })));
      }
      return got;
    }

    it('sends, receives and deletes', async () => {
      const { main } = await setup();
      const before = Date.now();
      const id = await main.send('{"hello":"world"}');
      expect(typeof id).toBe('string');

      const [message, ...rest] = await main.receive({ waitSeconds: 1, visibilityTimeoutSeconds: 1 });
      expect(rest).toEqual([]);
      expect(message).toMatchObject({ id, body: '{"hello":"world"}', receiveCount: 1 });
      expect(typeof message!.receiptHandle).toBe('string');
      expect(message!.sentAt).toBeGreaterThanOrEqual(before - 1000);
      expect(message!.sentAt).toBeLessThanOrEqual(Date.now() + 1000);

      await main.delete(message!.receiptHandle);
      // Its 1 s visibility timeout runs out during this wait: a deleted message stays gone.
      expect(await main.receive({ waitSeconds: 2 })).toEqual([]);
    });

    it('receives up to maxMessages messages', async () => {
      const { main } = await setup();
      const ids = [await main.send('a'), await main.send('b'), await main.send('c')];
      const got = await receiveAll(main, 3);
      expect(got.map((m) => m.id).sort()).toEqual([...ids].sort());
      expect(got.map((m) => m.body).sort()).toEqual(['a', 'b', 'c']);
      for (const m of got) await main.delete(m.receiptHandle);
    });

    it('delays a message', async () => {
      const { main } = await setup();
      const sentAt = Date.now();
      await main.send('later', { delaySeconds: 1 });
      expect(await main.receive()).toEqual([]);

      const [message] = await main.receive({ waitSeconds: 3 });
      expect(message?.body).toBe('later');
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
      await main.delete(message!.receiptHandle);
    });

    it('hides a received message for its visibility timeout, then delivers it again', async () => {
      const { main } = await setup();
      const id = await main.send('work');
      const [first] = await main.receive({ visibilityTimeoutSeconds: 1 });
      expect(first).toMatchObject({ id, receiveCount: 1 });
      const receivedAt = Date.now();

      expect(await main.receive()).toEqual([]);

      const [second] = await main.receive({ waitSeconds: 3 });
      expect(second).toMatchObject({ id, body: 'work', receiveCount: 2 });
      expect(Date.now() - receivedAt).toBeGreaterThanOrEqual(900);
      expect(second!.receiptHandle).not.toBe(first!.receiptHandle);
      await main.delete(second!.receiptHandle);
    });

    it('makes a message visible at once with changeVisibility(0)', async () => {
      const { main } = await setup();
      const id = await main.send('retry me');
      const [first] = await main.receive();
      expect(first?.receiveCount).toBe(1);
      expect(await main.receive()).toEqual([]); // hidden for the queue's 30 s

      await main.changeVisibility(first!.receiptHandle, 0);
      const [again] = await main.receive({ waitSeconds: 1 });
      expect(again).toMatchObject({ id, body: 'retry me' });
      expect(again!.receiveCount).toBe(options.changeVisibilityCountsAsReceive ? 3 : 2);
      await main.delete(again!.receiptHandle);
    });

    it('extends the visibility timeout with changeVisibility', async () => {
      const { main } = await setup();
      await main.send('long job');
      const [first] = await main.receive({ visibilityTimeoutSeconds: 1 });
      await main.changeVisibility(first!.receiptHandle, 30);
      expect(await main.receive({ waitSeconds: 2 })).toEqual([]);
      await main.delete(first!.receiptHandle);
    });

    it('rejects a malformed receipt handle', async () => {
      const { main } = await setup();
      await expect(main.delete('not-a-receipt-handle')).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
      await expect(main.changeVisibility('not-a-receipt-handle', 5)).rejects.toBeInstanceOf(
        ReceiptHandleInvalidError,
      );
    });

    it('issues a fresh receipt handle per receive; the current one deletes the message', async () => {
      const { main } = await setup();
      await main.send('twice');
      const [first] = await main.receive({ visibilityTimeoutSeconds: 0 });
      const [second] = await main.receive({ waitSeconds: 1 });
      expect(second?.body).toBe('twice');
      expect(second!.receiptHandle).not.toBe(first!.receiptHandle);

      if (options.rejectsStaleReceiptHandle) {
        // Adapter-specific: SQS and local-aws-sqs accept a stale handle (see QueueContractOptions).
        await expect(main.delete(first!.receiptHandle)).rejects.toBeInstanceOf(ReceiptHandleInvalidError);
        await expect(main.changeVisibility(first!.receiptHandle, 0)).rejects.toBeInstanceOf(
          ReceiptHandleInvalidError,
        );
        // The rejected calls left the message alone: still hidden, and the current handle works.
        expect(await main.receive()).toEqual([]);
      }
      await main.delete(second!.receiptHandle);
      expect(await main.receive({ visibilityTimeoutSeconds: 0 })).toEqual([]);
    });

    it('moves a message to the dead-letter queue after maxReceiveCount receives', async () => {
      const { main, dlq } = await setup(2);
      await main.send('poison');

      const [first] = await main.receive({ visibilityTimeoutSeconds: 1 });
      expect(first?.receiveCount).toBe(1);
      const [second] = await main.receive({ visibilityTimeoutSeconds: 1, waitSeconds: 3 });
      expect(second?.receiveCount).toBe(2);

      // Once the second visibility timeout is over the message must end up in the DLQ, and the
      // main queue must never hand it out a third time.
      const deadline = Date.now() + 5000;
      let dead: ReceivedMessage | undefined;
      while (!dead && Date.now() < deadline) {
        expect(await main.receive({ visibilityTimeoutSeconds: 1 })).toEqual([]);
        [dead] = await dlq.receive();
        if (!dead) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(dead?.body).toBe('poison');
      await dlq.delete(dead!.receiptHandle);
      expect(await main.receive()).toEqual([]);
    });

    it('rejects parameters outside what SQS accepts', async () => {
      const { main } = await setup();
      await expect(main.send('x', { delaySeconds: 901 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
      await expect(main.send('x', { delaySeconds: -1 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
      await expect(main.receive({ maxMessages: 11 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
      await expect(main.receive({ maxMessages: 0 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
      await expect(main.receive({ visibilityTimeoutSeconds: 43_201 })).rejects.toBeInstanceOf(
        InvalidQueueParameterError,
      );
      await expect(main.receive({ waitSeconds: 21 })).rejects.toBeInstanceOf(InvalidQueueParameterError);
      // A delay of exactly 900 s is accepted.
      await expect(main.send('x', { delaySeconds: 900 })).resolves.toEqual(expect.any(String));
    });

    it('throws for an unknown queue name', async () => {
      await setup();
      const harness = open[open.length - 1]!;
      expect(() => harness.queues.get('no-such-queue')).toThrow(Error);
    });
  });
}
