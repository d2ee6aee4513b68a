import { retryOnConflict } from '../../core/storage/optimistic';
import { ConditionFailedError, type Store } from '../../core/storage/port';
import {
  type BucketPolicy,
  type BucketState,
  type RateLimitDecision,
  WINDOW_MS,
  takeTokens,
  windowDecision,
  windowStart,
} from './arithmetic';

/**
 * Rate-limit counters kept in the stage's table, so every Lambda container shares them.
 * A window costs one conditional UpdateItem; a bucket a consistent GetItem plus a conditional
 * PutItem (retried when another container moved the bucket in between).
 */

const ENTITY = 'rate_limit';
/** Attempts before a bucket update that keeps losing races gives up (a hot bucket sees many). */
const BUCKET_ATTEMPTS = 25;

const expiresAfter = (endMs: number): number => Math.ceil(endMs / 1000) + 60;

/** Adds `cost` to the window counter named `counter` unless that would pass `limit`. */
export const consumeWindow = async (
  store: Store,
  counter: string,
  limit: number,
  nowMs: number,
  cost = 1,
): Promise<RateLimitDecision> => {
  const start = windowStart(nowMs);
  const key = { pk: `RATE#${counter}`, sk: `W#${start}` };
  try {
    const item = await store.update(
      key,
      { add: { count: cost }, set: { entity: ENTITY, ttl: expiresAfter(start + WINDOW_MS) } },
      { condition: { or: [{ notExists: 'count' }, { le: ['count', limit - cost] }] } },
    );
    return windowDecision(item.count as number, limit, true, nowMs);
  } catch (error) {
    if (error instanceof ConditionFailedError) return windowDecision(limit, limit, false, nowMs);
    throw error;
  }
};

/** Takes `cost` tokens from the bucket named `bucket`. */
export const consumeBucket = async (
  store: Store,
  bucket: string,
  policy: BucketPolicy,
  now: () => number,
  cost = 1,
): Promise<RateLimitDecision> => {
  const key = { pk: `RATE#${bucket}`, sk: 'BUCKET' };
  return retryOnConflict(BUCKET_ATTEMPTS, async () => {
    const item = await store.get(key, { consistent: true });
    const previous = item ? ({ tokens: item.tokens, updatedMs: item.updated_ms } as BucketState) : undefined;
    const nowMs = Math.max(now(), previous?.updatedMs ?? 0);
    const { state, decision } = takeTokens(previous, policy, nowMs, cost);
    if (!decision.allowed) return decision;
    const version = ((item?.version as number | undefined) ?? 0) + 1;
    await store.put(
      { ...key, entity: ENTITY, tokens: state.tokens, updated_ms: state.updatedMs, version, ttl: expiresAfter(nowMs + WINDOW_MS * 60) },
      { condition: item ? { eq: ['version', item.version as number] } : { notExists: 'pk' } },
    );
    return decision;
  });
};
