import { newEvent } from '../core/events/catalog';
import { type Item, type Store, TransactionCanceledError, type WriteOperation } from '../core/storage/port';
import type { EngagementItem, EngagementStatus } from './schemas';
import { creationWrites } from './store';

/**
 * Batches: one item holding how many of the batch's engagements are in each status. Every
 * transition of a batch engagement moves its counters in the same transaction; when the last one
 * ends, `batch.completed` is written once (the condition on `completed_at` makes a second attempt
 * a no-op, so the check may run again after any redelivery).
 *
 * A batch is accepted whole or not at all (docs/decisions.md). Its engagements are first *staged*:
 * written as inert items in the batch's partition, which nothing reads, while the batch is
 * `staging`. One conditional write then accepts the batch, with an internal outbox item
 * (`batch.accepted`, never sent to anybody) that the starter turns into an `expand_batch` work
 * message. The worker *expands* the batch: each transaction creates some engagements with their
 * `engagement.scheduled` events and deletes their staged items, so each is created exactly once
 * however often expansion runs. Until the acceptance nothing exists that could start, and a retry
 * of the same request (same `Idempotency-Key`, same body, hence the same batch id) stages the batch
 * again and accepts it, or finds it accepted.
 */

export const batchPartition = (orgId: string, batchId: string) => `ORG#${orgId}#BAT#${batchId}`;
export const batchKey = (orgId: string, batchId: string) => ({ pk: batchPartition(orgId, batchId), sk: 'BATCH' });
const stagedKey = (orgId: string, batchId: string, index: number) => ({ pk: batchPartition(orgId, batchId), sk: `STAGED#${String(index).padStart(4, '0')}` });

/** The internal outbox item type that asks for a batch's expansion (not an event of the interface). */
export const BATCH_ACCEPTED = 'batch.accepted';
/** How long a batch that was never accepted (and its staged engagements) is kept for a retry to finish it. */
export const STAGING_RETENTION_SECONDS = 14 * 86_400;
/** Staged engagements per transaction: the batch check plus 49 puts (and within 4 MB for large contexts). */
export const STAGE_PER_TRANSACTION = 49;
/** Engagements expanded per transaction: three writes each (engagement, event, staged delete) plus the counters. */
const EXPAND_PER_TRANSACTION = 33;
const PARALLEL_TRANSACTIONS = 4;

const TERMINAL: readonly EngagementStatus[] = ['completed', 'failed', 'cancelled'];
const counter = (status: EngagementStatus) => `count_${status}`;

export type BatchStatus = 'staging' | 'accepted';

/** Batches written before staging existed have no status: they were accepted. */
export const batchStatusOf = (item: Record<string, unknown>): BatchStatus => (item.status === 'staging' ? 'staging' : 'accepted');

export const newBatchItem = (orgId: string, batchId: string, total: number, now: Date) => ({
  ...batchKey(orgId, batchId),
  entity: 'batch',
  id: batchId,
  org_id: orgId,
  status: 'staging' as BatchStatus,
  ttl: Math.ceil(now.getTime() / 1000) + STAGING_RETENTION_SECONDS,
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

/** Writes the staged engagements in parallel transactions, each on the condition that the batch is still staging. */
export const stageEngagements = async (store: Store, orgId: string, batchId: string, engagements: EngagementItem[], now: Date): Promise<void> => {
  const ttl = Math.ceil(now.getTime() / 1000) + STAGING_RETENTION_SECONDS;
  const staged = engagements.map((engagement, index): Item => ({ ...stagedKey(orgId, batchId, index), entity: 'staged_engagement', org_id: orgId, ttl, engagement }));
  const chunks: Item[][] = [];
  for (let i = 0; i < staged.length; i += STAGE_PER_TRANSACTION) chunks.push(staged.slice(i, i + STAGE_PER_TRANSACTION));
  const stillStaging: WriteOperation = { check: batchKey(orgId, batchId), condition: { eq: ['status', 'staging'] } };
  for (let i = 0; i < chunks.length; i += PARALLEL_TRANSACTIONS) {
    await Promise.all(chunks.slice(i, i + PARALLEL_TRANSACTIONS).map((chunk) => store.transactWrite([stillStaging, ...chunk.map((item) => ({ put: item }))])));
  }
};

/** Accepts a staged batch: one conditional write, with the outbox item that has it expanded. False if it was not staging. */
export const acceptBatch = async (store: Store, orgId: string, batchId: string, now: Date): Promise<boolean> => {
  try {
    await store.transactWrite([
      { update: batchKey(orgId, batchId), changes: { set: { status: 'accepted' }, remove: ['ttl'] }, condition: { eq: ['status', 'staging'] } },
      {
        put: {
          pk: batchPartition(orgId, batchId),
          sk: 'ACCEPTED',
          entity: 'event',
          type: BATCH_ACCEPTED,
          org_id: orgId,
          batch_id: batchId,
          timestamp: now.toISOString(),
          ttl: Math.ceil(now.getTime() / 1000) + STAGING_RETENTION_SECONDS,
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledError) return false;
    throw error;
  }
};

const EXPAND_RACES = 3;

/**
 * Creates the engagements of an accepted batch from its staged items, a transaction at a time.
 * A transaction that another expansion beat (its staged items are gone) is read again; so is
 * everything after a crash. Resolves when no staged item is left.
 */
export const expandBatch = async (store: Store, orgId: string, batchId: string, now: Date): Promise<void> => {
  const batch = await store.get(batchKey(orgId, batchId), { consistent: true });
  if (!batch || batchStatusOf(batch) !== 'accepted') return;
  let races = 0;
  for (;;) {
    const page = await store.query({ partition: batchPartition(orgId, batchId), sort: { beginsWith: 'STAGED#' }, limit: EXPAND_PER_TRANSACTION, consistent: true });
    if (page.items.length === 0) return;
    const writes: WriteOperation[] = page.items.flatMap((item) => [
      { delete: { pk: item.pk, sk: item.sk }, condition: { exists: 'pk' } },
      ...creationWrites(item.engagement as EngagementItem, now),
    ]);
    try {
      await store.transactWrite([...writes, batchCreationWrite(orgId, batchId, page.items.length)]);
      races = 0;
    } catch (error) {
      if (!(error instanceof TransactionCanceledError) || ++races >= EXPAND_RACES) throw error;
    }
  }
};
