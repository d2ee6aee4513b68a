import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Patient } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FhirClient, FhirNotFoundError, FhirUnavailableError } from '../../functions/ehr/fhir/client';
import { nodeHttpFetch } from '../../functions/ehr/fhir/transport';
import { freePort } from '../support/runtime-process';
import { startFhirServer, type FhirTestServer } from '../support/fhir-server';

/** The node:http transport behaves as fetch does for everything the FHIR client relies on. */

let fhir: FhirTestServer;
let raw: Server;
let rawUrl: string;
const seen: Array<{ method?: string; headers: Record<string, unknown>; body: string }> = [];

beforeAll(async () => {
  fhir = await startFhirServer();
  raw = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/empty') return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json', 'x-multi': ['a', 'b'] });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fhir.stop();
  raw.close();
});

describe('nodeHttpFetch', () => {
  it('sends method, headers and body, and returns status, headers and text', async () => {
    const response = await nodeHttpFetch(`${rawUrl}/x`, { method: 'POST', headers: { 'content-type': 'application/fhir+json', authorization: 'Bearer t' }, body: '{"a":1}' });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-multi')).toBe('a, b');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { authorization: 'Bearer t', 'content-type': 'application/fhir+json' } });
  });

  it('answers a 204 with an empty body', async () => {
    const response = await nodeHttpFetch(`${rawUrl}/empty`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('rejects like fetch: a refused connection as a TypeError with its code, a timeout with the signal reason', async () => {
    const closed = await freePort();
    const refused = await nodeHttpFetch(`http://127.0.0.1:${closed}/`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    fhir.setHanging(true);
    try {
      const timedOut = await nodeHttpFetch(`${fhir.url}/Patient`, { signal: AbortSignal.timeout(100) }).catch((error: unknown) => error);
      expect((timedOut as Error).name).toBe('TimeoutError');
    } finally {
      fhir.setHanging(false);
    }
  });

  it('carries the FHIR client: reads, searches, 404s and outages', async () => {
    const client = new FhirClient({ baseUrl: fhir.url, fetch: nodeHttpFetch, timeoutMs: 300 });
    const created = await client.create<Patient>({ resourceType: 'Patient', name: [{ family: 'Transport', given: ['Test'] }] });
    expect((await client.read('Patient', created.id!)).name?.[0]?.family).toBe('Transport');
    expect((await client.search('Patient', { family: 'Transport' })).resources).toHaveLength(1);
    await expect(client.read('Patient', 'missing')).rejects.toBeInstanceOf(FhirNotFoundError);
    fhir.setHanging(true);
    try {
      await expect(client.read('Patient', created.id!)).rejects.toMatchObject({ name: 'FhirUnavailableError', reason: 'timeout' });
    } finally {
      fhir.setHanging(false);
    }
    const closed = await freePort();
    const down = new FhirClient({ baseUrl: `http://127.0.0.1:${closed}/fhir`, fetch: nodeHttpFetch });
    await expect(down.read('Patient', 'x')).rejects.toBeInstanceOf(FhirUnavailableError);
  });

  it('sends a GET again when a reused keep-alive connection turns out closed, but not a POST', async () => {
    const perSocket = new WeakMap<object, number>();
    let resets = 0;
    const flaky = createServer((req, res) => {
      const seen = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, seen);
      req.resume();
      // The second request on a connection finds it closed (as after an idle timeout or a Lambda freeze).
      if (seen === 2) {
        resets += 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/`;
    try {
      expect((await nodeHttpFetch(url)).status).toBe(200);
      // Second request on the first connection: reset, then sent again on a new one.
      expect((await nodeHttpFetch(url)).status).toBe(200);
      expect(resets).toBe(1);
      // Second request on that new connection: a POST is not sent twice.
      const failed = await nodeHttpFetch(url, { method: 'POST', body: '{}' }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(TypeError);
      expect((failed as { cause?: { code?: string } }).cause?.code).toBe('ECONNRESET');
      expect(resets).toBe(2);
    } finally {
      flaky.close();
      flaky.closeAllConnections();
    }
  });

  it('rejects a body cut off mid-way as a network failure', async () => {
    const cut = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"resourceType":"Bundle"');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    await new Promise<void>((resolve) => cut.listen(0, '127.0.0.1', resolve));
    try {
      const failed = await nodeHttpFetch(`http://127.0.0.1:${(cut.address() as AddressInfo).port}/`).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(TypeError);
    } finally {
      cut.close();
      cut.closeAllConnections();
    }
  });
});
