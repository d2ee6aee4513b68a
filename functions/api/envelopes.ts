import type { InterfaceGroup } from './route-definition';
import { ApiError } from '../core/errors';

/** The two interface groups' bodies (DESIGN §3). */

export const errorBody = (group: InterfaceGroup, error: ApiError): unknown =>
  group === 'proxy'
    ? { status: 'error', error: { code: error.proxyCode, message: error.message, details: error.details } }
    : { error: { code: error.code, message: error.message, status: error.status, details: error.details } };

/** A proxy success body: `{status:'ok', data, …extra}` (extra: count, total…). */
export const proxyOk = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 'ok', data, ...extra });

const PROXY_PREFIXES = [
  '/v1/patients/exists',
  '/v1/patients/record',
  '/v1/practitioners',
  '/v1/appointments',
  '/v1/conversations',
  '/v1/health',
  '/v1/ehr',
];

/**
 * The interface group of any path, including unknown ones: `/v1/patients` itself (GET, POST) and
 * the proxy prefixes belong to the proxy interface; everything else to the engagement interface.
 */
export const groupOfPath = (path: string): InterfaceGroup => {
  const normalized = path.replace(/\/+$/, '');
  if (normalized === '/v1/patients') return 'proxy';
  return PROXY_PREFIXES.some((prefix) => normalized === prefix || normalized.startsWith(`${prefix}/`)) ? 'proxy' : 'engagement';
};

/** `/v1/patients/exists` and `/v1/patients/record…`: proxy paths that a `{patient_id}` route would also match. */
export const isReservedProxyPath = (path: string): boolean => /^\/v1\/patients\/(exists|record)(\/|$)/.test(path);
