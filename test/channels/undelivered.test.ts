/**
 * A message Twilio reports undelivered is a failed contact attempt: retried after the contact
 * wait, then the engagement fails `unreachable`. The opening message's status callback carries
 * `?ref=<engagement>.<attempt>`, so a late report of an earlier attempt changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngagement } from '../../functions/engagements/store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { eventsOf, waitForStatus } from '../engagements/support';
import { configureChannels, reportStatus, testAccount, waitForMessages } from './support';

const account = testAccount('0d1');
const SENDER = '+14155550151';
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '2', ENGAGEMENT_CONTACT_ATTEMPTS: '2' } });
  org = await stage.onboard();
  await configureChannels(stage, org.id, account, { sms_from: SENDER });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

describe('an undelivered SMS', () => {
  it('is a failed attempt, retried, then the engagement fails unreachable', async () => {
    const patient = '+14155559151';
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'p-undelivered', phone: patient, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const id = created.body.id as string;
    const [first] = await waitForMessages(twilio, patient, 1);
    expect((await reportStatus(account.token, first!, account.sid, 'sent')).status).toBe(200);
    expect((await reportStatus(account.token, first!, account.sid, 'undelivered', 30003)).status).toBe(200);
    await expect.poll(async () => (await getEngagement(stage.store, org.id, id))?.contact_log.map((attempt) => attempt.result), { timeout: 10_000 }).toEqual(['failed']);

    const [, second] = await waitForMessages(twilio, patient, 2);
    expect(second!.form.StatusCallback).toBe(`${stage.url}/v1/channels/twilio/status?ref=${id}.2`);
    // A late report about the first message does not touch the second attempt.
    expect((await reportStatus(account.token, first!, account.sid, 'failed', 30006)).status).toBe(200);
    expect((await getEngagement(stage.store, org.id, id))?.contact_log.map((attempt) => attempt.result)).toEqual(['failed', 'sent']);
    await reportStatus(account.token, second!, account.sid, 'failed', 30006);

    const failed = await waitForStatus(stage, org, id, ['failed']);
    expect(failed).toMatchObject({ failure_reason: 'unreachable', outcome: null });
    expect(failed.contact_attempts.map((attempt: { result: string }) => attempt.result)).toEqual(['failed', 'failed']);
    const events = await eventsOf(stage, org.id, id);
    expect(events.find((event) => event.type === 'engagement.failed')?.data).toMatchObject({ reason: 'unreachable', attempts: 2, channel: 'sms' });
  }, 60_000);
});
