import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConversation } from '../../functions/conversations/store';
import { seedSandboxOrganization } from '../../functions/ehr/seeding';
import { eventsOf, waitForStatus } from '../engagements/support';
import { captureOutput } from '../support/capture-output';
import { type TestOrganization, type TestStage, request, startTestStage } from '../support/local-stage';

/**
 * The log sweep: a whole flow through the sandbox with logging at DEBUG (engagements through the
 * simulated patient with a webhook receiving their events, a patient replying, an EHR
 * conversation, EHR proxy reads and writes, a key rotation), every value distinctive. Not one
 * phone number, name, email, date of birth, key or webhook secret reaches the process's output,
 * while the logs themselves are written (the sweep would prove nothing over silent logs).
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'DEBUG';
});

const unique = randomBytes(4).toString('hex');
const letters = (seed: string) => seed.replace(/\d/g, (digit) => 'qwrtzpsdfg'[Number(digit)] as string);
const SEEDED = {
  firstName: `Zephyrine${letters(unique)}`,
  lastName: `Quillfeather${letters(unique)}`,
  ehrFirstName: `Ottoline${letters(unique)}`,
  ehrLastName: `Marchbanks${letters(unique)}`,
  email: `zq.${unique}@example.org`,
  profilePhone: '+16175550142',
  ehrPhone: '+17815550163',
  dateOfBirth: '1947-03-29',
  webhookSecret: `whsec_test_${randomBytes(24).toString('hex')}`,
  replyText: `my neighbour ${letters(unique)}Hollowmere says hello`,
};
/** The simulated patients' numbers: phone numbers all the same, and never logged. */
const SANDBOX_PHONES = ['+15005550100', '+15005550199'];

