import { FullBatchFailureError } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { putConnection } from '../../functions/ehr/connection';
import { FhirClient } from '../../functions/ehr/fhir/client';
import { handler } from '../../functions/ehr/handlers/write-back-worker';
import { EHR_WRITE_BACK_QUEUE, type EhrWriteBackJob } from '../../functions/ehr/write-back-job';
import { startFhirServer, type FhirTestServer } from '../support/fhir-server';
import { request, startTestStage, type TestStage } from '../support/local-stage';

/**
 * The write-back of a finished conversation, end to end in the local runtime: jobs on the
 * ehr-write-back queue (or handed to its consumer as Lambda would), then the results read through
 * the proxy's own record endpoints, for an organization on the local backend and one on a real
 * FHIR server (Medplum). Repeated jobs write nothing new; an EHR answering 5xx leaves the message
 * unacknowledged until a later delivery writes it; unwritable jobs go to the dead-letter queue.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

interface Org {
  name: 'local' | 'fhir';
  id: string;
  apiKey: string;
}

let stage: TestStage;
let server: FhirTestServer;
let fhir: FhirClient;
const orgs: Record<'local' | 'fhir', Org> = {} as never;

beforeAll(async () => {
  server = await startFhirServer();
  fhir = new FhirClient({ baseUrl: server.url, timeoutMs: 10_000 });
  stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0', EHR_BREAKER_OPEN_SECONDS: '1' } });
  const local = await stage.onboard({ name: 'Local clinic', tier: 'enterprise' });
  const remote = await stage.onboard({ name: 'FHIR clinic', tier: 'enterprise' });
  const secrets = new FileSecretStore(secretsDirectory(stage.dataDir, 'production'));
  await putConnection(stage.store, secrets, 'production', remote.id, { backend: 'fhir', ehr_system: 'Medplum FHIR R4 (test)', base_url: server.url, auth_type: 'none', timeout_ms: 1_500 }, undefined);
  orgs.local = { name: 'local', id: local.id, apiKey: local.apiKey };
  orgs.fhir = { name: 'fhir', id: remote.id, apiKey: remote.apiKey };
}, 120_000);
afterAll(async () => {
  await stage?.stop();
  await server?.stop();
});

const call = (org: Org, method: string, path: string, body?: unknown) =>
  request(stage.url, method, path, { key: org.apiKey, orgId: org.id, scheme: 'headers', ...(body === undefined ? {} : { body }) });

const newPatient = async (org: Org, lastName: string): Promise<string> => {
  const created = await call(org, 'POST', '/v1/patients', { first_name: 'Wren', last_name: lastName, date_of_birth: '1974-02-11', gender: 'female' });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id as string;
};

const COMPLETED_AT = '2026-03-14T15:09:26.000Z';

const jobFor = (org: Org, patientId: string, conversationId: string, change: Partial<EhrWriteBackJob> = {}): EhrWriteBackJob => ({
  organization_id: org.id,
  stage: 'production',
  conversation_id: conversationId,
  patient_id: patientId,
  protocol: 'bhi_screen',
  completed_at: COMPLETED_AT,
  summary: 'PHQ-9 14 (moderate)\nGAD-7 8 (mild)\nNo thoughts of self-harm reported',
  extracted_data: { phq9_total: 14, gad7_total: 8, phq9_item9: 0, sleep_ok: false },
  scores: { phq9: { total: 14, severity: 'moderate' }, gad7: { total: 8, severity: 'mild' } },
  answers: [
    { question_id: 'phq9_1', text: 'Little interest or pleasure in doing things?', value: 2 },
    { question_id: 'phq9_9', text: 'Thoughts that you would be better off dead?', value: 0 },
    { question_id: 'gad7_1', text: 'Feeling nervous, anxious or on edge?', value: 1 },
    { question_id: 'sleep', text: 'Are you sleeping well?', value: false },
    { question_id: 'worries', text: 'What worries you most?', value: 'work & <deadlines>' },
    { question_id: 'other', text: 'Anything else?', value: null },
  ],
  ...change,
});

let messages = 0;
const sqsRecord = (body: string): SQSRecord =>
  ({
    messageId: `msg-${++messages}`,
    receiptHandle: `handle-${messages}`,
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()), SenderId: 'test', ApproximateFirstReceiveTimestamp: String(Date.now()) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${EHR_WRITE_BACK_QUEUE}`,
    awsRegion: 'local',
  }) as SQSRecord;

/**
 * Hands messages to the consumer as Lambda's event source mapping does; answers the ids not
 * acknowledged: those reported failed, or all of them when every one failed (Powertools then
 * throws, and Lambda, like the local poller, leaves the whole batch on the queue).
 */
