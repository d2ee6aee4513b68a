import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TwilioAccount, TwilioChannel, type TwilioAdapterOptions } from '../../functions/channels/twilio/adapter';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';

/** The adapter against the local Twilio stand-in: what it sends, and how each answer is read. */

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'auth-token-0123456789abcdef0123456789';
const SMS_FROM = '+14155550100';
const WHATSAPP_FROM = '+14155550101';
const VOICE_FROM = '+14155550102';
const TEMPLATE = 'HX0123456789abcdef0123456789abcdef';
const PATIENT = '+393331234567';
const PUBLIC = 'https://care.example.org';

const account: TwilioAccount = { accountSid: ACCOUNT_SID, authToken: TOKEN, smsFrom: SMS_FROM, whatsappFrom: WHATSAPP_FROM, voiceFrom: VOICE_FROM, whatsappTemplateSid: TEMPLATE };

let twilio: TwilioTestServer;
const channel = (options: Partial<TwilioAdapterOptions> = {}) =>
  new TwilioChannel({ account, apiBaseUrl: twilio.url, publicBaseUrl: PUBLIC, timeoutMs: 2_000, ...options });
const last = () => twilio.requests.at(-1)!;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: ACCOUNT_SID, token: TOKEN, numbers: [SMS_FROM, WHATSAPP_FROM, VOICE_FROM] }]);
});
afterAll(() => twilio.stop());
beforeEach(() => {
  twilio.requests.length = 0;
  twilio.setHanging(false);
});

describe('Twilio adapter: messages', () => {
  it('sends an SMS as a form-encoded POST with Basic auth and a status callback carrying the reference', async () => {
    const result = await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'Did you take your medication yesterday?', reference: 'eng_01jb' });
    expect(result).toMatchObject({ ok: true, template: false });
    expect(result.ok && result.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.requests).toHaveLength(1);
    expect(last()).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      auth: { username: ACCOUNT_SID, password: TOKEN },
      contentType: 'application/x-www-form-urlencoded',
      form: { To: PATIENT, From: SMS_FROM, Body: 'Did you take your medication yesterday?', StatusCallback: `${PUBLIC}/v1/channels/twilio/status?ref=eng_01jb` },
    });
  });

  it('sends WhatsApp between whatsapp: addresses, free-form inside the 24-hour window', async () => {
    const result = await channel().sendMessage({ channel: 'whatsapp', to: PATIENT, text: 'Quante volte ha saltato la dose?', session_open: true });
    expect(result).toMatchObject({ ok: true, template: false });
    expect(last().form).toEqual({ To: `whatsapp:${PATIENT}`, From: `whatsapp:${WHATSAPP_FROM}`, Body: 'Quante volte ha saltato la dose?', StatusCallback: `${PUBLIC}/v1/channels/twilio/status` });
  });

  it('opens a WhatsApp conversation outside the window with the template (ContentSid), without Body', async () => {
    const result = await channel().sendMessage({ channel: 'whatsapp', to: PATIENT, text: 'ignored', template_variables: { '1': 'Clinica Verdi' } });
    expect(result).toMatchObject({ ok: true, template: true });
    expect(last().form).toEqual({
      To: `whatsapp:${PATIENT}`,
      From: `whatsapp:${WHATSAPP_FROM}`,
      StatusCallback: `${PUBLIC}/v1/channels/twilio/status`,
      ContentSid: TEMPLATE,
      ContentVariables: '{"1":"Clinica Verdi"}',
    });
  });

  it('fails not_configured without sending when the channel has no sender or no template', async () => {
    const bare = channel({ account: { accountSid: ACCOUNT_SID, authToken: TOKEN, voiceFrom: VOICE_FROM } });
    expect(await bare.sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'not_configured', retryable: false, provider_code: null });
    expect(await bare.sendMessage({ channel: 'whatsapp', to: PATIENT, text: 'x', session_open: true })).toMatchObject({ ok: false, reason: 'not_configured' });
    const noTemplate = channel({ account: { ...account, whatsappTemplateSid: undefined } });
    expect(await noTemplate.sendMessage({ channel: 'whatsapp', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'not_configured' });
    expect(await channel({ account: undefined }).placeCall({ to: PATIENT })).toMatchObject({ ok: false, reason: 'not_configured' });
    expect(await channel({ account: undefined }).endCall('CA0123456789abcdef0123456789abcdef')).toMatchObject({ ok: false, reason: 'not_configured' });
    expect(twilio.requests).toHaveLength(0);
  });

  it('refuses a recipient that is not E.164, and an empty text, without sending', async () => {
    expect(await channel().sendMessage({ channel: 'sms', to: '3331234567', text: 'x' })).toMatchObject({ ok: false, reason: 'invalid_number' });
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: '  ' })).toMatchObject({ ok: false, reason: 'rejected' });
    expect(await channel().placeCall({ to: 'whatsapp:+1' })).toMatchObject({ ok: false, reason: 'invalid_number' });
    expect(twilio.requests).toHaveLength(0);
  });

  it('reads error 21610 as opted_out, and says so without the number', async () => {
    twilio.optOut('+393339999999');
    const result = await channel().sendMessage({ channel: 'sms', to: '+393339999999', text: 'Hello' });
    expect(result).toEqual({ ok: false, reason: 'opted_out', retryable: false, provider_code: 21610, message: 'Twilio error 21610: Attempt to send to unsubscribed recipient' });
  });

  it("reads Twilio's refusals of a number as invalid_number, without quoting the number", async () => {
    twilio.failNext(400, { code: 21211, message: "The 'To' number +39 333 123 4567 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
    const result = await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'Hello' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_number', retryable: false, provider_code: 21211 });
    expect(!result.ok && result.message).toBe("Twilio error 21211: The 'To' number [number] is not a valid phone number.");
    twilio.failNext(400, { code: 21614, message: `'To' number whatsapp:${PATIENT} is not a valid mobile number`, status: 400 });
    const landline = await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'Hello' });
    expect(landline).toMatchObject({ reason: 'invalid_number', provider_code: 21614 });
    expect(JSON.stringify(landline)).not.toContain('3331234567');
  });

  it('reads a wrong token (401), an unknown account (404) and a sender the account does not own as not_configured', async () => {
    expect(await channel({ account: { ...account, authToken: 'wrong' } }).sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({
      ok: false,
      reason: 'not_configured',
      provider_code: 20003,
    });
    expect(last().auth).toEqual({ username: ACCOUNT_SID, password: 'wrong' });
    expect(
      await channel({ account: { ...account, accountSid: 'ACffffffffffffffffffffffffffffffff' } }).sendMessage({ channel: 'sms', to: PATIENT, text: 'x' }),
    ).toMatchObject({ ok: false, reason: 'not_configured', provider_code: 20404 });
    expect(await channel({ account: { ...account, smsFrom: '+14155550999' } }).sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({
      reason: 'not_configured',
      provider_code: 21606,
    });
    expect(
      await channel({ account: { ...account, whatsappFrom: '+14155550999' } }).sendMessage({ channel: 'whatsapp', to: PATIENT, text: 'x', session_open: true }),
    ).toMatchObject({ reason: 'not_configured', provider_code: 63007 });
  });

  it('reads a rate limit, an outage and an unreadable answer as transient', async () => {
    twilio.failNext(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'transient', retryable: true, provider_code: 20429 });
    twilio.failNext(503, '<html>Service Unavailable</html>');
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'transient', retryable: true, provider_code: null });
    twilio.failNext(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ reason: 'transient', provider_code: 20500 });
  });

  it('reads another 4xx as rejected, and an accepted request with an unexpected answer as rejected (never sent twice)', async () => {
    twilio.failNext(400, { code: 21617, message: 'The concatenated message body exceeds the 1600 character limit.', status: 400 });
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'rejected', retryable: false, provider_code: 21617 });
    twilio.failNext(201, { hello: 'world' });
    expect(await channel().sendMessage({ channel: 'sms', to: PATIENT, text: 'x' })).toMatchObject({ ok: false, reason: 'rejected', retryable: false });
  });

  it('gives up after its timeout when Twilio does not answer, as a transient failure', async () => {
    twilio.setHanging(true);
    const result = await channel({ timeoutMs: 200 }).sendMessage({ channel: 'sms', to: PATIENT, text: 'x' });
    expect(result).toEqual({ ok: false, reason: 'transient', retryable: true, provider_code: null, message: 'Twilio did not answer within 200 ms' });
  });

  it('reads an unreachable API as transient', async () => {
    const result = await channel({ apiBaseUrl: 'http://127.0.0.1:1' }).sendMessage({ channel: 'sms', to: PATIENT, text: 'x' });
    expect(result).toMatchObject({ ok: false, reason: 'transient', message: 'Twilio could not be reached' });
  });
});

