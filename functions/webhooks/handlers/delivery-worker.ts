import type { SQSRecord } from 'aws-lambda';
import { sqsBatchHandler } from '../../core/batch-handler';
import { ports } from '../../core/runtime';
import { queues } from '../../core/runtime-queues';
import { scheduler } from '../../core/runtime-scheduler';
import { DeliveryWorkSchema } from '../deliveries';
import { deliver } from '../delivery';
import { deliverySettings } from '../settings';

/** Consumer of the delivery queues (the escalation queue has its own function, same code). */
const processRecord = async (record: SQSRecord): Promise<void> =>
  deliver({ store: ports().store, queues, scheduler, settings: deliverySettings() }, DeliveryWorkSchema.parse(JSON.parse(record.body)));

export const handler = sqsBatchHandler(processRecord);
