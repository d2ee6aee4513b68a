/**
 * WhatsApp end to end: `whatsapp:` addresses both ways; outside the 24-hour session window the
 * opening is the organization's template (ContentSid, no Body); the patient's first message opens
 * the window and the question the template stood for goes out free-form; then each reply is
 * answered by the next question until the engagement completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { waitForStatus } from '../engagements/support';
import { configureChannels, goodAnswer, messagesTo, patientWrites, testAccount, waitForMessages } from './support';

const account = testAccount('a4a');
const SENDER = '+14155550181';
const TEMPLATE = `HX${'ab'.repeat(16)}`;
const PATIENT = '+14155559181';
const patientAddress = `whatsapp:${PATIENT}`;
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_REPLY_TIMEOUT_SECONDS: '3600' } });
  org = await stage.onboard();
  await configureChannels(stage, org.id, account, { whatsapp_from: SENDER, whatsapp_template_sid: TEMPLATE });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

describe('a WhatsApp engagement', () => {
  it('opens with the template, then asks free-form once the patient has written, to completed', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'p-wa', phone: PATIENT, preferred_channel: 'whatsapp' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const id = created.body.id as string;
    const [opening] = await waitForMessages(twilio, patientAddress, 1);
    expect(opening!.form).toMatchObject({ From: `whatsapp:${SENDER}`, To: patientAddress, ContentSid: TEMPLATE });
    expect(opening!.form.Body).toBeUndefined();

    await patientWrites(stage, account.token, { accountSid: account.sid, from: patientAddress, to: `whatsapp:${SENDER}`, body: 'Hi' });
    const [, question] = await waitForMessages(twilio, patientAddress, 2);
    const transcript = async () => (await request(stage.url, 'GET', `/v1/engagements/${id}/transcript`, { key: org.apiKey })).body.turns;
    const [greeting] = await transcript();
    expect(question!.form.Body).toBe(greeting.text);
    expect(question!.form.ContentSid).toBeUndefined();
    // "Hi" opened the window; it was not taken as an answer.
    expect((await transcript()).filter((turn: { speaker: string }) => turn.speaker === 'patient')).toEqual([]);

    for (let reply = 1; reply <= 20; reply++) {
      const text = await goodAnswer(stage, org.id, id);
      if (!text) break;
      await patientWrites(stage, account.token, { accountSid: account.sid, from: patientAddress, to: `whatsapp:${SENDER}`, body: text });
      await waitForMessages(twilio, patientAddress, reply + 2);
    }
    const done = await waitForStatus(stage, org, id, ['completed']);
    expect(done).toMatchObject({ channel: 'whatsapp', contact_attempts: [{ number: 1, channel: 'whatsapp', result: 'answered' }] });
    const sent = messagesTo(twilio, patientAddress).slice(1);
    expect(sent.every((message) => typeof message.form.Body === 'string' && message.form.ContentSid === undefined)).toBe(true);
  }, 60_000);
});
