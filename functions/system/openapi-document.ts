import * as z from 'zod/mini';
import { authOperations } from '../auth/operations';
import { patientOperations } from '../patients/operations';
import { engagementOperations } from '../engagements/operations';
import { protocolOperations } from '../protocols/operations';
import { webhookOperations } from '../webhooks/operations';
import { ehrOperations } from '../ehr/operations';
import { conversationOperations } from '../conversations/operations';
import type { OperationRegistry, OperationSchemas } from '../api/operations';
import { type InterfaceGroup, type RateLimitGroup, type RouteDefinition, allRoutes, allowedScopes, routes } from '../routes';
import { API_VERSION, EVENT_TYPES, type EventType } from '../core/events/catalog';
import { EVENT_DATA_SCHEMAS } from '../events/schemas';
import { systemOperations } from './schemas';
import { SERVICE_VERSION } from './version';
import {
  type ApiError,
  authenticationFailed,
  insufficientPermissions,
  internalError,
  invalidField,
  notFound,
  payloadTooLarge,
  rateLimitExceeded,
  unavailable,
  unsupportedMediaType,
} from '../core/errors';
import { MAX_JSON_BODY_BYTES } from '../api/body';
import { errorBody } from '../api/envelopes';
import { appointmentConflict } from '../ehr/errors';
import { unreadableDocument, unsupportedDocument } from '../protocols/document-errors';
import { exampleFor } from './openapi-examples';
import { EVENT_EXAMPLES, OPERATION_EXAMPLES } from './openapi-sample-data';
import { ENGAGEMENT_WINDOW_LIMITS, PUBLIC_LIMIT_PER_ADDRESS } from '../api/rate-limit/policies';

/**
 * The OpenAPI 3.1 document, generated from the route registry and the zod schemas the handlers
 * validate with (zod's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses as is).
 */

type JsonObject = Record<string, unknown>;

export const operationRegistry: OperationRegistry = { ...systemOperations, ...authOperations, ...engagementOperations, ...protocolOperations, ...patientOperations, ...webhookOperations, ...ehrOperations, ...conversationOperations };

/** Formats a reader understands at a glance: zod also emits the long regular expression behind each, which is dropped. */
const READABLE_FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6']);

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema: json }) => {
      if (typeof json.format === 'string' && READABLE_FORMATS.has(json.format)) delete json.pattern;
    },
  }) as JsonObject;
  return rest;
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the window (or the token bucket burst)', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests (or whole tokens) left', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets (or the bucket is full)', schema: { type: 'integer' } },
};

