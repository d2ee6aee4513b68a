/**
 * Every example in the OpenAPI document parses with the zod schema the handler uses for that body,
 * query, path or response, so examples cannot drift from the interface they show.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EVENT_TYPES } from '../../functions/core/events/catalog';
import { EVENT_DATA_SCHEMAS } from '../../functions/events/schemas';
import { allRoutes } from '../../functions/routes';
import { buildOpenApiDocument, operationRegistry } from '../../functions/system/openapi-document';

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const operationOf = (path: string, method: string): Json => document.paths[path][method.toLowerCase()];

const expectParses = (schema: z.ZodMiniType, example: unknown, what: string) => {
  expect(example, `${what}: no example`).toBeDefined();
  const result = z.safeParse(schema, example);
  expect(result.success, `${what}: ${JSON.stringify(example)}\n${result.error ? z.prettifyError(result.error) : ''}`).toBe(true);
};

describe('OpenAPI examples', () => {
  for (const route of allRoutes()) {
    const schemas = operationRegistry[route.id];
    it(`${route.id}: request and response examples parse with its own schemas`, () => {
      const operation = operationOf(route.path, route.method);
      if (schemas?.body) expectParses(schemas.body, operation.requestBody.content['application/json'].example, `${route.id} request`);
      else if (schemas?.upload) expect(operation.requestBody.content['multipart/form-data'].schema.required).toEqual([schemas.upload.field]);
      else expect(operation.requestBody).toBeUndefined();
      for (const [location, schema] of [['query', schemas?.query], ['path', schemas?.params]] as const) {
        if (!schema) continue;
        const parameters = (operation.parameters as Json[]).filter((p) => p.in === location);
        expectParses(schema, Object.fromEntries(parameters.map((p) => [p.name, p.example])), `${route.id} ${location}`);
      }
      const responses = Object.entries(schemas?.responses ?? {}).filter(([, schema]) => !('contentType' in schema));
      for (const [status, schema] of responses) {
        expectParses(schema as z.ZodMiniType, operation.responses[status].content['application/json'].example, `${route.id} ${status}`);
      }
    });
  }

  it('every operation shows at least one example', () => {
    for (const route of allRoutes()) {
      const operation = operationOf(route.path, route.method);
      const examples = [operation.requestBody, ...Object.values(operation.responses as Json)]
        .flatMap((part: Json | undefined) => Object.values((part?.content ?? {}) as Record<string, Json>))
        .filter((content: Json) => content.example !== undefined);
      if (route.id !== 'OpenApiDocument' && route.id !== 'ApiDocsPage') expect(examples.length, route.id).toBeGreaterThan(0);
    }
  });

  it("every error response shows an error in its route group's envelope, with its status", () => {
    for (const route of allRoutes()) {
      const responses = operationOf(route.path, route.method).responses as Record<string, Json>;
      for (const [status, response] of Object.entries(responses).filter(([s]) => s >= '400')) {
        const example = response.content['application/json'].example;
        if (route.group === 'proxy') {
          expect(example, `${route.id} ${status}`).toMatchObject({ status: 'error', error: { code: expect.stringMatching(/^[A-Z_]+$/) } });
        } else {
          expect(example, `${route.id} ${status}`).toMatchObject({ error: { status: Number(status), code: expect.stringMatching(/^[a-z_]+$/) } });
        }
      }
    }
  });

  for (const type of EVENT_TYPES) {
    it(`webhook ${type}: the payload example parses with the event's data schema`, () => {
      const example = document.webhooks[type].post.requestBody.content['application/json'].example;
      expect(example).toMatchObject({ event: type, id: expect.stringMatching(/^evt_/) });
      expectParses(EVENT_DATA_SCHEMAS[type], example.data, `${type} data`);
    });
  }
});
