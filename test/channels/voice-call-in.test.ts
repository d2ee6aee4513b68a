/**
 * A patient calling the organization's voice number (production stage, the Twilio stand-in,
 * webhooks signed as Twilio signs them): the caller is identified in the organization's EHR by the
 * number calling and talks through the organization's inbound protocol, a `voice_inbound`
 * conversation created already started, whose turns go through the same voice turn loop as the
 * calls careloop places, to its outcome, its events and its write-back. A caller the EHR does not
 * know (or knows twice, or whose number is withheld) is told so and hung up on; an organization
 * without an inbound protocol says it takes no calls. A call opens one conversation, however often
 * its first request is made. careloop never calls such a patient back, and no phone number reaches
 * the logs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConversation } from '../../functions/conversations/store';
import { atExpression } from '../../functions/core/scheduler/port';
import { captureOutput } from '../support/capture-output';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { postAsTwilio, startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { eventsOf } from '../engagements/support';
import { configureChannels, goodAnswer, testAccount, twilioSid, waitForMessages } from './support';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

const account = testAccount('c1a');
const closedAccount = testAccount('c1b');
const customAccount = testAccount('c1c');
const goneAccount = testAccount('c1d');
const VOICE = '+14155550161';
const CLOSED_VOICE = '+14155550162';
const CUSTOM_VOICE = '+14155550163';
const GONE_VOICE = '+14155550164';
const KNOWN = '+14155559161';
const UNKNOWN = '+14155559162';
const TWICE = '+14155559163';
const SILENT = '+14155559164';
const TEXTED = '+14155559165';
const PHONES = [KNOWN, UNKNOWN, TWICE, SILENT, TEXTED];

let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;
let closed: TestOrganization;
let custom: TestOrganization;
let gone: TestOrganization;
let customProtocol: string;
const output: string[] = [];

beforeAll(async () => {
  twilio = await startTwilioServer([
    { sid: account.sid, token: account.token },
    { sid: closedAccount.sid, token: closedAccount.token },
    { sid: customAccount.sid, token: customAccount.token },
    { sid: goneAccount.sid, token: goneAccount.token },
  ]);
  stage = await startTestStage('production', {
    env: { LOG_LEVEL: 'INFO', TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_REPLY_TIMEOUT_SECONDS: '3600' },
  });
  org = await stage.onboard({ name: 'Harbor Clinic' });
  closed = await stage.onboard({ name: 'No Calls Clinic' });
  await configureChannels(stage, org.id, account, { voice_from: VOICE, sms_from: VOICE, inbound_protocol: 'follow_up' });
  await configureChannels(stage, closed.id, closedAccount, { voice_from: CLOSED_VOICE });
  custom = await stage.onboard({ name: 'Knee Clinic' });
  const protocol = await request(stage.url, 'POST', '/v1/protocols', {
    key: custom.apiKey,
    body: {
      name: 'Knee line',
      frequency: 'one_time',
      channels: ['voice'],
      questions: [
        { id: 'pain_level', topic: 'pain', prompt: 'How bad is the pain from 0 to 10?', response_type: 'numeric', escalation_threshold: 9 },
        { id: 'walking', topic: 'mobility', prompt: 'Are you walking every day?', response_type: 'boolean' },
      ],
    },
  });
  expect(protocol.status, protocol.text).toBe(201);
  customProtocol = protocol.body.id;
  await configureChannels(stage, custom.id, customAccount, { voice_from: CUSTOM_VOICE, inbound_protocol: customProtocol });
  gone = await stage.onboard({ name: 'Gone Protocol Clinic' });
  await configureChannels(stage, gone.id, goneAccount, { voice_from: GONE_VOICE, inbound_protocol: 'prt_01jn8q4zb5x2k7m3rw9t6y0000' });
  captureOutput(output);
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await stage?.stop();
  await twilio?.stop();
});

const ehrPatient = async (who: TestOrganization, phone: string): Promise<string> => {
  const created = await request(stage.url, 'POST', '/v1/patients', { key: who.apiKey, body: { first_name: 'Ada', last_name: 'Caller', date_of_birth: '1950-03-14', phone_numbers: [phone] } });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id;
};

const accountOf = (voice: string) => ({ [CLOSED_VOICE]: closedAccount, [CUSTOM_VOICE]: customAccount, [GONE_VOICE]: goneAccount })[voice] ?? account;

let calls = 0;
const VOICE_ROUTE = () => `${stage.url}/v1/channels/twilio/voice`;

/** Twilio asks the voice route for the TwiML of a call in (`url`: a `<Gather>`'s action after the first). */
const callIn = (from: string, options: { to?: string; token?: string; sid?: string; url?: string; extra?: Record<string, string> } = {}) =>
  postAsTwilio(options.token ?? accountOf(options.to ?? VOICE).token, options.url ?? VOICE_ROUTE(), {
    CallSid: options.sid ?? twilioSid('CA', 7000 + ++calls),
    AccountSid: accountOf(options.to ?? VOICE).sid,
    From: from,
    To: options.to ?? VOICE,
    Direction: 'inbound',
    CallStatus: options.url ? 'in-progress' : 'ringing',
    ...options.extra,
  });

