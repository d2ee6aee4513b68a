import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateApiKey } from '../../functions/auth/api-keys';
import { request, startTestStage, type TestStage } from '../support/local-stage';
import { captureOutput } from '../support/capture-output';

/**
 * "Store only a hash; never log a key" (DESIGN §2): with logging on, requests that carry keys in
 * every way (both schemes, valid, unknown, malformed, rotated, in an invalid body) leave no key in
 * the process's output, while the access log itself is written.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'DEBUG';
});

let stage: TestStage;
const output: string[] = [];

beforeAll(async () => {
  stage = await startTestStage('production', { env: { LOG_LEVEL: 'DEBUG' } });
  captureOutput(output);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await stage.stop();
});

describe('logs', () => {
  it('never contain an API key, whatever the request', async () => {
    const org = await stage.onboard();
    const unknown = generateApiKey('production');
    const sandbox = generateApiKey('sandbox');
    const secrets = [org.apiKey, unknown, sandbox, org.webhookSecret];

    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey, scheme: 'headers', orgId: org.id })).status).toBe(200);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: unknown })).status).toBe(401);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: sandbox })).status).toBe(401);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: `${org.apiKey}!` })).status).toBe(401);
    // A key pasted into a body, a query string and a path.
    expect((await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: { allowed_cidrs: [org.apiKey] } })).status).toBe(400);
    expect((await request(stage.url, 'GET', `/v1/auth/keys?api_key=${org.apiKey}`, { key: org.apiKey })).status).toBe(200);
    expect((await request(stage.url, 'POST', `/v1/auth/keys/${org.apiKey}/rotate`, { key: org.apiKey })).status).toBe(404);
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey });
    expect(rotated.status).toBe(201);
    secrets.push(rotated.body.api_key);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: rotated.body.api_key })).status).toBe(200);

    const text = output.join('');
    expect(text, 'the access log is written at all').toContain('request completed');
    expect(text).toContain(org.keyId); // identifiers are logged, secrets are not
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(12)); // the random part alone
    }
  });
});
