import type { SQSRecord } from 'aws-lambda';
import { sqsBatchHandler } from '../../core/batch-handler';
import { expandBatch } from '../batches';
import { type ConversationDeps, handleWork } from '../conversation';
import { conversationDeps, parseWork } from '../work';

/** Consumer of the engagement work queue: each message is one step of one engagement, or the creation of a batch's engagements. */
// Loaded on first use: most steps are not a start, and the EHR backends weigh on a cold start.
// Imported once: under the local runtime's loader each import() goes through its hooks (decision 189).
let ehrDataModule: Promise<typeof import('../ehr-data')> | undefined;
const ehrData: ConversationDeps['ehrData'] = async (engagement) => (await (ehrDataModule ??= import('../ehr-data'))).engagementEhrData(engagement);

const processRecord = async (record: SQSRecord): Promise<void> => {
  const work = parseWork(record.body);
  const deps = conversationDeps();
  if (work.type === 'expand_batch') return expandBatch(deps.store, work.org_id, work.batch_id, new Date());
  return handleWork({ ...deps, ehrData }, work);
};

export const handler = sqsBatchHandler(processRecord);