const twimlOf = async (response: Response): Promise<string> => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
  return response.text();
};

const actionOf = (xml: string) => /<Gather[^>]* action="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&');
const conversationsOf = async (who: TestOrganization) => (await request(stage.url, 'GET', '/v1/conversations?limit=100', { key: who.apiKey })).body.data as Array<Record<string, any>>;
const callsTo = (to: string) => twilio.requests.filter((r) => r.path.endsWith('/Calls.json') && r.form.To === to);

/** The conversation a call in opened: the `ref` of its `<Gather>`'s action. */
const conversationIdOf = (xml: string) => /[?&]ref=(cnv_[0-9a-z]{26})\.1$/.exec(actionOf(xml) ?? '')?.[1];

describe('a known patient calling the voice number', () => {
  it("talks through the organization's inbound protocol to the end: completed, with its outcome, events and note in the EHR", async () => {
    const patientId = await ehrPatient(org, KNOWN);
    const sid = twilioSid('CA', 6001);
    let xml = await twimlOf(await callIn(KNOWN, { sid }));
    expect(xml).toContain('<Gather input="speech dtmf"');
    const id = conversationIdOf(xml);
    expect(id, xml).toBeDefined();
    expect(actionOf(xml)).toBe(`${VOICE_ROUTE()}?ref=${id}.1`);

    const [listed] = await conversationsOf(org);
    expect(listed).toMatchObject({ id, status: 'in_progress', channel: 'voice_inbound', protocol: 'follow_up', patient_id: patientId });
    expect(listed!.started_at).not.toBeNull();
    expect((await getConversation(stage.store, org.id, id!))?.channel_reference).toBe(sid);
    const [greeting] = (await request(stage.url, 'GET', `/v1/conversations/${id}/transcript`, { key: org.apiKey })).body.data.turns;
    expect(greeting).toMatchObject({ speaker: 'agent', channel: 'voice', question_id: 'symptom_severity' });
    expect(xml).toContain(greeting.text.replaceAll("'", '&apos;').slice(0, 30));

    for (let turn = 0; turn < 20 && !xml.includes('<Hangup/>'); turn++) {
      const text = await goodAnswer(stage, org.id, id!);
      expect(text, xml).toBeDefined();
      xml = await twimlOf(await callIn(KNOWN, { sid, url: actionOf(xml), extra: { SpeechResult: text!, Confidence: '0.9' } }));
    }
    expect(xml).toMatch(/<Say [^>]*>[^<]+<\/Say><Hangup\/><\/Response>$/);

    const read = await request(stage.url, 'GET', `/v1/conversations/${id}`, { key: org.apiKey });
    expect(read.body.data).toMatchObject({ status: 'completed', channel: 'voice_inbound', outcome: { escalated: false, goals_completed: 5, goals_total: 5 } });
    expect((await eventsOf(stage, org.id, id)).map((event) => event.type)).toEqual(['conversation.scheduled', 'conversation.started', 'conversation.completed']);
    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/appointments/encounters/notes?patient_id=${patientId}`, { key: org.apiKey })).body.data?.map((note: { conversation_id: string }) => note.conversation_id), { timeout: 20_000, interval: 100 })
      .toEqual([id]);
    expect(callsTo(KNOWN)).toEqual([]);
  }, 60_000);

  it('is never called back: the starter starts nothing, and silence after the first question ends it failed, with no call out', async () => {
    await ehrPatient(org, SILENT);
    const xml = await twimlOf(await callIn(SILENT));
    const id = conversationIdOf(xml);
    expect(id, xml).toBeDefined();
    // The starter reads the change feed in order: once a later conversation's text went out, it has seen this one's creation.
    const created = await request(stage.url, 'POST', '/v1/conversations', { key: org.apiKey, body: { patient_id: await ehrPatient(org, TEXTED), protocol: 'intake', channel: 'sms' } });
    expect(created.status, created.text).toBe(201);
    await waitForMessages(twilio, TEXTED, 1);
    expect(callsTo(SILENT)).toEqual([]);
    expect((await getConversation(stage.store, org.id, id!))?.status).toBe('in_progress');

    // The patient hung up after the greeting: the wait for a reply (an hour) is brought forward.
    const name = `eng-${id}-t1-0`;
    const timeout = await stage.scheduler.get(name);
    expect(timeout, name).toBeDefined();
    await stage.scheduler.delete(name);
    await stage.scheduler.create({ name, expression: atExpression(new Date()), targetQueue: timeout!.targetQueue, payload: timeout!.payload });
    await expect.poll(async () => (await getConversation(stage.store, org.id, id!))?.status, { timeout: 15_000, interval: 50 }).toBe('failed');
    expect(callsTo(SILENT)).toEqual([]);
    expect((await eventsOf(stage, org.id, id)).map((event) => event.type)).toEqual(['conversation.scheduled', 'conversation.started', 'conversation.failed']);
  }, 60_000);

  it('calling an organization without an inbound protocol hears that it takes no calls, though that organization knows the caller', async () => {
    await ehrPatient(closed, KNOWN);
    const xml = await twimlOf(await callIn(KNOWN, { to: CLOSED_VOICE }));
    expect(xml).toContain('does not take calls');
    expect(xml).toMatch(/<Hangup\/><\/Response>$/);
    expect(xml).not.toContain('<Gather');
    expect(await conversationsOf(closed)).toEqual([]);
    // The organization with one answers the same caller with its protocol.
    expect(conversationIdOf(await twimlOf(await callIn(KNOWN)))).toBeDefined();
  });
});

describe("the organization's own protocol", () => {
  it('a prt_… inbound protocol runs as a custom conversation; one that no longer exists is a polite refusal', async () => {
    const patientId = await ehrPatient(custom, KNOWN);
    const xml = await twimlOf(await callIn(KNOWN, { to: CUSTOM_VOICE }));
    expect(xml).toContain('How bad is the pain from 0 to 10?');
    const [listed] = await conversationsOf(custom);
    expect(listed).toMatchObject({ id: conversationIdOf(xml), status: 'in_progress', channel: 'voice_inbound', protocol: 'custom', custom_protocol_id: customProtocol, patient_id: patientId });

    await ehrPatient(gone, KNOWN);
    const refused = await twimlOf(await callIn(KNOWN, { to: GONE_VOICE }));
    expect(refused).toContain('We cannot take your call right now.');
    expect(refused).toMatch(/<Hangup\/><\/Response>$/);
    expect(await conversationsOf(gone)).toEqual([]);
  });
});

describe('a caller the EHR cannot name', () => {
  const notIdentified = async (from: string) => {
    const before = (await conversationsOf(org)).length;
    const xml = await twimlOf(await callIn(from));
    expect(xml).toContain('We could not identify you from the number you are calling from. Please contact your care team directly.');
    expect(xml).toMatch(/<Hangup\/><\/Response>$/);
    expect(xml).not.toContain('<Gather');
    expect((await conversationsOf(org)).length).toBe(before);
  };

  it('an unknown number is told it could not be identified, hung up on, and no conversation is created', async () => {
    await notIdentified(UNKNOWN);
  });

  it('a number two patients share is not guessed', async () => {
    await ehrPatient(org, TWICE);
    await ehrPatient(org, TWICE);
    await notIdentified(TWICE);
  });

  it('a withheld number is answered the same way (not refused as unreadable)', async () => {
    await notIdentified('anonymous');
  });
});

describe('the voice route for calls in', () => {
  it('refuses a call in whose signature does not match with 403 and creates nothing; the same call signed is taken', async () => {
    const before = (await conversationsOf(org)).length;
    const sid = twilioSid('CA', 6002);
    expect((await callIn(KNOWN, { sid, token: 'not-the-token' })).status).toBe(403);
    expect((await conversationsOf(org)).length).toBe(before);
    expect(conversationIdOf(await twimlOf(await callIn(KNOWN, { sid })))).toBeDefined();
  });

  it('answers the same first request made again with the conversation it opened, and opens no second one', async () => {
    const sid = twilioSid('CA', 6003);
    const before = (await conversationsOf(org)).length;
    const first = await twimlOf(await callIn(KNOWN, { sid }));
    const again = await twimlOf(await callIn(KNOWN, { sid }));
    expect(conversationIdOf(first)).toBeDefined();
    expect(again).toBe(first);
    expect((await conversationsOf(org)).length).toBe(before + 1);
  });

  it('logs the calls in without any phone number', () => {
    const logs = output.join('');
    expect(logs).toContain('Inbound call: conversation started');
    expect(logs).toContain('Inbound call: caller not identified');
    for (const phone of [...PHONES, VOICE, CLOSED_VOICE, CUSTOM_VOICE, GONE_VOICE]) expect(logs).not.toContain(phone.slice(2));
  });
});
