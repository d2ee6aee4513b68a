import { retryOnConflict } from '../../core/storage/optimistic';
import { ConditionFailedError, type Store } from '../../core/storage/port';
import {
  type BucketPolicy,
  type BucketState,
  type RateLimitDecision,
  WINDOW_MS,
  takeTokens,
  windowDecision,
  windowLease,
  windowStart,
} from './arithmetic';

/**
 * Rate-limit counters kept in the stage's table, so every Lambda container shares them.
 * A window costs one conditional UpdateItem per lease of tokens (below); a bucket a consistent
 * GetItem plus a conditional PutItem (retried when another container moved the bucket in between).
 */

const ENTITY = 'rate_limit';
/** Attempts before a bucket update that keeps losing races gives up (a hot bucket sees many). */
const BUCKET_ATTEMPTS = 25;

const expiresAfter = (endMs: number): number => Math.ceil(endMs / 1000) + 60;

/**
 * What one container holds of a window counter: tokens it has claimed in the store (the count
 * includes them) and not spent yet. A container claims `windowLease(limit)` tokens at a time, so
 * most requests spend a held token and make no write; the limit still holds across containers,
 * since every token served was first counted in the store (decision 318).
 */
interface WindowLease {
  readonly start: number;
  unused: number;
  /** The highest count the store has answered for this window: this container's claims and others'. */
  knownCount: number;
  /** The smallest claim the store refused this window; counts only rise within a window, so any as large fails too. */
  refusedCost: number;
}

/** Per store (one stage's table, as a container sees it), per counter: the lease of the current window. */
const leasesByStore = new WeakMap<Store, Map<string, WindowLease>>();
/** Counters a container keeps before it forgets those of past windows (client addresses come and go). */
const LEASES_KEPT = 1_000;

const leaseOf = (store: Store, counter: string, start: number): WindowLease => {
  let leases = leasesByStore.get(store);
  if (!leases) leasesByStore.set(store, (leases = new Map()));
  const lease = leases.get(counter);
  if (lease && lease.start === start) return lease;
  if (leases.size >= LEASES_KEPT) for (const [name, old] of leases) if (old.start < start) leases.delete(name);
  const fresh: WindowLease = { start, unused: 0, knownCount: 0, refusedCost: Number.POSITIVE_INFINITY };
  leases.set(counter, fresh);
  return fresh;
};

/** Spends `cost` held tokens; what is left is the window's remainder as this container last saw it. */
const spend = (lease: WindowLease, cost: number, limit: number, nowMs: number): RateLimitDecision => {
  lease.unused -= cost;
  return windowDecision(lease.knownCount - lease.unused, limit, true, nowMs);
};

/** Adds `claim` to the store's counter unless that would pass `limit`; the count after it, or undefined when refused. */
const claimTokens = async (store: Store, counter: string, start: number, limit: number, claim: number): Promise<number | undefined> => {
  try {
    const item = await store.update(
      { pk: `RATE#${counter}`, sk: `W#${start}` },
      { add: { count: claim }, set: { entity: ENTITY, ttl: expiresAfter(start + WINDOW_MS) } },
      { condition: { or: [{ notExists: 'count' }, { le: ['count', limit - claim] }] } },
    );
    return item.count as number;
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
};

/**
 * Counts `cost` requests against the window counter named `counter` unless that would pass
 * `limit`: from the tokens this container holds, or by claiming more in the store (a lease's
 * worth, or just `cost` when the window has no lease left).
 */
export const consumeWindow = async (
  store: Store,
  counter: string,
  limit: number,
  nowMs: number,
  cost = 1,
): Promise<RateLimitDecision> => {
  const start = windowStart(nowMs);
  const lease = leaseOf(store, counter, start);
  if (lease.unused >= cost) return spend(lease, cost, limit, nowMs);
  const extra = windowLease(limit) - 1;
  for (const claim of extra > 0 ? [cost + extra, cost] : [cost]) {
    if (claim >= lease.refusedCost) continue;
    const count = await claimTokens(store, counter, start, limit, claim);
    if (count !== undefined) {
      lease.knownCount = Math.max(lease.knownCount, count);
      lease.unused += claim;
      return spend(lease, cost, limit, nowMs);
    }
    lease.refusedCost = Math.min(lease.refusedCost, claim);
    // Another request of this container may have claimed tokens while this one waited.
    if (lease.unused >= cost) return spend(lease, cost, limit, nowMs);
  }
  return windowDecision(limit, limit, false, nowMs);
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