const deliver = async (...bodies: string[]): Promise<string[]> => {
  const records = bodies.map(sqsRecord);
  try {
    const response = (await handler({ Records: records } as SQSEvent, { functionName: 'EhrWriteBack' } as Context)) as { batchItemFailures: { itemIdentifier: string }[] };
    return response.batchItemFailures.map((failure) => failure.itemIdentifier);
  } catch (error) {
    if (!(error instanceof FullBatchFailureError)) throw error;
    return records.map((record) => record.messageId);
  }
};

const notesOf = async (org: Org, patientId: string) => {
  const listed = await call(org, 'GET', `/v1/appointments/encounters/notes?patient_id=${patientId}`);
  expect(listed.status, listed.text).toBe(200);
  return listed.body.data as Array<Record<string, any>>;
};

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 20_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const deadLetters = async (): Promise<string[]> => {
  const dlq = stage.queues.get(`${EHR_WRITE_BACK_QUEUE}-dlq`);
  const received = await dlq.receive({ maxMessages: 10 });
  await Promise.all(received.map((message) => dlq.delete(message.receiptHandle)));
  return received.map((message) => message.body);
};

describe.each(['local', 'fhir'] as const)('EHR write-back (%s backend)', (backend) => {
  const org = () => orgs[backend];

  it('a job on the queue shows up as the patient’s note, PHQ-9/GAD-7 readings and in the record', async () => {
    const patientId = await newPatient(org(), `Quill-${backend}`);
    const conversationId = `conv_${backend}_first`;
    await stage.queues.get(EHR_WRITE_BACK_QUEUE).send(JSON.stringify(jobFor(org(), patientId, conversationId)));

    const notes = await until(() => notesOf(org(), patientId), (list) => list.length > 0, 'the note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      appointment_id: null,
      conversation_id: conversationId,
      patient_id: patientId,
      practitioner_id: null,
      text_content: 'PHQ-9 14 (moderate)\nGAD-7 8 (mild)\nNo thoughts of self-harm reported',
      json_content: {
        subjective: [
          'Little interest or pleasure in doing things?: 2',
          'Thoughts that you would be better off dead?: 0',
          'Feeling nervous, anxious or on edge?: 1',
          'Are you sleeping well?: no',
          'What worries you most?: work & <deadlines>',
          'Anything else?: (not understood)',
        ].join('\n'),
        objective: '',
        assessment: 'PHQ-9 total: 14 (moderate)\nGAD-7 total: 8 (mild)',
        plan: '',
      },
      intake_questionnaire: { phq9_total: 14, gad7_total: 8, phq9_item9: 0, sleep_ok: false },
      created_at: COMPLETED_AT,
    });

    const vitals = await call(org(), 'GET', `/v1/patients/record/vital-signs?patient_id=${patientId}`);
    expect(vitals.status, vitals.text).toBe(200);
    const totals = (vitals.body.data as Array<Record<string, unknown>>).map(({ type, value, unit, recorded_at }) => ({ type, value, unit, recorded_at }));
    expect(totals).toEqual(
      expect.arrayContaining([
        { type: 'phq9_total', value: 14, unit: '{score}', recorded_at: COMPLETED_AT },
        { type: 'gad7_total', value: 8, unit: '{score}', recorded_at: COMPLETED_AT },
      ]),
    );
    expect(totals).toHaveLength(2);

    const record = await call(org(), 'GET', `/v1/patients/record?patient_id=${patientId}`);
    expect(record.status, record.text).toBe(200);
    expect(record.body.data.encounter_notes.map((n: { conversation_id?: string }) => n.conversation_id)).toEqual([conversationId]);
    expect(record.body.data.vital_signs.map((v: { type: string }) => v.type).sort()).toEqual(['gad7_total', 'phq9_total']);
  });

  it('the same job delivered again, twice in one batch, writes nothing new', async () => {
    const patientId = await newPatient(org(), `Rook-${backend}`);
    const body = JSON.stringify(jobFor(org(), patientId, `conv_${backend}_twice`));
    expect(await deliver(body)).toEqual([]);
    expect(await deliver(body, body)).toEqual([]);
    expect(await deliver(body)).toEqual([]);
    expect(await notesOf(org(), patientId)).toHaveLength(1);
    const vitals = await call(org(), 'GET', `/v1/patients/record/vital-signs?patient_id=${patientId}`);
    expect((vitals.body.data as Array<{ type: string }>).map((v) => v.type).sort()).toEqual(['gad7_total', 'phq9_total']);
    if (backend === 'fhir') {
      const byIdentifier = async (type: 'Composition' | 'Observation' | 'QuestionnaireResponse') =>
        (await fhir.search(type, { subject: `Patient/${patientId}` })).resources;
      expect(await byIdentifier('Composition')).toHaveLength(1);
      expect(await byIdentifier('Observation')).toHaveLength(2);
      expect(await byIdentifier('QuestionnaireResponse')).toHaveLength(1);
    }
  });

  it('a conversation without scores writes its note only', async () => {
    const patientId = await newPatient(org(), `Finch-${backend}`);
    const job = jobFor(org(), patientId, `conv_${backend}_intake`, { protocol: 'follow_up', scores: undefined, answers: [{ question_id: 'pain', text: 'Pain today (0-10)?', value: 3 }] });
    expect(await deliver(JSON.stringify(job))).toEqual([]);
    const notes = await notesOf(org(), patientId);
    expect(notes.map((n) => [n.conversation_id, n.json_content.subjective, n.json_content.assessment])).toEqual([[`conv_${backend}_intake`, 'Pain today (0-10)?: 3', '']]);
    const vitals = await call(org(), 'GET', `/v1/patients/record/vital-signs?patient_id=${patientId}`);
    expect(vitals.body.data).toEqual([]);
    if (backend === 'fhir') expect((await fhir.search('QuestionnaireResponse', { subject: `Patient/${patientId}` })).resources).toEqual([]);
  });

  it('questionnaire totals can be recorded with PUT vital-signs too, within their range', async () => {
    const patientId = await newPatient(org(), `Tern-${backend}`);
    const put = (value: unknown) =>
      call(org(), 'PUT', `/v1/patients/record/vital-signs?patient_id=${patientId}`, { vital_signs: [{ type: 'gad7_total', value, recorded_at: COMPLETED_AT }] });
    for (const bad of [22, -1, 3.5]) {
      const refused = await put(bad);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'vital_signs[0].value' } });
    }
    const added = await put(21);
    expect(added.status, added.text).toBe(200);
    const vitals = await call(org(), 'GET', `/v1/patients/record/vital-signs?patient_id=${patientId}`);
    expect((vitals.body.data as Array<Record<string, unknown>>).map(({ type, value, unit }) => ({ type, value, unit }))).toEqual([{ type: 'gad7_total', value: 21, unit: '{score}' }]);
  });

  it('an unwritable job goes to the dead-letter queue at once, unchanged, and the batch goes on', async () => {
    await deadLetters();
    const patientId = await newPatient(org(), `Wren-${backend}`);
    const good = JSON.stringify(jobFor(org(), patientId, `conv_${backend}_beside_bad`));
    const unknownPatient = JSON.stringify(jobFor(org(), backend === 'fhir' ? 'no-such-patient' : 'pat-nobody', `conv_${backend}_nobody`));
    const outOfRange = JSON.stringify(jobFor(org(), patientId, `conv_${backend}_range`, { scores: { phq9: { total: 28, severity: 'severe' } } }));
    const otherStage = JSON.stringify(jobFor(org(), patientId, `conv_${backend}_sandbox`, { stage: 'sandbox' }));
    const bad = ['{"not": "a job"}', 'not json', unknownPatient, outOfRange, otherStage];
    expect(await deliver(bad[0]!, good, ...bad.slice(1))).toEqual([]);
    expect((await deadLetters()).sort()).toEqual([...bad].sort());
    // The good one beside them was written; the bad ones wrote nothing.
    expect((await notesOf(org(), patientId)).map((n) => n.conversation_id)).toEqual([`conv_${backend}_beside_bad`]);
  });
});

