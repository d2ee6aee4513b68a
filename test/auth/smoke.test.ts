import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestStage } from '../support/local-stage';

let stage: TestStage;
beforeAll(async () => {
  stage = await startTestStage('production');
});
afterAll(() => stage.stop());

describe('smoke', () => {
  it('lists keys with a fresh organization key', async () => {
    const org = await stage.onboard();
    const result = await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey });
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0].id).toBe(org.keyId);
    expect(result.headers.get('x-ratelimit-limit')).toBe('500');
  });
});
