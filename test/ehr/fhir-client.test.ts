import type { Bundle, Patient, Practitioner } from '@medplum/fhirtypes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FhirClient, FhirError, FhirHttpError, FhirNotFoundError, FhirUnavailableError } from '../../functions/ehr/fhir/client';
import { type FhirTestServer, startFhirServer } from '../support/fhir-server';

let server: FhirTestServer;
let client: FhirClient;

beforeAll(async () => {
  server = await startFhirServer();
  client = new FhirClient({ baseUrl: server.url });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.repo.clear();
  server.requests.length = 0;
});

const patient = (family: string, given = 'Ada', birthDate = '1980-02-03'): Patient => ({
  resourceType: 'Patient',
  name: [{ family, given: [given] }],
  birthDate,
  telecom: [{ system: 'phone', value: '+15555550100' }],
});

const seedPatients = async (count: number, family = 'Paging'): Promise<Patient[]> => {
  const created: Patient[] = [];
  for (let i = 0; i < count; i++) created.push(await client.create(patient(family, `G${i}`)));
  return created;
};

describe('FhirClient against the Medplum router harness', () => {
  it('creates, reads, updates and deletes a Patient', async () => {
    const created = await client.create(patient('Lovelace'));
    expect(created.id).toEqual(expect.any(String));
    expect(created.meta?.versionId).toEqual(expect.any(String));

    const read = await client.read('Patient', created.id!);
    expect(read.resourceType).toBe('Patient');
    expect(read.name?.[0]?.family).toBe('Lovelace');

    const updated = await client.update({ ...read, birthDate: '1815-12-10' });
    expect(updated.birthDate).toBe('1815-12-10');
    expect(updated.meta?.versionId).not.toBe(read.meta?.versionId);
    expect((await client.read('Patient', created.id!)).birthDate).toBe('1815-12-10');

    await client.delete('Patient', created.id!);
    await expect(client.read('Patient', created.id!)).rejects.toBeInstanceOf(FhirNotFoundError);
  });

  it('creates, reads, updates and deletes a Practitioner', async () => {
    const created = await client.create<Practitioner>({
      resourceType: 'Practitioner',
      name: [{ family: 'House', given: ['Gregory'], prefix: ['Dr'] }],
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }],
    });
    const read = await client.read('Practitioner', created.id!);
    expect(read.identifier?.[0]?.value).toBe('1234567893');
    const updated = await client.update({ ...read, active: false });
    expect(updated.active).toBe(false);
    await client.delete('Practitioner', created.id!);
    await expect(client.read('Practitioner', created.id!)).rejects.toBeInstanceOf(FhirNotFoundError);
  });

  it('a conditional update with a stale version is a 412 FhirHttpError', async () => {
    const created = await client.create(patient('Stale'));
    await client.update({ ...created, gender: 'female' }, { ifMatch: created.meta!.versionId! });
    const error = await client.update({ ...created, gender: 'male' }, { ifMatch: created.meta!.versionId! }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirHttpError);
    expect((error as FhirHttpError).status).toBe(412);
    expect(error).not.toBeInstanceOf(FhirNotFoundError);
  });

  it('not found: read and delete of an unknown id are FhirNotFoundError with the status and outcome', async () => {
    const error = await client.read('Patient', 'does-not-exist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirNotFoundError);
    expect(error).toBeInstanceOf(FhirHttpError);
    expect((error as FhirNotFoundError).status).toBe(404);
    expect((error as FhirNotFoundError).outcome?.resourceType).toBe('OperationOutcome');
    await expect(client.delete('Practitioner', 'does-not-exist')).rejects.toBeInstanceOf(FhirNotFoundError);
  });

  it('a bad request is a FhirHttpError carrying the status and the server message', async () => {
    const error = await client.search('Patient', { birthdate: 'not-a-date' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirHttpError);
    expect(error).not.toBeInstanceOf(FhirNotFoundError);
    expect((error as FhirHttpError).status).toBe(400);
    expect((error as FhirHttpError).message).toMatch(/400 .*not-a-date/);
  });

  it('search filters with the server and returns Bundle.total', async () => {
    await client.create(patient('Hopper', 'Grace', '1906-12-09'));
    await client.create(patient('Turing', 'Alan', '1912-06-23'));
    const result = await client.search('Patient', { family: 'Hopper' });
    expect(result.resources.map((p) => p.name?.[0]?.given?.[0])).toEqual(['Grace']);
    expect(result.total).toBe(1);
    expect(result.truncated).toBe(false);
    const none = await client.search('Patient', { family: 'Nobody' });
    expect(none).toMatchObject({ resources: [], total: 0, pages: 1, truncated: false });
  });

  it('pages without next links through _count and _offset, stopping on the last page', async () => {
    const created = await seedPatients(23);
    const raw = (await (await fetch(`${server.url}/Patient?_count=5`)).json()) as Bundle;
    expect(raw.link).toBeUndefined(); // the harness sends no next links
    server.requests.length = 0;

    const result = await client.search('Patient', { family: 'Paging' }, { pageSize: 5 });
    expect(result.resources.map((p) => p.id)).toEqual(created.map((p) => p.id));
    expect(result).toMatchObject({ total: 23, pages: 5, truncated: false });
    expect(server.requests).toEqual([
      'GET /Patient?family=Paging&_count=5',
      'GET /Patient?family=Paging&_count=5&_offset=5',
      'GET /Patient?family=Paging&_count=5&_offset=10',
      'GET /Patient?family=Paging&_count=5&_offset=15',
      'GET /Patient?family=Paging&_count=5&_offset=20',
    ]);
  });

  it('stops on an empty page when the count divides evenly', async () => {
    await seedPatients(10);
    const result = await client.search('Patient', {}, { pageSize: 5 });
    expect(result.resources).toHaveLength(10);
    expect(result.pages).toBe(2); // Bundle.total says 10: no third request
  });

  it('honours maxResults and maxPages and says the result is truncated', async () => {
    await seedPatients(12);
    const capped = await client.search('Patient', {}, { pageSize: 5, maxResults: 7 });
    expect(capped.resources).toHaveLength(7);
    expect(capped).toMatchObject({ total: 12, truncated: true });
    const pageCapped = await client.search('Patient', {}, { pageSize: 5, maxPages: 2 });
    expect(pageCapped.resources).toHaveLength(10);
    expect(pageCapped).toMatchObject({ pages: 2, truncated: true });
  });

  it('with _getpagesoffset, which Medplum does not know, it stops after an empty page and reports truncation', async () => {
    await seedPatients(8);
    const other = new FhirClient({ baseUrl: server.url, offsetParam: '_getpagesoffset', pageSize: 5 });
    const result = await other.search('Patient');
    expect(result.resources).toHaveLength(5);
    expect(result).toMatchObject({ total: 8, pages: 2, truncated: true });
  });

  it('follows next links when a server sends them (same origin only)', async () => {
    const created = await seedPatients(7);
    // Adds the next links a paging server would send to the harness's real answers.
    const linking: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(String(input));
      if (init?.method !== 'GET' || !url.pathname.endsWith('/Patient')) return response;
      const bundle = (await response.json()) as Bundle;
      const offset = Number(url.searchParams.get('_offset') ?? 0);
      const count = Number(url.searchParams.get('_count'));
      if (offset + count < (bundle.total ?? 0)) {
        const next = new URL(url);
        next.searchParams.set('_offset', String(offset + count));
        next.searchParams.set('_format', 'json'); // marks the followed link; Medplum ignores it
        bundle.link = [{ relation: 'self', url: url.toString() }, { relation: 'next', url: next.toString() }];
      }
      return new Response(JSON.stringify(bundle), { status: response.status, headers: response.headers });
    };
    const linked = new FhirClient({ baseUrl: server.url, fetch: linking, pageSize: 3 });
    const result = await linked.search('Patient');
    expect(result.resources.map((p) => p.id)).toEqual(created.map((p) => p.id));
    expect(server.requests.filter((r) => r.startsWith('GET')).map((r) => r.includes('_format=json'))).toEqual([false, true, true]);

    const foreign: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const bundle = (await response.json()) as Bundle;
      bundle.link = [{ relation: 'next', url: 'http://127.0.0.2:9/fhir/R4/Patient?page=2' }];
      return new Response(JSON.stringify(bundle), { status: 200 });
    };
    const error = await new FhirClient({ baseUrl: server.url, fetch: foreign, pageSize: 3 }).search('Patient').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirError);
    expect((error as Error).message).toMatch(/next link outside/);
  });

  it('has no /metadata: a capability read is not something the client relies on', async () => {
    const response = await fetch(`${server.url}/metadata`);
    expect(((await response.json()) as Bundle).resourceType).not.toBe('CapabilityStatement');
  });

  it('a stopped server fails fast with FhirUnavailableError, then recovers after restart', async () => {
    const created = await client.create(patient('Outage'));
    await server.pause();
    try {
      const started = performance.now();
      const error = await client.read('Patient', created.id!).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(error).toBeInstanceOf(FhirUnavailableError);
      expect((error as FhirUnavailableError).reason).toBe('network');
      await expect(client.search('Patient')).rejects.toBeInstanceOf(FhirUnavailableError);
    } finally {
      await server.resume();
    }
    expect((await client.read('Patient', created.id!)).name?.[0]?.family).toBe('Outage');
  });

  it('a hung server times out after the per-request timeout, then recovers', async () => {
    const created = await client.create(patient('Hung'));
    const quick = new FhirClient({ baseUrl: server.url, timeoutMs: 300 });
    server.setHanging(true);
    try {
      const started = performance.now();
      const error = await quick.read('Patient', created.id!).catch((e: unknown) => e);
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(FhirUnavailableError);
      expect((error as FhirUnavailableError).reason).toBe('timeout');
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(1500);
      // The default timeout keeps an unreachable EHR under the 2 s budget too.
      const defaultStarted = performance.now();
      await expect(client.read('Patient', created.id!)).rejects.toBeInstanceOf(FhirUnavailableError);
      expect(performance.now() - defaultStarted).toBeLessThan(2000);
    } finally {
      server.setHanging(false);
    }
    expect((await quick.read('Patient', created.id!)).id).toBe(created.id);
  });

  it('a create answered 201 with only a Location header reads the resource back', async () => {
    const bodiless: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== 'POST') return response;
      await response.arrayBuffer();
      const location = `${response.headers.get('location')}/_history/1`;
      return new Response(null, { status: 201, headers: { location } });
    };
    const created = await new FhirClient({ baseUrl: server.url, fetch: bodiless }).create(patient('Located'));
    expect(created.name?.[0]?.family).toBe('Located');
    expect(server.requests.slice(-2)).toEqual(['POST /Patient', `GET /Patient/${created.id}`]);
  });

  it('maps 502/503/504 answers to FhirUnavailableError', async () => {
    const failing: typeof fetch = async () => new Response('{"resourceType":"OperationOutcome","issue":[]}', { status: 503 });
    const error = await new FhirClient({ baseUrl: server.url, fetch: failing }).read('Patient', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirUnavailableError);
    expect(error).toMatchObject({ reason: 'status', status: 503 });
  });
});
