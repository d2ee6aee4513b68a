import { beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../functions/core/ids';
import type { MetricName, Metrics } from '../../functions/core/metrics/port';
import { installMetrics } from '../../functions/core/runtime-metrics';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { CircuitBreaker, FAILURE_THRESHOLD } from '../../functions/ehr/circuit-breaker';
import { timedFetch } from '../../functions/ehr/ehr-metrics';

/** The EHR in metrics: each FHIR exchange's latency, failed ones included, and the circuit breaker's changes. */

const added: Array<[MetricName, number | undefined]> = [];
const recording: Metrics = { add: (name, value) => void added.push([name, value]), flush: () => undefined };
installMetrics(recording);
beforeEach(() => void (added.length = 0));

const countOf = (name: MetricName) => added.filter(([added]) => added === name).length;

describe('timedFetch', () => {
  it('adds the latency of an exchange that answered and of one that failed', async () => {
    const answering = timedFetch((async () => new Response('{}', { status: 200 })) as typeof fetch);
    const failing = timedFetch((async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    expect((await answering('http://ehr.test/Patient')).status).toBe(200);
    await expect(failing('http://ehr.test/Patient')).rejects.toThrow('fetch failed');
    expect(added.map(([name]) => name)).toEqual(['EhrLatency', 'EhrLatency']);
    expect(added.every(([, value]) => typeof value === 'number' && value >= 0)).toBe(true);
  });
});

describe('the circuit breaker in metrics', () => {
  it('counts the opening, the requests refused while open, and the probe that closes it', async () => {
    let now = 1_000_000;
    const store = SqliteStore.open(':memory:');
    const orgId = newId('org');
    const breaker = () => new CircuitBreaker(store, orgId, 10_000, () => now);
    for (let i = 0; i < FAILURE_THRESHOLD; i++) await breaker().failed();
    expect(countOf('EhrCircuitOpened')).toBe(1);
    await expect(breaker().admit()).rejects.toMatchObject({ status: 503 });
    await expect(breaker().admit()).rejects.toMatchObject({ status: 503 });
    expect(countOf('EhrCircuitRejected')).toBe(2);
    now += 10_000;
    expect(await breaker().admit()).toBe(true);
    await breaker().succeeded();
    expect(countOf('EhrCircuitClosed')).toBe(1);
    await breaker().succeeded(); // already closed: no change to count
    expect(countOf('EhrCircuitClosed')).toBe(1);
  });
});