describe('Twilio adapter: calls', () => {
  it('places a call whose TwiML and status come back to the voice and status routes, with answering machine detection', async () => {
    const result = await channel().placeCall({ to: PATIENT, reference: 'eng_01jc' });
    expect(result.ok && result.id).toMatch(/^CA[0-9a-f]{32}$/);
    expect(last()).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Calls.json`, auth: { username: ACCOUNT_SID, password: TOKEN } });
    expect(last().form).toEqual({
      To: PATIENT,
      From: VOICE_FROM,
      Url: `${PUBLIC}/v1/channels/twilio/voice?ref=eng_01jc`,
      Method: 'POST',
      StatusCallback: `${PUBLIC}/v1/channels/twilio/status?ref=eng_01jc`,
      StatusCallbackMethod: 'POST',
      StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      MachineDetection: 'Enable',
      Timeout: '30',
    });
  });

  it('fails not_configured without a voice sender', async () => {
    expect(await channel({ account: { ...account, voiceFrom: undefined } }).placeCall({ to: PATIENT })).toMatchObject({ ok: false, reason: 'not_configured' });
    expect(twilio.requests).toHaveLength(0);
  });

  it('ends a call with Status=completed; ending it again is not an error', async () => {
    const placed = await channel().placeCall({ to: PATIENT });
    if (!placed.ok) throw new Error(placed.message);
    expect(await channel().endCall(placed.id)).toEqual({ ok: true, already_ended: false });
    expect(last()).toMatchObject({ path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Calls/${placed.id}.json`, form: { Status: 'completed' } });
    expect(await channel().endCall(placed.id)).toEqual({ ok: true, already_ended: true });
    const hungUp = await channel().placeCall({ to: PATIENT });
    if (!hungUp.ok) throw new Error(hungUp.message);
    twilio.endCall(hungUp.id);
    expect(await channel().endCall(hungUp.id)).toEqual({ ok: true, already_ended: true });
  });

  it('refuses to end something that is not a call id, and reports an unknown call', async () => {
    expect(await channel().endCall('../Messages')).toMatchObject({ ok: false, reason: 'rejected' });
    expect(twilio.requests).toHaveLength(0);
    expect(await channel().endCall('CAffffffffffffffffffffffffffffffff')).toMatchObject({ ok: false, provider_code: 20404 });
  });
});
