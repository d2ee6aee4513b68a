/**
 * Production engagements of an organization with no channel configured: nothing can reach the
 * patient, so the engagement fails at once as `channel_not_configured` without any attempt. It
 * never pretends to have talked to anybody, and the sandbox-only replies endpoint does not exist.
 * (Engagements that reach patients: test/channels/.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { eventsOf, waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('production', { env: { ENGAGEMENT_CONTACT_RETRY_SECONDS: '1', ENGAGEMENT_CONTACT_ATTEMPTS: '2' } });
  org = await stage.onboard();
});
afterAll(() => stage.stop());

describe('production engagements without a channel', () => {
  it('fail at once as channel_not_configured with engagement.failed', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'p1', phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    expect(created.status).toBe(201);
    const engagement = await waitForStatus(stage, org, created.body.id, ['failed'], 20_000);
    expect(engagement).toMatchObject({ failure_reason: 'channel_not_configured', contact_attempts: [], outcome: null });
    const failed = (await eventsOf(stage, org.id, created.body.id)).find((event) => event.type === 'engagement.failed');
    expect(failed?.data).toMatchObject({ reason: 'channel_not_configured', attempts: 0, channel: 'voice' });
  });

  it('has no replies endpoint', async () => {
    const result = await request(stage.url, 'POST', '/v1/engagements/eng_00000000000000000000000000/replies', { key: org.apiKey, body: { text: 'hi' } });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe('not_found');
  });
});
