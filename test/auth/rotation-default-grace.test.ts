import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestStage } from '../support/local-stage';

/** Without KEY_ROTATION_GRACE_SECONDS a rotated key keeps working for 24 hours (SPEC, DESIGN §2). */

let stage: TestStage;

beforeAll(async () => {
  delete process.env.KEY_ROTATION_GRACE_SECONDS;
  delete process.env.KEY_CACHE_TTL_SECONDS;
  stage = await startTestStage('production');
});
afterAll(() => stage.stop());

describe('default rotation grace', () => {
  it('the old key expires 24 h after the rotation and keeps working meanwhile', async () => {
    const org = await stage.onboard();
    const rotatedAt = Date.now();
    const rotated = await request(stage.url, 'POST', `/v1/auth/keys/${org.keyId}/rotate`, { key: org.apiKey });
    expect(rotated.status, rotated.text).toBe(201);
    const list = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(list.status).toBe(200);
    const old = list.body.data.find((key: { id: string }) => key.id === org.keyId);
    expect(Math.abs(Date.parse(old.expires_at) - (rotatedAt + 86_400_000))).toBeLessThan(60_000);
    expect(list.body.data.find((key: { id: string }) => key.id === rotated.body.id).expires_at).toBeNull();
    expect((await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: rotated.body.api_key })).status).toBe(200);
  });
});