let stage: TestStage;
let org: TestOrganization;
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];
const output: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  stage = await startTestStage('sandbox', { env: { LOG_LEVEL: 'DEBUG', SANDBOX_TURN_DELAY_MS: '0', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' } });
  org = await stage.onboard({ name: 'Log Sweep Clinic', tier: 'enterprise' });
  await seedSandboxOrganization(stage.store, org.id);
  captureOutput(output);
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stage.stop();
  receiver.close();
});

const call = (method: string, path: string, body?: unknown, key = org.apiKey) => request(stage.url, method, path, { key, ...(body === undefined ? {} : { body }) });
const headerCall = (method: string, path: string, body?: unknown) =>
  request(stage.url, method, path, { key: org.apiKey, orgId: org.id, scheme: 'headers', ...(body === undefined ? {} : { body }) });

const ok = async (result: ReturnType<typeof call>, label: string) => {
  const answered = await result;
  expect(answered.status, `${label}: ${answered.text.slice(0, 300)}`).toBeLessThan(300);
  return answered.body;
};

describe('logs of a whole flow', () => {
  it('hold no phone number, name, key or secret', async () => {
    await ok(call('POST', '/v1/webhooks', { url: receiverUrl, events: ['*'], secret: SEEDED.webhookSecret }), 'webhook');
    const patientId = `log-sweep-${unique}`;
    await ok(
      call('PUT', `/v1/patients/${patientId}`, {
        first_name: SEEDED.firstName,
        last_name: SEEDED.lastName,
        phone: SEEDED.profilePhone,
        email: SEEDED.email,
        preferred_channel: 'sms',
      }),
      'profile',
    );
    const completes = await ok(
      call('POST', '/v1/engagements', {
        patient: { id: patientId, phone: SANDBOX_PHONES[0] },
        protocol: 'medication_adherence',
        trigger_type: 'immediate',
        context: { notes: `${SEEDED.firstName} ${SEEDED.lastName} lives alone` },
      }),
      'engagement',
    );
    const waits = await ok(
      call('POST', '/v1/engagements', { patient: { id: `${patientId}-replies`, phone: SANDBOX_PHONES[1] }, protocol: 'medication_adherence', trigger_type: 'immediate' }),
      'engagement waiting for replies',
    );
    // The patient who waits for replies: the first reply carries a name of a third person.
    for (const text of [SEEDED.replyText, 'yes', '0', 'fine thanks', 'no']) await ok(call('POST', `/v1/engagements/${waits.id}/replies`, { text }), 'reply');

    // The EHR proxy: a patient created, searched for by name, phone and birth date, their record read and written.
    const practitioner = (await ok(headerCall('GET', '/v1/practitioners?count=1'), 'practitioners')).data[0];
    const ehrPatient = (
      await ok(
        headerCall('POST', '/v1/patients', {
          first_name: SEEDED.ehrFirstName,
          last_name: SEEDED.ehrLastName,
          date_of_birth: SEEDED.dateOfBirth,
          phone_numbers: [SEEDED.ehrPhone],
          email: SEEDED.email,
          practitioner_id: practitioner.id,
        }),
        'EHR patient',
      )
    ).data;
    const byName = new URLSearchParams({ first_name: SEEDED.ehrFirstName, last_name: SEEDED.ehrLastName, date_of_birth: SEEDED.dateOfBirth });
    await ok(headerCall('GET', `/v1/patients/exists?${byName}`), 'exists by name');
    await ok(headerCall('GET', `/v1/patients/exists?${new URLSearchParams({ phone_number: SEEDED.ehrPhone })}`), 'exists by phone');
    await ok(headerCall('GET', `/v1/patients/record?${byName}`), 'record by name');
    // A search that finds nobody must not echo the name into the logs either.
    expect((await headerCall('GET', `/v1/patients/record?${new URLSearchParams({ first_name: SEEDED.firstName, last_name: SEEDED.lastName, date_of_birth: SEEDED.dateOfBirth })}`)).status).toBe(404);
    await ok(headerCall('GET', `/v1/patients/record/vital-signs?patient_id=${ehrPatient.id}`), 'vital signs');

    // An EHR conversation with a patient the simulated patient answers for.
    const talker = (
      await ok(
        headerCall('POST', '/v1/patients', { first_name: SEEDED.ehrFirstName, last_name: `${SEEDED.ehrLastName}two`, date_of_birth: SEEDED.dateOfBirth, phone_numbers: [SANDBOX_PHONES[0]] }),
        'EHR patient who talks',
      )
    ).data;
    const conversation = (await ok(headerCall('POST', '/v1/conversations', { patient_id: talker.id, protocol: 'follow_up', channel: 'sms' }), 'conversation')).data;

    // A key rotation: the new key is in the answer, and used.
    const rotated = await ok(call('POST', `/v1/auth/keys/${org.keyId}/rotate`), 'rotation');
    await ok(call('GET', '/v1/auth/keys', undefined, rotated.api_key), 'the new key works');
    // Keys and secrets where they do not belong: a wrong key, a secret in a query string.
    expect((await call('GET', '/v1/engagements', undefined, `${rotated.api_key.slice(0, -3)}xyz`)).status).toBe(401);
    await call('GET', `/v1/webhooks?secret=${SEEDED.webhookSecret}`);

    await waitForStatus(stage, org, completes.id, ['completed']);
    await expect
      .poll(async () => ['completed', 'failed'].includes((await getConversation(stage.store, org.id, conversation.conversation_id))?.status ?? ''), { timeout: 20_000, interval: 100 })
      .toBe(true);
    // Every event of the engagement that completed reached the receiver: its deliveries (and their logs) happened.
    const eventIds = (await eventsOf(stage, org.id, completes.id)).map((event) => event.id);
    await expect.poll(() => eventIds.filter((id) => !received.some((body) => body.includes(id))).length, { timeout: 20_000, interval: 100 }).toBe(0);

    const logs = output.join('');
    expect(logs, 'the access log is written').toContain('request completed');
    expect(logs, 'the engagement worker logs too').toContain('Contact attempt');
    const forbidden = [
      ...Object.entries(SEEDED).filter(([name]) => name !== 'dateOfBirth'),
      ['dateOfBirth', SEEDED.dateOfBirth],
      ...SANDBOX_PHONES.map((phone) => ['sandbox phone', phone] as const),
      ...[SEEDED.profilePhone, SEEDED.ehrPhone, ...SANDBOX_PHONES].map((phone) => ['phone digits', phone.slice(2)] as const),
      ['api key', org.apiKey],
      ['api key, random part', org.apiKey.slice(12)],
      ['rotated key', rotated.api_key],
      ['rotated key, random part', rotated.api_key.slice(12)],
      ['organization webhook secret', org.webhookSecret],
      ['webhook secret, random part', SEEDED.webhookSecret.slice(11)],
    ] as Array<readonly [string, string]>;
    for (const [what, value] of forbidden) {
      const line = logs.split('\n').find((candidate) => candidate.includes(value));
      expect(line, `the logs hold the ${what} ${value}`).toBeUndefined();
    }
  }, 90_000);
});