const ERROR_DESCRIPTIONS = {
  400: 'Invalid request or field',
  401: 'Authentication failed',
  403: 'Insufficient scope, or the address is not on the IP allowlist',
  404: 'Not found: what a path id names (an id of any form that names nothing)',
  409: 'APPOINTMENT_CONFLICT, PATIENT_AMBIGUOUS or NOTE_EXISTS',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'The document cannot be read, or holds no question; nothing is stored',
  429: 'Rate limit exceeded (see Retry-After)',
  500: 'Internal error',
  503: 'UNAVAILABLE: a store or the EHR cannot be reached in time, or the EHR circuit is open',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One error of each status, made by the constructors the handlers throw with. */
const SAMPLE_ERRORS: Record<ErrorStatus, ApiError> = {
  400: invalidField('patient.phone', '555-0123', 'an E.164 phone number such as +14155550123'),
  401: authenticationFailed(),
  403: insufficientPermissions('read_only'),
  404: notFound('Engagement'),
  409: appointmentConflict({ practitioner_id: 'Practitioner/3b7e55d1', start: '2026-03-02T14:30:00.000Z', end: '2026-03-02T15:00:00.000Z' }, 'practitioner'),
  413: payloadTooLarge(MAX_JSON_BODY_BYTES),
  415: unsupportedMediaType('text/plain', 'application/json'),
  422: unreadableDocument('PDF', 'it is damaged or not a PDF'),
  429: rateLimitExceeded(12),
  500: internalError(),
  503: unavailable('The EHR did not answer in time'),
};

/**
 * The errors a route can give, from its row: input errors only where there is input, 401 and 403
 * only behind a key, 404 only where a path id or the EHR names something (or the route is
 * sandbox-only), 413 and 415 only with a body, 409 and 503 from the EHR proxy (503 also from health).
 */
const errorStatuses = (route: RouteDefinition, schemas: OperationSchemas | undefined): ErrorStatus[] => {
  const hasBody = schemas?.body !== undefined || schemas?.upload !== undefined;
  const ehrProxy = route.group === 'proxy' && route.auth === 'key';
  const possible: Record<ErrorStatus, boolean> = {
    400: hasBody || schemas?.query !== undefined,
    401: route.auth === 'key',
    403: route.auth === 'key',
    404: route.path.includes('{') || route.sandboxOnly === true || ehrProxy,
    409: ehrProxy,
    413: hasBody,
    415: hasBody,
    422: schemas?.upload !== undefined,
    429: true,
    500: true,
    503: ehrProxy || route.id === routes.health.id,
  };
  return (Object.keys(possible).map(Number) as ErrorStatus[]).filter((status) => possible[status]);
};

const errorSchemaRef = (group: InterfaceGroup) =>
  ({ $ref: group === 'proxy' ? '#/components/schemas/ProxyError' : '#/components/schemas/Error' }) as const;

const parameters = (route: RouteDefinition, schemas: OperationSchemas | undefined): JsonObject[] => {
  const fromSchema = (schema: z.ZodMiniType | undefined, location: 'path' | 'query') => {
    if (!schema) return [];
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(name),
      schema: property,
      example: exampleFor(property, name),
    }));
  };
  const declared = fromSchema(schemas?.params, 'path');
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const undeclared = pathNames
    .filter((name) => !declared.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...declared, ...undeclared, ...fromSchema(schemas?.query, 'query')];
};

const withExample = (schema: JsonObject, example: unknown): JsonObject => (example === undefined ? { schema } : { schema, example });

const responseContent = (schema: JsonObject, sample: unknown): JsonObject => withExample(schema, sample ?? exampleFor(schema));

const successResponses = (schemas: OperationSchemas | undefined, samples: Record<number, unknown> | undefined): JsonObject =>
  Object.fromEntries(
    Object.entries(schemas?.responses ?? { 200: { contentType: 'application/json', description: 'OK' } }).map(([status, schema]) => {
      const content =
        'contentType' in schema
          ? { [schema.contentType]: {} }
          : { 'application/json': responseContent(jsonSchema(schema as z.ZodMiniType, 'output'), samples?.[Number(status)]) };
      const description = 'description' in schema ? String(schema.description) : 'Success';
      return [status, { description, headers: RATE_LIMIT_HEADERS, content }];
    }),
  );

const rateLimitText = (group: RateLimitGroup): string =>
  group === 'proxy'
    ? "the organization's EHR proxy token bucket (its tier's rate and burst)"
    : group === 'public'
      ? `${PUBLIC_LIMIT_PER_ADDRESS} requests a minute per client address`
      : `the \`${group}\` window, ${ENGAGEMENT_WINDOW_LIMITS[group]} requests a minute per organization and stage`;

type Upload = NonNullable<OperationSchemas['upload']>;

const uploadDescription = (upload: Upload): string =>
  `A \`multipart/form-data\` body with the document as a file in form field \`${upload.field}\` (${upload.mediaTypes.join(', ')}; at most ${upload.maxBytes} bytes). ` +
  'The type is read from the content. The answer is the stored protocol, as `POST /v1/protocols` answers it, with `warnings`: the lines the parser could not place.';

