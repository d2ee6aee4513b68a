import * as z from 'zod/mini';
import type { OperationRegistry } from '../api/operations';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    service: z.literal('careloop'),
    stage: z.enum(['production', 'sandbox']),
    version: z.string(),
    time: z.iso.datetime(),
    checks: z.object({ store: z.literal('ok') }),
  }),
});

export const systemOperations: OperationRegistry = {
  Health: { responses: { 200: HealthSchema } },
  OpenApiDocument: { responses: { 200: { contentType: 'application/json', description: 'OpenAPI 3.1 document' } } },
  ApiDocsPage: { responses: { 200: { contentType: 'text/html', description: 'API reference page' } } },
};
