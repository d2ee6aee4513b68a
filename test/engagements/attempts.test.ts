/**
 * A production engagement is not a black box: until it ends, GET shows the contact attempts made
 * (number, when, channel, result; each one an SMS the Twilio stand-in receives) and when the next one is due, and the stage logs each attempt
 * without the patient's number. The retry waits an hour, beyond the queue's 15 minutes, so it
 * waits in the local scheduler; the test brings each schedule forward instead of waiting.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atExpression } from '../../functions/core/scheduler/port';
import { captureOutput } from '../support/capture-output';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { waitForStatus } from './support';
import { startTwilioServer, type TwilioTestServer } from '../support/twilio-server';
import { configureChannels, messagesTo, testAccount } from '../channels/support';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

const PHONE = '+15005550100';
const SENDER = '+14155550141';
const account = testAccount('a77');
let stage: TestStage;
let org: TestOrganization;
let twilio: TwilioTestServer;
const output: string[] = [];

beforeAll(async () => {
  twilio = await startTwilioServer([{ sid: account.sid, token: account.token }]);
  stage = await startTestStage('production', {
    env: { LOG_LEVEL: 'INFO', ENGAGEMENT_CONTACT_RETRY_SECONDS: '3600', ENGAGEMENT_CONTACT_ATTEMPTS: '2', TWILIO_API_BASE_URL: twilio.url },
  });
  org = await stage.onboard();
  await configureChannels(stage, org.id, account, { sms_from: SENDER });
  captureOutput(output);
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await stage.stop();
  await twilio.stop();
});

const get = async (id: string) => (await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body;

const attemptsMade = async (id: string, count: number) => {
  await expect.poll(async () => (await get(id)).contact_attempts?.length, { timeout: 15_000, interval: 50 }).toBe(count);
  return get(id);
};

/** Fires a pending one-time schedule now (the local scheduler fires a time already past at its next tick). */
const fireNow = async (name: string) => {
  // The schedule is created just after the attempt it follows is written: wait for it.
  await expect.poll(() => stage.scheduler.get(name), { timeout: 15_000, interval: 50 }).toBeDefined();
  const schedule = await stage.scheduler.get(name);
  await stage.scheduler.delete(name);
  await stage.scheduler.create({ name, expression: atExpression(new Date()), targetQueue: schedule!.targetQueue, payload: schedule!.payload });
};

const logRecords = () =>
  output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a production engagement in progress', () => {
  it('shows its attempts and the next one due, and logs each attempt without the phone number', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'p-visible', phone: PHONE, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;

    const first = await attemptsMade(id, 1);
    expect(first).toMatchObject({ status: 'scheduled', channel: 'sms' });
    expect(first.contact_attempts).toEqual([{ number: 1, at: expect.any(String), channel: 'sms', result: 'sent' }]);
    expect(messagesTo(twilio, PHONE)).toHaveLength(1);
    const firstAt = Date.parse(first.contact_attempts[0].at);
    expect(Date.parse(first.next_attempt_at)).toBe(firstAt + 3_600_000);
    // The retry waits in a one-time schedule due at that time, created just after the attempt is written.
    await expect.poll(() => stage.scheduler.get(`eng-${id}-t1-0`), { timeout: 15_000, interval: 50 }).toBeDefined();
    const retry = await stage.scheduler.get(`eng-${id}-t1-0`);
    // Schedules are whole seconds, computed when the retry is queued (just after the attempt's write).
    const due = Math.floor((firstAt + 3_600_000) / 1000) * 1000;
    expect(retry?.nextFireAt).toBeGreaterThanOrEqual(due);
    expect(retry?.nextFireAt).toBeLessThanOrEqual(due + 1000);

    await fireNow(`eng-${id}-t1-0`);
    const second = await attemptsMade(id, 2);
    expect(second.contact_attempts.map((attempt: { number: number; result: string }) => [attempt.number, attempt.result])).toEqual([
      [1, 'no_answer'],
      [2, 'sent'],
    ]);
    // The retry asks the same question again.
    expect(messagesTo(twilio, PHONE).map((message) => message.form.Body)).toEqual([messagesTo(twilio, PHONE)[0]!.form.Body, messagesTo(twilio, PHONE)[0]!.form.Body]);
    expect(second.next_attempt_at, 'the last attempt: no further one is due').toBeNull();

    await fireNow(`eng-${id}-t2-0`);
    const failed = await waitForStatus(stage, org, id, ['failed']);
    expect(failed).toMatchObject({ failure_reason: 'unreachable', next_attempt_at: null });
    expect(failed.contact_attempts).toHaveLength(2);

    const attempts = logRecords().filter((record) => record.message === 'Contact attempt' && record.engagement_id === id);
    expect(attempts.map((record) => [record.attempt, record.channel, record.result])).toEqual([
      [1, 'sms', 'sent'],
      [2, 'sms', 'sent'],
    ]);
    expect(attempts[0]).toMatchObject({ org_id: org.id, next_attempt_at: first.next_attempt_at });
    const text = output.join('');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(PHONE.slice(1));
  }, 60_000);

  it('documents the fields in the OpenAPI response schema', async () => {
    const document = (await request(stage.url, 'GET', '/v1/openapi.json')).body;
    const schema = document.paths['/v1/engagements/{engagement_id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['channel', 'contact_attempts', 'next_attempt_at']));
    expect(schema.properties.contact_attempts.items.properties.result.enum).toEqual(['sent', 'failed', 'not_sent', 'answered', 'no_answer']);
  });
});
