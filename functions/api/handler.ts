import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { checkAddress, checkScope, identify } from '../auth/authenticate';
import type { RouteDefinition } from './route-definition';
import { ApiError, internalError, notFound, rateLimitExceeded } from '../core/errors';
import { logger } from '../core/logger';
import { observability } from '../core/observability';
import { type RateLimitDecision, rateLimitHeaders, unmeteredDecision } from './rate-limit/arithmetic';
import { PUBLIC_LIMIT_PER_ADDRESS } from './rate-limit/policies';
import { withDeadline } from '../core/deadline';

/** Routes without a key (health) do not wait longer than this for their rate-limit counter. */
const PUBLIC_COUNT_DEADLINE_MS = 1_000;
import { ports } from '../core/runtime';
import { assertBodySize, parseJsonBody, rawBodyOf } from './body';
import { errorBody, groupOfPath, isReservedProxyPath } from './envelopes';
import { enforceRateLimit, recordFailedAuthentication } from './rate-limiting';
import type { ApiRequest, ApiResult } from './types';
import { pathIdNotFound, toFieldError } from './validation';

/**
 * Builds a route's Lambda handler: the same module serves API Gateway (HTTP API, payload 2.0) in
 * the cloud and the local runtime. The pipeline, in order:
 * 0. observability (../observability.ts): the logger's Lambda context and per-invocation keys,
 *    the invocation's metrics flushed;
 * 1. responder: the success or error envelope of the route's interface group, the rate-limit
 *    headers on every response, a 500 that leaks nothing;
 * 2. authentication (routes that need a key) and the IP allowlist, counting failures per client
 *    address;
 * 3. rate limiting by the route's group;
 * 4. the route's scopes;
 * 5. body size; the path parameters (a value that cannot name anything is a 404, see
 *    RouteSchemas.pathIds); schema validation of the query, then the body's media type, JSON and schema;
 * 6. the route's own function.
 */

type Schema<T> = z.ZodMiniType<T>;

export interface RouteSchemas<B, Q, P> {
  body?: Schema<B>;
  query?: Schema<Q>;
  params?: Schema<P>;
  /**
   * What the path parameters do. `look-up` (the default): they name something that exists, and
   * ids are opaque to the caller, so a value `params` refuses names nothing: 404 in the route's
   * group, before any storage or EHR is asked (docs/decisions.md 50). `create`: the route stores
   * something under the caller's value (PUT /v1/patients/{patient_id}), so a value it cannot store
   * is a 400 field error like a body field's (decision 51).
   */
  pathIds?: 'look-up' | 'create';
  /**
   * A body that is not JSON (a multipart upload): its bytes reach the route function as `body`,
   * refused with 413 over `maxBytes` instead of the JSON limit; the route reads them itself.
   */
  rawBody?: { maxBytes: number };
}

export type RouteFunction<B, Q, P> = (request: ApiRequest<B, Q, P>) => Promise<ApiResult>;

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

interface Invocation {
  request: ApiRequest<unknown, unknown, unknown>;
  rawBody: Buffer | undefined;
  rateLimit?: RateLimitDecision;
  /**
   * `/v1/patients/exists` and `/record` belong to the proxy interface even where a route with a
   * path parameter matches them (DESIGN §3): such a request is answered like an unknown route.
   */
  reservedPath?: boolean;
}

const invocations = new WeakMap<Event, Invocation>();

const invocationOf = (event: Event): Invocation => {
  const invocation = invocations.get(event);
  if (!invocation) throw new Error('Invocation state missing');
  return invocation;
};

const lowerCaseHeaders = (headers: Event['headers']): Record<string, string> => {
  const lowerCased: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    const key = name.toLowerCase();
    // A JSON-parsed event may hold a `__proto__` header: assigning it would set the prototype instead.
    if (key === '__proto__') Object.defineProperty(lowerCased, key, { value, enumerable: true, writable: true, configurable: true });
    else lowerCased[key] = value;
  }
  return lowerCased;
};

const toApiRequest = (event: Event, context: Context): ApiRequest<unknown, unknown, unknown> => ({
  requestId: event.requestContext?.requestId ?? context.awsRequestId,
  method: event.requestContext?.http?.method ?? 'GET',
  path: event.rawPath ?? event.requestContext?.http?.path ?? '/',
  headers: lowerCaseHeaders(event.headers),
  query: { ...(event.queryStringParameters ?? {}) },
  params: { ...(event.pathParameters ?? {}) },
  body: undefined,
  sourceIp: event.requestContext?.http?.sourceIp ?? '',
  caller: null,
  receivedAt: Date.now(),
});

const serialize = (result: ApiResult, invocation: Invocation | undefined): Result => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (invocation?.rateLimit) Object.assign(headers, rateLimitHeaders(invocation.rateLimit));
  if (invocation) headers['X-Request-Id'] = invocation.request.requestId;
  if (result.headers) Object.assign(headers, result.headers);
  const body = typeof result.body === 'string' ? result.body : result.body === undefined ? '' : JSON.stringify(result.body);
  return { statusCode: result.status, headers, body };
};

const logCompletion = (invocation: Invocation | undefined, status: number, code?: string): void => {
  if (!invocation) return;
  const { request } = invocation;
  logger.info('request completed', {
    request_id: request.requestId,
    method: request.method,
    status,
    ...(code ? { code } : {}),
    duration_ms: Date.now() - request.receivedAt,
    ...(request.caller ? { org_id: request.caller.orgId, key_id: request.caller.keyId } : {}),
  });
};

const asApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  logger.error('Unhandled error', error as Error);
  return internalError();
};

