import { createHash } from 'node:crypto';
import { ApiError, invalidField } from '../core/errors';
import { ConditionFailedError, type Store } from '../core/storage/port';
import type { ApiResult } from './types';

/**
 * `Idempotency-Key` (DESIGN §6): the same key and body within 24 h returns the first response;
 * the same key with another body is 422 `idempotency_key_reused`; the same key while the first
 * request still runs is 409 `idempotency_conflict`. Keys are scoped by organization and route.
 * Only successful responses are kept: after an error the key can be used again.
 */

/** How long a successful response is kept for a replay. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;
/** A first request that has not finished after this long is taken to have crashed. */
const LEASE_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyScope {
  orgId: string;
  routeId: string;
  key: string;
  body: unknown;
  now?: Date;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The same for every request with the same body, whatever its keys' order. */
export const requestHash = (body: unknown): string => sha256(canonical(body));

/**
 * An id that a request with this key and body always gets (hex, `length` characters), for a
 * handler whose retry must finish what a failed first attempt began rather than start again.
 */
export const idempotentId = (scope: { orgId: string; routeId: string; key: string; body: unknown }, length: number): string =>
  sha256(`${scope.orgId}#${scope.routeId}#${scope.key}#${requestHash(scope.body)}`).slice(0, length);

export const idempotencyKeyOf = (headers: Record<string, string>): string | undefined => {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw invalidField('Idempotency-Key', key, '1 to 255 printable ASCII characters');
  return key;
};

export const withIdempotency = async (store: Store, scope: IdempotencyScope, run: () => Promise<ApiResult>): Promise<ApiResult> => {
  const now = scope.now ?? new Date();
  const key = { pk: `ORG#${scope.orgId}#IDEM#${scope.routeId}#${sha256(scope.key)}`, sk: 'IDEM' };
  const hash = requestHash(scope.body);
  try {
    await store.put(
      {
        ...key,
        entity: 'idempotency',
        org_id: scope.orgId,
        status: 'in_progress',
        request_hash: hash,
        lease_until: now.getTime() + LEASE_MS,
        ttl: Math.ceil(now.getTime() / 1000) + IDEMPOTENCY_RETENTION_SECONDS,
      },
      { condition: { or: [{ notExists: 'pk' }, { and: [{ eq: ['status', 'in_progress'] }, { lt: ['lease_until', now.getTime()] }] }] } },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const existing = await store.get(key, { consistent: true });
    if (!existing) return withIdempotency(store, scope, run); // expired in between
    if (existing.request_hash !== hash) {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request body');
    }
    if (existing.status !== 'completed') {
      throw new ApiError(409, 'idempotency_conflict', 'A request with this Idempotency-Key is still being processed');
    }
    const response = existing.response as { status: number; body: unknown };
    return { status: response.status, body: response.body, headers: { 'Idempotent-Replayed': 'true' } };
  }
  let result: ApiResult;
  try {
    result = await run();
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  await store.update(key, { set: { status: 'completed', response: { status: result.status, body: result.body ?? null } } });
  return result;
};

/** Runs `run` under the request's `Idempotency-Key` when it carries one; otherwise just runs it. */
export const withOptionalIdempotency = (
  store: Store,
  request: { headers: Record<string, string>; body: unknown },
  scope: { orgId: string; routeId: string },
  run: () => Promise<ApiResult>,
): Promise<ApiResult> => {
  const key = idempotencyKeyOf(request.headers);
  return key ? withIdempotency(store, { ...scope, key, body: request.body }, run) : run();
};
