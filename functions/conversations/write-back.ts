import type { Stage } from '../core/config';
import type { Queue } from '../core/queue/port';
import type { Store } from '../core/storage/port';
import { getEngagement } from '../engagements/store';
import { writeBackJobOf } from './outcome';

/**
 * A completed conversation's results go to the EHR (docs/decisions.md 118). `conversation.completed`
 * is written in the same transaction that ends the conversation, so reading it from the change feed
 * and sending the job from there loses nothing: a failed send fails the record, and the feed hands it
 * over again. A job sent twice writes nothing twice (the write-back is keyed by the conversation id).
 */
export const WRITE_BACK_EVENT = 'conversation.completed';

export interface WriteBackSenderDeps {
  store: Store;
  queue: Queue;
  stage: Stage;
}

/** Sends the write-back job of the conversation an event names; false when there is nothing to write. */
export const sendWriteBack = async (deps: WriteBackSenderDeps, orgId: string, conversationId: string): Promise<boolean> => {
  const item = await getEngagement(deps.store, orgId, conversationId);
  const job = item?.kind === 'conversation' ? writeBackJobOf(item, deps.stage) : undefined;
  if (!job) return false;
  await deps.queue.send(JSON.stringify(job));
  return true;
};
