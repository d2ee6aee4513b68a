import { describe, expect, it } from 'vitest';
import {
  type BucketPolicy,
  WINDOW_MS,
  rateLimitHeaders,
  refill,
  secondsUntilWindowEnd,
  takeTokens,
  unmeteredDecision,
  windowDecision,
  windowStart,
} from '../../../functions/api/rate-limit/arithmetic';
import { TIER_BUCKETS } from '../../../functions/api/rate-limit/policies';

/** A minute boundary well away from the epoch, so mistakes in modular arithmetic show. */
const MINUTE = Date.UTC(2026, 0, 15, 10, 30, 0);

describe('fixed windows', () => {
  it('windowStart floors to the minute', () => {
    expect(windowStart(MINUTE)).toBe(MINUTE);
    expect(windowStart(MINUTE + 1)).toBe(MINUTE);
    expect(windowStart(MINUTE + 59_999)).toBe(MINUTE);
    expect(windowStart(MINUTE + 60_000)).toBe(MINUTE + 60_000);
    expect(windowStart(MINUTE - 1)).toBe(MINUTE - 60_000);
  });

  it('windowStart honours a custom window length', () => {
    expect(windowStart(MINUTE + 12_345, 10_000)).toBe(MINUTE + 10_000);
  });

  it('secondsUntilWindowEnd counts whole seconds up, never below 1, never above 60', () => {
    expect(secondsUntilWindowEnd(MINUTE)).toBe(60);
    expect(secondsUntilWindowEnd(MINUTE + 1)).toBe(60);
    expect(secondsUntilWindowEnd(MINUTE + 1_000)).toBe(59);
    expect(secondsUntilWindowEnd(MINUTE + 1_001)).toBe(59);
    expect(secondsUntilWindowEnd(MINUTE + 58_999)).toBe(2);
    expect(secondsUntilWindowEnd(MINUTE + 59_000)).toBe(1);
    // The last millisecond still says 1, not 0: a client waiting 0 s would be refused again.
    expect(secondsUntilWindowEnd(MINUTE + 59_999)).toBe(1);
    for (let offset = 0; offset < WINDOW_MS; offset += 997) {
      const seconds = secondsUntilWindowEnd(MINUTE + offset);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    }
  });

  it('windowDecision when allowed: remaining is limit minus count, no Retry-After', () => {
    const decision = windowDecision(3, 500, true, MINUTE + 30_000);
    expect(decision).toEqual({ allowed: true, limit: 500, remaining: 497, resetSeconds: 30 });
    expect(decision.retryAfterSeconds).toBeUndefined();
  });

  it('windowDecision never reports a negative remaining', () => {
    expect(windowDecision(500, 500, true, MINUTE).remaining).toBe(0);
    expect(windowDecision(501, 500, true, MINUTE).remaining).toBe(0);
  });

  it('windowDecision when refused: remaining 0 and Retry-After equals the seconds to the next window', () => {
    const decision = windowDecision(500, 500, false, MINUTE + 45_500);
    expect(decision).toEqual({ allowed: false, limit: 500, remaining: 0, resetSeconds: 15, retryAfterSeconds: 15 });
  });

  it('unmeteredDecision allows with the whole limit remaining', () => {
    expect(unmeteredDecision(120, MINUTE + 10_000)).toEqual({ allowed: true, limit: 120, remaining: 120, resetSeconds: 50 });
  });
});

