import type { RouteDefinition } from '../api/route-definition';

/** The service's own routes: health, the OpenAPI document and the API reference. */
export const systemRoutes = {
  health: {
    id: 'Health',
    method: 'GET',
    path: '/v1/health',
    entry: 'functions/system/handlers/health.ts',
    group: 'proxy',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'Service health of this stage (no key needed, no tenant data)',
    tag: 'Monitoring',
  },
  openapi: {
    id: 'OpenApiDocument',
    method: 'GET',
    path: '/v1/openapi.json',
    entry: 'functions/system/handlers/openapi.ts',
    group: 'engagement',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'The OpenAPI 3.1 description of this API',
    tag: 'Monitoring',
  },
  docs: {
    id: 'ApiDocsPage',
    method: 'GET',
    path: '/docs',
    entry: 'functions/system/handlers/docs.ts',
    group: 'engagement',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'Readable API reference rendered from the OpenAPI document',
    tag: 'Monitoring',
    // The renderer (docs/decisions.md, 70): read at cold start, never bundled.
    assets: ['redoc/bundles/redoc.standalone.js'],
  },
} as const satisfies Record<string, RouteDefinition>;

/**
 * Answers every request that matches no route (API Gateway's `$default` route): 404 in the
 * envelope of the interface group the path belongs to.
 */
export const fallbackRoute: RouteDefinition = {
  id: 'NotFound',
  method: 'GET',
  path: '$default',
  entry: 'functions/system/handlers/not-found.ts',
  group: 'engagement',
  auth: 'none',
  scopes: [],
  rateLimit: 'public',
  table: 'read',
  summary: 'Unknown route',
  tag: 'Monitoring',
};
