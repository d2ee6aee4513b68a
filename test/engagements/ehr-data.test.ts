import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedOrganization } from '../../functions/ehr/local/seed';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel, PanelPatient } from '../../functions/ehr/panel';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { waitForStatus } from './support';

/**
 * DESIGN §3 through the local runtime (sandbox, local EHR with the synthetic panel): a patient
 * profile with `ehr_patient_id` gives an engagement without `context.ehr_data` a summary of the
 * EHR record when its conversation starts; given data is kept; an unknown EHR patient holds
 * nothing up.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

let stage: TestStage;
let org: TestOrganization;
let panel: Panel;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard({ name: 'EHR data clinic' });
  panel = syntheticPanel({ now: new Date() });
  await seedOrganization(stage.store, org.id, panel);
}, 60_000);
afterAll(() => stage.stop());

const call = (method: string, path: string, body?: unknown) => request(stage.url, method, path, { key: org.apiKey, ...(body === undefined ? {} : { body }) });

const engagementOf = async (patientId: string, context?: unknown) => {
  const created = await call('POST', '/v1/engagements', {
    patient: { id: patientId, phone: '+15005550100' },
    protocol: 'medication_adherence',
    trigger_type: 'immediate',
    ...(context === undefined ? {} : { context }),
  });
  expect(created.status, created.text).toBe(201);
  return waitForStatus(stage, org, created.body.id, ['completed']);
};

const recordRich = (): PanelPatient =>
  panel.patients.find((entry) => entry.conditions.length > 0 && entry.medications.some((m) => m.status === 'active') && entry.vital_signs.length > 1)!;

describe('context.ehr_data from the EHR', () => {
  it("records a summary of the patient's EHR record when the conversation starts", async () => {
    const entry = recordRich();
    expect((await call('PUT', '/v1/patients/p-ehr', { phone: '+15005550100', ehr_patient_id: entry.patient.id })).status).toBe(201);
    const engagement = await engagementOf('p-ehr');
    const data = engagement.context.ehr_data;
    expect(data).toMatchObject({ source: 'careloop-local', ehr_patient_id: entry.patient.id, retrieved_at: expect.any(String) });
    expect(data.conditions.map((c: { code: string }) => c.code).sort()).toEqual(entry.conditions.map((c) => c.code).sort());
    expect(data.medications.map((m: { name: string }) => m.name).sort()).toEqual(entry.medications.filter((m) => m.status === 'active').map((m) => m.name).sort());
    // One reading per vital sign type: the latest.
    const types = new Set(entry.vital_signs.map((v) => v.type));
    expect(data.vital_signs).toHaveLength(types.size);
    // Demographics and insurance stay in the EHR.
    expect(JSON.stringify(data)).not.toContain(entry.patient.last_name);
    expect(data).not.toHaveProperty('insurance');
  });

  it('keeps the ehr_data the engagement was created with', async () => {
    const entry = recordRich();
    expect((await call('PUT', '/v1/patients/p-given', { ehr_patient_id: entry.patient.id })).status).toBe(201);
    const engagement = await engagementOf('p-given', { ehr_data: { diagnoses: ['I10'] }, notes: 'given' });
    expect(engagement.context).toEqual({ ehr_data: { diagnoses: ['I10'] }, notes: 'given' });
  });

  it('starts without ehr_data when the EHR does not know the patient, or the profile names none', async () => {
    expect((await call('PUT', '/v1/patients/p-unknown', { ehr_patient_id: 'pat-not-in-this-ehr' })).status).toBe(201);
    expect((await engagementOf('p-unknown', { notes: 'kept' })).context).toEqual({ notes: 'kept' });
    expect((await call('PUT', '/v1/patients/p-none', { first_name: 'Nobody' })).status).toBe(201);
    expect((await engagementOf('p-none')).context).toBeNull();
  });
});