describe('token buckets', () => {
  const standard: BucketPolicy = TIER_BUCKETS.standard;

  it('the tier policies match the spec (rate per minute, burst)', () => {
    expect(TIER_BUCKETS).toEqual({
      standard: { ratePerMinute: 60, burst: 100 },
      scale: { ratePerMinute: 300, burst: 500 },
      enterprise: { ratePerMinute: 1_000, burst: 2_000 },
    });
  });

  it('a new bucket starts full', () => {
    expect(refill(undefined, standard, MINUTE)).toEqual({ tokens: 100, updatedMs: MINUTE });
  });

  it('refills at the policy rate', () => {
    // 60 per minute: one token per second.
    expect(refill({ tokens: 10, updatedMs: MINUTE }, standard, MINUTE + 1_000)).toEqual({ tokens: 11, updatedMs: MINUTE + 1_000 });
    expect(refill({ tokens: 10, updatedMs: MINUTE }, standard, MINUTE + 500).tokens).toBeCloseTo(10.5);
    expect(refill({ tokens: 0, updatedMs: MINUTE }, TIER_BUCKETS.scale, MINUTE + 1_000).tokens).toBeCloseTo(5);
  });

  it('refill never goes above the burst, however long the bucket was idle', () => {
    expect(refill({ tokens: 99.5, updatedMs: MINUTE }, standard, MINUTE + 10_000).tokens).toBe(100);
    expect(refill({ tokens: 0, updatedMs: MINUTE }, standard, MINUTE + 24 * 3_600_000).tokens).toBe(100);
    for (let elapsed = 0; elapsed < 200_000; elapsed += 7_321) {
      expect(refill({ tokens: 37, updatedMs: MINUTE }, standard, MINUTE + elapsed).tokens).toBeLessThanOrEqual(100);
    }
  });

  it('refill never removes tokens when the clock goes backwards', () => {
    const state = refill({ tokens: 42, updatedMs: MINUTE }, standard, MINUTE - 5_000);
    expect(state.tokens).toBe(42);
  });

  it('takeTokens takes one token by default', () => {
    const { state, decision } = takeTokens(undefined, standard, MINUTE);
    expect(state.tokens).toBe(99);
    expect(decision).toEqual({ allowed: true, limit: 100, remaining: 99, resetSeconds: 1 });
    expect(decision.retryAfterSeconds).toBeUndefined();
  });

  it('takeTokens takes `cost` tokens, and refuses (without taking any) when fewer are left', () => {
    const first = takeTokens({ tokens: 10, updatedMs: MINUTE }, standard, MINUTE, 7);
    expect(first.decision.allowed).toBe(true);
    expect(first.state.tokens).toBe(3);
    expect(first.decision.remaining).toBe(3);

    const second = takeTokens(first.state, standard, MINUTE, 5);
    expect(second.decision.allowed).toBe(false);
    expect(second.state.tokens).toBe(3);
    expect(second.decision.remaining).toBe(3);
    // 2 more tokens at one per second.
    expect(second.decision.retryAfterSeconds).toBe(2);
  });

  it('100 requests drain a standard bucket; the 101st is refused with Retry-After 1', () => {
    let state: ReturnType<typeof takeTokens>['state'] | undefined;
    for (let i = 0; i < 100; i++) {
      const result = takeTokens(state, standard, MINUTE);
      expect(result.decision.allowed).toBe(true);
      expect(result.decision.remaining).toBe(99 - i);
      state = result.state;
    }
    const refused = takeTokens(state, standard, MINUTE);
    expect(refused.decision).toEqual({ allowed: false, limit: 100, remaining: 0, resetSeconds: 100, retryAfterSeconds: 1 });
  });

  it('remaining is the whole tokens left (floored)', () => {
    expect(takeTokens({ tokens: 5.9, updatedMs: MINUTE }, standard, MINUTE).decision.remaining).toBe(4);
  });

  it('resetSeconds is the time until the bucket is full again', () => {
    // 40 tokens missing after the take at one per second: 40 s.
    expect(takeTokens({ tokens: 61, updatedMs: MINUTE }, standard, MINUTE).decision.resetSeconds).toBe(40);
    // Scale: 5 per second; 250 missing: 50 s.
    expect(takeTokens({ tokens: 251, updatedMs: MINUTE }, TIER_BUCKETS.scale, MINUTE).decision.resetSeconds).toBe(50);
    // Partial tokens round the seconds up.
    expect(takeTokens({ tokens: 99.5, updatedMs: MINUTE }, standard, MINUTE).decision.resetSeconds).toBe(2);
  });

  it('retryAfterSeconds is at least 1 even when the token is almost there', () => {
    const { decision } = takeTokens({ tokens: 0.999, updatedMs: MINUTE }, standard, MINUTE);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfterSeconds).toBe(1);
  });

  it('a refused bucket becomes allowed once Retry-After has passed', () => {
    const refused = takeTokens({ tokens: 0.2, updatedMs: MINUTE }, standard, MINUTE, 3);
    expect(refused.decision.allowed).toBe(false);
    const retryAfterMs = (refused.decision.retryAfterSeconds ?? 0) * 1000;
    expect(takeTokens(refused.state, standard, MINUTE + retryAfterMs, 3).decision.allowed).toBe(true);
    expect(takeTokens(refused.state, standard, MINUTE + retryAfterMs - 1_000, 3).decision.allowed).toBe(false);
  });
});

describe('headers', () => {
  it('carries the three X-RateLimit headers as integers and no Retry-After when allowed', () => {
    const headers = rateLimitHeaders({ allowed: true, limit: 500, remaining: 12, resetSeconds: 33 });
    expect(headers).toEqual({ 'X-RateLimit-Limit': '500', 'X-RateLimit-Remaining': '12', 'X-RateLimit-Reset': '33' });
  });

  it('adds Retry-After only on refusal', () => {
    const headers = rateLimitHeaders({ allowed: false, limit: 50, remaining: 0, resetSeconds: 7, retryAfterSeconds: 7 });
    expect(headers).toEqual({ 'X-RateLimit-Limit': '50', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '7', 'Retry-After': '7' });
  });

  it('an allowed decision that somehow carries retryAfterSeconds still sends no Retry-After', () => {
    const headers = rateLimitHeaders({ allowed: true, limit: 50, remaining: 1, resetSeconds: 7, retryAfterSeconds: 7 });
    expect(headers).not.toHaveProperty('Retry-After');
  });

  it('header values are integer strings for bucket decisions with fractional tokens', () => {
    const { decision } = takeTokens({ tokens: 42.75, updatedMs: MINUTE }, TIER_BUCKETS.enterprise, MINUTE + 333);
    for (const value of Object.values(rateLimitHeaders(decision))) expect(value).toMatch(/^\d+$/);
  });
});
