/**
 * Conversations on the production stage: over SMS they reach the EHR patient's number through the
 * organization's Twilio account (the stand-in plays Twilio) and complete on the patient's replies
 * through the same inbound route as engagements; an organization without a channel fails them as
 * `channel_not_configured`; `voice_inbound` is refused, since in production an inbound conversation
 * starts when the patient calls (test/channels/voice-call-in.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConversation } from '../../functions/conversations/store';
import { eventsOf } from '../engagements/support';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { configureChannels, goodAnswer, patientWrites, testAccount, waitForMessages } from '../channels/support';

const account = testAccount('c0a');
const SENDER = '+14155550141';
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;
let silent: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token, numbers: [SENDER] }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_REPLY_TIMEOUT_SECONDS: '3600' } });
  org = await stage.onboard({ name: 'Harbor Clinic' });
  silent = await stage.onboard({ name: 'No Channel Clinic' });
  await configureChannels(stage, org.id, account, { sms_from: SENDER });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

const ehrPatient = async (who: TestOrganization, phone: string): Promise<string> => {
  const created = await request(stage.url, 'POST', '/v1/patients', { key: who.apiKey, body: { first_name: 'Rosa', last_name: 'Prod', date_of_birth: '1955-07-30', phone_numbers: [phone] } });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id;
};

const create = (who: TestOrganization, body: Record<string, unknown>) => request(stage.url, 'POST', '/v1/conversations', { key: who.apiKey, body });

describe('production conversations', () => {
  it("an SMS conversation texts the EHR patient's number and completes on the replies", async () => {
    const phone = '+14155559141';
    const created = await create(org, { patient_id: await ehrPatient(org, phone), protocol: 'follow_up', channel: 'sms', priority: 'urgent' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.conversation_id;
    const [opening] = await waitForMessages(twilio, phone, 1);
    expect(opening!.form).toMatchObject({ From: SENDER, To: phone });
    expect(opening!.form.StatusCallback).toBe(`${stage.url}/v1/channels/twilio/status?ref=${id}.1`);
    for (let reply = 1; reply <= 10; reply++) {
      const text = await goodAnswer(stage, org.id, id);
      if (!text) break;
      const answered = await patientWrites(stage, account.token, { accountSid: account.sid, from: phone, to: SENDER, body: text });
      expect(answered.status).toBe(200);
      await waitForMessages(twilio, phone, reply + 1);
    }
    await expect.poll(async () => (await getConversation(stage.store, org.id, id))?.status, { timeout: 15_000 }).toBe('completed');
    const read = await request(stage.url, 'GET', `/v1/conversations/${id}`, { key: org.apiKey });
    expect(read.body.data).toMatchObject({ status: 'completed', channel: 'sms', priority: 'urgent', outcome: { escalated: false, goals_completed: 5, goals_total: 5 } });
    expect((await eventsOf(stage, org.id, id)).map((event) => event.type)).toEqual(['conversation.scheduled', 'conversation.started', 'conversation.completed']);
  }, 60_000);

  it('an organization without a channel: failed as channel_not_configured, with conversation.failed', async () => {
    const created = await create(silent, { patient_id: await ehrPatient(silent, '+14155559142'), protocol: 'intake', channel: 'voice_outbound' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.conversation_id;
    await expect.poll(async () => (await getConversation(stage.store, silent.id, id))?.status, { timeout: 15_000 }).toBe('failed');
    const read = await request(stage.url, 'GET', `/v1/conversations/${id}`, { key: silent.apiKey });
    expect(read.body.data).toMatchObject({ failure_reason: 'channel_not_configured', outcome: null });
    const failed = (await eventsOf(stage, silent.id, id)).find((event) => event.type === 'conversation.failed');
    expect(failed?.data).toMatchObject({ reason: 'channel_not_configured', attempts: 0, channel: 'voice_outbound' });
  });

  it('refuses voice_inbound with 400 INVALID_INPUT naming the channel, and stores nothing', async () => {
    const patientId = await ehrPatient(org, '+14155559143');
    const created = await create(org, { patient_id: patientId, protocol: 'intake', channel: 'voice_inbound' });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ status: 'error', error: { code: 'INVALID_INPUT', details: { field: 'channel' } } });
    expect(JSON.stringify(created.body)).toContain('starts when the patient calls');
    expect((await request(stage.url, 'GET', `/v1/conversations?patient_id=${patientId}`, { key: org.apiKey })).body.data).toEqual([]);
  });
});
