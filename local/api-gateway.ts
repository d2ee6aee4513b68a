import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type RouteDefinition, fallbackRoute } from '../functions/routes';
import { importHandler } from './handler-module';

/**
 * An API-Gateway-shaped HTTP server for the local runtime: it turns each request into the HTTP
 * API's payload 2.0 event, calls the route's handler module (the very module Lambda runs), and
 * writes back its result. Like API Gateway it refuses bodies over 10 MB and answers 503 when a
 * handler runs past 29 s, with API Gateway's own bodies.
 */

const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 29_000;
const TEXT_MEDIA = /^(application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml)|text\/)/i;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

const compile = (route: RouteDefinition): CompiledRoute => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
};

export interface LocalApiOptions {
  routes: RouteDefinition[];
  /** Directory the route entries are relative to (the repository root). */
  root: string;
  port: number;
  host: string;
  /** Told each handler invocation and its duration (benchmarks). */
  onInvocation?: (functionId: string, ms: number) => void;
  /** Local-only endpoints (no handler, no key), by `METHOD /path`, answering JSON: `GET /local/metrics`. */
  localEndpoints?: Record<string, () => unknown>;
}

export interface LocalApi {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const NO_BODY = Buffer.alloc(0);

/**
 * A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 6.3), which
 * Node's parser holds to as well: nothing to wait for (its end comes a few ticks later; the server
 * discards the empty stream once the response is sent).
 */
const hasNoBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] === undefined && (request.headers['content-length'] === undefined || request.headers['content-length'] === '0');

const readBody = (request: IncomingMessage): Promise<Buffer | 'too_large'> | Buffer =>
  hasNoBody(request) ? NO_BODY : readStreamedBody(request);

const readStreamedBody = (request: IncomingMessage): Promise<Buffer | 'too_large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= API_GATEWAY_MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > API_GATEWAY_MAX_BODY_BYTES ? 'too_large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** API Gateway passes a parameter it cannot decode as it came; the handler's validation answers it. */
const decodeParameter = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const joinValues = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

const clientAddress = (request: IncomingMessage): string => (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');

const headersOf = (request: IncomingMessage): Record<string, string> => {
  const headers: Record<string, string> = {};
  const received = request.headers;
  for (const name in received) headers[name] = joinValues(received[name]) ?? '';
  return headers;
};

const toEvent = (request: IncomingMessage, url: URL, body: Buffer, routeKey: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 => {
  const headers = headersOf(request);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  // A text body that is not valid UTF-8 travels as bytes, so the handler can refuse it instead of reading replacement characters.
  const isText = TEXT_MEDIA.test(headers['content-type'] ?? 'application/json') && isUtf8(body);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: { method: request.method ?? 'GET', path: url.pathname, protocol: `HTTP/${request.httpVersion}`, sourceIp: clientAddress(request), userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
};

const nothing = (): undefined => undefined;

/**
 * The Lambda context of one invocation. A class, so that `getRemainingTimeInMillis` is one
 * function on the prototype rather than a closure made (and, under tsx, named with
 * `Object.defineProperty`) for every request; the fields are the same own properties as before.
 */
class LocalContext implements Context {
  callbackWaitsForEmptyEventLoop = false;
  functionName: string;
  functionVersion = '$LATEST';
  invokedFunctionArn: string;
  memoryLimitInMB = '512';
  awsRequestId: string;
  logGroupName: string;
  logStreamName = 'local';
  done = nothing;
  fail = nothing;
  succeed = nothing;
  private readonly deadline: number;

  constructor(route: RouteDefinition, requestId: string) {
    this.deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
    this.functionName = route.id;
    this.invokedFunctionArn = `arn:aws:lambda:local:000000000000:function:${route.id}`;
    this.awsRequestId = requestId;
    this.logGroupName = `/local/${route.id}`;
  }

  getRemainingTimeInMillis(): number {
    return Math.max(0, this.deadline - Date.now());
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

const send = (response: ServerResponse, status: number, headers: Record<string, string | number | boolean>, body: string | Buffer) => {
  // Copied by a loop into a fresh object rather than spread: a property added after a spread is
  // about a microsecond dearer on Node 20. The same headers in the same order.
  const all: Record<string, string | number | boolean> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name] as string | number | boolean;
    // Defined, not assigned, as the spread did: assigning `__proto__` would set the prototype.
    if (name === '__proto__') Object.defineProperty(all, name, { value, enumerable: true, writable: true, configurable: true });
    else all[name] = value;
  }
  all['Content-Length'] = Buffer.byteLength(body);
  response.writeHead(status, all as OutgoingHttpHeaders);
  response.end(body);
};

const sendGatewayError = (response: ServerResponse, status: number, message: string) =>
  send(response, status, { 'Content-Type': 'application/json' }, JSON.stringify({ message }));

export const startLocalApi = async (options: LocalApiOptions): Promise<LocalApi> => {
  const compiled = options.routes.map(compile);
  // Each module is imported once, like a warm Lambda container. The handlers are kept here: an
  // `import()` per request, even of a cached module, asks the loader hooks (tsx) to resolve it again.
  const handlers = new Map<string, Promise<Handler>>();
  const load = (route: RouteDefinition): Promise<Handler> => {
    let handler = handlers.get(route.entry);
    if (!handler) {
      handler = importHandler<Handler>(options.root, route.entry);
      handlers.set(route.entry, handler);
    }
    return handler;
  };
  // Load every handler up front, as each Lambda container would, so a broken module fails the start.
  await Promise.all([...options.routes, fallbackRoute].map(load));

  const match = (method: string, pathname: string) => {
    for (const { route, pattern, names } of compiled) {
      const found = route.method === method ? pattern.exec(pathname) : null;
      if (found) return { route, params: Object.fromEntries(names.map((name, i) => [name, decodeParameter(found[i + 1] ?? '')])) };
    }
    return { route: fallbackRoute, params: {} };
  };

  const server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      if (body === 'too_large') return sendGatewayError(response, 413, 'Request Entity Too Large');
      const url = new URL(request.url ?? '/', 'http://local');
      const { pathname } = url;
      const local = options.localEndpoints?.[`${request.method} ${pathname}`];
      if (local) return send(response, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, JSON.stringify(local()));
      const { route, params } = match(request.method ?? 'GET', pathname);
      const routeKey = route === fallbackRoute ? '$default' : `${route.method} ${route.path}`;
      const event = toEvent(request, url, body, routeKey, params);
      const handler = await load(route);
      const started = performance.now();
      const result = await withTimeout(handler(event, new LocalContext(route, event.requestContext.requestId)), INTEGRATION_TIMEOUT_MS);
      options.onInvocation?.(route.id, performance.now() - started);
      if (result === 'timeout') return sendGatewayError(response, 503, 'Service Unavailable');
      const payload = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
      send(response, result.statusCode ?? 200, result.headers ?? {}, payload);
    } catch {
      // A handler that throws past its own error handling is what API Gateway reports as a 500.
      if (!response.headersSent) sendGatewayError(response, 500, 'Internal Server Error');
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
