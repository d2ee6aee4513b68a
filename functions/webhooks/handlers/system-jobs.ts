import type { SQSRecord } from 'aws-lambda';
import { sqsBatchHandler } from '../../core/batch-handler';
import * as z from 'zod/mini';
import { config } from '../../core/config';
import { ports } from '../../core/runtime';
import { emitHealthEvents } from '../health';

/** Consumer of the system-jobs queue (recurring schedules put their jobs there). */
const JobSchema = z.object({ type: z.literal('system_health') });

const processRecord = async (record: SQSRecord): Promise<void> => {
  JobSchema.parse(JSON.parse(record.body));
  await emitHealthEvents(ports().store, config().STAGE, new Date());
};

export const handler = sqsBatchHandler(processRecord);
