/**
 * SMS end to end, through the local production stage over HTTP, with Twilio's REST API played by
 * the stand-in and Twilio's webhooks signed as Twilio signs them: each question goes out as one
 * message, the patient's replies come back through the messages route, and the engagement
 * completes. A request whose signature does not match is refused with 403 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngagement } from '../../functions/engagements/store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { postAsTwilio, signedTwilioRequest, startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { waitForStatus } from '../engagements/support';
import { configureChannels, goodAnswer, messagesTo, patientWrites, testAccount, waitForMessages } from './support';

const account = testAccount('5a5');
const SENDER = '+14155550131';
const PATIENT = '+14155559131';
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token, numbers: [SENDER] }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_REPLY_TIMEOUT_SECONDS: '3600' } });
  org = await stage.onboard({ name: 'Lakeside Clinic' });
  await configureChannels(stage, org.id, account, { sms_from: SENDER });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

const create = async (patient: Record<string, unknown>) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient, protocol: 'medication_adherence', trigger_type: 'immediate' },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

describe('an SMS engagement', () => {
  it('asks each question as one message and completes on the replies', async () => {
    const id = await create({ id: 'p-sms', phone: PATIENT, preferred_channel: 'sms' });
    const [opening] = await waitForMessages(twilio, PATIENT, 1);
    expect(opening!.form).toMatchObject({ From: SENDER, To: PATIENT });
    expect(opening!.form.StatusCallback).toBe(`${stage.url}/v1/channels/twilio/status?ref=${id}.1`);
    expect(opening!.auth).toEqual({ username: account.sid, password: account.token });

    const sent = await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey });
    expect(sent.body).toMatchObject({ status: 'scheduled', channel: 'sms', contact_attempts: [{ number: 1, channel: 'sms', result: 'sent' }] });

    for (let reply = 1; reply <= 20; reply++) {
      const text = await goodAnswer(stage, org.id, id);
      if (!text) break;
      const answered = await patientWrites(stage, account.token, { accountSid: account.sid, from: PATIENT, to: SENDER, body: text });
      expect(answered.status).toBe(200);
      expect(answered.headers.get('content-type')).toMatch(/^text\/xml/);
      expect(await answered.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      // The agent's next turn (a question, or the closing) goes out as the next message.
      await waitForMessages(twilio, PATIENT, reply + 1);
    }
    const done = await waitForStatus(stage, org, id, ['completed']);
    expect(done).toMatchObject({ channel: 'sms', failure_reason: null, contact_attempts: [{ number: 1, result: 'answered' }] });
    expect(done.outcome.risk_level).toBe('low');
    const transcript = (await request(stage.url, 'GET', `/v1/engagements/${id}/transcript`, { key: org.apiKey })).body;
    const agentTurns = transcript.turns.filter((turn: { speaker: string }) => turn.speaker === 'agent');
    expect(messagesTo(twilio, PATIENT).map((message) => message.form.Body)).toEqual(agentTurns.map((turn: { text: string }) => turn.text));
    expect(transcript.turns.every((turn: { channel: string }) => turn.channel === 'sms')).toBe(true);
  }, 60_000);

  it('falls back from voice (no voice sender) to the SMS sender the protocol allows', async () => {
    const patient = '+14155559132';
    const id = await create({ id: 'p-voice', phone: patient });
    await waitForMessages(twilio, patient, 1);
    expect((await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body.channel).toBe('sms');
  }, 30_000);

  it('refuses a webhook whose signature does not match, or that has none, with 403 and does nothing', async () => {
    const patient = '+14155559133';
    const id = await create({ id: 'p-forged', phone: patient, preferred_channel: 'sms' });
    await waitForMessages(twilio, patient, 1);
    const before = (await getEngagement(stage.store, org.id, id))!;
    const form = { MessageSid: `SM${'e'.repeat(32)}`, AccountSid: account.sid, From: patient, To: SENDER, Body: 'Yes' };
    const url = `${stage.url}/v1/channels/twilio/messages`;
    const forged = await postAsTwilio('not-the-token', url, form);
    expect(forged.status).toBe(403);
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
    expect(unsigned.status).toBe(403);
    // Signed for another URL (the query is part of what is signed).
    const elsewhere = signedTwilioRequest(account.token, `${url}?ref=x`, form);
    expect((await fetch(url, elsewhere.init)).status).toBe(403);
    const unknownNumber = await postAsTwilio(account.token, url, { ...form, To: '+14155550999' });
    expect(unknownNumber.status).toBe(403);
    const status = await postAsTwilio('not-the-token', `${stage.url}/v1/channels/twilio/status?ref=${id}.1`, {
      MessageSid: `SM${'f'.repeat(32)}`, AccountSid: account.sid, MessageStatus: 'undelivered', ErrorCode: '30003', From: SENDER, To: patient,
    });
    expect(status.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await getEngagement(stage.store, org.id, id))!;
    expect(after.version).toBe(before.version);
    expect(after.contact_log).toEqual(before.contact_log);
    expect(messagesTo(twilio, patient)).toHaveLength(1);
  }, 30_000);

  it('ignores a message from a number no engagement awaits (empty TwiML)', async () => {
    const answered = await patientWrites(stage, account.token, { accountSid: account.sid, from: '+14155559199', to: SENDER, body: 'hello?' });
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('<Response></Response>');
  });
});

describe('an organization without channel settings', () => {
  it('fails the engagement at once with channel_not_configured, sending nothing', async () => {
    const other = await stage.onboard({ name: 'No Channels Clinic' });
    const patient = '+14155559134';
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: other.apiKey,
      body: { patient: { id: 'p-none', phone: patient, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const failed = await waitForStatus(stage, other, created.body.id, ['failed']);
    expect(failed).toMatchObject({ failure_reason: 'channel_not_configured', contact_attempts: [], outcome: null });
    expect(messagesTo(twilio, patient)).toEqual([]);
  }, 30_000);
});
