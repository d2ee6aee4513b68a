import { newEvent } from '../core/events/catalog';
import { type Store, TransactionCanceledError, type WriteOperation } from '../core/storage/port';
import type { EngagementItem, EngagementStatus } from './schemas';

/**
 * Batches: one item holding how many of the batch's engagements are in each status. Every
 * transition of a batch engagement moves its counters in the same transaction; when the last one
 * ends, `batch.completed` is written once (the condition on `completed_at` makes a second attempt
 * a no-op, so the check may run again after any redelivery).
 */

export const batchKey = (orgId: string, batchId: string) => ({ pk: `ORG#${orgId}#BAT#${batchId}`, sk: 'BATCH' });

const TERMINAL: readonly EngagementStatus[] = ['completed', 'failed', 'cancelled'];
const counter = (status: EngagementStatus) => `count_${status}`;

export const newBatchItem = (orgId: string, batchId: string, total: number, now: Date) => ({
  ...batchKey(orgId, batchId),
  entity: 'batch',
  id: batchId,
  org_id: orgId,
  total,
  created: 0,
  ended: 0,
  count_scheduled: 0,
  count_in_progress: 0,
  count_completed: 0,
  count_failed: 0,
  count_cancelled: 0,
  created_at: now.toISOString(),
  completed_at: null,
});

/** Counts `count` newly created engagements of the batch. */
export const batchCreationWrite = (orgId: string, batchId: string, count: number): WriteOperation => ({
  update: batchKey(orgId, batchId),
  changes: { add: { created: count, count_scheduled: count } },
  condition: { exists: 'pk' },
});

export const batchTransitionWrites = (engagement: EngagementItem, to: EngagementStatus): WriteOperation[] => {
  if (!engagement.batch_id || engagement.status === to) return [];
  const add: Record<string, number> = { [counter(engagement.status)]: -1, [counter(to)]: 1 };
  if (TERMINAL.includes(to)) add.ended = 1;
  return [{ update: batchKey(engagement.org_id, engagement.batch_id), changes: { add }, condition: { exists: 'pk' } }];
};

export const batchCounts = (item: Record<string, unknown>) => ({
  scheduled: item.count_scheduled as number,
  in_progress: item.count_in_progress as number,
  completed: item.count_completed as number,
  failed: item.count_failed as number,
  cancelled: item.count_cancelled as number,
});

export const completeBatchIfDone = async (store: Store, orgId: string, batchId: string, now: Date): Promise<void> => {
  const batch = await store.get(batchKey(orgId, batchId), { consistent: true });
  if (!batch || batch.completed_at !== null || batch.ended !== batch.total || batch.created !== batch.total) return;
  const completedAt = now.toISOString();
  try {
    await store.transactWrite([
      { update: batchKey(orgId, batchId), changes: { set: { completed_at: completedAt } }, condition: { eq: ['completed_at', null] } },
      {
        put: newEvent({
          orgId,
          type: 'batch.completed',
          data: { batch_id: batchId, total: batch.total, counts: batchCounts(batch), completed_at: completedAt },
          now,
        }),
      },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCanceledError)) throw error;
  }
};