/** What the route row says about access, limits and envelope, below the body schema's own description. */
const operationDescription = (route: RouteDefinition, body: JsonObject | undefined, upload?: Upload): string =>
  [
    typeof body?.description === 'string' ? body.description : undefined,
    upload ? uploadDescription(upload) : undefined,
    route.auth === 'key'
      ? `Needs a key with scope ${allowedScopes(route).map((scope) => `\`${scope}\``).join(' or ')}.`
      : 'Needs no key and returns no tenant data.',
    `Rate limit: ${rateLimitText(route.rateLimit)}.`,
    route.sandboxOnly ? 'Served by the sandbox stage only; production answers 404.' : undefined,
    route.group === 'proxy' && route.auth === 'key'
      ? 'EHR proxy: answers `{ "status": "ok", "data": … }`, errors `{ "status": "error", "error": { "code": "UPPER_CASE", … } }`.'
      : undefined,
  ]
    .filter((line): line is string => line !== undefined)
    .join('\n\n');


/** An upload's own 413 and 415 (its size and its types, not the JSON body's). */
const uploadErrors = (upload: Upload): Partial<Record<ErrorStatus, { description: string; sample: ApiError }>> => ({
  413: { description: `The document is over ${upload.maxBytes} bytes (or the body over its framing); nothing is stored`, sample: payloadTooLarge(upload.maxBytes) },
  415: { description: `The file is not one of: ${upload.mediaTypes.join(', ')}`, sample: unsupportedDocument('image/png') },
});

const uploadRequestBody = (upload: Upload): JsonObject => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [upload.field],
        properties: { [upload.field]: { type: 'string', format: 'binary', description: `The document, at most ${upload.maxBytes} bytes` } },
      },
      encoding: { [upload.field]: { contentType: upload.mediaTypes.join(', ') } },
    },
  },
});

const operation = (route: RouteDefinition): JsonObject => {
  const schemas = operationRegistry[route.id];
  const samples = OPERATION_EXAMPLES[route.id];
  const body = schemas?.body ? jsonSchema(schemas.body, 'input') : undefined;
  const overrides = schemas?.upload ? uploadErrors(schemas.upload) : {};
  const errors = Object.fromEntries(
    errorStatuses(route, schemas).map((status) => [
      status,
      {
        description: overrides[status]?.description ?? ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: errorSchemaRef(route.group), example: errorBody(route.group, overrides[status]?.sample ?? SAMPLE_ERRORS[status]) } },
      },
    ]),
  );
  return {
    operationId: route.id,
    summary: route.summary,
    description: operationDescription(route, body, schemas?.upload),
    tags: [route.tag],
    ...(route.auth === 'key'
      ? { security: [{ bearerAuth: [] }, { apiKeyHeader: [], organizationHeader: [] }], 'x-scopes': allowedScopes(route) }
      : { security: [] }),
    parameters: parameters(route, schemas),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': withExample(body, samples?.request ?? exampleFor(body)) } } }
      : {}),
    ...(schemas?.upload ? { requestBody: uploadRequestBody(schemas.upload) } : {}),
    responses: { ...successResponses(schemas, samples?.responses), ...errors },
  };
};

const components = {
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'svc_sk_live_… (production) or svc_sk_test_… (sandbox)' },
    apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
    organizationHeader: { type: 'apiKey', in: 'header', name: 'X-ORG-ID' },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message', 'status', 'details'],
          properties: {
            code: { type: 'string', description: 'snake_case error code' },
            message: { type: 'string' },
            status: { type: 'integer' },
            details: { type: 'object', description: 'For field errors: field, provided, expected' },
          },
        },
      },
    },
    ProxyError: {
      type: 'object',
      required: ['status', 'error'],
      properties: {
        status: { const: 'error' },
        error: {
          type: 'object',
          required: ['code', 'message', 'details'],
          properties: { code: { type: 'string', description: 'UPPER_CASE error code' }, message: { type: 'string' }, details: { type: 'object' } },
        },
      },
    },
  },
};

const webhookExample = (type: EventType): JsonObject => ({
  id: 'evt_01jn8q4zb5x2k7m3rw9t6ya1b2',
  event: type,
  timestamp: '2026-03-02T14:30:00.000Z',
  api_version: API_VERSION,
  data: EVENT_EXAMPLES[type] ?? exampleFor(jsonSchema(EVENT_DATA_SCHEMAS[type], 'output')),
});

/** What a webhook subscription receives for each event (envelope A; docs/events.md). */
const webhooks = (): JsonObject =>
  Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type} (envelope A, signed with X-Service-Signature)`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'string', description: 'Unique per event; deduplicate on it' },
                    event: { const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    api_version: { const: API_VERSION },
                    data: jsonSchema(EVENT_DATA_SCHEMAS[type], 'output'),
                  },
                  required: ['id', 'event', 'timestamp', 'api_version', 'data'],
                },
                example: webhookExample(type),
              },
            },
          },
          responses: { '200': { description: 'Any 2xx answer counts as received' } },
        },
      },
    ]),
  );

