/**
 * Rate-limit arithmetic, pure: fixed one-minute windows (engagement interface, per-address
 * limits) and token buckets (proxy tiers). Times are epoch milliseconds.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** The window's limit, or the bucket's burst. */
  limit: number;
  /** Requests left in the window, or whole tokens left in the bucket. */
  remaining: number;
  /** Seconds until the window resets, or until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before the request could succeed (only when refused). */
  retryAfterSeconds?: number;
}

export const WINDOW_MS = 60_000;

export const windowStart = (nowMs: number, windowMs = WINDOW_MS): number => nowMs - (nowMs % windowMs);

export const secondsUntilWindowEnd = (nowMs: number, windowMs = WINDOW_MS): number =>
  Math.max(1, Math.ceil((windowStart(nowMs, windowMs) + windowMs - nowMs) / 1000));

/** The decision after a window counter was (or could not be) raised to `count`. */
export const windowDecision = (count: number, limit: number, allowed: boolean, nowMs: number): RateLimitDecision => {
  const resetSeconds = secondsUntilWindowEnd(nowMs);
  return allowed
    ? { allowed, limit, remaining: Math.max(0, limit - count), resetSeconds }
    : { allowed, limit, remaining: 0, resetSeconds, retryAfterSeconds: resetSeconds };
};

/** Requests of a window one lease covers: one in fifty of the limit (ten of the 500 reads), at least one. */
export const WINDOW_LEASE_SHARE = 50;

/** How many tokens a container claims from a window counter at a time (decision 318). */
export const windowLease = (limit: number): number => Math.max(1, Math.floor(limit / WINDOW_LEASE_SHARE));

export interface BucketPolicy {
  /** Tokens added per minute. */
  ratePerMinute: number;
  /** Bucket capacity. */
  burst: number;
}

export interface BucketState {
  tokens: number;
  updatedMs: number;
}

/** The bucket at `nowMs`: refilled at the policy's rate, never above the burst. */
export const refill = (state: BucketState | undefined, policy: BucketPolicy, nowMs: number): BucketState => {
  if (!state) return { tokens: policy.burst, updatedMs: nowMs };
  const elapsedMs = Math.max(0, nowMs - state.updatedMs);
  const tokens = Math.min(policy.burst, state.tokens + (elapsedMs * policy.ratePerMinute) / WINDOW_MS);
  return { tokens, updatedMs: nowMs };
};

const secondsToRefill = (missing: number, policy: BucketPolicy): number =>
  missing <= 0 ? 0 : Math.ceil((missing * WINDOW_MS) / policy.ratePerMinute / 1000);

/** Takes `cost` tokens if the bucket holds them; returns the new state and the decision. */
export const takeTokens = (
  previous: BucketState | undefined,
  policy: BucketPolicy,
  nowMs: number,
  cost = 1,
): { state: BucketState; decision: RateLimitDecision } => {
  const current = refill(previous, policy, nowMs);
  const allowed = current.tokens >= cost;
  const state = allowed ? { ...current, tokens: current.tokens - cost } : current;
  const decision: RateLimitDecision = {
    allowed,
    limit: policy.burst,
    remaining: Math.floor(state.tokens),
    resetSeconds: secondsToRefill(policy.burst - state.tokens, policy),
  };
  if (!allowed) decision.retryAfterSeconds = Math.max(1, secondsToRefill(cost - state.tokens, policy));
  return { state, decision };
};

export const rateLimitHeaders = (decision: RateLimitDecision): Record<string, string> => {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetSeconds),
  };
  if (!decision.allowed && decision.retryAfterSeconds !== undefined) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
};

/** A decision for a request that could not be counted (the store was unreachable). */
export const unmeteredDecision = (limit: number, nowMs = Date.now()): RateLimitDecision => windowDecision(0, limit, true, nowMs);
