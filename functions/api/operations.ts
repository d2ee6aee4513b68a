import type * as z from 'zod/mini';

/** The schemas of one operation, for the OpenAPI document: the same objects the handlers validate with. */
export interface OperationSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** A multipart/form-data upload instead of a JSON body: one file in `field`, of these types, at most `maxBytes`. */
  upload?: { field: string; maxBytes: number; mediaTypes: readonly string[] };
  /** Success responses by status code; a string schema id for non-JSON bodies. */
  responses: Record<number, z.ZodMiniType | { contentType: string; description: string }>;
}

/** Operation schemas keyed by RouteDefinition.id. */
export type OperationRegistry = Record<string, OperationSchemas>;