/** Every tag of functions/routes.ts, in reading order, with what its operations are for. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Engagements:
    'An engagement is one automated check-in of one patient along a clinical protocol, over SMS, voice or WhatsApp. Create one (or a batch), follow its status, read its transcript and its structured outcome, cancel it.',
  Patients: "A patient's profile (phone, language, preferred channel, timezone), what careloop learned about them, and their engagements.",
  Protocols: 'The built-in protocol library and the organization\'s own protocols: the questions a check-in asks, how answers are read, when to escalate.',
  Webhooks:
    'Subscriptions that receive signed events (X-Service-Signature) as they happen, with delivery attempts, dead letters, replay and a test send. The events themselves are listed under Webhooks in this reference.',
  'Keys and network': "The organization's API keys (list, rotate with a 24-hour overlap) and its IP allowlist.",
  'EHR patients and records':
    "EHR proxy: one REST interface over the organization's FHIR EHR for patients and their records (vital signs, lab results, medications, insurance).",
  'EHR appointments': 'EHR proxy: appointments, open slots and pre-visit notes in the EHR.',
  'EHR encounter notes': 'EHR proxy: encounter notes in the EHR, their SOAP sections, codes, medications and instructions.',
  'EHR conversations':
    'EHR proxy: automated conversations with EHR patients along a protocol (intake, follow-up, chronic care check-in, PHQ-9/GAD-7 screen, care gap, or your own), their outcome with the data extracted, and their transcript.',
  Monitoring: "Health of this stage and of the organization's EHR connection, and this API description.",
};

const TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));

/** Groups of tags in the rendered reference (a Redoc extension other renderers ignore). */
const TAG_GROUPS = [
  { name: 'Engagement interface', tags: ['Engagements', 'Patients', 'Protocols', 'Webhooks', 'Keys and network'] },
  { name: 'EHR proxy', tags: ['EHR patients and records', 'EHR appointments', 'EHR encounter notes', 'EHR conversations'] },
  { name: 'System', tags: ['Monitoring'] },
];

export const buildOpenApiDocument = (): JsonObject => {
  const paths: Record<string, JsonObject> = {};
  for (const route of allRoutes()) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'careloop API',
      version: SERVICE_VERSION,
      description:
        'Automated patient check-ins along clinical protocols, signed webhooks, and one REST interface over any FHIR-enabled EHR. ' +
        'Production and sandbox are separate deployments with separate keys and data.',
    },
    servers: [{ url: '/', description: 'This stage' }],
    tags: TAGS,
    'x-tagGroups': TAG_GROUPS,
    paths,
    webhooks: webhooks(),
    components,
  };
};

let cached: JsonObject | undefined;
export const openApiDocument = (): JsonObject => (cached ??= buildOpenApiDocument());
