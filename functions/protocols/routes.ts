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
  uploadProtocol: {
    id: 'UploadProtocol',
    method: 'POST',
    path: '/v1/protocols/upload',
    entry: 'functions/protocols/handlers/upload.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'patients',
    table: 'write',
    summary: 'Turn a protocol document (PDF, DOCX, plain text or Markdown) into a stored protocol',
    tag: 'Protocols',
    // The readers load from beside the bundle, each only for its type: pdf.js (unpdf's serverless
    // build, 1.6 MB) for a PDF, mammoth's standalone build (400 KB) for a DOCX.
    assets: ['unpdf/dist/pdfjs.mjs', 'mammoth/mammoth.browser.min.js'],
  },
} as const satisfies Record<string, RouteDefinition>;
