import * as fc from 'fast-check';
import * as z from 'zod/mini';
import { groupOfPath } from '../../functions/api/envelopes';
import type { InterfaceGroup } from '../../functions/api/route-definition';

/**
 * Property-based fuzzing of every operation of the OpenAPI document a stage serves
 * (`GET /v1/openapi.json`), over real HTTP against the local runtime: odd path parameters, query
 * strings, bodies and content types. Whatever arrives, the answer comes within a deadline, is
 * never a 5xx, and an error is the documented envelope of the path's interface group.
 */

/** A fixed seed keeps CI reproducible; FUZZ_SEED replays another one. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Runs per operation: enough to touch every kind of oddity, few enough for < 60 s per stage. */
export const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 8);
/** An answer later than this is a hang (the gateway itself gives up after 29 s). */
export const ANSWER_DEADLINE_MS = 15_000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  example?: unknown;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The request body's media type and example, when the operation takes one. */
  body?: { mediaType: string; example: unknown };
  /** The form field of a multipart upload. */
  uploadField?: string;
  keyed: boolean;
}

type JsonObject = Record<string, any>;

/** The operations of an OpenAPI document, with what the fuzzer needs of each. */
export const operationsOf = (document: JsonObject): Operation[] =>
  Object.entries(document.paths as Record<string, JsonObject>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]: [string, JsonObject]) => {
      const content = operation.requestBody?.content as Record<string, JsonObject> | undefined;
      const mediaType = content ? Object.keys(content)[0] : undefined;
      return {
        id: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Parameter[],
        body: mediaType && content ? { mediaType, example: content[mediaType]?.example } : undefined,
        uploadField: mediaType === 'multipart/form-data' ? (content?.[mediaType]?.schema?.required?.[0] as string) : undefined,
        keyed: (operation.security ?? []).length > 0,
      };
    }),
  );

/** Strings that have broken services before: control characters, bidi, emoji, injections, traversal. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD\u200E',
  '👩🏽‍⚕️💊🫀'.repeat(40),
  '\uD800',
  'e\u0301\u0301\u0301\u0301',
  'ＡＢＣ１２３',
  '\r\nSet-Cookie: session=1\r\n\r\n',
  "' OR '1'='1' --",
  '"; DROP TABLE items; --',
  '{"$ne": null}',
  '{"$gt": ""}',
  "this.constructor.constructor('return process')()",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '<script>alert(1)</script>',
  '%00',
  '%ZZ',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '+1',
  '+999999999999999999999',
  'eng_',
  'pat-',
  'Practitioner/../../x',
] as const;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Odd text of bounded length (paths and query strings must stay under the server's header limit). */
export const oddText = (maxLength = 2_000): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom('a', '🩺', '\u0000', '\u202E').map((unit) => unit.repeat(Math.floor(maxLength / 2))) },
  );

/** A megabyte of one odd character: over the 1 MB JSON body limit once quoted. */
const MEGABYTE = fc.constantFrom('x', 'é', '🫀', '\u0000').map((unit) => unit.repeat(Math.ceil((1 << 20) / Buffer.byteLength(unit))));

/** JSON text nested `depth` levels deep (built as text: JSON.stringify itself would overflow). */
const deeplyNested = fc.tuple(fc.constantFrom(64, 5_000, 100_000), fc.boolean()).map(([depth, arrays]) =>
  arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
);

/** A JSON value of the wrong shape for almost any field. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddText() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53 + 1, -(2 ** 63), 1e308, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS).map((key) => JSON.parse(`{"${key}":{"polluted":true,"status":"ready"}}`)) },
  { weight: 1, arbitrary: fc.constant({ $ne: null }) },
);

type PathStep = string | number;

/** Every position inside a JSON value (the root is the empty path). */
const positions = (value: unknown, at: PathStep[] = []): PathStep[][] => {
  const inner =
    Array.isArray(value)
      ? value.flatMap((item, index) => positions(item, [...at, index]))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => positions(item, [...at, key]))
        : [];
  return [at, ...inner];
};

const replaceAt = (value: unknown, at: PathStep[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at as [PathStep, ...PathStep[]];
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as JsonObject) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
};

/** Adds an own `__proto__`/`constructor`/`prototype` key at a position that holds an object. */
const withProtoKey = (value: unknown, at: PathStep[], key: string): string => {
  const marker = '"__careloop_fuzz_marker__":0';
  const text = JSON.stringify(replaceAt(value, at, { __careloop_fuzz_marker__: 0 }));
  return text.replace(marker, `"${key}":{"polluted":true,"scopes":["full_access"],"org_id":"org_other"}`);
};

export interface FuzzBody {
  contentType?: string;
  body?: string | Uint8Array;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json'];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
  '',
  'application/json\r\nX-Injected: 1',
  '*/*',
];

