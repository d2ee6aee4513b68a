import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactingReplacer, scrubText } from '../../functions/core/logger';
import { type HttpResult, repositoryRoot, request } from '../support/local-stage';

/**
 * The redacting logger: unit tests of the replacer and the text scrubber, then the proof through
 * the real process (`tsx bin/local.ts`): whatever personal data and secrets requests carry, none
 * reaches the process's output, while the access log is written.
 */

const redact = (value: unknown): string => JSON.stringify(value, redactingReplacer);

describe('scrubText', () => {
  it.each([
    ['E.164', 'call +15005550100 now'],
    ['E.164, Italian mobile', 'patient +393331234567'],
    ['international with spaces', 'tel +1 500 555 0100'],
    ['international with dashes', 'tel +1-500-555-0100'],
    ['international with parentheses', 'tel +1 (500) 555-0100'],
    ['international, Italian landline with spaces', 'tel +39 06 1234 5678'],
    ['US (500) 555-0100', 'tel (500) 555-0100'],
    ['US (500)555-0100', 'tel (500)555-0100'],
    ['US 500-555-0100', 'tel 500-555-0100'],
    ['US 500.555.0100', 'tel 500.555.0100'],
    ['US 500 555 0100', 'tel 500 555 0100'],
    ['bare 10 digits', 'tel 5005550100'],
    ['bare 11 digits', 'tel 15005550100'],
    ['in a query string', 'GET /v1/patients/exists?phone_number=15005550100&x=1'],
    ['inside JSON text', '{"phone":"+15005550100"}'],
  ])('redacts a phone number: %s', (_name, text) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).toContain(REDACTED);
    expect(scrubbed).not.toMatch(/555[-.\s]?0100/);
    expect(scrubbed).not.toMatch(/1234[-.\s]?5678/);
    expect(scrubbed).not.toContain('3331234567');
  });

  // Fixed in 52f93bd: `\b\d{10,15}\b` found no word boundary between the B of %2B and the digits.
  it('redacts a percent-encoded E.164 number in a query string', () => {
    expect(scrubText('GET /v1/patients/exists?phone_number=%2B15005550100')).not.toContain('5005550100');
    expect(scrubText('phone=%2b393331234567&x=1')).not.toContain('3331234567');
  });

  it('redacts every phone number of a text, not only the first', () => {
    const scrubbed = scrubText('from +15005550100 to +15005550101 and (500) 555-0102');
    expect(scrubbed).toBe(`from ${REDACTED} to ${REDACTED} and ${REDACTED}`);
  });

  it('redacts API keys of both environments', () => {
    const live = `svc_sk_live_${'A1b2C3d4'.repeat(5)}`;
    const test = `svc_sk_test_${'Z9y8X7w6'.repeat(5)}`;
    const scrubbed = scrubText(`keys ${live} and ${test}.`);
    expect(scrubbed).toBe(`keys ${REDACTED} and ${REDACTED}.`);
  });

  it('redacts webhook secrets, with or without an environment', () => {
    expect(scrubText('whsec_live_c2VjcmV0c2VjcmV0c2VjcmV0+/=')).toBe(REDACTED);
    expect(scrubText('whsec_test_abcdefABCDEF0123456789')).toBe(REDACTED);
    expect(scrubText('secret=whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(`secret=${REDACTED}`);
  });

  it('redacts Bearer tokens, whatever their shape or case', () => {
    expect(scrubText('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig')).toBe(`Authorization: ${REDACTED}`);
    expect(scrubText('authorization: bearer opaque-token-123')).toBe(`authorization: ${REDACTED}`);
    expect(scrubText('"Bearer abc","x"')).toBe(`"${REDACTED}","x"`);
  });

  it.each([
    ['an ISO timestamp', '2026-11-21T22:20:45.123Z'],
    ['an ISO timestamp with offset', '2026-11-21T23:20:45+01:00'],
    ['a date', '2026-11-21'],
    ['a uuid', '5b1bea35-913e-42be-bf08-86b71634a2e9'],
    ['a uuid', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['an organization id', 'org_01jd5x7m3k9q2w8e4r6t0y1u3i'],
    ['a key id', 'key_01jd5x7m3k9q2w8e4r6t0y1u3i'],
    ['a key prefix is not a key', 'svc_sk_'],
    ['ordinary words', 'request completed'],
    ['a route', 'POST /v1/auth/ip-allowlist'],
    ['a short number', 'retry in 59 s, 500 requests'],
    ['a version', '0.1.0'],
    ['an IPv4 address', '203.0.113.10'],
    ['a CIDR', '10.0.0.0/8'],
    ['a duration', 'took 123456789 ms'],
  ])('leaves %s alone', (_name, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('redactingReplacer', () => {
  it('replaces the values of sensitive attributes, at any depth, whatever their type', () => {
    const record = {
      message: 'patient updated',
      patient: {
        first_name: 'Maria',
        last_name: 'Rossi',
        full_name: 'Maria Rossi',
        patient_name: 'Maria Rossi',
        email: 'maria.rossi@example.it',
        date_of_birth: '1950-03-04',
        dob: '1950-03-04',
        address: 'Via Roma 1, Milano',
        phone: 15005550100,
        phone_numbers: ['+15005550100', '+15005550101'],
        mobile: { country: 'IT', number: '3331234567' },
      },
      headers: { Authorization: 'Bearer x', 'X-API-KEY': 'svc_sk_live_x', cookie: 'sid=1', 'set-cookie': 'sid=2' },
      api_key: 'anything',
      apikey: 'anything',
      key: 'anything',
      secret: 'anything',
      webhook_secret: 'anything',
      password: 'hunter2',
      token: 'abc',
      access_token: 'abc',
      body: { any: 'thing' },
      raw_body: 'raw',
      text: 'I feel chest pain, call Maria',
    };
    const json = redact(record);
    for (const leaked of ['Maria', 'Rossi', 'maria.rossi', 'example.it', '1950', 'Via Roma', '5550100', '3331234567', 'hunter2', 'sid=', 'chest', 'anything', '"abc"', 'raw"', 'thing']) {
      expect(json, leaked).not.toContain(leaked);
    }
    const parsed = JSON.parse(json);
    expect(parsed.patient.first_name).toBe(REDACTED);
    expect(parsed.patient.phone).toBe(REDACTED);
    expect(parsed.patient.phone_numbers).toBe(REDACTED);
    expect(parsed.patient.mobile).toBe(REDACTED);
    expect(parsed.headers.Authorization).toBe(REDACTED);
    expect(parsed.headers['X-API-KEY']).toBe(REDACTED);
    expect(parsed.message).toBe('patient updated');
  });

  it('scrubs secrets and phone numbers out of every other string, at any depth', () => {
    const json = redact({
      message: 'failed for +15005550100',
      error: { name: 'Error', message: `bad key svc_sk_live_${'a'.repeat(32)}`, stack: 'Error: Bearer abc.def\n    at x (file.ts:1:1)' },
      list: ['whsec_live_abcdefghijklmnop', '(500) 555-0100'],
    });
    expect(json).not.toContain('5550100');
    expect(json).not.toContain('555-0100');
    expect(json).not.toMatch(/svc_sk_live_a/);
    expect(json).not.toContain('whsec_live_a');
    expect(json).not.toContain('abc.def');
    expect(JSON.parse(json).error.name).toBe('Error');
  });

  it('keeps identifiers, timestamps, numbers, booleans and nulls', () => {
    const record = {
      timestamp: '2026-11-21T22:20:45.123Z',
      level: 'INFO',
      service: 'careloop',
      request_id: '5b1bea35-913e-42be-bf08-86b71634a2e9',
      org_id: 'org_01jd5x7m3k9q2w8e4r6t0y1u3i',
      key_id: 'key_01jd5x7m3k9q2w8e4r6t0y1u3i',
      status: 401,
      duration_ms: 12,
      updated_ms: 1_763_764_845_123,
      allowed: false,
      code: null,
      created_at: '2026-11-21T22:20:45Z',
    };
    expect(JSON.parse(redact(record))).toEqual(record);
  });

  it('leaves null and undefined sensitive attributes as they are (nothing to hide)', () => {
    expect(JSON.parse(redact({ phone: null, email: undefined, text: '' }))).toEqual({ phone: null, text: REDACTED });
  });

  it('matches attribute names without regard to case, and only whole names', () => {
    const parsed = JSON.parse(redact({ EMAIL: 'a@b.c', Phone: '1', keyboard: 'qwerty', phone_verified: true, monkey: 'banana', textual: 'ok' }));
    expect(parsed).toEqual({ EMAIL: REDACTED, Phone: REDACTED, keyboard: 'qwerty', phone_verified: true, monkey: 'banana', textual: 'ok' });
  });
});

describe('the real process: no personal data or secret reaches its output', () => {
  const PHONE = '+15005550100';
  const execFileAsync = promisify(execFile);
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let output = '';
  const responses: HttpResult[] = [];

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  const send = async (...args: Parameters<typeof request> extends [unknown, ...infer Rest] ? Rest : never) => {
    const result = await request(baseUrl, ...args);
    responses.push(result);
    return result;
  };

  const stopServer = async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // The process group of the npx → tsx → node chain this test started.
    process.kill(-(server.pid as number), 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null && server.signalCode === null) process.kill(-(server.pid as number), 'SIGKILL');
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-logs-'));
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'DEBUG', HOST: '127.0.0.1' };
    server = spawn('npx', ['tsx', 'bin/local.ts', '--stage', 'production'], { cwd: repositoryRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const started = Date.now();
    while (!output.includes('careloop stage listening')) {
      if (server.exitCode !== null) throw new Error(`local stage exited: ${output}`);
      if (Date.now() - started > 20_000) throw new Error(`local stage did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    baseUrl = `http://127.0.0.1:${port}`;
  }, 30_000);

  afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('requests full of phone numbers, names and keys leave none of them in the logs', { timeout: 30_000 }, async () => {
    // Onboarding through the CLI, against the same data directory, while the stage runs.
    const cli = await execFileAsync('node', ['bin/careloop.mjs', 'org', 'create', '--name', 'Maria Rossi'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const org = JSON.parse(cli.stdout) as {
      id: string;
      production: { key_id: string; api_key: string; webhook_secret: string };
      sandbox: { api_key: string; webhook_secret: string };
    };
    const key = org.production.api_key;
    const personal = { 'x-patient-phone': PHONE, 'x-patient-name': 'Maria Rossi', 'x-email': 'maria.rossi@example.it' };
    const query = `phone=${encodeURIComponent(PHONE)}&phone_number=15005550100&first_name=Maria&last_name=Rossi&tel=(500)%20555-0100`;

    expect((await send('GET', '/v1/health', { headers: personal })).status).toBe(200);
    expect((await send('GET', `/v1/auth/keys?${query}`, { key, headers: personal })).status).toBe(200);
    expect((await send('GET', '/v1/auth/keys', { key, orgId: org.id, scheme: 'headers', headers: personal })).status).toBe(200);
    // Bad keys of every kind, and personal data where a key should be.
    expect((await send('GET', '/v1/auth/keys', { key: `svc_sk_live_${'Q'.repeat(40)}`, headers: personal })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { key: org.sandbox.api_key })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { key: `${key}x` })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { headers: { authorization: `Bearer ${PHONE}` } })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { headers: { authorization: 'Bearer Maria Rossi' } })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { key, orgId: 'Maria Rossi', scheme: 'headers' })).status).toBe(401);
    expect((await send('GET', '/v1/auth/keys', { headers: { 'x-api-key': org.production.webhook_secret, 'x-org-id': org.id } })).status).toBe(401);
    // Bodies that fail validation with the same values in them.
    const post = (body: unknown) => send('POST', '/v1/auth/ip-allowlist', { key, body, headers: personal });
    expect((await post({ allowed_cidrs: [PHONE, 'Maria Rossi'] })).status).toBe(400);
    expect((await post({ allowed_cidrs: [], first_name: 'Maria', last_name: 'Rossi', phone: PHONE })).status).toBe(400);
    expect((await post({ allowed_cidrs: PHONE })).status).toBe(400);
    expect((await post({ allowed_cidrs: [key, org.production.webhook_secret] })).status).toBe(400);
    expect((await send('POST', '/v1/auth/ip-allowlist', { key, rawBody: `{"phone":"${PHONE}","name":"Maria Rossi"`, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await send('POST', '/v1/auth/ip-allowlist', { key, rawBody: `Maria Rossi ${PHONE}`, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    // Personal data in paths, on known and unknown routes of both groups.
    // A patient id cannot hold '+': 400 from the patient route (404 before that route existed).
    expect([400, 404]).toContain((await send('GET', `/v1/patients/${encodeURIComponent(PHONE)}`, { key })).status);
    // The EHR proxy's lookup: an invalid phone_number (400), then a valid identification nobody matches (404).
    expect((await send('GET', `/v1/patients/exists?${query}`, { key, headers: personal })).status).toBe(400);
    const identification = `first_name=Maria&last_name=Rossi&date_of_birth=1961-04-09&phone_number=${encodeURIComponent(PHONE)}`;
    expect((await send('GET', `/v1/patients/exists?${identification}`, { key, headers: personal })).status).toBe(404);
    expect((await send('POST', `/v1/auth/keys/${encodeURIComponent('Maria Rossi')}/rotate`, { key })).status).toBe(404); // an id that names nothing (decision 50)
    // Rotation: the new key is shown once; both keys work during the grace period.
    const rotated = await send('POST', `/v1/auth/keys/${org.production.key_id}/rotate`, { key, headers: personal });
    expect(rotated.status).toBe(201);
    const newKey = rotated.body.api_key as string;
    expect(newKey).toMatch(/^svc_sk_live_/);
    expect((await send('GET', '/v1/auth/keys', { key: newKey, headers: personal })).status).toBe(200);
    expect((await send('GET', '/v1/auth/keys', { key, headers: personal })).status).toBe(200);

    await stopServer();
    const logs = output;

    // Not passing on empty logs: one access log line per request, carrying its request id.
    const lines = logs
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line.message === 'request completed');
    expect(completed).toHaveLength(responses.length);
    const requestIds = responses.map((response) => response.headers.get('x-request-id'));
    expect(requestIds.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(completed.map((line) => line.request_id).sort()).toEqual([...requestIds].sort());
    expect(completed.filter((line) => line.status === 401)).toHaveLength(7);
    expect(completed.some((line) => line.org_id === org.id)).toBe(true);

    // None of the personal data or secrets, in any format.
    const forbidden = [
      PHONE,
      '15005550100',
      '5005550100',
      '500-555-0100',
      '(500) 555-0100',
      '555-0100',
      '5550100',
      '%2B1500',
      'Maria',
      'Rossi',
      'maria.rossi',
      key,
      newKey,
      org.sandbox.api_key,
      org.production.webhook_secret,
      org.sandbox.webhook_secret,
    ];
    for (const value of forbidden) expect(logs, `logs contain ${value}`).not.toContain(value);
    expect(logs).not.toMatch(/svc_sk_(live|test)_[A-Za-z0-9]/);
    expect(logs).not.toMatch(/whsec_[A-Za-z0-9]/);
    expect(logs).not.toContain(key.slice(12));
    expect(logs).not.toContain(newKey.slice(12));
  });
});
