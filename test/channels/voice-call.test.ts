/**
 * A voice engagement end to end: careloop places a call (answering machine detection on); Twilio
 * asks the voice route for TwiML (signed as Twilio signs it) and gets the greeting and question in
 * `<Say>` inside `<Gather input="speech dtmf">` whose action is the same route; each SpeechResult
 * or Digits is the patient's reply, answered with the next question, and the end says the closing
 * and hangs up. A machine gets a bare `<Hangup/>` and the attempt fails; a busy line fails it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngagement } from '../../functions/engagements/store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { postAsTwilio, startTwilioServer, type RecordedTwilioRequest, type TwilioTestServer } from '../support/twilio-server';
import { waitForStatus } from '../engagements/support';
import { configureChannels, goodAnswer, testAccount, twilioSid } from './support';

const account = testAccount('ca1');
const SENDER = '+14155550191';
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_REPLY_TIMEOUT_SECONDS: '3600' } });
  org = await stage.onboard();
  await configureChannels(stage, org.id, account, { voice_from: SENDER, sms_from: SENDER });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

const callsTo = (to: string) => twilio.requests.filter((r) => r.path.endsWith('/Calls.json') && r.form.To === to);
const waitForCalls = async (to: string, count: number) => {
  await expect.poll(() => callsTo(to).length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(count);
  return callsTo(to);
};

const engage = async (patientId: string, phone: string) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient: { id: patientId, phone, preferred_channel: 'voice' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

let callNumber = 0;
/** Twilio asks the call's TwiML (its Url), with what the patient said, if anything. */
const twiml = async (placed: RecordedTwilioRequest, extra: Record<string, string>, url = placed.form.Url as string) => {
  const response = await postAsTwilio(account.token, url, {
    CallSid: twilioSid('CA', 500 + callNumber),
    AccountSid: account.sid,
    From: SENDER,
    To: placed.form.To as string,
    Direction: 'outbound-api',
    CallStatus: 'in-progress',
    ...extra,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
  return response.text();
};

const actionOf = (xml: string) => /<Gather[^>]* action="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&');

describe('a voice engagement', () => {
  it('is a call: each answer said or typed gets the next question, and the end hangs up, completed', async () => {
    const phone = '+14155559191';
    const id = await engage('p-call', phone);
    const [placed] = await waitForCalls(phone, 1);
    callNumber++;
    expect(placed!.form).toMatchObject({ From: SENDER, MachineDetection: 'Enable', Url: `${stage.url}/v1/channels/twilio/voice?ref=${id}.1` });

    let xml = await twiml(placed!, { AnsweredBy: 'human' });
    const [greeting] = (await request(stage.url, 'GET', `/v1/engagements/${id}/transcript`, { key: org.apiKey })).body.turns;
    expect(xml).toContain('<Gather input="speech dtmf"');
    expect(actionOf(xml)).toBe(placed!.form.Url);
    expect(xml).toContain(greeting.text.replaceAll("'", '&apos;').slice(0, 20));

    for (let turn = 0; turn < 20 && !xml.includes('<Hangup/>'); turn++) {
      const text = await goodAnswer(stage, org.id, id);
      expect(text, xml).toBeDefined();
      // The first answer (a yes/no) is typed on the keypad: 1 is yes.
      xml = await twiml(placed!, turn === 0 && /numDigits="1"/.test(xml) ? { Digits: '1' } : { SpeechResult: text!, Confidence: '0.9' }, actionOf(xml));
    }
    expect(xml).toMatch(/<Say [^>]*>[^<]+<\/Say><Hangup\/><\/Response>$/);
    const done = await waitForStatus(stage, org, id, ['completed']);
    expect(done).toMatchObject({ channel: 'voice', contact_attempts: [{ number: 1, channel: 'voice', result: 'answered' }] });
    expect(twilio.requests.filter((r) => r.path.endsWith('/Messages.json') && r.form.To === phone)).toEqual([]);
  }, 60_000);

  it('hangs up on a machine without a word, and the attempt fails', async () => {
    const phone = '+14155559192';
    const id = await engage('p-machine', phone);
    const [placed] = await waitForCalls(phone, 1);
    callNumber++;
    const xml = await twiml(placed!, { AnsweredBy: 'machine_end_beep' });
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    await expect.poll(async () => (await getEngagement(stage.store, org.id, id))?.contact_log.map((a) => a.result)).toEqual(['failed']);
  }, 30_000);

  it('counts a busy line as a failed attempt', async () => {
    const phone = '+14155559193';
    const id = await engage('p-busy', phone);
    const [placed] = await waitForCalls(phone, 1);
    const response = await postAsTwilio(account.token, placed!.form.StatusCallback as string, {
      CallSid: twilioSid('CA', 900), AccountSid: account.sid, From: SENDER, To: phone, Direction: 'outbound-api', CallStatus: 'busy',
    });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await getEngagement(stage.store, org.id, id))?.contact_log.map((a) => a.result)).toEqual(['failed']);
  }, 30_000);
});

describe('a patient calling the voice number of an organization without an inbound protocol', () => {
  const callIn = (token: string) =>
    postAsTwilio(token, `${stage.url}/v1/channels/twilio/voice`, {
      CallSid: twilioSid('CA', 901),
      AccountSid: account.sid,
      From: '+14155559177',
      To: SENDER,
      Direction: 'inbound',
      CallStatus: 'ringing',
    });

  it('is told politely that calls in are not taken, then hung up, and no conversation starts', async () => {
    const response = await callIn(account.token);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('does not take calls');
    expect(xml).toMatch(/<Hangup\/><\/Response>$/);
    expect(xml).not.toContain('<Gather');
    expect((await request(stage.url, 'GET', '/v1/conversations', { key: org.apiKey })).body.data).toEqual([]);
  });

  it('is refused with 403 when the signature does not match', async () => {
    expect((await callIn('not-the-token')).status).toBe(403);
  });
});