describe('EHR write-back (fhir backend): an EHR answering 5xx', () => {
  it('reports the message failed (not acknowledged, nothing dead-lettered) and a later delivery writes it', async () => {
    await deadLetters();
    const org = orgs.fhir;
    const patientId = await newPatient(org, 'Heron');
    const body = JSON.stringify(jobFor(org, patientId, 'conv_fhir_outage'));
    const other = await newPatient(org, 'Egret');
    const beside = JSON.stringify(jobFor(org, other, 'conv_fhir_beside_outage'));
    server.setFailing(503);
    try {
      expect(await deliver(body)).toHaveLength(1);
      server.setFailing(500);
      expect(await deliver(body, beside)).toHaveLength(2);
    } finally {
      server.setFailing(null);
    }
    expect(await deadLetters()).toEqual([]);
    // Redelivered once the EHR is back (after the circuit breaker's open second, if it opened).
    await until(() => deliver(body), (failed) => failed.length === 0, 'a successful delivery', 10_000);
    const notes = await notesOf(org, patientId);
    expect(notes.map((n) => n.conversation_id)).toEqual(['conv_fhir_outage']);
    expect(await notesOf(org, other)).toEqual([]);
  });

  it('writes Observations with LOINC codes, category survey, identifiers and a link to the QuestionnaireResponse', async () => {
    const org = orgs.fhir;
    const patientId = await newPatient(org, 'Plover');
    expect(await deliver(JSON.stringify(jobFor(org, patientId, 'conv_fhir_shape')))).toEqual([]);
    const [response] = (await fhir.search('QuestionnaireResponse', { subject: `Patient/${patientId}` })).resources;
    expect(response).toMatchObject({ identifier: { system: 'urn:careloop:conversation', value: 'conv_fhir_shape' }, status: 'completed', authored: COMPLETED_AT });
    expect(response!.item?.map((item) => [item.linkId, item.answer])).toEqual([
      ['phq9_1', [{ valueInteger: 2 }]],
      ['phq9_9', [{ valueInteger: 0 }]],
      ['gad7_1', [{ valueInteger: 1 }]],
      ['sleep', [{ valueBoolean: false }]],
      ['worries', [{ valueString: 'work & <deadlines>' }]],
      ['other', undefined],
    ]);
    const observations = (await fhir.search('Observation', { subject: `Patient/${patientId}` })).resources;
    const shape = observations
      .map((o) => ({
        loinc: o.code?.coding?.[0]?.code,
        category: o.category?.[0]?.coding?.[0]?.code,
        identifier: o.identifier?.[0]?.value,
        value: o.valueQuantity?.value,
        band: o.interpretation?.[0]?.text,
        derivedFrom: o.derivedFrom?.[0]?.reference,
      }))
      .sort((a, b) => String(a.loinc).localeCompare(String(b.loinc)));
    expect(shape).toEqual([
      { loinc: '44261-6', category: 'survey', identifier: 'conv_fhir_shape/phq9_total', value: 14, band: 'moderate', derivedFrom: `QuestionnaireResponse/${response!.id}` },
      { loinc: '70274-6', category: 'survey', identifier: 'conv_fhir_shape/gad7_total', value: 8, band: 'mild', derivedFrom: `QuestionnaireResponse/${response!.id}` },
    ]);
    const [composition] = (await fhir.search('Composition', { subject: `Patient/${patientId}` })).resources;
    expect(composition).toMatchObject({ identifier: { system: 'urn:careloop:conversation', value: 'conv_fhir_shape' }, status: 'final', subject: { reference: `Patient/${patientId}` } });
    const linked = composition!.section?.flatMap((section) => section.entry ?? []).map((entry) => entry.reference).sort();
    expect(linked).toEqual([...observations.map((o) => `Observation/${o.id}`), `QuestionnaireResponse/${response!.id}`].sort());
  });
});
