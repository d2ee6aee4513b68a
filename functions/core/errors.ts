import { REDACTED, withoutCredentials } from './credentials';

/**
 * Errors the API answers with, in the engagement interface's vocabulary (DESIGN §4). The proxy
 * interface renders the same error with its own uppercase code (see `proxyCode`).
 */

export type ErrorCode =
  | 'invalid_request'
  | 'invalid_field'
  | 'missing_field'
  | 'invalid_patient_phone'
  | 'unknown_protocol'
  | 'authentication_failed'
  | 'insufficient_permissions'
  | 'ip_not_allowed'
  | 'not_found'
  | 'engagement_not_cancellable'
  | 'engagement_not_active'
  | 'idempotency_conflict'
  | 'idempotency_key_reused'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unreadable_document'
  | 'no_questions_found'
  | 'rate_limit_exceeded'
  | 'unavailable'
  | 'conflict'
  | 'ehr_unavailable'
  | 'internal_error';

/** Proxy-interface codes (SPEC "Errors" plus DESIGN §4). */
export type ProxyErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'PATIENT_NOT_FOUND'
  | 'APPOINTMENT_NOT_FOUND'
  | 'NOT_FOUND'
  | 'INVALID_INPUT'
  | 'EHR_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'APPOINTMENT_CONFLICT'
  | 'PATIENT_AMBIGUOUS'
  | 'UNAVAILABLE'
  | 'NOTE_EXISTS'
  | 'INTERNAL_ERROR';

const PROXY_CODES: Record<ErrorCode, ProxyErrorCode> = {
  invalid_request: 'INVALID_INPUT',
  invalid_field: 'INVALID_INPUT',
  missing_field: 'INVALID_INPUT',
  invalid_patient_phone: 'INVALID_INPUT',
  unknown_protocol: 'INVALID_INPUT',
  payload_too_large: 'INVALID_INPUT',
  unsupported_media_type: 'INVALID_INPUT',
  unreadable_document: 'INVALID_INPUT',
  no_questions_found: 'INVALID_INPUT',
  authentication_failed: 'UNAUTHORIZED',
  insufficient_permissions: 'FORBIDDEN',
  ip_not_allowed: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  engagement_not_cancellable: 'INVALID_INPUT',
  engagement_not_active: 'INVALID_INPUT',
  idempotency_conflict: 'INVALID_INPUT',
  idempotency_key_reused: 'INVALID_INPUT',
  rate_limit_exceeded: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  conflict: 'INVALID_INPUT',
  ehr_unavailable: 'EHR_UNAVAILABLE',
  internal_error: 'INTERNAL_ERROR',
};

export type ErrorDetails = Record<string, unknown>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
    /** A proxy-specific code when the generic mapping is not precise enough. */
    readonly proxyCodeOverride?: ProxyErrorCode,
    /** Response headers the error sets (they win over the pipeline's). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get proxyCode(): ProxyErrorCode {
    return this.proxyCodeOverride ?? PROXY_CODES[this.code];
  }
}

export const invalidRequest = (message: string, details?: ErrorDetails) =>
  new ApiError(400, 'invalid_request', message, details);

const PROVIDED_MAX_CHARS = 200;

/** What the caller sent, echoed back in field errors: primitives as they are, anything large shortened. */
export const describeProvided = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    const shown = withoutCredentials(value);
    return shown.length > PROVIDED_MAX_CHARS ? `${shown.slice(0, PROVIDED_MAX_CHARS)}…` : shown;
  }
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? '[array]' : '[object]';
  }
  // A key or secret sent in the wrong field is not echoed back (nor is the rest of the value then).
  if (withoutCredentials(text) !== text) return REDACTED;
  return text.length > PROVIDED_MAX_CHARS ? `${text.slice(0, PROVIDED_MAX_CHARS)}…` : value;
};

export const invalidField = (field: string, provided: unknown, expected: string) =>
  new ApiError(400, 'invalid_field', `Invalid value for '${field}': expected ${expected}`, {
    field,
    provided: describeProvided(provided),
    expected,
  });

export const missingField = (field: string, expected: string) =>
  new ApiError(400, 'missing_field', `Missing required field '${field}'`, { field, expected });

export const authenticationFailed = (message = 'Missing, invalid or expired API key') =>
  new ApiError(401, 'authentication_failed', message);

export const insufficientPermissions = (scope: string) =>
  new ApiError(403, 'insufficient_permissions', `A key with scope '${scope}' may not perform this operation`, { scope });

export const ipNotAllowed = () =>
  new ApiError(403, 'ip_not_allowed', "The request's address is not in the organization's IP allowlist");

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`);

export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, 'payload_too_large', `The request body exceeds ${limitBytes} bytes`, { limit_bytes: limitBytes });

export const unsupportedMediaType = (provided: string | undefined, expected: string) =>
  new ApiError(415, 'unsupported_media_type', `Content-Type must be ${expected}`, { provided: provided ?? null, expected });

export const rateLimitExceeded = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limit_exceeded', `Rate limit exceeded; retry in ${retryAfterSeconds} s`, {
    retry_after_seconds: retryAfterSeconds,
  });

export const internalError = () => new ApiError(500, 'internal_error', 'An internal error occurred');

export const unavailable = (message: string) => new ApiError(503, 'unavailable', message);
