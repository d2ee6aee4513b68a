import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { config } from '../../core/config';
import { ports } from '../../core/runtime';
import { emitHealthEvents } from '../health';

/** Consumer of the system-jobs queue (recurring schedules put their jobs there). */
const processor = new BatchProcessor(EventType.SQS);
const JobSchema = z.object({ type: z.literal('system_health') });

const processRecord = async (record: SQSRecord): Promise<void> => {
  JobSchema.parse(JSON.parse(record.body));
  await emitHealthEvents(ports().store, config().STAGE, new Date());
};

export const handler = async (event: SQSEvent, context: Context) => processPartialResponse(event, processRecord, processor, { context });
