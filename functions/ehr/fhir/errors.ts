import type { OperationOutcome } from '@medplum/fhirtypes';

/** Base class of every error the FHIR client throws on purpose. Messages never carry credentials. */
export class FhirError extends Error {
  override name = 'FhirError';
}

/**
 * The server could not be reached or did not answer in time (connection refused, reset, DNS,
 * per-request timeout), or it answered 502/503/504. What the proxy turns into 503 EHR_UNAVAILABLE.
 */
export class FhirUnavailableError extends FhirError {
  override name = 'FhirUnavailableError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'status',
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Any other non-2xx answer, with the server's OperationOutcome when it sent one. */
export class FhirHttpError extends FhirError {
  override name = 'FhirHttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly outcome?: OperationOutcome,
  ) {
    super(message);
  }
}

/** 404 or 410 on a read, update or delete. */
export class FhirNotFoundError extends FhirHttpError {
  override name = 'FhirNotFoundError';
}

/** The token endpoint refused the client (SMART backend services), or the FHIR server kept answering 401/403. */
export class FhirAuthError extends FhirError {
  override name = 'FhirAuthError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Maps a fetch rejection (timeout, refused connection) to FhirUnavailableError; other errors pass through. */
export const toUnavailable = (error: unknown, what: string, timeoutMs: number): unknown => {
  if (error instanceof FhirError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return new FhirUnavailableError(`${what}: no answer within ${timeoutMs} ms`, 'timeout', undefined, { cause: error });
  if (name === 'AbortError') return error; // the caller's own signal
  if (error instanceof TypeError) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return new FhirUnavailableError(`${what}: ${cause?.code ?? error.message}`, 'network', undefined, { cause: error });
  }
  return error;
};
