import { describe, expect, it } from 'vitest';
import { allQueueConsumers, queueDefinitions } from '../../../functions/consumers';
import { QUEUE_NAMES, WORK_QUEUES } from '../../../functions/core/queue/names';

describe('queue names', () => {
  it('name exactly the queues of the consumers, one consumer per work queue', () => {
    expect(allQueueConsumers().map((consumer) => consumer.queue).sort()).toEqual([...WORK_QUEUES].sort());
  });

  it('list every queue of a stage, dead-letter queues included', () => {
    expect([...QUEUE_NAMES].sort()).toEqual(queueDefinitions().map((queue) => queue.name).sort());
  });
});
