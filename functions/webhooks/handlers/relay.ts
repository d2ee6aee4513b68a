import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { streamBatchHandler } from '../../core/batch-handler';
import type { EventItem } from '../../core/events/catalog';
import { ports } from '../../core/runtime';
import { eventBus } from '../../core/runtime-event-bus';
import { queues } from '../../core/runtime-queues';
import { relayEvent, subscriptionsOnce } from '../relay';

/** One reader of subscriptions per invocation (Powertools hands each record the invocation's context). */
const readersByInvocation = new WeakMap<Context, ReturnType<typeof subscriptionsOnce>>();

const subscriptionsOfInvocation = (context: Context | undefined) => {
  if (!context) return undefined;
  const reader = readersByInvocation.get(context) ?? subscriptionsOnce(ports().store);
  readersByInvocation.set(context, reader);
  return reader;
};

/** Stream consumer: every new outbox event fans out to its deliveries and the event bus. */
const processRecord = async (record: DynamoDBRecord, context?: Context): Promise<void> => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return;
  const event = unmarshall(image as Record<string, AttributeValue>) as EventItem;
  if (event.entity !== 'event') return;
  await relayEvent({ store: ports().store, queues, bus: eventBus, subscriptionsOf: subscriptionsOfInvocation(context) }, event);
};

export const handler = streamBatchHandler(processRecord);
