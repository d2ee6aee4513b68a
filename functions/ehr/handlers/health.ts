import { ApiError } from '../../core/errors';
import { ehrProxyRoutes as routes } from '../routes';
import { ehrUnavailable } from '../errors';
import { ehrHandler, ok } from '../proxy-handler';

/** A probe slower than this reports the connection `degraded`. */
export const DEGRADED_LATENCY_MS = 1_000;

/**
 * GET /v1/ehr/health: one cheap request to the organization's EHR. 200 `connected` or
 * `degraded` (slow); 503 EHR_UNAVAILABLE when it cannot be reached in time or its circuit is open.
 */
export const handler = ehrHandler(routes.getEhrHealth, {}, async ({ ehr }) => {
  const started = performance.now();
  try {
    await ehr.adapter.probe();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ehr_unavailable') throw error;
    const reason = String(error.details.reason ?? 'unreachable');
    const retryAfter = error.details.retry_after_seconds as number | undefined;
    const unavailable = ehrUnavailable(reason, retryAfter);
    Object.assign(unavailable.details, { status: 'unavailable', ehr_system: ehr.system });
    throw unavailable;
  }
  const latency = Math.round(performance.now() - started);
  return ok({ status: latency > DEGRADED_LATENCY_MS ? 'degraded' : 'connected', ehr_system: ehr.system, last_sync: new Date().toISOString(), latency_ms: latency });
});
