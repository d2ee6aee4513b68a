import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { EventItem } from '../../core/events/catalog';
import { ports } from '../../core/runtime';
import { eventBus } from '../../core/runtime-event-bus';
import { queues } from '../../core/runtime-queues';
import { relayEvent } from '../relay';

/** Stream consumer: every new outbox event fans out to its deliveries and the event bus. */
const processor = new BatchProcessor(EventType.DynamoDBStreams);

const processRecord = async (record: DynamoDBRecord): Promise<void> => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return;
  const event = unmarshall(image as Record<string, AttributeValue>) as EventItem;
  if (event.entity !== 'event') return;
  await relayEvent({ store: ports().store, queues, bus: eventBus }, event);
};

export const handler = async (event: DynamoDBStreamEvent, context: Context) => processPartialResponse(event, processRecord, processor, { context });
