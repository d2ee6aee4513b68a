import * as z from 'zod/mini';
import { ApiError } from '../core/errors';
import type { Store } from '../core/storage/port';
import { ConditionFailedError } from '../core/storage/port';
import type { EhrAdapter } from './adapter';
import { ehrUnavailable } from './errors';
import { countCircuit } from './ehr-metrics';

/**
 * A circuit breaker per organization and stage, whose state every Lambda container shares: it is
 * an item in the stage's table. After FAILURE_THRESHOLD consecutive unreachable answers from the
 * EHR (timeouts, refused connections, 5xx gateways) the circuit opens: requests get 503
 * EHR_UNAVAILABLE at once, without waiting for the EHR, for `openMs`. Then one request, in any
 * container, is let through as a probe; its success closes the circuit, its failure opens it again.
 * Containers cache the state for CACHE_MS, so a closed circuit costs one read per second per
 * container, not one per request.
 */

export const FAILURE_THRESHOLD = 3;
export const DEFAULT_OPEN_MS = 15_000;
/** How long a claimed probe keeps other requests out (longer than a request's deadline). */
const PROBE_WINDOW_MS = 3_000;
const CACHE_MS = 1_000;

export const BreakerStateSchema = z.object({
  failures: z._default(z.number(), 0),
  open_until: z._default(z.number(), 0),
  probe_until: z._default(z.number(), 0),
});
export type BreakerState = z.infer<typeof BreakerStateSchema>;

export type Admission = { kind: 'allow' } | { kind: 'probe' } | { kind: 'reject'; retryAfterMs: number };

const CLOSED: BreakerState = { failures: 0, open_until: 0, probe_until: 0 };

/** Pure: what a request may do given the shared state at `now`. */
export const admission = (state: BreakerState, now: number): Admission => {
  if (state.open_until === 0) return { kind: 'allow' };
  if (now < state.open_until) return { kind: 'reject', retryAfterMs: state.open_until - now };
  if (now < state.probe_until) return { kind: 'reject', retryAfterMs: state.probe_until - now };
  return { kind: 'probe' };
};

export const breakerKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'EHR_BREAKER' as const });

interface Cached {
  state: BreakerState;
  readAt: number;
}

/** Per-container cache of each organization's breaker state. */
const cache = new Map<string, Cached>();

export class CircuitBreaker {
  constructor(
    private readonly store: Store,
    private readonly orgId: string,
    private readonly openMs = DEFAULT_OPEN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private async state(): Promise<BreakerState> {
    const cached = cache.get(this.orgId);
    if (cached && this.now() - cached.readAt < CACHE_MS) return cached.state;
    const item = await this.store.get(breakerKey(this.orgId));
    return this.remember(item ? BreakerStateSchema.parse(item) : CLOSED);
  }

  private remember(state: BreakerState): BreakerState {
    cache.set(this.orgId, { state, readAt: this.now() });
    return state;
  }

  /** Throws 503 EHR_UNAVAILABLE while the circuit is open; returns whether this request is the probe. */
  async admit(): Promise<boolean> {
    const state = await this.state();
    const decision = admission(state, this.now());
    if (decision.kind === 'allow') return false;
    if (decision.kind === 'probe' && (await this.claimProbe(state))) return true;
    const retryAfterMs = decision.kind === 'reject' ? decision.retryAfterMs : PROBE_WINDOW_MS;
    countCircuit('EhrCircuitRejected');
    throw ehrUnavailable('circuit_open', Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  private async claimProbe(seen: BreakerState): Promise<boolean> {
    try {
      const item = await this.store.update(
        breakerKey(this.orgId),
        { set: { probe_until: this.now() + PROBE_WINDOW_MS } },
        { condition: { eq: ['probe_until', seen.probe_until] } },
      );
      this.remember(BreakerStateSchema.parse(item));
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      cache.delete(this.orgId);
      return false;
    }
  }

  async succeeded(): Promise<void> {
    const cached = cache.get(this.orgId)?.state ?? CLOSED;
    if (cached.failures === 0 && cached.open_until === 0) return;
    await this.store.put({ ...breakerKey(this.orgId), entity: 'ehr_breaker', ...CLOSED });
    if (cached.open_until !== 0) countCircuit('EhrCircuitClosed');
    this.remember(CLOSED);
  }

  async failed(): Promise<void> {
    const item = await this.store.update(breakerKey(this.orgId), { add: { failures: 1 }, setIfAbsent: { entity: 'ehr_breaker', open_until: 0, probe_until: 0 } });
    const state = BreakerStateSchema.parse(item);
    const now = this.now();
    const reopen = state.open_until !== 0 && now >= state.open_until; // a failed probe
    if (state.failures >= FAILURE_THRESHOLD && (state.open_until === 0 || reopen)) {
      const opened = await this.store.update(breakerKey(this.orgId), { set: { open_until: now + this.openMs, probe_until: 0 } });
      countCircuit('EhrCircuitOpened');
      this.remember(BreakerStateSchema.parse(opened));
      return;
    }
    this.remember(state);
  }
}

const isUnreachable = (error: unknown): boolean => error instanceof ApiError && error.code === 'ehr_unavailable';

/**
 * The adapter with every EHR call behind the breaker: refused at once while open, and each
 * outcome recorded. An unreachable EHR counts as a failure; an answer (a 404, a conflict) as a
 * success, but only if the EHR was actually asked: a probe refused before any request must not
 * close the circuit on an EHR that may still be down.
 */
export const guardedByBreaker = (adapter: EhrAdapter, breaker: CircuitBreaker): EhrAdapter =>
  new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'reachedEhr') return value;
      return async (...args: unknown[]) => {
        await breaker.admit();
        const reached = () => target.reachedEhr?.() ?? true;
        try {
          const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (reached()) await breaker.succeeded();
          return result;
        } catch (error) {
          if (isUnreachable(error)) await breaker.failed();
          else if (reached()) await breaker.succeeded();
          throw error;
        }
      };
    },
  });
