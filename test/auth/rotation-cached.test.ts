import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestStage } from '../support/local-stage';
import { expectEngagementError, sleep } from './helpers';

/**
 * Rotation with the per-container key cache on (its default, 60 s): a key cached before it was
 * rotated must still stop working when its grace period ends, not up to a minute later.
 */

let stage: TestStage;

beforeAll(async () => {
  delete process.env.KEY_CACHE_TTL_SECONDS;
  stage = await startTestStage('production', { env: { KEY_ROTATION_GRACE_SECONDS: '1' } });
});
afterAll(() => stage.stop());

describe('rotation with the key cache on', () => {
  it('a key cached before rotation expires on time', async () => {
    const org = await stage.onboard();
    const use = (key: string) => request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key });
    expect((await use(org.apiKey)).status).toBe(200); // now cached
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey });
    expect(rotated.status, rotated.text).toBe(201);
    expect((await use(org.apiKey)).status).toBe(200);
    expect((await use(rotated.body.api_key)).status).toBe(200);
    await sleep(1_300);
    expectEngagementError(await use(org.apiKey), 401, 'authentication_failed');
    expect((await use(rotated.body.api_key)).status).toBe(200);
  });
});
