import { type RouteDefinition, readScopes } from '../api/route-definition';

/** The protocol library and the organization's own protocols. */
export const protocolRoutes = {
  listProtocols: {
    id: 'ListProtocols',
    method: 'GET',
    path: '/v1/protocols',
    entry: 'functions/protocols/handlers/list.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The built-in protocol library and the organization's own protocols",
    tag: 'Protocols',
  },
  createProtocol: {
    id: 'CreateProtocol',
    method: 'POST',
    path: '/v1/protocols',
    entry: 'functions/protocols/handlers/create.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'patients',
    table: 'write',
    summary: 'Store a protocol for the organization',
    tag: 'Protocols',
  },
} as const satisfies Record<string, RouteDefinition>;
