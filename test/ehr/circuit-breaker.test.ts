import { describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/core/errors';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { newId } from '../../functions/core/ids';
import type { EhrAdapter } from '../../functions/ehr/adapter';
import { admission, breakerKey, CircuitBreaker, FAILURE_THRESHOLD, guardedByBreaker } from '../../functions/ehr/circuit-breaker';
import { ehrUnavailable, patientNotFound } from '../../functions/ehr/errors';

/** The shared circuit breaker: its arithmetic, and its state in a real store. */

const OPEN_MS = 10_000;

const clock = (start = 1_000_000) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const setup = () => {
  const store = SqliteStore.open(':memory:');
  const orgId = newId('org');
  const time = clock();
  const breaker = () => new CircuitBreaker(store, orgId, OPEN_MS, time.now);
  return { store, orgId, time, breaker };
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('admission', () => {
  it('allows when closed, rejects while open, lets a probe through after, one at a time', () => {
    expect(admission({ failures: 2, open_until: 0, probe_until: 0 }, 5)).toEqual({ kind: 'allow' });
    expect(admission({ failures: 3, open_until: 100, probe_until: 0 }, 40)).toEqual({ kind: 'reject', retryAfterMs: 60 });
    expect(admission({ failures: 3, open_until: 100, probe_until: 0 }, 100)).toEqual({ kind: 'probe' });
    expect(admission({ failures: 3, open_until: 100, probe_until: 130 }, 110)).toEqual({ kind: 'reject', retryAfterMs: 20 });
  });
});

describe('CircuitBreaker over a store', () => {
  it(`opens after ${FAILURE_THRESHOLD} failures and refuses with 503 circuit_open and Retry-After`, async () => {
    const { breaker, time } = setup();
    for (let i = 0; i < FAILURE_THRESHOLD - 1; i++) await breaker().failed();
    expect(await breaker().admit()).toBe(false);
    await breaker().failed();
    const refused = await rejection(breaker().admit());
    expect(refused).toMatchObject({ status: 503, proxyCode: 'EHR_UNAVAILABLE', details: { reason: 'circuit_open', retry_after_seconds: 10 } });
    expect(refused.headers['Retry-After']).toBe('10');
    time.advance(4_000);
    expect((await rejection(breaker().admit())).details.retry_after_seconds).toBe(6);
  });

  it('lets one probe through once the open time is over; its success closes the circuit', async () => {
    const { breaker, time } = setup();
    for (let i = 0; i < FAILURE_THRESHOLD; i++) await breaker().failed();
    time.advance(OPEN_MS);
    expect(await breaker().admit()).toBe(true);
    await rejection(breaker().admit()); // a second request while the probe runs
    await breaker().succeeded();
    expect(await breaker().admit()).toBe(false);
    expect(await breaker().admit()).toBe(false);
  });

  it('opens again for the whole open time when the probe fails', async () => {
    const { breaker, time } = setup();
    for (let i = 0; i < FAILURE_THRESHOLD; i++) await breaker().failed();
    time.advance(OPEN_MS);
    expect(await breaker().admit()).toBe(true);
    await breaker().failed();
    time.advance(OPEN_MS - 1);
    await rejection(breaker().admit());
    time.advance(1);
    expect(await breaker().admit()).toBe(true);
  });

  it('is shared through the store: another container reads the open state after its cache second', async () => {
    const { store, orgId, time, breaker } = setup();
    for (let i = 0; i < FAILURE_THRESHOLD; i++) await breaker().failed();
    expect(await store.get(breakerKey(orgId))).toMatchObject({ failures: FAILURE_THRESHOLD, open_until: expect.any(Number) });
    time.advance(1_000);
    await rejection(new CircuitBreaker(store, orgId, OPEN_MS, time.now).admit());
    // Another organization is not affected.
    expect(await new CircuitBreaker(store, newId('org'), OPEN_MS, time.now).admit()).toBe(false);
  });
});

describe('guardedByBreaker', () => {
  const adapterThrowing = (error: Error): EhrAdapter =>
    ({ system: 'test', probe: async () => { throw error; }, listPractitioners: async () => ({ items: [], total: 0 }) }) as unknown as EhrAdapter;

  it('counts an unreachable EHR, not an answer such as a 404', async () => {
    const { breaker } = setup();
    const notFound = guardedByBreaker(adapterThrowing(patientNotFound()), breaker());
    for (let i = 0; i < FAILURE_THRESHOLD + 2; i++) await rejection(notFound.probe());
    expect(await breaker().admit()).toBe(false);
    const down = guardedByBreaker(adapterThrowing(ehrUnavailable('network')), breaker());
    for (let i = 0; i < FAILURE_THRESHOLD; i++) expect((await rejection(down.probe())).details.reason).toBe('network');
    expect((await rejection(down.listPractitioners({ count: 1, includeFhir: false }))).details.reason).toBe('circuit_open');
  });

  it('passes properties and results through', async () => {
    const { breaker } = setup();
    const guarded = guardedByBreaker(adapterThrowing(new Error('unused')), breaker());
    expect(guarded.system).toBe('test');
    expect(await guarded.listPractitioners({ count: 1, includeFhir: false })).toEqual({ items: [], total: 0 });
  });

  it('a probe that never reached the EHR does not close the circuit', async () => {
    const { breaker, time } = setup();
    for (let i = 0; i < FAILURE_THRESHOLD; i++) await breaker().failed();
    time.advance(OPEN_MS);
    const refusedBeforeAsking = { ...(adapterThrowing(patientNotFound()) as object), reachedEhr: () => false } as unknown as EhrAdapter;
    await rejection(guardedByBreaker(refusedBeforeAsking, breaker()).probe());
    time.advance(3_000); // the probe's window lapses: still open, another probe may try
    expect(await breaker().admit()).toBe(true);
    const answered = { ...(adapterThrowing(patientNotFound()) as object), reachedEhr: () => true } as unknown as EhrAdapter;
    time.advance(3_000);
    await rejection(guardedByBreaker(answered, breaker()).probe());
    expect(await breaker().admit()).toBe(false);
  });
});