const responder = (route: RouteDefinition): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const apiRequest = toApiRequest(request.event, request.context);
    invocations.set(request.event, { request: apiRequest, rawBody: rawBodyOf(request.event.body, request.event.isBase64Encoded) });
    logger.appendKeys({ request_id: apiRequest.requestId, route: route.id });
    if (route.group === 'engagement' && isReservedProxyPath(apiRequest.path)) invocationOf(request.event).reservedPath = true;
  },
  onError: (request) => {
    const error = asApiError(request.error);
    const invocation = invocations.get(request.event);
    logCompletion(invocation, error.status, error.code);
    const path = invocation?.request.path ?? '';
    const group = route.path === '$default' || isReservedProxyPath(path) ? groupOfPath(path) : route.group;
    request.response = serialize({ status: error.status, body: errorBody(group, error), headers: error.headers }, invocation);
  },
  after: (request) => {
    const invocation = invocations.get(request.event);
    const result = request.response as unknown as ApiResult;
    logCompletion(invocation, result.status);
    request.response = serialize(result, invocation);
  },
});

/** Identifies the caller and checks the allowlist; failures count against the client address. */
const authentication = (route: RouteDefinition): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const invocation = invocationOf(request.event);
    if (route.auth === 'none' || invocation.reservedPath) return;
    const { store } = ports();
    try {
      const identity = await identify(invocation.request, store);
      checkAddress(identity, invocation.request.sourceIp);
      invocation.request.caller = identity.caller;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.code !== 'ip_not_allowed')) throw error;
      invocation.rateLimit = await recordFailedAuthentication(store, invocation.request.sourceIp);
      if (!invocation.rateLimit.allowed) throw rateLimitExceeded(invocation.rateLimit.retryAfterSeconds ?? 60);
      throw error;
    }
  },
});

/** The route's scopes, once the request has been counted against the caller's limits. */
const authorization = (route: RouteDefinition): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const { caller } = invocationOf(request.event).request;
    if (caller) checkScope(caller, route);
  },
});

const rateLimiting = (route: RouteDefinition): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const invocation = invocationOf(request.event);
    const keyless = route.auth === 'none' || invocation.reservedPath === true;
    const counting = enforceRateLimit(ports().store, keyless ? { ...route, rateLimit: 'public' } : route, invocation.request);
    invocation.rateLimit = await (keyless ? withDeadline(counting, PUBLIC_COUNT_DEADLINE_MS, 'rate limit') : counting).catch((error: unknown) => {
      // Routes without a key (health above all) must still answer when the store is unreachable.
      if (!keyless) throw error;
      logger.warn('Rate limit not counted', { reason: (error as Error).name });
      return unmeteredDecision(PUBLIC_LIMIT_PER_ADDRESS);
    });
    if (!invocation.rateLimit.allowed) throw rateLimitExceeded(invocation.rateLimit.retryAfterSeconds ?? 60);
    if (invocation.reservedPath) throw notFound(`Route ${invocation.request.method} ${invocation.request.path}`);
  },
});

const validateWith = <T>(schema: Schema<T> | undefined, input: unknown, prefix: string): T => {
  if (!schema) return input as T;
  const result = schema.safeParse(input);
  if (!result.success) throw toFieldError(result.error.issues, input, prefix);
  return result.data;
};

/** Path ids that look something up: a value the schema refuses cannot name anything (see RouteSchemas.pathIds). */
const lookUpWith = <P>(schema: Schema<P> | undefined, params: unknown): P => {
  if (!schema) return params as P;
  const result = schema.safeParse(params);
  if (!result.success) throw pathIdNotFound(String(result.error.issues[0]?.path[0] ?? ''));
  return result.data;
};

/** The top-level fields of an object body schema, in words ("an object with event (required)"), for a request that sent none. */
const expectedBody = (schema: unknown): string | undefined => {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, { _zod?: { optin?: string } }> } } })._zod?.def;
  if (def?.type !== 'object' || !def.shape) return undefined;
  const fields = Object.entries(def.shape).map(([name, field]) => `${name}${field._zod?.optin === 'optional' ? '' : ' (required)'}`);
  return fields.length > 0 ? `an object with ${fields.join(', ')}` : undefined;
};

const validation = <B, Q, P>(schemas: RouteSchemas<B, Q, P>): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const invocation = invocationOf(request.event);
    const apiRequest = invocation.request;
    assertBodySize(invocation.rawBody, schemas.rawBody?.maxBytes);
    apiRequest.params = schemas.pathIds === 'create' ? validateWith(schemas.params, apiRequest.params, '') : lookUpWith(schemas.params, apiRequest.params);
    apiRequest.query = validateWith(schemas.query, apiRequest.query, 'query');
    if (schemas.rawBody) apiRequest.body = invocation.rawBody;
    else if (schemas.body) apiRequest.body = validateWith(schemas.body, parseJsonBody(invocation.rawBody, apiRequest.headers['content-type'], expectedBody(schemas.body)), '');
  },
});

export const createHandler = <B = undefined, Q = Record<string, string>, P = Record<string, string>>(
  route: RouteDefinition,
  schemas: RouteSchemas<B, Q, P>,
  run: RouteFunction<B, Q, P>,
) =>
  middy<Event, Result>()
    .use(observability())
    .use(responder(route))
    .use(authentication(route))
    .use(rateLimiting(route))
    .use(authorization(route))
    .use(validation(schemas))
    .handler(async (event) => (await run(invocationOf(event).request as ApiRequest<B, Q, P>)) as unknown as Result);

