import { describe, expect, it } from 'vitest';
import type { Panel, PanelPatient } from '../../functions/ehr/panel';
import { request, type HttpResult } from '../support/local-stage';

/**
 * The EHR proxy over real HTTP through the local runtime: one suite, run unchanged against both
 * backends (`local` in the sandbox stage, `fhir` against a real FHIR server), each holding the
 * same synthetic panel. Every expectation comes from the panel or from an earlier answer, never
 * from the backend under test.
 *
 * The panel follows the date it is generated on, so the booking cases pick their times through
 * the API on the target's clock: a slot the practitioner offers and at which none of the patients
 * the case books has an appointment. They hold on any date (test/ehr/proxy-clock-*.test.ts run
 * them under several fixed dates).
 */

export interface ProxyTarget {
  baseUrl: string;
  orgId: string;
  apiKey: string;
  /** A key of the same organization with scope read_only. */
  readOnlyKey: string;
  /** A full_access key of another organization of the same stage, whose EHR holds nothing. */
  otherOrg: { id: string; apiKey: string };
  panel: Panel;
  /** The clock the stage runs on (Ports.now), and that the panel was generated on. */
  now: () => number;
}

type Call = (method: string, path: string, options?: { body?: unknown; key?: string; orgId?: string; headers?: Record<string, string> }) => Promise<HttpResult>;

const query = (params: Record<string, string | number | boolean | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return `?${search.toString()}`;
};

export const expectProxyError = (result: HttpResult, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(result.body).toEqual({ status: 'error', error: { code, message: expect.any(String), details: expect.any(Object) } });
};

const phonesInUse = (panel: Panel): Map<string, number> => {
  const uses = new Map<string, number>();
  for (const { patient } of panel.patients) for (const phone of patient.phone_numbers) uses.set(phone, (uses.get(phone) ?? 0) + 1);
  return uses;
};

/** A patient with conditions, medications, vitals and labs, and a phone nobody else has. */
const richPatient = (panel: Panel): PanelPatient => {
  const uses = phonesInUse(panel);
  const found = panel.patients.find(
    (entry) =>
      entry.patient.phone !== null &&
      uses.get(entry.patient.phone) === 1 &&
      entry.conditions.length > 0 &&
      entry.medications.length > 0 &&
      entry.vital_signs.length > 0 &&
      entry.lab_results.length > 0 &&
      entry.insurance !== null,
  );
  if (!found) throw new Error('The panel has no patient with a full record and an unshared phone');
  return found;
};

