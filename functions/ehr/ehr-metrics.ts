import { metrics } from '../core/runtime-metrics';

/**
 * The EHR in metrics: how long each HTTP exchange with an organization's FHIR server takes
 * (token requests included, failures and timeouts too: a slow EHR shows before it is unreachable),
 * and what its circuit breaker does.
 */
export const timedFetch = (inner: typeof fetch): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const started = performance.now();
    try {
      return await inner(input, init);
    } finally {
      metrics().add('EhrLatency', Math.round(performance.now() - started));
    }
  }) as typeof fetch;

export const countCircuit = (change: 'EhrCircuitOpened' | 'EhrCircuitClosed' | 'EhrCircuitRejected'): void => metrics().add(change);
