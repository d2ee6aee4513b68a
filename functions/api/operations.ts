import type * as z from 'zod/mini';

/** The schemas of one operation, for the OpenAPI document: the same objects the handlers validate with. */
export interface OperationSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** Success responses by status code; a string schema id for non-JSON bodies. */
  responses: Record<number, z.ZodMiniType | { contentType: string; description: string }>;
}

/** Operation schemas keyed by RouteDefinition.id. */
export type OperationRegistry = Record<string, OperationSchemas>;