/** A body for an operation: the example with one position made odd, or a wholly odd body. */
export const bodyFor = (operation: Operation): fc.Arbitrary<FuzzBody> => {
  const example = operation.body?.example ?? {};
  const spots = positions(example);
  const json = fc.constantFrom(...JSON_TYPES);
  const mutated = fc.record({ contentType: json, spot: fc.constantFrom(...spots), value: oddValue }).map(({ contentType, spot, value }) => ({
    contentType,
    body: JSON.stringify(replaceAt(example, spot, value)) ?? 'null',
  }));
  const objectSpots = spots.filter((spot) => {
    const at = spot.reduce<any>((value, step) => value?.[step], example);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
  const polluted = fc
    .record({ contentType: json, spot: fc.constantFrom(...(objectSpots.length ? objectSpots : [[]])), key: fc.constantFrom(...PROTO_KEYS) })
    .map(({ contentType, spot, key }) => ({ contentType, body: withProtoKey(example, spot, key) }));
  const huge = fc.record({ contentType: json, spot: fc.constantFrom(...spots), text: MEGABYTE }).map(({ contentType, spot, text }) => ({
    contentType,
    body: JSON.stringify(replaceAt(example, spot, text)),
  }));
  const raw = fc.record({
    contentType: fc.oneof(json, fc.constantFrom(...WRONG_TYPES)),
    body: fc.oneof(
      fc.constantFrom('', 'null', '[]', '"text"', '1', '{', '{"a":1,}', '{"a":1}{"b":2}', '\uFEFF{}', "{'a':1}", 'a=1&b=2', '<xml/>'),
      deeplyNested,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    ),
  });
  const missing = fc.record({ contentType: fc.constantFrom(undefined, ...JSON_TYPES) }).map(({ contentType }) => ({ contentType }));
  const exampleAsOtherType = fc.constantFrom(...WRONG_TYPES).map((contentType) => ({ contentType, body: JSON.stringify(example) }));
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: polluted },
    { weight: 1, arbitrary: huge },
    { weight: 3, arbitrary: raw },
    { weight: 1, arbitrary: missing },
    { weight: 1, arbitrary: exampleAsOtherType },
  );
};

/** A multipart body with odd parts: the upload's own framing errors. */
export const multipartBody = (field: string): fc.Arbitrary<FuzzBody> =>
  fc
    .record({
      boundary: fc.constantFrom('b0undary', 'x'.repeat(70), 'a b', '--'),
      name: fc.oneof(fc.constant(field), oddText(40)),
      filename: fc.oneof(fc.constant('protocol.txt'), oddText(40)),
      type: fc.constantFrom('text/plain', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/png', ''),
      content: fc.oneof(oddText(), fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes).toString('latin1'))),
      closed: fc.boolean(),
    })
    .map(({ boundary, name, filename, type, content, closed }) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n` +
        (closed ? `--${boundary}--\r\n` : ''),
    }));

/** Percent-encodes any JS string, lone surrogates included (encodeURIComponent throws on them). */
export const encode = (value: string): string => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** A path parameter: its documented example, an odd value, or raw text already on the wire. */
const pathValue = (parameter: Parameter): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(encode(String(parameter.example ?? 'x'))) },
    { weight: 4, arbitrary: oddText(1_000).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2F', '%00', '%ZZ', '%', '%C0%AF', '%u2215', ';x=1', 'a?b=c', '#frag') },
  );

/** A query string: the documented parameters with odd values, repeated, or with prototype names. */
const queryFor = (operation: Operation): fc.Arbitrary<string> => {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const names = declared.map((parameter) => parameter.name);
  const pair = fc.tuple(
    fc.oneof(
      { weight: 3, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('q') },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'constructor[prototype][admin]', '__proto__[x]', 'limit[$ne]', 'a'.repeat(500)) },
    ),
    fc.oneof(
      { weight: 2, arbitrary: oddText(1_000).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '&&&', '=', '%00', '1&1', '-1', '0', '99999999999999999999', '1.5', 'true') },
    ),
  );
  const examples = declared.map((parameter) => `${encode(parameter.name)}=${encode(String(parameter.example ?? ''))}`);
  return fc
    .tuple(fc.subarray(examples), fc.array(pair, { maxLength: 4 }))
    .map(([kept, odd]) => [...kept, ...odd.map(([name, value]) => `${name}=${value}`)].join('&'));
};

export type AuthVariant = 'bearer' | 'headers' | 'none' | 'wrong' | 'odd';

export interface FuzzRequest {
  method: string;
  /** The path as sent on the wire (parameters already encoded). */
  path: string;
  query: string;
  auth: AuthVariant;
  body: FuzzBody;
}

/** One request to an operation, every part of it possibly odd. */
export const requestFor = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map(pathValue))
    .map((values) => values.reduce((path, value, index) => path.replace(`{${pathParameters[index]?.name}}`, value), operation.path));
  const body =
    operation.uploadField !== undefined
      ? multipartBody(operation.uploadField)
      : operation.body
        ? bodyFor(operation)
        : fc.oneof({ weight: 4, arbitrary: fc.constant<FuzzBody>({}) }, { weight: 1, arbitrary: bodyFor(operation) });
  return fc.record({
    method: fc.constant(operation.method),
    path: pathParameters.length ? path : fc.constant(operation.path),
    query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: queryFor(operation) }),
    // Failed authentication is rate limited per address: most requests carry the valid key.
    auth: operation.keyed ? fc.constantFrom<AuthVariant>('bearer', 'bearer', 'bearer', 'bearer', 'headers', 'headers', 'headers', 'odd', 'wrong', 'none') : fc.constant<AuthVariant>('none'),
    body,
  });
};

export interface Credentials {
  orgId: string;
  apiKey: string;
}

const authHeaders = (auth: AuthVariant, credentials: Credentials): Record<string, string> => {
  switch (auth) {
    case 'bearer':
      return { authorization: `Bearer ${credentials.apiKey}` };
    case 'headers':
      return { 'x-api-key': credentials.apiKey, 'x-org-id': credentials.orgId };
    case 'wrong':
      return { authorization: `Bearer ${credentials.apiKey.slice(0, -4)}AAAA` };
    case 'odd':
      return { 'x-api-key': `${credentials.apiKey}\u00e9`.replace(/[^\x20-\xff]/g, ''), 'x-org-id': "org_' OR 1=1 --" };
    case 'none':
      return {};
  }
};

export interface FuzzAnswer {
  status: number;
  text: string;
  contentType: string | null;
}

/** Sends one fuzz request; a request not answered within the deadline throws (a hang). */
export const send = async (baseUrl: string, request: FuzzRequest, credentials: Credentials): Promise<FuzzAnswer> => {
  const headers: Record<string, string> = { ...authHeaders(request.auth, credentials) };
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType.replace(/[\r\n]/g, ' ');
  const url = `${baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body.body,
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
    });
    return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`no answer within ${ANSWER_DEADLINE_MS} ms: a hang`);
    throw error;
  }
};

