/**
 * Consent and quiet hours through the local production stage. STOP opts the number out of the
 * organization (every channel): the engagement under way fails `opted_out`, a new one fails at
 * once without a message, and the profile and memory show it; START opts back in. Twilio's own
 * refusal (21610) counts as a STOP. No first contact in the patient's quiet hours (21:00 to
 * 08:00): the start waits for 08:00 local. The zones are chosen from the current time, so the
 * test holds at any hour of any day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstContactAt } from '../../functions/channels/quiet-hours';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { waitForStatus } from '../engagements/support';
import { configureChannels, messagesTo, patientWrites, testAccount, waitForMessages, zoneWhereItIs } from './support';

const account = testAccount('c0e');
const SENDER = '+14155550171';
let twilio: TwilioTestServer;
let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('production', { env: { TWILIO_API_BASE_URL: twilio.url, ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600' } });
  org = await stage.onboard();
  await configureChannels(stage, org.id, account, { sms_from: SENDER });
}, 60_000);
afterAll(async () => {
  await stage?.stop();
  await twilio?.stop();
});

const putPatient = async (id: string, phone: string, timezone: string) => {
  const put = await request(stage.url, 'PUT', `/v1/patients/${id}`, { key: org.apiKey, body: { phone, timezone, preferred_channel: 'sms' } });
  expect(put.status, put.text).toBeLessThan(300);
};

const engage = async (patientId: string, phone: string) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient: { id: patientId, phone, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

const profile = async (id: string) => (await request(stage.url, 'GET', `/v1/patients/${id}`, { key: org.apiKey })).body;

describe('STOP and START', () => {
  it('STOP ends the engagement under way (opted_out) and keeps the number from every later contact until START', async () => {
    const phone = '+14155559171';
    await putPatient('p-stop', phone, zoneWhereItIs(12));
    expect((await profile('p-stop')).consent).toEqual({ sms: 'opted_in', whatsapp: 'opted_in', voice: 'opted_in', updated_at: null });
    const first = await engage('p-stop', phone);
    await waitForMessages(twilio, phone, 1);

    const stop = await patientWrites(stage, account.token, { accountSid: account.sid, from: phone, to: SENDER, body: ' Stop! ' });
    expect(stop.status).toBe(200);
    expect(await waitForStatus(stage, org, first, ['failed'])).toMatchObject({ failure_reason: 'opted_out' });
    const optedOut = await profile('p-stop');
    expect(optedOut.consent).toMatchObject({ sms: 'opted_out', whatsapp: 'opted_out', voice: 'opted_out', updated_at: expect.any(String) });
    expect((await request(stage.url, 'GET', '/v1/patients/p-stop/memory', { key: org.apiKey })).body.consent).toMatchObject({ sms: 'opted_out' });

    const second = await engage('p-stop', phone);
    expect(await waitForStatus(stage, org, second, ['failed'])).toMatchObject({ failure_reason: 'opted_out', contact_attempts: [] });
    expect(messagesTo(twilio, phone)).toHaveLength(1);

    await patientWrites(stage, account.token, { accountSid: account.sid, from: phone, to: SENDER, body: 'START' });
    expect((await profile('p-stop')).consent).toMatchObject({ sms: 'opted_in' });
    const third = await engage('p-stop', phone);
    await waitForMessages(twilio, phone, 2);
    expect((await request(stage.url, 'GET', `/v1/engagements/${third}`, { key: org.apiKey })).body.status).toBe('scheduled');
  }, 60_000);

  it("Twilio's refusal 21610 fails the engagement opted_out and records the opt-out", async () => {
    const phone = '+14155559172';
    await putPatient('p-21610', phone, zoneWhereItIs(12));
    twilio.optOut(phone);
    const id = await engage('p-21610', phone);
    const failed = await waitForStatus(stage, org, id, ['failed']);
    expect(failed).toMatchObject({ failure_reason: 'opted_out', contact_attempts: [{ number: 1, result: 'failed' }] });
    expect((await profile('p-21610')).consent).toMatchObject({ sms: 'opted_out' });
  }, 30_000);
});

describe('quiet hours', () => {
  it('moves a first contact at 23:00 local to 08:00 through the scheduler, sending nothing now', async () => {
    const phone = '+14155559173';
    const zone = zoneWhereItIs(23);
    await putPatient('p-night', phone, zone);
    const before = new Date();
    const id = await engage('p-night', phone);
    await expect.poll(async () => (await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body.next_attempt_at, { timeout: 10_000 }).not.toBeNull();
    const waiting = (await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body;
    expect(waiting).toMatchObject({ status: 'scheduled', contact_attempts: [] });
    expect([firstContactAt(before, zone).toISOString(), firstContactAt(new Date(), zone).toISOString()]).toContain(waiting.next_attempt_at);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(waiting.next_attempt_at))).toBe('08:00');
    const schedule = await stage.scheduler.get(`eng-${id}-q`);
    // The schedule fires on the whole second before; the message waits out the rest (not_before).
    const due = Date.parse(waiting.next_attempt_at);
    expect(schedule!.nextFireAt).toBeGreaterThanOrEqual(due - 1000);
    expect(schedule!.nextFireAt).toBeLessThanOrEqual(due);
    expect(schedule!.payload).toMatchObject({ type: 'start', engagement_id: id, after_quiet_hours: true });
    expect(messagesTo(twilio, phone)).toEqual([]);
  }, 30_000);

  it('contacts at once at noon local', async () => {
    const phone = '+14155559174';
    await putPatient('p-noon', phone, zoneWhereItIs(12));
    await engage('p-noon', phone);
    await waitForMessages(twilio, phone, 1);
  }, 30_000);
});
