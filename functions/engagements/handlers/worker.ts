import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { handleWork } from '../conversation';
import { conversationDeps, parseWork } from '../work';

/** Consumer of the engagement work queue: each message is one step of one engagement. */
const processor = new BatchProcessor(EventType.SQS);

const processRecord = async (record: SQSRecord): Promise<void> => handleWork(conversationDeps(), parseWork(record.body));

export const handler = async (event: SQSEvent, context: Context) => processPartialResponse(event, processRecord, processor, { context });