const sharedPhone = (panel: Panel): string => {
  const shared = [...phonesInUse(panel)].find(([, count]) => count > 1);
  if (!shared) throw new Error('The panel has no shared phone number');
  return shared[0];
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_APPOINTMENT_MS = 4 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

interface Slot {
  practitioner_id: string;
  start: string;
  end: string;
}

const callerOf = (target: () => ProxyTarget): Call => (method, path, options = {}) => {
  const t = target();
  return request(t.baseUrl, method, path, {
    key: options.key ?? t.apiKey,
    orgId: options.orgId ?? t.orgId,
    scheme: 'headers',
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
};

export const describeProxySuite = (name: string, target: () => ProxyTarget): void => {
  const call = callerOf(target);
  const panel = () => target().panel;
  const { openSlots } = bookingHelpers(call, target);

  describe(`EHR proxy (${name}): patients`, () => {
    it('lists patients with count and total, 20 by default', async () => {
      const result = await call('GET', '/v1/patients');
      expect(result.status, result.text).toBe(200);
      expect(result.body).toEqual({ status: 'ok', data: expect.any(Array), count: 20, total: panel().patients.length });
      const ids = new Set(panel().patients.map((entry) => entry.patient.id));
      for (const patient of result.body.data) expect(ids.has(patient.id)).toBe(true);
      const five = await call('GET', '/v1/patients?count=5');
      expect(five.body.data).toHaveLength(5);
      expect(five.body.count).toBe(5);
      expect(five.headers.get('x-ratelimit-limit')).not.toBeNull();
    });

    it('refuses a count outside 1..100', async () => {
      expectProxyError(await call('GET', '/v1/patients?count=0'), 400, 'INVALID_INPUT');
      expectProxyError(await call('GET', '/v1/patients?count=101'), 400, 'INVALID_INPUT');
      expectProxyError(await call('GET', '/v1/patients?count=ten'), 400, 'INVALID_INPUT');
    });

    it('returns every patient of a practitioner, by id or by email', async () => {
      const practitioner = panel().practitioners[0]!;
      const expected = panel().patients.filter((entry) => entry.patient.primary_provider_id === practitioner.id).map((entry) => entry.patient.id).sort();
      expect(expected.length).toBeGreaterThan(0);
      const byId = await call('GET', `/v1/patients${query({ practitioner_id: practitioner.id, count: 100 })}`);
      expect(byId.status, byId.text).toBe(200);
      expect(byId.body.data.map((p: { id: string }) => p.id).sort()).toEqual(expected);
      expect(byId.body.total).toBe(expected.length);
      const byEmail = await call('GET', `/v1/patients${query({ practitioner_email: practitioner.email ?? undefined, count: 100 })}`);
      expect(byEmail.body.data.map((p: { id: string }) => p.id).sort()).toEqual(expected);
    });

    it('adds the FHIR resource to each item with include_fhir', async () => {
      const result = await call('GET', '/v1/patients?count=3&include_fhir=true');
      expect(result.status, result.text).toBe(200);
      for (const patient of result.body.data) expect(patient.fhir).toMatchObject({ resourceType: 'Patient', id: patient.id });
      const plain = await call('GET', '/v1/patients?count=3');
      for (const patient of plain.body.data) expect(patient.fhir).toBeUndefined();
    });

    it('creates a patient (201) that can then be identified', async () => {
      const body = {
        first_name: 'Ada',
        last_name: 'Quist',
        date_of_birth: '1961-04-09',
        gender: 'female',
        email: 'ada.quist@example.org',
        phone_numbers: ['+14155550177'],
        address: { street: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
        practitioner_id: panel().practitioners[1]!.id,
      };
      const created = await call('POST', '/v1/patients', { body });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data).toMatchObject({ first_name: 'Ada', last_name: 'Quist', date_of_birth: '1961-04-09', gender: 'female', phone: '+14155550177', primary_provider_id: body.practitioner_id });
      const found = await call('GET', `/v1/patients/exists${query({ first_name: 'ada', last_name: 'QUIST', date_of_birth: '1961-04-09' })}`);
      expect(found.status, found.text).toBe(200);
      expect(found.body.data).toMatchObject({ exists: true, patient: { id: created.body.data.id } });
    });

    it('refuses an invalid patient', async () => {
      expectProxyError(await call('POST', '/v1/patients', { body: { last_name: 'X', date_of_birth: '1990-01-01' } }), 400, 'INVALID_INPUT');
      const badPhone = await call('POST', '/v1/patients', { body: { first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01', phone_numbers: ['555-1234'] } });
      expectProxyError(badPhone, 400, 'INVALID_INPUT');
      const badDate = await call('POST', '/v1/patients', { body: { first_name: 'A', last_name: 'B', date_of_birth: '1990-13-01' } });
      expectProxyError(badDate, 400, 'INVALID_INPUT');
      expectProxyError(await call('POST', '/v1/patients', { body: { first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01', practitioner_id: 'nobody-here' } }), 404, 'NOT_FOUND');
    });

    it('identifies a patient by name and date of birth, by phone, or by id', async () => {
      const { patient } = richPatient(panel());
      const byName = await call('GET', `/v1/patients/exists${query({ first_name: patient.first_name, last_name: patient.last_name, date_of_birth: patient.date_of_birth ?? '' })}`);
      expect(byName.status, byName.text).toBe(200);
      expect(byName.body.data.patient).toMatchObject({ id: patient.id, first_name: patient.first_name, last_name: patient.last_name });
      const byPhone = await call('GET', `/v1/patients/exists${query({ phone_number: patient.phone ?? '' })}`);
      expect(byPhone.body.data.patient.id).toBe(patient.id);
      const byId = await call('GET', `/v1/patients/exists${query({ patient_id: patient.id })}`);
      expect(byId.body.data.patient.id).toBe(patient.id);
    });

    it('answers 404 PATIENT_NOT_FOUND, 409 PATIENT_AMBIGUOUS and 400 for an incomplete identification', async () => {
      expectProxyError(await call('GET', `/v1/patients/exists${query({ first_name: 'No', last_name: 'Body', date_of_birth: '1900-01-01' })}`), 404, 'PATIENT_NOT_FOUND');
      expectProxyError(await call('GET', `/v1/patients/exists${query({ patient_id: 'no-such-patient' })}`), 404, 'PATIENT_NOT_FOUND');
      const ambiguous = await call('GET', `/v1/patients/exists${query({ phone_number: sharedPhone(panel()) })}`);
      expectProxyError(ambiguous, 409, 'PATIENT_AMBIGUOUS');
      expect(ambiguous.body.error.details.matches).toBe(2);
      expectProxyError(await call('GET', `/v1/patients/exists${query({ first_name: 'Only' })}`), 400, 'INVALID_INPUT');
      expectProxyError(await call('GET', '/v1/patients/record'), 400, 'INVALID_INPUT');
    });
  });

  describe(`EHR proxy (${name}): records`, () => {
    it("returns the patient's whole record", async () => {
      const entry = richPatient(panel());
      const result = await call('GET', `/v1/patients/record${query({ patient_id: entry.patient.id })}`);
      expect(result.status, result.text).toBe(200);
      const record = result.body.data;
      expect(record.demographics).toMatchObject({ id: entry.patient.id, last_name: entry.patient.last_name, date_of_birth: entry.patient.date_of_birth });
      expect(record.conditions.map((c: { code: string }) => c.code).sort()).toEqual(entry.conditions.map((c) => c.code).sort());
      expect(record.medications.map((m: { name: string }) => m.name).sort()).toEqual(entry.medications.map((m) => m.name).sort());
      expect(record.allergies.map((a: { substance: string }) => a.substance).sort()).toEqual(entry.allergies.map((a) => a.substance).sort());
      expect(record.vital_signs).toHaveLength(entry.vital_signs.length);
      expect(record.lab_results).toHaveLength(entry.lab_results.length);
      expect(record.insurance).toMatchObject({ payer: entry.insurance?.payer, member_id: entry.insurance?.member_id });
      expect(Array.isArray(record.encounter_notes)).toBe(true);
    });

    it('returns vital signs, lab results and medications as lists', async () => {
      const entry = richPatient(panel());
      const id = query({ patient_id: entry.patient.id });
      const vitals = await call('GET', `/v1/patients/record/vital-signs${id}`);
      expect(vitals.body).toMatchObject({ status: 'ok', count: entry.vital_signs.length });
      const pressure = vitals.body.data.find((v: { type: string }) => v.type === 'blood_pressure');
      if (pressure) expect(pressure.value).toEqual({ systolic: expect.any(Number), diastolic: expect.any(Number) });
      const labs = await call('GET', `/v1/patients/record/lab-results${id}`);
      expect(labs.body.count).toBe(entry.lab_results.length);
      const expectedLab = entry.lab_results[0]!;
      expect(labs.body.data).toContainEqual(expect.objectContaining({ test_name: expectedLab.test_name, loinc_code: expectedLab.loinc_code, value: expectedLab.value }));
      const meds = await call('GET', `/v1/patients/record/medications${id}`);
      expect(meds.body.count).toBe(entry.medications.length);
      expect(meds.body.data).toContainEqual(expect.objectContaining({ name: entry.medications[0]!.name, dosage: entry.medications[0]!.dosage }));
    });

    it('records new vital signs and refuses a wrong unit', async () => {
      const entry = panel().patients[3]!;
      const id = query({ patient_id: entry.patient.id });
      const before = await call('GET', `/v1/patients/record/vital-signs${id}`);
      const recordedAt = iso(target().now() - HOUR_MS);
      const put = await call('PUT', `/v1/patients/record/vital-signs${id}`, {
        body: { vital_signs: [{ type: 'heart_rate', value: 71, unit: '/min', recorded_at: recordedAt }, { type: 'blood_pressure', value: { systolic: 128, diastolic: 84 } }] },
      });
      expect(put.status, put.text).toBe(200);
      expect(put.body.count).toBe(2);
      const after = await call('GET', `/v1/patients/record/vital-signs${id}`);
      expect(after.body.count).toBe(before.body.count + 2);
      expect(after.body.data).toContainEqual(expect.objectContaining({ type: 'blood_pressure', value: { systolic: 128, diastolic: 84 }, unit: 'mmHg' }));
      const wrongUnit = await call('PUT', `/v1/patients/record/vital-signs${id}`, { body: { vital_signs: [{ type: 'body_weight', value: 80, unit: 'lb' }] } });
      expectProxyError(wrongUnit, 400, 'INVALID_INPUT');
      const wrongShape = await call('PUT', `/v1/patients/record/vital-signs${id}`, { body: { vital_signs: [{ type: 'blood_pressure', value: 120 }] } });
      expectProxyError(wrongShape, 400, 'INVALID_INPUT');
    });

    it('reads and replaces insurance', async () => {
      const entry = panel().patients[5]!;
      const id = query({ patient_id: entry.patient.id });
      const before = await call('GET', `/v1/patients/record/insurance${id}`);
      expect(before.status, before.text).toBe(200);
      if (entry.insurance) expect(before.body.data).toMatchObject({ payer: entry.insurance.payer });
      else expect(before.body.data).toBeNull();
      const put = await call('PUT', `/v1/patients/record/insurance${id}`, { body: { payer: 'Acme Health', member_id: 'ACM-000123', plan_name: 'Gold PPO', group_number: 'G-77' } });
      expect(put.status, put.text).toBe(200);
      expect(put.body.data).toMatchObject({ payer: 'Acme Health', member_id: 'ACM-000123', plan_name: 'Gold PPO', group_number: 'G-77', relationship: 'self', status: 'active' });
      const after = await call('GET', `/v1/patients/record/insurance${id}`);
      expect(after.body.data).toMatchObject({ payer: 'Acme Health', member_id: 'ACM-000123' });
      expectProxyError(await call('PUT', `/v1/patients/record/insurance${id}`, { body: { payer: 'No member id' } }), 400, 'INVALID_INPUT');
    });

    it('lists practitioners, with FHIR resources on request', async () => {
      const result = await call('GET', '/v1/practitioners?include_fhir=true');
      expect(result.status, result.text).toBe(200);
      expect(result.body.total).toBe(panel().practitioners.length);
      const expected = panel().practitioners[0]!;
      const listed = result.body.data.find((p: { id: string }) => p.id === expected.id);
      expect(listed).toMatchObject({ first_name: expected.first_name, last_name: expected.last_name, npi: expected.npi, specialty: expected.specialty });
      expect(listed.fhir).toMatchObject({ resourceType: 'Practitioner', id: expected.id });
    });
  });

  describe(`EHR proxy (${name}): appointments`, () => {
    it('lists the appointments that start in a range, by practitioner or patient', async () => {
      const all = panel().appointments;
      const start = all[0]!.start;
      const end = iso(Date.parse(start) + 3 * DAY_MS);
      const expected = all.filter((a) => Date.parse(a.start) >= Date.parse(start) && Date.parse(a.start) < Date.parse(end));
      const result = await call('GET', `/v1/appointments${query({ start_date_time: start, end_date_time: end, count: 100 })}`);
      expect(result.status, result.text).toBe(200);
      expect(result.body.total).toBe(expected.length);
      expect(result.body.data.map((a: { id: string }) => a.id).sort()).toEqual(expected.map((a) => a.id).sort().slice(0, 100));
      const practitionerId = expected[0]!.practitioner_id;
      const ofPractitioner = await call('GET', `/v1/appointments${query({ start_date_time: start, end_date_time: end, practitioner_id: practitionerId, count: 100 })}`);
      expect(ofPractitioner.body.total).toBe(expected.filter((a) => a.practitioner_id === practitionerId).length);
      const patientId = expected[0]!.patient_id;
      const ofPatient = await call('GET', `/v1/appointments${query({ start_date_time: start, end_date_time: end, patient_id: patientId, count: 100 })}`);
      expect(ofPatient.body.data.every((a: { patient_id: string }) => a.patient_id === patientId)).toBe(true);
      expect(ofPatient.body.total).toBe(expected.filter((a) => a.patient_id === patientId).length);
    });

    it('refuses a missing or inverted range', async () => {
      expectProxyError(await call('GET', `/v1/appointments${query({ start_date_time: iso(target().now()) })}`), 400, 'INVALID_INPUT');
      expectProxyError(await call('GET', `/v1/appointments${query({ start_date_time: iso(target().now()), end_date_time: iso(target().now() - DAY_MS) })}`), 400, 'INVALID_INPUT');
      expectProxyError(await call('GET', `/v1/appointments${query({ start_date_time: 'yesterday', end_date_time: iso(target().now()) })}`), 400, 'INVALID_INPUT');
    });

    it('offers open slots that no appointment overlaps', async () => {
      const practitioner = panel().practitioners[0]!;
      const slots = await openSlots(practitioner.id, 2);
      expect(slots.length).toBeGreaterThan(0);
      const booked = panel().appointments.filter((a) => a.practitioner_id === practitioner.id && a.status !== 'cancelled');
      for (const slot of slots) {
        expect(slot.practitioner_id).toBe(practitioner.id);
        expect(booked.some((a) => Date.parse(a.start) < Date.parse(slot.end) && Date.parse(slot.start) < Date.parse(a.end))).toBe(false);
      }
    });

    describeBookingCases(name, target);

    it('reads and writes pre-visit notes', async () => {
      const appointment = panel().appointments.find((a) => a.status === 'confirmed')!;
      const path = `/v1/appointments/pre-visit/notes${query({ appointment_id: appointment.id })}`;
      const before = await call('GET', path);
      expect(before.status, before.text).toBe(200);
      expect(before.body.data).toMatchObject({ appointment_id: appointment.id, patient_id: appointment.patient_id });
      const put = await call('PUT', path, { body: { content: 'Bring your glucose log.' } });
      expect(put.status, put.text).toBe(200);
      expect((await call('GET', path)).body.data.content).toBe('Bring your glucose log.');
      expectProxyError(await call('GET', `/v1/appointments/pre-visit/notes${query({ appointment_id: 'no-such-appointment' })}`), 404, 'APPOINTMENT_NOT_FOUND');
    });
  });

  describe(`EHR proxy (${name}): encounter notes`, () => {
    const notesPath = (appointmentId: string, suffix = '') => `/v1/appointments/encounters/notes${suffix}${query({ appointment_id: appointmentId })}`;
    const appointmentAt = (index: number) => panel().appointments.filter((a) => a.status !== 'cancelled')[index]!;

    it('creates a note once, updates it, and edits its SOAP sections', async () => {
      const appointment = appointmentAt(1);
      const created = await call('POST', notesPath(appointment.id), { body: { text_content: 'Seen for diabetes follow-up.', json_content: { subjective: 'Feels well.' } } });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data).toMatchObject({
        appointment_id: appointment.id,
        patient_id: appointment.patient_id,
        text_content: 'Seen for diabetes follow-up.',
        json_content: { subjective: 'Feels well.', objective: '', assessment: '', plan: '' },
      });
      expectProxyError(await call('POST', notesPath(appointment.id), { body: { text_content: 'again' } }), 409, 'NOTE_EXISTS');
      const updated = await call('PUT', notesPath(appointment.id), { body: { json_content: { plan: 'Recheck HbA1c in 3 months.' } } });
      expect(updated.body.data.json_content).toEqual({ subjective: 'Feels well.', objective: '', assessment: '', plan: 'Recheck HbA1c in 3 months.' });
      expect(updated.body.data.text_content).toBe('Seen for diabetes follow-up.');
      const section = `/v1/appointments/encounters/notes/soap/sections/assessment${query({ appointment_id: appointment.id })}`;
      const put = await call('PUT', section, { body: { content: 'Type 2 diabetes, controlled.' } });
      expect(put.body.data).toEqual({ section_id: 'assessment', content: 'Type 2 diabetes, controlled.' });
      expect((await call('GET', section)).body.data.content).toBe('Type 2 diabetes, controlled.');
      expectProxyError(await call('GET', `/v1/appointments/encounters/notes/soap/sections/history${query({ appointment_id: appointment.id })}`), 404, 'NOT_FOUND');
    });

    it('adds complaints, codes, medications, instructions and intake answers', async () => {
      const appointment = appointmentAt(2);
      expect((await call('POST', notesPath(appointment.id), { body: { text_content: '' } })).status).toBe(201);
      await call('POST', notesPath(appointment.id, '/chief-complaints'), { body: ['Headache', 'Dizziness'] });
      await call('POST', notesPath(appointment.id, '/chief-complaints'), { body: ['Headache'] });
      const icd = await call('POST', notesPath(appointment.id, '/codes/icd10'), { body: ['I10', 'e11.9'] });
      expect(icd.status, icd.text).toBe(200);
      await call('POST', notesPath(appointment.id, '/codes/cpt'), { body: ['99214', '3074F'] });
      await call('POST', notesPath(appointment.id, '/medications'), { body: ['Lisinopril 10 mg once daily'] });
      await call('POST', notesPath(appointment.id, '/patient-instructions'), { body: ['Check blood pressure at home twice a day'] });
      const intake = await call('POST', notesPath(appointment.id, '/intake-questionnaire'), { body: { smoker: false, pain_score: 3 } });
      expect(intake.body.data).toMatchObject({
        chief_complaints: ['Headache', 'Dizziness'],
        icd10_codes: ['I10', 'E11.9'],
        cpt_codes: ['99214', '3074F'],
        medications: ['Lisinopril 10 mg once daily'],
        patient_instructions: ['Check blood pressure at home twice a day'],
        intake_questionnaire: { smoker: false, pain_score: 3 },
      });
      const listed = await call('GET', notesPath(appointment.id));
      expect(listed.body).toMatchObject({ status: 'ok', count: 1, data: [expect.objectContaining({ icd10_codes: ['I10', 'E11.9'] })] });
      const ofPatient = await call('GET', `/v1/appointments/encounters/notes${query({ patient_id: appointment.patient_id })}`);
      expect(ofPatient.body.data.map((note: { appointment_id: string }) => note.appointment_id)).toContain(appointment.id);
    });

    it('names a malformed code in a 400', async () => {
      const appointment = appointmentAt(3);
      expect((await call('POST', notesPath(appointment.id), { body: { text_content: 'x' } })).status).toBe(201);
      const icd = await call('POST', notesPath(appointment.id, '/codes/icd10'), { body: ['E11.9', 'E1.19', 'I10'] });
      expectProxyError(icd, 400, 'INVALID_INPUT');
      expect(icd.body.error.details).toMatchObject({ field: '[1]', provided: 'E1.19' });
      const cpt = await call('POST', notesPath(appointment.id, '/codes/cpt'), { body: ['9921'] });
      expectProxyError(cpt, 400, 'INVALID_INPUT');
      expect(cpt.body.error.details.provided).toBe('9921');
      expectProxyError(await call('POST', notesPath(appointment.id, '/codes/cpt'), { body: [] }), 400, 'INVALID_INPUT');
      expectProxyError(await call('POST', notesPath(appointment.id, '/codes/cpt'), { body: { codes: ['99213'] } }), 400, 'INVALID_INPUT');
    });

    it('deletes a note; operations on a missing note or appointment are 404', async () => {
      const appointment = appointmentAt(4);
      expect((await call('POST', notesPath(appointment.id), { body: { text_content: 'to delete' } })).status).toBe(201);
      const deleted = await call('DELETE', notesPath(appointment.id));
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body.data.text_content).toBe('to delete');
      expectProxyError(await call('DELETE', notesPath(appointment.id)), 404, 'NOT_FOUND');
      expectProxyError(await call('PUT', notesPath(appointment.id), { body: { text_content: 'x' } }), 404, 'NOT_FOUND');
      expectProxyError(await call('POST', notesPath(appointment.id, '/codes/icd10'), { body: ['I10'] }), 404, 'NOT_FOUND');
      expectProxyError(await call('POST', notesPath('no-such-appointment'), { body: { text_content: 'x' } }), 404, 'APPOINTMENT_NOT_FOUND');
      expectProxyError(await call('POST', '/v1/appointments/encounters/notes', { body: { text_content: 'x' } }), 400, 'INVALID_INPUT');
    });

    it('lists note templates and fields', async () => {
      const templates = await call('GET', '/v1/appointments/encounters/notes/templates');
      expect(templates.status).toBe(200);
      expect(templates.body.data.map((t: { id: string }) => t.id)).toContain('soap');
      const fields = await call('GET', '/v1/appointments/encounters/notes/fields');
      expect(fields.body.data.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(['subjective', 'objective', 'assessment', 'plan', 'icd10_codes', 'cpt_codes']));
    });
  });

  describe(`EHR proxy (${name}): health, scopes and isolation`, () => {
    it('reports the EHR connected', async () => {
      const result = await call('GET', '/v1/ehr/health');
      expect(result.status, result.text).toBe(200);
      expect(result.body).toEqual({ status: 'ok', data: { status: 'connected', ehr_system: expect.any(String), last_sync: expect.any(String), latency_ms: expect.any(Number) } });
    });

    it('lets a read_only key read but not write', async () => {
      const { readOnlyKey } = target();
      expect((await call('GET', '/v1/patients?count=1', { key: readOnlyKey })).status).toBe(200);
      expectProxyError(await call('POST', '/v1/patients', { key: readOnlyKey, body: { first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01' } }), 403, 'FORBIDDEN');
    });

    it('refuses a missing key or a mismatching organization id', async () => {
      const t = target();
      expectProxyError(await request(t.baseUrl, 'GET', '/v1/patients'), 401, 'UNAUTHORIZED');
      expectProxyError(await call('GET', '/v1/patients', { orgId: t.otherOrg.id }), 401, 'UNAUTHORIZED');
    });

    it("shows another organization nothing of this one's EHR", async () => {
      const { otherOrg } = target();
      const other = { key: otherOrg.apiKey, orgId: otherOrg.id };
      const list = await call('GET', '/v1/patients', other);
      expect(list.status, list.text).toBe(200);
      expect(list.body.total).toBe(0);
      const someone = panel().patients[0]!.patient;
      expectProxyError(await call('GET', `/v1/patients/record${query({ patient_id: someone.id })}`, other), 404, 'PATIENT_NOT_FOUND');
      const appointment = panel().appointments[0]!;
      expectProxyError(await call('DELETE', `/v1/appointments${query({ appointment_id: appointment.id })}`, other), 404, 'APPOINTMENT_NOT_FOUND');
    });
  });
};

/** Finding bookable times through the API, on the target's clock. */
const bookingHelpers = (call: Call, target: () => ProxyTarget) => {
  /** Open slots of a practitioner in the 5 days from midnight UTC `daysAhead` days from now (so nothing in the test is in the past). */
  const openSlots = async (practitionerId: string, daysAhead: number, count = 100): Promise<Slot[]> => {
    const start = iso(Math.ceil((target().now() + daysAhead * DAY_MS) / DAY_MS) * DAY_MS);
    const result = await call('GET', `/v1/appointments/open-slots${query({ start_date_time: start, end_date_time: iso(Date.parse(start) + 5 * DAY_MS), practitioner_id: practitionerId, count })}`);
    expect(result.status, result.text).toBe(200);
    return result.body.data as Slot[];
  };
  /** The non-cancelled appointments of the patients that may overlap [start, end). */
  const appointmentsOf = async (patientIds: string[], start: string, end: string): Promise<Slot[]> => {
    const lists = await Promise.all(
      patientIds.map(async (patientId) => {
        const range = { start_date_time: iso(Date.parse(start) - MAX_APPOINTMENT_MS), end_date_time: end };
        const result = await call('GET', `/v1/appointments${query({ ...range, patient_id: patientId, count: 100 })}`);
        expect(result.status, result.text).toBe(200);
        expect(result.body.total).toBeLessThanOrEqual(100);
        return (result.body.data as Array<Slot & { status: string }>).filter((a) => a.status !== 'cancelled');
      }),
    );
    return lists.flat();
  };
  const overlapping = (a: { start: string; end: string }, b: { start: string; end: string }) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
  /**
   * Slots every practitioner offers `daysAhead` days from now at which none of the patients has an
   * appointment (nor within `marginMs` after the slot), at least `needed` of them.
   */
  const freeSlots = async (practitionerIds: string[], patientIds: string[], daysAhead: number, options: { needed?: number; marginMs?: number } = {}): Promise<Slot[]> => {
    const [first, ...others] = await Promise.all(practitionerIds.map((id) => openSlots(id, daysAhead)));
    const offered = first!.filter((slot) => others.every((slots) => slots.some((s) => sameInstant(s.start, slot.start) && sameInstant(s.end, slot.end))));
    const widened = (slot: Slot) => ({ start: slot.start, end: iso(Date.parse(slot.end) + (options.marginMs ?? 0)) });
    const busy = offered.length > 0 ? await appointmentsOf(patientIds, offered[0]!.start, widened(offered.at(-1)!).end) : [];
    const free = offered.filter((slot) => !busy.some((a) => overlapping(a, widened(slot))));
    expect(free.length, `free slots of ${practitionerIds.join(', ')} for ${patientIds.join(', ')}`).toBeGreaterThanOrEqual(options.needed ?? 1);
    return free;
  };
  const book = (patientId: string, practitionerId: string, slot: { start: string; end: string }, extra: Record<string, unknown> = {}) =>
    call('POST', '/v1/appointments', {
      body: { patient_id: patientId, practitioner_id: practitionerId, start_date_time: slot.start, end_date_time: slot.end, reason: 'Follow-up', ...extra },
    });
  return { openSlots, freeSlots, book };
};

/**
 * The cases that book, reschedule and cancel: the times come from the API (free for the
 * practitioner and for every patient the case books), so they hold whatever day the panel was
 * generated on.
 */
export const describeBookingCases = (name: string, target: () => ProxyTarget): void => {
  const call = callerOf(target);
  const panel = () => target().panel;
  const { openSlots, freeSlots, book } = bookingHelpers(call, target);
  const patientIds = (...indexes: number[]) => indexes.map((index) => panel().patients[index]!.patient.id);
  const reschedule = (patientId: string, from: string, to: { start: string; end: string }, reason?: string) =>
    call('PUT', '/v1/appointments', {
      body: { patient_id: patientId, appointment_start_date_time: from, new_start_date_time: to.start, new_end_date_time: to.end, ...(reason ? { reason } : {}) },
    });

  describe(`EHR proxy (${name}): booking`, () => {
    it('books a slot once: the second booking is 409 APPOINTMENT_CONFLICT', async () => {
      const practitioner = panel().practitioners[1]!;
      const [patient, other] = patientIds(7, 8);
      const [slot] = await freeSlots([practitioner.id], [patient!, other!], 3);
      const first = await book(patient!, practitioner.id, slot!);
      expect(first.status, first.text).toBe(201);
      expect(first.body.data).toMatchObject({ patient_id: patient, practitioner_id: practitioner.id, status: 'confirmed', reason: 'Follow-up' });
      expect(sameInstant(first.body.data.start, slot!.start)).toBe(true);
      const second = await book(other!, practitioner.id, slot!);
      expectProxyError(second, 409, 'APPOINTMENT_CONFLICT');
      // The practitioner's time is taken; nothing of the patient who took it.
      expect(second.body.error.details).toEqual({ conflict_with: 'practitioner', practitioner_id: practitioner.id, start: expect.any(String), end: expect.any(String) });
      expect(second.text).not.toContain(patient);
      const later = await openSlots(practitioner.id, 3);
      expect(later.some((s) => sameInstant(s.start, slot!.start))).toBe(false);
    });

    it('lets exactly one of concurrent overlapping bookings through', async () => {
      const practitioner = panel().practitioners[2]!;
      const patients = patientIds(10, 11, 12, 13, 14, 15, 16, 17);
      const shift = 10 * 60_000;
      const [slot] = await freeSlots([practitioner.id], patients, 4, { marginMs: shift });
      const overlapping = { start: iso(Date.parse(slot!.start) + shift), end: iso(Date.parse(slot!.end) + shift) };
      const attempts = await Promise.all(patients.map((patientId, i) => book(patientId, practitioner.id, i % 2 === 0 ? slot! : overlapping)));
      const statuses = attempts.map((attempt) => attempt.status).sort();
      expect(statuses.filter((status) => status === 201), JSON.stringify(statuses)).toHaveLength(1);
      for (const attempt of attempts.filter((a) => a.status !== 201)) expectProxyError(attempt, 409, 'APPOINTMENT_CONFLICT');
    });

    it('lets exactly one of concurrent bookings of one patient with two practitioners at one time through', async () => {
      const practitioners = [panel().practitioners[4]!.id, panel().practitioners[5]!.id];
      const [patientId] = patientIds(31);
      const [slot] = await freeSlots(practitioners, [patientId!], 11);
      const attempts = await Promise.all(Array.from({ length: 6 }, (_, i) => book(patientId!, practitioners[i % 2]!, slot!)));
      const won = attempts.filter((attempt) => attempt.status === 201);
      expect(won, JSON.stringify(attempts.map((a) => a.status))).toHaveLength(1);
      for (const attempt of attempts.filter((a) => a.status !== 201)) expectProxyError(attempt, 409, 'APPOINTMENT_CONFLICT');
      const other = practitioners.find((id) => id !== won[0]!.body.data.practitioner_id)!;
      const again = await book(patientId!, other, slot!);
      expectProxyError(again, 409, 'APPOINTMENT_CONFLICT');
      expect(again.body.error.details).toMatchObject({ conflict_with: 'patient', patient_id: patientId });
      // The other practitioner's time is still free for someone else.
      const [someoneElse] = patientIds(34);
      const freeForOther = await freeSlots([other], [someoneElse!], 11);
      if (freeForOther.some((s) => sameInstant(s.start, slot!.start))) expect((await book(someoneElse!, other, slot!)).status).toBe(201);
    });

    it('refuses times off the 5-minute grid, inverted or too long, and unknown patients', async () => {
      const practitioner = panel().practitioners[3]!;
      const [slot] = await openSlots(practitioner.id, 5);
      const patientId = panel().patients[20]!.patient.id;
      expectProxyError(await book(patientId, practitioner.id, { start: iso(Date.parse(slot!.start) + 60_000), end: slot!.end }), 400, 'INVALID_INPUT');
      expectProxyError(await book(patientId, practitioner.id, { start: slot!.end, end: slot!.start }), 400, 'INVALID_INPUT');
      expectProxyError(await book(patientId, practitioner.id, { start: slot!.start, end: iso(Date.parse(slot!.start) + 5 * HOUR_MS) }), 400, 'INVALID_INPUT');
      expectProxyError(await book('no-such-patient', practitioner.id, slot!), 404, 'PATIENT_NOT_FOUND');
      expectProxyError(await call('POST', '/v1/appointments', { body: { patient_id: patientId } }), 400, 'INVALID_INPUT');
    });

    it('returns the first answer again for a repeated Idempotency-Key', async () => {
      const practitioner = panel().practitioners[4]!;
      const [patientId] = patientIds(21);
      const [slot] = await freeSlots([practitioner.id], [patientId!], 6);
      const body = { patient_id: patientId, practitioner_id: practitioner.id, start_date_time: slot!.start, end_date_time: slot!.end };
      const headers = { 'idempotency-key': `book-${target().orgId}-${slot!.start}` };
      const first = await call('POST', '/v1/appointments', { body, headers });
      const again = await call('POST', '/v1/appointments', { body, headers });
      expect(first.status, first.text).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body.data.id).toBe(first.body.data.id);
    });

    it('reschedules by patient and original start, freeing the old time', async () => {
      const practitioner = panel().practitioners[0]!;
      const [patientId, next] = patientIds(22, 23);
      const [slot, , target] = await freeSlots([practitioner.id], [patientId!, next!], 7, { needed: 3 });
      const booked = await book(patientId!, practitioner.id, slot!);
      expect(booked.status, booked.text).toBe(201);
      const moved = await reschedule(patientId!, slot!.start, target!, 'Patient asked');
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.data.id).toBe(booked.body.data.id);
      expect(sameInstant(moved.body.data.start, target!.start)).toBe(true);
      const rebook = await book(next!, practitioner.id, slot!);
      expect(rebook.status, rebook.text).toBe(201);
      expectProxyError(await reschedule(patientId!, slot!.start, target!), 404, 'APPOINTMENT_NOT_FOUND');
    });

    it('refuses a reschedule onto a booked time', async () => {
      const practitioner = panel().practitioners[1]!;
      const [a, b] = patientIds(24, 25);
      const [first, second] = await freeSlots([practitioner.id], [a!, b!], 8, { needed: 2 });
      expect((await book(a!, practitioner.id, first!)).status).toBe(201);
      expect((await book(b!, practitioner.id, second!)).status).toBe(201);
      const clash = await reschedule(a!, first!.start, second!);
      expectProxyError(clash, 409, 'APPOINTMENT_CONFLICT');
      expect(clash.body.error.details.conflict_with).toBe('practitioner');
    });

    it("refuses a reschedule into the patient's other appointment, with another practitioner", async () => {
      const [one, two] = [panel().practitioners[0]!.id, panel().practitioners[1]!.id];
      const [patientId] = patientIds(32);
      const [first, second] = await freeSlots([one, two], [patientId!], 12, { needed: 2 });
      const a = await book(patientId!, one, first!);
      expect(a.status, a.text).toBe(201);
      expect((await book(patientId!, two, second!)).status).toBe(201);
      const clash = await reschedule(patientId!, first!.start, second!);
      expectProxyError(clash, 409, 'APPOINTMENT_CONFLICT');
      expect(clash.body.error.details).toMatchObject({ conflict_with: 'patient', patient_id: patientId });
      // It stays where it was, and still answers to its start.
      const range = query({ start_date_time: first!.start, end_date_time: first!.end, patient_id: patientId, count: 10 });
      expect((await call('GET', `/v1/appointments${range}`)).body.data.map((x: { id: string }) => x.id)).toEqual([a.body.data.id]);
    });

    it('cancels by id or by patient and start, and frees the time', async () => {
      const practitioner = panel().practitioners[2]!;
      const [patientId, next] = patientIds(26, 27);
      const [first, second] = await freeSlots([practitioner.id], [patientId!, next!], 9, { needed: 2 });
      const one = await book(patientId!, practitioner.id, first!);
      const two = await book(patientId!, practitioner.id, second!);
      const byId = await call('DELETE', `/v1/appointments${query({ appointment_id: one.body.data.id })}`);
      expect(byId.status, byId.text).toBe(200);
      expect(byId.body.data).toMatchObject({ id: one.body.data.id, status: 'cancelled' });
      const byStart = await call('DELETE', `/v1/appointments${query({ patient_id: patientId, start_date_time: second!.start })}`);
      expect(byStart.status, byStart.text).toBe(200);
      expect(byStart.body.data).toMatchObject({ id: two.body.data.id, status: 'cancelled' });
      expect((await book(next!, practitioner.id, first!)).status).toBe(201);
      expectProxyError(await call('DELETE', `/v1/appointments${query({ appointment_id: 'no-such-appointment' })}`), 404, 'APPOINTMENT_NOT_FOUND');
      expectProxyError(await call('DELETE', '/v1/appointments'), 400, 'INVALID_INPUT');
    });

    it("frees the patient's time on cancel: the same patient books it again with another practitioner", async () => {
      const [one, two] = [panel().practitioners[2]!.id, panel().practitioners[3]!.id];
      const [patientId] = patientIds(33);
      const [slot] = await freeSlots([one, two], [patientId!], 13);
      expect((await book(patientId!, one, slot!)).status).toBe(201);
      const before = await book(patientId!, two, slot!);
      expectProxyError(before, 409, 'APPOINTMENT_CONFLICT');
      expect(before.body.error.details.conflict_with).toBe('patient');
      expect((await call('DELETE', `/v1/appointments${query({ patient_id: patientId, start_date_time: slot!.start })}`)).status).toBe(200);
      const after = await book(patientId!, two, slot!);
      expect(after.status, after.text).toBe(201);
    });

    it('cancelling again after the time was booked by someone else leaves that booking alone', async () => {
      const practitioner = panel().practitioners[3]!;
      const [a, b, c] = patientIds(28, 29, 30);
      const [slot] = await freeSlots([practitioner.id], [a!, b!, c!], 10);
      const first = await book(a!, practitioner.id, slot!);
      expect(first.status, first.text).toBe(201);
      expect((await call('DELETE', `/v1/appointments${query({ appointment_id: first.body.data.id })}`)).status).toBe(200);
      expect((await book(b!, practitioner.id, slot!)).status).toBe(201);
      const again = await call('DELETE', `/v1/appointments${query({ appointment_id: first.body.data.id })}`);
      expect(again.status, again.text).toBe(200);
      expect(again.body.data.status).toBe('cancelled');
      const late = await book(c!, practitioner.id, slot!);
      expectProxyError(late, 409, 'APPOINTMENT_CONFLICT');
      expect(late.body.error.details.conflict_with).toBe('practitioner');
    });
  });
};
