import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { streamBatchHandler } from '../../core/batch-handler';
import { queues } from '../../core/runtime-queues';
import { scheduler } from '../../core/runtime-scheduler';
import { BATCH_ACCEPTED } from '../batches';
import { ENGAGEMENT_WORK_QUEUE } from '../conversation';
import type { ExpandBatchWork } from '../work';
import { type ScheduledEventData, startOrSchedule } from '../starter';
import { ports } from '../../core/runtime';
import { getEngagement } from '../store';
import { conversationStart } from '../../conversations/starter';

/**
 * Stream consumer: `engagement.scheduled` events (INSERTs of outbox items) start or schedule
 * engagements (`conversation.scheduled`: conversations, in their priority's order); an accepted batch's internal outbox item has its engagements created by the worker.
 */
const processRecord = async (record: DynamoDBRecord): Promise<void> => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return;
  const event = unmarshall(image as Record<string, AttributeValue>);
  if (event.entity !== 'event') return;
  if (event.type === BATCH_ACCEPTED) {
    const work: ExpandBatchWork = { type: 'expand_batch', org_id: event.org_id as string, batch_id: event.batch_id as string };
    return void (await queues().get(ENGAGEMENT_WORK_QUEUE).send(JSON.stringify(work)));
  }
  if (event.type !== 'engagement.scheduled' && event.type !== 'conversation.scheduled') return;
  const conversation = event.type === 'conversation.scheduled';
  const id = conversation ? (event.data as { conversation_id: string }).conversation_id : (event.data as ScheduledEventData).engagement_id;
  // Cancelled before it was started: nothing to schedule.
  const engagement = await getEngagement(ports().store, event.org_id as string, id);
  if (engagement?.status !== 'scheduled') return;
  await startOrSchedule(
    { queue: queues().get(ENGAGEMENT_WORK_QUEUE), scheduler: scheduler(), now: new Date() },
    event.org_id as string,
    conversation ? conversationStart(engagement) : (event.data as ScheduledEventData),
  );
};

export const handler = streamBatchHandler(processRecord);
