import * as z from 'zod/mini';
import { authOperations } from '../auth/operations';
import { patientOperations } from '../patients/operations';
import { engagementOperations } from '../engagements/operations';
import { protocolOperations } from '../protocols/operations';
import { webhookOperations } from '../webhooks/operations';
import { ehrOperations } from '../ehr/operations';
import type { OperationRegistry, OperationSchemas } from '../core/http/operations';
import { type InterfaceGroup, type RouteDefinition, allRoutes, allowedScopes } from '../routes';
import { API_VERSION, EVENT_TYPES } from '../core/events/catalog';
import { EVENT_DATA_SCHEMAS } from '../core/events/schemas';
import { systemOperations } from './schemas';
import { SERVICE_VERSION } from './version';

/**
 * The OpenAPI 3.1 document, generated from the route registry and the zod schemas the handlers
 * validate with (zod's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses as is).
 */

type JsonObject = Record<string, unknown>;

export const operationRegistry: OperationRegistry = { ...systemOperations, ...authOperations, ...engagementOperations, ...protocolOperations, ...patientOperations, ...webhookOperations, ...ehrOperations };

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the window (or the token bucket burst)', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests (or whole tokens) left', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets (or the bucket is full)', schema: { type: 'integer' } },
};

const ERROR_STATUSES: Record<number, string> = {
  400: 'Invalid request or field',
  401: 'Authentication failed',
  403: 'Insufficient permissions or address not allowed',
  404: 'Not found: the route, or what a path id names (an id of any form that names nothing)',
  413: 'Body too large',
  415: 'Body is not JSON',
  429: 'Rate limit exceeded (see Retry-After)',
  500: 'Internal error',
};

/** Further errors of the EHR proxy's routes (DESIGN §4, §10). */
const PROXY_ERROR_STATUSES: Record<number, string> = {
  409: 'APPOINTMENT_CONFLICT, PATIENT_AMBIGUOUS or NOTE_EXISTS',
  503: 'EHR_UNAVAILABLE: the EHR cannot be reached in time, or its circuit is open',
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
    }));
  };
  const declared = fromSchema(schemas?.params, 'path');
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const undeclared = pathNames
    .filter((name) => !declared.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...declared, ...undeclared, ...fromSchema(schemas?.query, 'query')];
};

const successResponses = (schemas: OperationSchemas | undefined): JsonObject =>
  Object.fromEntries(
    Object.entries(schemas?.responses ?? { 200: { contentType: 'application/json', description: 'OK' } }).map(([status, schema]) => {
      const content =
        'contentType' in schema
          ? { [schema.contentType]: {} }
          : { 'application/json': { schema: jsonSchema(schema as z.ZodMiniType, 'output') } };
      const description = 'description' in schema ? String(schema.description) : 'Success';
      return [status, { description, headers: RATE_LIMIT_HEADERS, content }];
    }),
  );

const operation = (route: RouteDefinition): JsonObject => {
  const schemas = operationRegistry[route.id];
  const errors = Object.fromEntries(
    Object.entries({ ...ERROR_STATUSES, ...(route.group === 'proxy' && route.auth === 'key' ? PROXY_ERROR_STATUSES : {}) })
      .filter(([status]) => route.auth === 'key' || !['401', '403'].includes(status))
      .map(([status, description]) => [status, { description, content: { 'application/json': { schema: errorSchemaRef(route.group) } } }]),
  );
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === 'key'
      ? { security: [{ bearerAuth: [] }, { apiKeyHeader: [], organizationHeader: [] }], 'x-scopes': allowedScopes(route) }
      : { security: [] }),
    parameters: parameters(route, schemas),
    ...(schemas?.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } } }
      : {}),
    responses: { ...successResponses(schemas), ...errors },
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
              },
            },
          },
          responses: { '200': { description: 'Any 2xx answer counts as received' } },
        },
      },
    ]),
  );

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
    paths,
    webhooks: webhooks(),
    components,
  };
};

let cached: JsonObject | undefined;
export const openApiDocument = (): JsonObject => (cached ??= buildOpenApiDocument());
