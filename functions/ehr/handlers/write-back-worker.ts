import type { SQSRecord } from 'aws-lambda';
import { sqsBatchHandler } from '../../core/batch-handler';
import { deadLetterQueueName } from '../../core/queue/names';
import { ApiError } from '../../core/errors';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { queues } from '../../core/runtime-queues';
import { openEhr } from '../session';
import { writeBackConversation } from '../write-back';
import { EHR_WRITE_BACK_QUEUE, type EhrWriteBackJob, ehrWriteBackJobSchema } from '../write-back-job';

/**
 * Consumer of the ehr-write-back queue: writes each finished conversation's results to its
 * patient's EHR (docs/ehr-proxy.md, "Write-back").
 *
 * - Written, or found already written: the message is acknowledged.
 * - The EHR unreachable, slow, or answering 5xx (or the circuit open): the message is reported
 *   failed and stays on the queue, which delivers it again after its visibility timeout, up to
 *   maxReceiveCount receives, then moves it to the dead-letter queue. Nothing is acknowledged
 *   before it is written.
 * - A message that can never be written (not a job, another stage's job, an unknown patient, a
 *   total out of range, a resource the EHR refuses as invalid): moved at once, unchanged, to the
 *   dead-letter queue (retrying would fail the same way), and the reason logged.
 */


/** The whole write-back of one job; each FHIR request still has the connection's own timeout. */
const WRITE_BACK_DEADLINE_MS = 10_000;

class UnwritableJob extends Error {
  override readonly name = 'UnwritableJob';
  constructor(readonly reason: string) {
    super(reason);
  }
}

const parseJob = (body: string): EhrWriteBackJob => {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new UnwritableJob('not_json');
  }
  const parsed = ehrWriteBackJobSchema.safeParse(json);
  if (!parsed.success) throw new UnwritableJob('invalid_job');
  if (parsed.data.stage !== ports().stage) throw new UnwritableJob('other_stage');
  return parsed.data;
};

/** An answer from the EHR (or the proxy's own checks) that a retry would get again. */
const isPermanent = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

const writeBack = async (job: EhrWriteBackJob): Promise<void> => {
  const ehr = await openEhr(job.organization_id, AbortSignal.timeout(WRITE_BACK_DEADLINE_MS));
  try {
    const written = await writeBackConversation(ehr.adapter, job);
    logger.info('Conversation written back to the EHR', { org_id: job.organization_id, conversation_id: job.conversation_id, backend: ehr.backend, note_id: written.note_id });
  } catch (error) {
    if (isPermanent(error)) throw new UnwritableJob(error.proxyCode);
    throw error;
  }
};

const processRecord = async (record: SQSRecord): Promise<void> => {
  try {
    await writeBack(parseJob(record.body));
  } catch (error) {
    if (!(error instanceof UnwritableJob)) {
      // Only the error's kind: messages may quote the job (a summary is clinical text).
      logger.warn('EHR write-back failed; the queue delivers it again', { message_id: record.messageId, reason: (error as Error).name });
      throw error;
    }
    await queues().get(deadLetterQueueName(EHR_WRITE_BACK_QUEUE)).send(record.body);
    logger.error('EHR write-back job moved to the dead-letter queue', { message_id: record.messageId, reason: error.reason });
  }
};

export const handler = sqsBatchHandler(processRecord);
