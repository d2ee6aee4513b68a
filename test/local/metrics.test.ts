/**
 * Metrics through the local runtime, over HTTP: a sandbox engagement of a patient of the seeded
 * panel, with two webhook subscriptions (one receiver answers 200, the other 503), is counted in
 * the stage's running totals at `GET /local/metrics` (started, completed, one attempt per
 * subscription, a failure, the latency of each attempt). The EMF lines the stage printed
 * (LOG_LEVEL=DEBUG) add up to the same totals, have the stage as their only dimension, and carry
 * no name or phone number of the seeded patients; nor does anything else the stage printed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmfDocument } from '../../functions/core/metrics/emf-metrics';
import { METRIC_NAMES } from '../../functions/core/metrics/port';
import type { MetricsSnapshot } from '../../functions/core/metrics/totals';
import { seedOrganization } from '../../functions/ehr/local/seed';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel, PanelPatient } from '../../functions/ehr/panel';
import { waitForStatus } from '../engagements/support';
import { captureOutput } from '../support/capture-output';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';

// The logger reads LOG_LEVEL when first imported; DEBUG also prints the EMF lines.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'DEBUG';
});

const SANDBOX_PATIENT_PHONE = '+15005550100';
const output: string[] = [];
let stage: TestStage;
let org: TestOrganization;
let panel: Panel;
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  captureOutput(output);
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(req.url === '/down' ? 503 : 200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stage = await startTestStage('sandbox', {
    env: {
      LOG_LEVEL: 'DEBUG',
      SANDBOX_TURN_DELAY_MS: '0',
      ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
      // One attempt per delivery within the test: the retry of the failed one is an hour away.
      WEBHOOK_RETRY_SCHEDULE: '3600,3600,3600,3600,3600',
    },
  });
  org = await stage.onboard({ name: 'Metrics Clinic' });
  panel = syntheticPanel({ now: new Date() });
  await seedOrganization(stage.store, org.id, panel);
}, 60_000);
afterAll(async () => {
  await stage.stop();
  receiver.close();
});

const call = (method: string, path: string, body?: unknown) => request(stage.url, method, path, { key: org.apiKey, ...(body === undefined ? {} : { body }) });

const localMetrics = async (): Promise<MetricsSnapshot> => {
  const response = await request<MetricsSnapshot>(stage.url, 'GET', '/local/metrics');
  expect(response.status).toBe(200);
  return response.body;
};

const emfDocuments = (): EmfDocument[] =>
  output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfDocument);

const sumOf = (documents: EmfDocument[], name: string): number =>
  documents.flatMap((document) => [document[name] ?? []].flat() as number[]).reduce((sum, value) => sum + value, 0);

const digitsOf = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds any name (as a word) or phone number (its last ten digits) of `patients`. */
const personalDataIn = (text: string, patients: PanelPatient[]): string[] =>
  patients.flatMap(({ patient }) => [
    ...[patient.first_name, patient.last_name].filter((name) => new RegExp(`\\b${escape(name)}\\b`).test(text)),
    ...patient.phone_numbers.map(digitsOf).filter((digits) => digits.length === 10 && text.includes(digits)),
  ]);

describe('metrics of a sandbox engagement through the local runtime', () => {
  let snapshot: MetricsSnapshot;
  let patient: PanelPatient;

  // The run, in the first test (expect.poll is not available in hooks); the others read what it left.
  it('runs an engagement of a seeded patient, with a receiver that answers and one that does not', async () => {
    for (const path of ['/ok', '/down']) {
      const subscribed = await call('POST', '/v1/webhooks', { url: `${receiverUrl}${path}`, events: ['engagement.completed'], secret: 'whsec_test_0123456789abcdefghijklmnopqrstuv' });
      expect(subscribed.status, subscribed.text).toBe(201);
    }
    patient = panel.patients.find((entry) => entry.patient.phone_numbers.length > 0)!;
    const profile = { phone: SANDBOX_PATIENT_PHONE, first_name: patient.patient.first_name, last_name: patient.patient.last_name, ehr_patient_id: patient.patient.id };
    expect((await call('PUT', '/v1/patients/p-metrics', profile)).status).toBe(201);
    const record = await request(stage.url, 'GET', `/v1/patients/record?patient_id=${patient.patient.id}`, { key: org.apiKey, orgId: org.id, scheme: 'headers' });
    expect(record.status, record.text).toBe(200);
    const created = await call('POST', '/v1/engagements', { patient: { id: 'p-metrics', phone: SANDBOX_PATIENT_PHONE }, protocol: 'medication_adherence', trigger_type: 'immediate' });
    expect(created.status, created.text).toBe(201);
    await waitForStatus(stage, org, created.body.id, ['completed']);
    await expect.poll(async () => (await localMetrics()).metrics.WebhookAttempts?.sum, { timeout: 15_000, interval: 50 }).toBe(2);
    snapshot = await localMetrics();
  });

  it('counts the engagement started and completed, by stage', () => {
    expect(snapshot).toMatchObject({ namespace: 'careloop', dimensions: { stage: 'sandbox' } });
    expect(snapshot.metrics.EngagementsStarted).toMatchObject({ unit: 'Count', sum: 1 });
    expect(snapshot.metrics.EngagementsCompleted).toMatchObject({ unit: 'Count', sum: 1 });
    expect(snapshot.metrics).not.toHaveProperty('EngagementsFailed');
    expect(snapshot.metrics).not.toHaveProperty('EngagementsEscalated');
  });

  it('counts each webhook attempt with its latency, and the failed one', () => {
    expect(snapshot.metrics.WebhookAttempts).toMatchObject({ unit: 'Count', sum: 2 });
    expect(snapshot.metrics.WebhookFailures).toMatchObject({ unit: 'Count', sum: 1 });
    expect(snapshot.metrics.WebhookLatency).toMatchObject({ unit: 'Milliseconds', samples: 2 });
    expect(snapshot.metrics.WebhookLatency!.min).toBeGreaterThanOrEqual(0);
    expect(snapshot.metrics.WebhookLatency!.max).toBeLessThan(2_000);
  });

  it('printed EMF lines that add up to the totals, with the stage as their only dimension', () => {
    const documents = emfDocuments();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document._aws.CloudWatchMetrics).toEqual([{ Namespace: 'careloop', Dimensions: [['stage']], Metrics: expect.any(Array) }]);
      expect(document.stage).toBe('sandbox');
      expect(Object.keys(document).filter((key) => key !== '_aws' && key !== 'stage' && !(METRIC_NAMES as string[]).includes(key))).toEqual([]);
    }
    for (const [name, total] of Object.entries(snapshot.metrics)) expect(sumOf(documents, name), name).toBe(total.sum);
  });

  it('prints no name or phone number of the seeded patients, in metrics or logs', () => {
    const printed = output.join('');
    expect(printed).toContain('request completed'); // the logs are there to be read
    expect(personalDataIn(JSON.stringify(emfDocuments()), panel.patients)).toEqual([]);
    expect(personalDataIn(printed, [patient])).toEqual([]);
    expect(printed).not.toContain(digitsOf(SANDBOX_PATIENT_PHONE));
  });
});
