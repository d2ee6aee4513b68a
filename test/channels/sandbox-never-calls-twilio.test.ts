/**
 * The sandbox never calls Twilio: with TWILIO_API_BASE_URL pointed at the stand-in, a sandbox
 * engagement runs to its end against the simulated patient and the stand-in records nothing.
 * Twilio's webhooks are not routes of the sandbox stage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { postAsTwilio, startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { waitForStatus } from '../engagements/support';
import { testAccount } from './support';

const account = testAccount('5b0');
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('sandbox', { env: { TWILIO_API_BASE_URL: twilio.url, SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard();
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

describe('a sandbox engagement', () => {
  it('completes against the simulated patient without one request to Twilio', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'p-sandbox', phone: '+15005550100', preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const done = await waitForStatus(stage, org, created.body.id, ['completed']);
    expect(done.contact_attempts).toEqual([{ number: 1, at: expect.any(String), channel: 'sms', result: 'answered' }]);
    expect(twilio.requests).toEqual([]);
  }, 30_000);

  it('does not serve the Twilio routes', async () => {
    const response = await postAsTwilio(account.token, `${stage.url}/v1/channels/twilio/messages`, { From: '+15005550100', To: '+14155550160', Body: 'hi' });
    expect(response.status).toBe(404);
  });
});
