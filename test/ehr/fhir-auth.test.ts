import { createPublicKey, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSERTION_LIFETIME_S, createAuthProvider, JWT_BEARER_ASSERTION_TYPE, type SmartBackendAuthConfig } from '../../functions/ehr/fhir/auth';
import { FhirAuthError, FhirClient, FhirUnavailableError } from '../../functions/ehr/fhir/client';
import { type FhirTestServer, startFhirServer } from '../support/fhir-server';

let fhir: FhirTestServer;
beforeAll(async () => {
  fhir = await startFhirServer();
});
afterAll(async () => {
  await fhir.stop();
});

/** Real fetch to the harness, recording the headers of every request. */
const recording = (): { fetch: typeof fetch; headers: Array<Record<string, string>> } => {
  const headers: Array<Record<string, string>> = [];
  return {
    headers,
    fetch: async (input, init) => {
      headers.push(Object.fromEntries(new Headers(init?.headers).entries()));
      return fetch(input, init);
    },
  };
};

describe('static auth header shapes', () => {
  it('none sends no Authorization header', async () => {
    const rec = recording();
    await new FhirClient({ baseUrl: fhir.url, fetch: rec.fetch }).search('Patient');
    expect(rec.headers[0]?.authorization).toBeUndefined();
    expect(rec.headers[0]?.accept).toBe('application/fhir+json');
  });

  it('basic sends base64(username:password), UTF-8', async () => {
    const rec = recording();
    const client = new FhirClient({ baseUrl: fhir.url, fetch: rec.fetch, auth: { type: 'basic', username: 'clinic', password: 'pä:ss' } });
    await client.create({ resourceType: 'Patient', name: [{ family: 'Basic' }] });
    const header = rec.headers[0]?.authorization ?? '';
    expect(header).toMatch(/^Basic [A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8')).toBe('clinic:pä:ss');
    expect(rec.headers[0]?.['content-type']).toBe('application/fhir+json');
  });

  it('bearer sends the token as is', async () => {
    const rec = recording();
    await new FhirClient({ baseUrl: fhir.url, fetch: rec.fetch, auth: { type: 'bearer', token: 'tok.en-1' } }).search('Patient');
    expect(rec.headers[0]?.authorization).toBe('Bearer tok.en-1');
  });
});

interface TokenRequest {
  form: URLSearchParams;
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signatureValid: boolean;
}

/** A tiny OAuth token endpoint: verifies the client assertion with the registered public key. */
const startTokenEndpoint = async (publicKey: KeyObject, answer: { expiresIn?: number; status?: number } = {}) => {
  const requests: TokenRequest[] = [];
  let issued = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const [h = '', c = '', s = ''] = (form.get('client_assertion') ?? '').split('.');
      const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, unknown>;
      const claims = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as Record<string, unknown>;
      const verifier = createVerify('SHA384');
      verifier.update(`${h}.${c}`);
      const signatureValid =
        header.alg === 'ES384'
          ? verifier.verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))
          : verifier.verify(publicKey, Buffer.from(s, 'base64url'));
      requests.push({ form, header, claims, signatureValid });
      if (answer.status && answer.status !== 200) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_client' }));
        return;
      }
      issued += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: `access-${issued}`, token_type: 'bearer', expires_in: answer.expiresIn ?? 300, scope: form.get('scope') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/token`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const keys = {
  rsa: generateKeyPairSync('rsa', { modulusLength: 2048 }),
  ec: generateKeyPairSync('ec', { namedCurve: 'P-384' }),
};

describe('SMART backend services', () => {
  for (const [kind, alg] of [
    ['rsa', 'RS384'],
    ['ec', 'ES384'],
  ] as const) {
    it(`${alg}: signs a client assertion the token endpoint verifies, and sends the token to the FHIR server`, async () => {
      const pair = keys[kind];
      const endpoint = await startTokenEndpoint(pair.publicKey);
      closers.push(endpoint.close);
      const rec = recording();
      const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const client = new FhirClient({
        baseUrl: fhir.url,
        fetch: rec.fetch,
        auth: { type: 'smart', tokenUrl: endpoint.url, clientId: 'careloop-client', privateKey: pem, keyId: 'key-1', scope: 'system/*.read' },
      });
      const before = Math.floor(Date.now() / 1000);
      await client.search('Patient');

      expect(endpoint.requests).toHaveLength(1);
      const { form, header, claims, signatureValid } = endpoint.requests[0]!;
      expect(form.get('grant_type')).toBe('client_credentials');
      expect(form.get('client_assertion_type')).toBe(JWT_BEARER_ASSERTION_TYPE);
      expect(form.get('scope')).toBe('system/*.read');
      expect(header).toEqual({ alg, typ: 'JWT', kid: 'key-1' });
      expect(claims.iss).toBe('careloop-client');
      expect(claims.sub).toBe('careloop-client');
      expect(claims.aud).toBe(endpoint.url);
      expect(typeof claims.jti).toBe('string');
      const exp = claims.exp as number;
      expect(exp).toBeGreaterThan(before);
      expect(exp - before).toBeLessThanOrEqual(ASSERTION_LIFETIME_S + 1);
      expect(ASSERTION_LIFETIME_S).toBeLessThanOrEqual(300);
      expect(signatureValid).toBe(true);

      // The FHIR request (after the token request) carries the issued access token.
      const fhirHeaders = rec.headers.filter((h) => h.accept === 'application/fhir+json');
      expect(fhirHeaders.map((h) => h.authorization)).toEqual(['Bearer access-1']);
    });
  }

  it('a signature made with another key does not verify (the check is real)', async () => {
    const endpoint = await startTokenEndpoint(keys.rsa.publicKey);
    closers.push(endpoint.close);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const auth = createAuthProvider({ type: 'smart', tokenUrl: endpoint.url, clientId: 'c', privateKey: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() });
    await auth.headers();
    expect(endpoint.requests[0]?.signatureValid).toBe(false);
  });

  it('accepts a private JWK', async () => {
    const endpoint = await startTokenEndpoint(createPublicKey(keys.ec.privateKey));
    closers.push(endpoint.close);
    const jwk = keys.ec.privateKey.export({ format: 'jwk' });
    const auth = createAuthProvider({ type: 'smart', tokenUrl: endpoint.url, clientId: 'c', privateKey: jwk });
    expect(await auth.headers()).toEqual({ authorization: 'Bearer access-1' });
    expect(endpoint.requests[0]).toMatchObject({ header: { alg: 'ES384' }, signatureValid: true });
  });

  it('rejects keys that cannot sign RS384 or ES384 at configuration time', () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => createAuthProvider({ type: 'smart', tokenUrl: 'http://127.0.0.1:1/token', clientId: 'c', privateKey: p256 })).toThrow(FhirAuthError);
    const rsa = keys.rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => createAuthProvider({ type: 'smart', tokenUrl: 'http://127.0.0.1:1/token', clientId: 'c', privateKey: rsa, alg: 'ES384' })).toThrow(FhirAuthError);
  });

  it('reuses the token until shortly before expires_in, then fetches a new one with a fresh jti', async () => {
    const endpoint = await startTokenEndpoint(keys.rsa.publicKey, { expiresIn: 300 });
    closers.push(endpoint.close);
    let now = Date.now();
    const config: SmartBackendAuthConfig = {
      type: 'smart',
      tokenUrl: endpoint.url,
      clientId: 'careloop-client',
      privateKey: keys.rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    const rec = recording();
    const client = new FhirClient({ baseUrl: fhir.url, fetch: rec.fetch, auth: config, now: () => now });

    await Promise.all([client.search('Patient'), client.search('Patient'), client.search('Patient')]);
    expect(endpoint.requests).toHaveLength(1); // concurrent requests share one token request
    now += 200_000;
    await client.search('Patient');
    now += 69_000; // 269 s: still inside expires_in less the 30 s margin
    await client.search('Patient');
    expect(endpoint.requests).toHaveLength(1);
    now += 2_000; // 271 s: within the margin, renewed
    await client.search('Patient');
    expect(endpoint.requests).toHaveLength(2);

    const jtis = endpoint.requests.map((r) => r.claims.jti);
    expect(new Set(jtis).size).toBe(2);
    const used = rec.headers.filter((h) => h.accept === 'application/fhir+json').map((h) => h.authorization);
    expect(used).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-1', 'Bearer access-1', 'Bearer access-1', 'Bearer access-2']);
  });

  it('a 401 from the FHIR server drops the cached token and retries once with a new one', async () => {
    const endpoint = await startTokenEndpoint(keys.ec.publicKey, { expiresIn: 3600 });
    closers.push(endpoint.close);
    let rejectNext = false;
    const rejecting: typeof fetch = async (input, init) => {
      const isFhir = new Headers(init?.headers).get('accept') === 'application/fhir+json';
      if (isFhir && rejectNext) {
        rejectNext = false;
        return new Response('{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"login"}]}', { status: 401 });
      }
      return fetch(input, init);
    };
    const client = new FhirClient({
      baseUrl: fhir.url,
      fetch: rejecting,
      auth: { type: 'smart', tokenUrl: endpoint.url, clientId: 'c', privateKey: keys.ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    });
    await client.search('Patient');
    rejectNext = true;
    await client.search('Patient');
    expect(endpoint.requests).toHaveLength(2);
  });

  it('a refusing token endpoint is a FhirAuthError; an unreachable one is FhirUnavailableError, fast', async () => {
    const endpoint = await startTokenEndpoint(keys.rsa.publicKey, { status: 400 });
    closers.push(endpoint.close);
    const pem = keys.rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const refused = new FhirClient({ baseUrl: fhir.url, auth: { type: 'smart', tokenUrl: endpoint.url, clientId: 'c', privateKey: pem } });
    const error = await refused.search('Patient').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirAuthError);
    expect((error as FhirAuthError).message).toMatch(/400 invalid_client/);
    expect((error as FhirAuthError).message).not.toContain(pem.slice(40, 80));

    await endpoint.close();
    closers.pop();
    const started = performance.now();
    const down = await refused.search('Patient').catch((e: unknown) => e);
    expect(down).toBeInstanceOf(FhirUnavailableError);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
