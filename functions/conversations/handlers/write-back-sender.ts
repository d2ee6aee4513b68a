import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { streamBatchHandler } from '../../core/batch-handler';
import { ports } from '../../core/runtime';
import { queues } from '../../core/runtime-queues';
import { EHR_WRITE_BACK_QUEUE } from '../../ehr/write-back-job';
import { WRITE_BACK_EVENT, sendWriteBack } from '../write-back';

/** Stream consumer: each `conversation.completed` sends the conversation's EHR write-back job. */
const processRecord = async (record: DynamoDBRecord): Promise<void> => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return;
  const event = unmarshall(image as Record<string, AttributeValue>);
  if (event.entity !== 'event' || event.type !== WRITE_BACK_EVENT) return;
  const { store, stage } = ports();
  await sendWriteBack({ store, stage, queue: queues().get(EHR_WRITE_BACK_QUEUE) }, event.org_id as string, (event.data as { conversation_id: string }).conversation_id);
};

export const handler = streamBatchHandler(processRecord);
