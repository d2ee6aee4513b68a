/**
 * A completed conversation's results reach the EHR: the change feed's `conversation.completed`
 * sends the write-back job, and the note and the questionnaire totals show through the proxy's
 * record endpoints (sandbox stage, the embedded EHR). An engagement is never written back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConversation } from '../../functions/conversations/store';
import { sendWriteBack } from '../../functions/conversations/write-back';
import type { Queue } from '../../functions/core/queue/port';
import { ehrWriteBackJobSchema } from '../../functions/ehr/write-back-job';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';

let stage: TestStage;
let org: TestOrganization;

const call = (method: string, path: string, body?: unknown) =>
  request(stage.url, method, path, { key: org.apiKey, orgId: org.id, scheme: 'headers', ...(body === undefined ? {} : { body }) });

const newPatient = async (): Promise<string> => {
  const created = await call('POST', '/v1/patients', { first_name: 'Test', last_name: 'Writeback', date_of_birth: '1961-07-30', phone_numbers: ['+15005550100'] });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id as string;
};

const completed = async (patientId: string, protocol: string): Promise<string> => {
  const created = await call('POST', '/v1/conversations', { patient_id: patientId, protocol, channel: 'sms' });
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.conversation_id as string;
  await expect.poll(async () => (await getConversation(stage.store, org.id, id))?.status, { timeout: 20_000, interval: 50 }).toBe('completed');
  return id;
};

const notesOf = async (patientId: string): Promise<Array<Record<string, any>>> => {
  const listed = await call('GET', `/v1/appointments/encounters/notes?patient_id=${patientId}`);
  expect(listed.status, listed.text).toBe(200);
  return listed.body.data as Array<Record<string, any>>;
};

/** A queue that records what is sent to it. */
const recordingQueue = (): Queue & { sent: string[] } => {
  const sent: string[] = [];
  return { sent, send: async (body: string) => void sent.push(body) } as unknown as Queue & { sent: string[] };
};

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard({ name: 'Write-back Clinic', tier: 'enterprise' });
}, 60_000);
afterAll(() => stage.stop());

describe('write-back of a completed conversation', () => {
  it('bhi_screen: one note linked to the conversation and the PHQ-9 and GAD-7 totals in the vital signs', async () => {
    const patientId = await newPatient();
    const id = await completed(patientId, 'bhi_screen');
    await expect.poll(async () => (await notesOf(patientId)).map((note) => note.conversation_id), { timeout: 20_000, interval: 100 }).toEqual([id]);
    const conversation = (await call('GET', `/v1/conversations/${id}`)).body.data;
    const vitals = await call('GET', `/v1/patients/record/vital-signs?patient_id=${patientId}`);
    expect(vitals.status, vitals.text).toBe(200);
    const totals = Object.fromEntries(
      (vitals.body.data as Array<{ type: string; value: number }>).filter((v) => v.type.endsWith('_total')).map((v) => [v.type, v.value]),
    );
    expect(totals).toEqual({ phq9_total: conversation.outcome.extracted_data.phq9.total, gad7_total: conversation.outcome.extracted_data.gad7.total });
  });

  it('sends a valid job for a conversation, and nothing for an engagement or an unknown id', async () => {
    const patientId = await newPatient();
    const id = await completed(patientId, 'follow_up');
    const queue = recordingQueue();
    expect(await sendWriteBack({ store: stage.store, stage: 'sandbox', queue }, org.id, id)).toBe(true);
    const job = ehrWriteBackJobSchema.parse(JSON.parse(queue.sent[0] as string));
    expect(job).toMatchObject({ organization_id: org.id, conversation_id: id, patient_id: patientId, protocol: 'follow_up', stage: 'sandbox' });
    expect(job.scores).toBeUndefined();

    const engagement = await call('POST', '/v1/engagements', { patient: { id: 'pat-writeback', phone: '+15005550100', preferred_channel: 'sms', language: 'en' }, protocol: 'medication_adherence', trigger_type: 'immediate' });
    expect(engagement.status, engagement.text).toBe(201);
    const engagementId = engagement.body.id as string;
    await expect.poll(async () => (await call('GET', `/v1/engagements/${engagementId}`)).body.status, { timeout: 20_000, interval: 100 }).toBe('completed');
    expect(await sendWriteBack({ store: stage.store, stage: 'sandbox', queue }, org.id, engagementId)).toBe(false);
    expect(await sendWriteBack({ store: stage.store, stage: 'sandbox', queue }, org.id, 'cnv_01jn8q4zb5x2k7m3rw9t6y0000')).toBe(false);
    expect(queue.sent).toHaveLength(1);
  });
});