const EngagementErrorSchema = z.object({
  error: z.object({ code: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)), message: z.string().check(z.minLength(1)), status: z.number(), details: z.optional(z.record(z.string(), z.unknown())) }),
});
const ProxyErrorSchema = z.object({
  status: z.literal('error'),
  error: z.object({ code: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)), message: z.string().check(z.minLength(1)), details: z.optional(z.record(z.string(), z.unknown())) }),
});

/**
 * The interface group of a wire path, from the document: the group of the first documented path
 * it matches (its error responses name `Error` or `ProxyError`), else the rule for unknown paths
 * (docs/api-reference.md: the EHR proxy's prefixes answer in its envelope).
 */
export const documentedGroups = (document: JsonObject) => {
  const templates = Object.entries(document.paths as Record<string, JsonObject>).map(([template, methods]) => {
    const refs = Object.values(methods).flatMap((operation: JsonObject) =>
      Object.values((operation.responses ?? {}) as Record<string, JsonObject>).map((response) => response.content?.['application/json']?.schema?.$ref as string | undefined),
    );
    const group: InterfaceGroup = refs.includes('#/components/schemas/ProxyError') ? 'proxy' : 'engagement';
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
    return { pattern, group };
  });
  return (wirePath: string): InterfaceGroup => {
    const pathname = new URL(wirePath, 'http://local').pathname;
    return templates.find(({ pattern }) => pattern.test(pathname))?.group ?? groupOfPath(pathname);
  };
};

/** Why an answer breaks the contract, or undefined when it keeps it. */
export const contractBreach = (request: FuzzRequest, answer: FuzzAnswer, groupOf: (wirePath: string) => InterfaceGroup): string | undefined => {
  if (answer.status >= 500) return `a ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} that is not JSON: ${answer.text.slice(0, 300)}`;
  }
  const group = groupOf(request.path);
  const parsed = (group === 'proxy' ? ProxyErrorSchema : EngagementErrorSchema).safeParse(body);
  if (!parsed.success) return `a ${answer.status} outside the ${group} envelope: ${answer.text.slice(0, 300)}`;
  if (group === 'engagement' && (body as { error: { status: number } }).error.status !== answer.status)
    return `error.status ${(body as { error: { status: number } }).error.status} is not the HTTP status ${answer.status}`;
  return undefined;
};

/** What a failing case looks like in the report, without megabytes of it. */
export const describeRequest = (request: FuzzRequest): string =>
  JSON.stringify({
    ...request,
    path: request.path.slice(0, 300),
    query: request.query.slice(0, 300),
    body: {
      contentType: request.body.contentType,
      body: typeof request.body.body === 'string' ? request.body.body.slice(0, 300) : request.body.body && `bytes(${request.body.body.length})`,
    },
  });
