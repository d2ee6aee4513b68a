import type { Appointment as FhirAppointment, Composition, Coverage, Encounter } from '@medplum/fhirtypes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/core/errors';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { FhirEhrAdapter } from '../../functions/ehr/fhir/backend';
import { FhirClient, FhirHttpError } from '../../functions/ehr/fhir/client';
import type { Panel, PanelPatient, PanelPractitioner } from '../../functions/ehr/panel';
import type { AppointmentCreateBody } from '../../functions/ehr/request-schemas';
import type { EhrPatient } from '../../functions/ehr/schemas';
import { loadPanel } from '../support/fhir-panel';
import { type FhirTestServer, startFhirServer } from '../support/fhir-server';

// A small hand-made panel. Times are far in the future so that open slots (never in the past) exist.
const MONDAY = '2030-01-07';
const SLOTS_FROM = `${MONDAY}T00:00:00.000Z`;
const SLOTS_TO = '2030-01-12T00:00:00.000Z';
const at = (clock: string, day = MONDAY) => `${day}T${clock}:00.000Z`;

const weekdays = { monday: [{ start: '09:00', end: '12:00' }], tuesday: [{ start: '09:00', end: '12:00' }] };
const house: PanelPractitioner = {
  id: 'prac-house',
  first_name: 'Gregory',
  last_name: 'House',
  email: 'house@ppth.example',
  specialty: 'Diagnostic Medicine',
  npi: '1234567893',
  locations: ['Princeton-Plainsboro'],
  schedule: { timezone: 'UTC', slot_minutes: 30, hours: weekdays },
};
const cuddy: PanelPractitioner = {
  id: 'prac-cuddy',
  first_name: 'Lisa',
  last_name: 'Cuddy',
  email: 'cuddy@ppth.example',
  specialty: 'Endocrinology',
  npi: null,
  locations: [],
  schedule: { timezone: 'UTC', slot_minutes: 60, hours: { monday: [{ start: '13:00', end: '15:00' }] } },
};

const patient = (id: string, first: string, last: string, extra: Partial<EhrPatient> = {}): EhrPatient => ({
  id,
  first_name: first,
  last_name: last,
  date_of_birth: '1980-02-03',
  gender: 'female',
  phone: null,
  email: null,
  primary_provider_id: null,
  phone_numbers: [],
  address: null,
  ...extra,
});

const ada: PanelPatient = {
  patient: patient('pat-ada', 'Ada', 'Lovelace', {
    date_of_birth: '1815-12-10',
    phone: '+15555550100',
    phone_numbers: ['+15555550100'],
    email: 'ada@example.com',
    primary_provider_id: house.id,
    address: { street: '12 St James Sq', city: 'London', state: 'LDN', postal_code: 'SW1Y 4JH', country: 'GB' },
  }),
  conditions: [{ code: 'E11.9', display: 'Type 2 diabetes mellitus without complications', status: 'active', onset_date: '2019-05-01' }],
  medications: [{ id: 'med-ada-1', name: 'Metformin', dosage: '500 mg', frequency: 'twice daily', status: 'active', prescriber: 'Dr Gregory House', start_date: '2019-05-02' }],
  allergies: [{ substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' }],
  vital_signs: [
    { id: 'vit-ada-1', type: 'blood_pressure', value: { systolic: 128, diastolic: 82 }, unit: 'mmHg', recorded_at: '2029-12-01T10:00:00.000Z' },
    { id: 'vit-ada-2', type: 'heart_rate', value: 72, unit: '/min', recorded_at: '2029-12-01T10:00:00.000Z' },
  ],
  lab_results: [
    {
      id: 'lab-ada-1',
      test_name: 'Hemoglobin A1c',
      loinc_code: '4548-4',
      value: 7.2,
      unit: '%',
      reference_range: { low: 4, high: 5.6 },
      interpretation: 'high',
      status: 'final',
      collected_at: '2029-11-20T08:00:00.000Z',
    },
  ],
  insurance: {
    payer: 'Aetna',
    plan_name: 'Choice POS II',
    member_id: 'W123',
    group_number: 'G-1',
    subscriber_name: null,
    relationship: 'self',
    status: 'active',
    effective_date: '2029-01-01',
    expiration_date: null,
  },
};
const empty = (p: EhrPatient): PanelPatient => ({ patient: p, conditions: [], medications: [], allergies: [], vital_signs: [], lab_results: [], insurance: null });
const grace = empty(patient('pat-grace', 'Grace', 'Hopper', { date_of_birth: '1906-12-09', primary_provider_id: cuddy.id, phone: '+15555550200', phone_numbers: ['+15555550200'] }));
// Two patients who share name and birth date; a third whose name only starts like theirs.
const twinA = empty(patient('pat-twin-a', 'Sam', 'Twin'));
const twinB = empty(patient('pat-twin-b', 'SAM', 'twin'));
const prefix = empty(patient('pat-twin-c', 'Samantha', 'Twinning'));
const fillers = Array.from({ length: 58 }, (_, i) => empty(patient(`pat-fill-${i}`, `Filler${i}`, 'Crowd', { primary_provider_id: house.id })));

const booked = {
  id: 'appt-ada-1',
  patient_id: ada.patient.id,
  practitioner_id: house.id,
  start: at('09:00'),
  end: at('09:30'),
  status: 'confirmed' as const,
  type: 'follow-up' as const,
  reason: 'Diabetes review',
  notes: null,
};
const panel: Panel = {
  practitioners: [house, cuddy],
  patients: [ada, grace, twinA, twinB, prefix, ...fillers],
  appointments: [booked, { ...booked, id: 'appt-grace-1', patient_id: grace.patient.id, practitioner_id: cuddy.id, start: at('13:00'), end: at('14:00'), reason: null }],
};
const PATIENT_COUNT = panel.patients.length; // 63: more than the server's page size of 50

let server: FhirTestServer;
let client: FhirClient;
let store: SqliteStore;
let adapter: FhirEhrAdapter;
let inFlight = 0;
let maxInFlight = 0;

const countingFetch: typeof fetch = async (input, init) => {
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  try {
    return await fetch(input, init);
  } finally {
    inFlight -= 1;
  }
};

const adapterWith = (options: { client?: FhirClient; signal?: AbortSignal } = {}) =>
  new FhirEhrAdapter({ client: options.client ?? client, store, orgId: 'org_test', system: 'medplum-test', signal: options.signal });

const errorOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const booking = (overrides: Partial<AppointmentCreateBody> = {}): AppointmentCreateBody => ({
  patient_id: grace.patient.id,
  practitioner_id: house.id,
  start_date_time: at('10:00'),
  end_date_time: at('10:30'),
  type: 'follow-up',
  ...overrides,
});

beforeAll(async () => {
  server = await startFhirServer();
  client = new FhirClient({ baseUrl: server.url, fetch: countingFetch });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(async () => {
  server.repo.clear();
  store?.close();
  store = SqliteStore.open(':memory:');
  await loadPanel(client, panel, { slotsFrom: SLOTS_FROM, slotsTo: SLOTS_TO });
  adapter = adapterWith();
  server.requests.length = 0;
  maxInFlight = 0;
});

describe('loadPanel', () => {
  it('puts the panel with its own ids, a Schedule per practitioner and free Slots minus booked appointments', async () => {
    expect((await client.read('Patient', 'pat-ada')).name?.[0]?.family).toBe('Lovelace');
    expect((await client.read('Appointment', 'appt-ada-1')).status).toBe('booked');
    const schedules = await client.search('Schedule', {});
    expect(schedules.resources.map((s) => s.actor?.[0]?.reference).sort()).toEqual(['Practitioner/prac-cuddy', 'Practitioner/prac-house']);
    const slots = await client.search('Slot', { schedule: 'Schedule/sched-prac-house' }, { maxResults: 100 });
    // Monday and Tuesday 09:00-12:00 in 30 minutes: 12 slots, less Monday 09:00 (booked).
    expect(slots.resources).toHaveLength(11);
    expect(slots.resources.map((s) => s.start)).not.toContain(at('09:00'));
    expect((await client.search('PractitionerRole', { practitioner: 'Practitioner/prac-house' })).resources[0]?.specialty?.[0]?.text).toBe('Diagnostic Medicine');
  });
});

describe('FhirEhrAdapter: patients', () => {
  it('lists every patient past the server page size, with Bundle.total', async () => {
    const all = await adapter.listPatients({ count: 100, includeFhir: false });
    expect(all.items).toHaveLength(PATIENT_COUNT);
    expect(all.total).toBe(PATIENT_COUNT);
    expect(new Set(all.items.map((p) => p.id)).size).toBe(PATIENT_COUNT);
    expect(server.requests.filter((r) => r.startsWith('GET /Patient?'))).toHaveLength(2); // pages of 50
    expect(server.requests.some((r) => r.includes('_offset=50'))).toBe(true);

    const page = await adapter.listPatients({ count: 5, includeFhir: true });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(PATIENT_COUNT);
    expect(page.items[0]?.fhir).toMatchObject({ resourceType: 'Patient', id: page.items[0]?.id });
  });

  it("lists a practitioner's patients by id or by email; an unknown practitioner is a 404", async () => {
    const byId = await adapter.listPatients({ count: 100, includeFhir: false, practitionerId: house.id });
    expect(byId.total).toBe(59);
    expect(byId.items.every((p) => p.primary_provider_id === house.id)).toBe(true);
    expect(byId.items.find((p) => p.id === ada.patient.id)).toEqual(ada.patient);
    expect(byId.items[0]).not.toHaveProperty('fhir');
    const byEmail = await adapter.listPatients({ count: 10, includeFhir: false, practitionerEmail: 'CUDDY@ppth.example' });
    expect(byEmail).toEqual({ items: [grace.patient], total: 1 });
    expect((await errorOf(adapter.listPatients({ count: 10, includeFhir: false, practitionerId: 'prac-nobody' }))).status).toBe(404);
    expect((await errorOf(adapter.listPatients({ count: 10, includeFhir: false, practitionerEmail: 'nobody@x.example' }))).status).toBe(404);
  });

  it('creates a patient (server id) that can be found again; an unknown practitioner is a 404', async () => {
    const created = await adapter.createPatient({
      first_name: 'Alan',
      last_name: 'Turing',
      date_of_birth: '1912-06-23',
      gender: 'male',
      email: 'alan@example.com',
      phone_numbers: ['+15555550300', '+15555550300', '+15555550301'],
      address: { city: 'Wilmslow', country: 'GB' },
      practitioner_id: house.id,
    });
    expect(created).toMatchObject({ first_name: 'Alan', phone: '+15555550300', phone_numbers: ['+15555550300', '+15555550301'], primary_provider_id: house.id });
    expect(created.address).toEqual({ street: '', city: 'Wilmslow', state: '', postal_code: '', country: 'GB' });
    expect(created.id).toMatch(/^[A-Za-z0-9\-.]+$/);
    expect(await adapter.findPatients({ patientId: created.id }, { limit: 2, includeFhir: false })).toEqual([created]);
    const error = await errorOf(adapter.createPatient({ first_name: 'X', last_name: 'Y', date_of_birth: '2000-01-01', gender: 'unknown', phone_numbers: [], practitioner_id: 'nobody' }));
    expect(error).toMatchObject({ status: 404, details: { practitioner_id: 'nobody' } });
    expect((await client.search('Patient', { family: 'Y' })).resources).toHaveLength(0);
  });

  it('finds patients by exact name (any case) and birth date, by phone, by id', async () => {
    const twins = await adapter.findPatients({ firstName: 'sam', lastName: 'TWIN', dateOfBirth: '1980-02-03' }, { limit: 5, includeFhir: false });
    expect(twins.map((p) => p.id).sort()).toEqual(['pat-twin-a', 'pat-twin-b']); // not Samantha Twinning
    expect(await adapter.findPatients({ firstName: 'Sam', lastName: 'Twin', dateOfBirth: '1980-02-04' }, { limit: 5, includeFhir: false })).toEqual([]);
    expect(await adapter.findPatients({ firstName: 'Sam', lastName: 'Twin', dateOfBirth: '1980-02-03' }, { limit: 1, includeFhir: false })).toHaveLength(1);
    const byPhone = await adapter.findPatients({ phoneNumber: '+15555550200' }, { limit: 2, includeFhir: true });
    expect(byPhone.map((p) => p.id)).toEqual([grace.patient.id]);
    expect(byPhone[0]?.fhir?.resourceType).toBe('Patient');
    expect(await adapter.findPatients({ phoneNumber: '+15555559999' }, { limit: 2, includeFhir: false })).toEqual([]);
    expect(await adapter.findPatients({ patientId: 'pat-ada' }, { limit: 2, includeFhir: false })).toEqual([ada.patient]);
    expect(await adapter.findPatients({ patientId: 'pat-nobody' }, { limit: 2, includeFhir: false })).toEqual([]);
    expect(await adapter.findPatients({ patientId: 'not a fhir id!' }, { limit: 2, includeFhir: false })).toEqual([]);
  });
});

describe('FhirEhrAdapter: records', () => {
  it('gets the whole record, its searches in parallel', async () => {
    const record = await adapter.getRecord(ada.patient.id);
    expect(record).toEqual({
      demographics: ada.patient,
      conditions: ada.conditions,
      medications: ada.medications,
      allergies: ada.allergies,
      vital_signs: ada.vital_signs,
      lab_results: ada.lab_results,
      encounter_notes: [],
      insurance: ada.insurance,
    });
    expect(maxInFlight).toBeGreaterThanOrEqual(9); // the patient read and eight searches at once
    for (const type of ['Condition', 'MedicationRequest', 'MedicationStatement', 'AllergyIntolerance', 'Coverage', 'Composition']) {
      expect(server.requests.some((r) => r.startsWith(`GET /${type}?`))).toBe(true);
    }
    expect(server.requests.filter((r) => r.startsWith('GET /Observation?'))).toHaveLength(2);
    const bare = await adapter.getRecord(grace.patient.id);
    expect(bare).toMatchObject({ conditions: [], medications: [], vital_signs: [], insurance: null });
  });

  it('every record read of an unknown patient is 404 PATIENT_NOT_FOUND', async () => {
    const calls = [
      () => adapter.getRecord('pat-nobody'),
      () => adapter.listVitalSigns('pat-nobody'),
      () => adapter.addVitalSigns('pat-nobody', [{ type: 'heart_rate', value: 60 }]),
      () => adapter.listLabResults('pat-nobody'),
      () => adapter.listMedications('pat-nobody'),
      () => adapter.getInsurance('pat-nobody'),
      () => adapter.putInsurance('pat-nobody', { payer: 'X', member_id: '1', relationship: 'self' }),
      () => adapter.listNotes({ patientId: 'pat-nobody' }),
    ];
    for (const call of calls) expect(await errorOf(call())).toMatchObject({ status: 404, proxyCode: 'PATIENT_NOT_FOUND' });
    expect((await client.search('Observation', { patient: 'Patient/pat-nobody' })).resources).toHaveLength(0);
    expect((await client.search('Coverage', { beneficiary: 'Patient/pat-nobody' })).resources).toHaveLength(0);
  });

  it('adds vital signs as vital-signs Observations and lists them; checks units and value shapes', async () => {
    const added = await adapter.addVitalSigns(grace.patient.id, [
      { type: 'blood_pressure', value: { systolic: 140, diastolic: 90 }, recorded_at: '2029-12-02T10:00:00+01:00' },
      { type: 'body_temperature', value: 37.5, unit: 'Cel' },
    ]);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ type: 'blood_pressure', value: { systolic: 140, diastolic: 90 }, unit: 'mmHg', recorded_at: '2029-12-02T09:00:00.000Z' });
    expect(added[1]).toMatchObject({ type: 'body_temperature', value: 37.5, unit: 'Cel' });
    expect(added.every((v) => v.id)).toBe(true);
    const stored = await client.read('Observation', added[0]!.id);
    expect(stored.category?.[0]?.coding?.[0]?.code).toBe('vital-signs');
    expect(stored.component?.map((c) => c.code.coding?.[0]?.code)).toEqual(['8480-6', '8462-4']);
    expect(await adapter.listVitalSigns(grace.patient.id)).toEqual(expect.arrayContaining(added));

    const badUnit = await errorOf(adapter.addVitalSigns(grace.patient.id, [{ type: 'heart_rate', value: 60 }, { type: 'body_weight', value: 150, unit: 'lb' }]));
    expect(badUnit).toMatchObject({ status: 400, details: { field: 'vital_signs[1].unit' } });
    const badShape = await errorOf(adapter.addVitalSigns(grace.patient.id, [{ type: 'blood_pressure', value: 120 }]));
    expect(badShape).toMatchObject({ status: 400, details: { field: 'vital_signs[0].value' } });
    expect(await adapter.listVitalSigns(grace.patient.id)).toHaveLength(2); // nothing of the refused requests was written
  });

  it('lists lab results and medications (MedicationRequest and MedicationStatement)', async () => {
    expect(await adapter.listLabResults(ada.patient.id)).toEqual(ada.lab_results);
    await client.create({
      resourceType: 'MedicationStatement',
      status: 'active',
      subject: { reference: `Patient/${ada.patient.id}` },
      medicationCodeableConcept: { text: 'Aspirin' },
      informationSource: { display: 'Patient reported' },
    });
    const medications = await adapter.listMedications(ada.patient.id);
    expect(medications.map((m) => m.name)).toEqual(['Metformin', 'Aspirin']);
    expect(medications[1]).toMatchObject({ status: 'active', prescriber: 'Patient reported', dosage: null });
  });

  it('reads and replaces insurance: one Coverage per patient', async () => {
    expect(await adapter.getInsurance(ada.patient.id)).toEqual(ada.insurance);
    const replaced = await adapter.putInsurance(ada.patient.id, { payer: 'Cigna', member_id: 'C-9', plan_name: 'Open Access', relationship: 'spouse', subscriber_name: 'Charles' });
    expect(replaced).toEqual({
      payer: 'Cigna',
      plan_name: 'Open Access',
      member_id: 'C-9',
      group_number: null,
      subscriber_name: 'Charles',
      relationship: 'spouse',
      status: 'active',
      effective_date: null,
      expiration_date: null,
    });
    expect(await adapter.getInsurance(ada.patient.id)).toEqual(replaced);
    const coverages = await client.search('Coverage', { beneficiary: `Patient/${ada.patient.id}` });
    expect(coverages.resources.map((c: Coverage) => c.id)).toEqual([`cov-${ada.patient.id}`]);

    expect(await adapter.getInsurance(grace.patient.id)).toBeNull();
    await adapter.putInsurance(grace.patient.id, { payer: 'Medicare', member_id: 'M-1', relationship: 'self' });
    expect(await adapter.getInsurance(grace.patient.id)).toMatchObject({ payer: 'Medicare', member_id: 'M-1' });
  });
});

describe('FhirEhrAdapter: practitioners', () => {
  it('lists practitioners with specialty and locations from their PractitionerRoles', async () => {
    const listed = await adapter.listPractitioners({ count: 20, includeFhir: true });
    expect(listed.total).toBe(2);
    const { schedule: _h, ...houseShown } = house;
    const { schedule: _c, ...cuddyShown } = cuddy;
    expect(listed.items.map(({ fhir: _f, ...p }) => p).sort((a, b) => a.id.localeCompare(b.id))).toEqual([cuddyShown, houseShown]);
    expect(listed.items[0]?.fhir?.resourceType).toBe('Practitioner');
    const one = await adapter.listPractitioners({ count: 1, includeFhir: false });
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(2);
  });
});

describe('FhirEhrAdapter: appointments', () => {
  it('lists appointments that start in the range, filtered by practitioner or patient', async () => {
    const all = await adapter.listAppointments({ start: SLOTS_FROM, end: SLOTS_TO, count: 20, includeFhir: true });
    expect(all.items.map((a) => a.id)).toEqual(['appt-ada-1', 'appt-grace-1']);
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({ ...booked, fhir: { resourceType: 'Appointment', status: 'booked' } });
    const house9 = await adapter.listAppointments({ start: at('09:00'), end: at('09:30'), practitionerId: house.id, count: 20, includeFhir: false });
    expect(house9.items).toEqual([booked]);
    expect((await adapter.listAppointments({ start: at('09:01'), end: SLOTS_TO, practitionerId: house.id, count: 20, includeFhir: false })).items).toEqual([]);
    expect((await adapter.listAppointments({ start: SLOTS_FROM, end: SLOTS_TO, patientId: grace.patient.id, count: 20, includeFhir: false })).items.map((a) => a.id)).toEqual(['appt-grace-1']);
    expect(await adapter.listAppointments({ start: SLOTS_FROM, end: SLOTS_TO, patientId: 'no such|id', count: 20, includeFhir: false })).toEqual({ items: [], total: 0 });
    const one = await adapter.listAppointments({ start: SLOTS_FROM, end: SLOTS_TO, count: 1, includeFhir: false });
    expect(one.items.map((a) => a.id)).toEqual(['appt-ada-1']);
    expect(one.total).toBe(2);
  });

  it('books an appointment in the EHR with a booking identifier, then refuses an overlapping one', async () => {
    const created = await adapter.createAppointment(booking({ reason: 'Fever', notes: 'Bring list' }));
    expect(created).toMatchObject({ patient_id: grace.patient.id, practitioner_id: house.id, start: at('10:00'), end: at('10:30'), status: 'confirmed', reason: 'Fever', notes: 'Bring list' });
    const stored = await client.read('Appointment', created.id);
    expect(stored.identifier?.[0]?.system).toBe('urn:careloop:booking');
    expect(stored.identifier?.[0]?.value).toMatch(/^[0-9a-z]{26}$/);
    const overlap = await errorOf(adapter.createAppointment(booking({ patient_id: ada.patient.id, start_date_time: at('10:15'), end_date_time: at('10:45') })));
    expect(overlap).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
    expect(overlap.details).toEqual({ conflict_with: 'practitioner', practitioner_id: house.id, start: at('10:15'), end: at('10:45') });
    // The same patient with another practitioner at an overlapping time: the patient is booked.
    const samePatient = await errorOf(adapter.createAppointment(booking({ practitioner_id: cuddy.id, start_date_time: at('10:15'), end_date_time: at('10:45') })));
    expect(samePatient).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
    expect(samePatient.details).toEqual({ conflict_with: 'patient', patient_id: grace.patient.id, start: at('10:15'), end: at('10:45') });
    // Touching ends do not overlap; another practitioner is free at the same time for another patient.
    await adapter.createAppointment(booking({ start_date_time: at('10:30'), end_date_time: at('11:00') }));
    await adapter.createAppointment(booking({ practitioner_id: cuddy.id, patient_id: twinA.patient.id }));
  });

  it("the patient's appointment in the EHR with another practitioner (without careloop locks) blocks a booking of that patient", async () => {
    // appt-grace-1: Grace with Cuddy, 13:00-14:00, written to the server directly.
    const error = await errorOf(adapter.createAppointment(booking({ start_date_time: at('13:30'), end_date_time: at('14:00') })));
    expect(error).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT', details: { conflict_with: 'patient', patient_id: grace.patient.id } });
    expect(JSON.stringify(error.details)).not.toContain('appt-grace-1');
    // House is free then: another patient books it.
    await adapter.createAppointment(booking({ patient_id: twinB.patient.id, start_date_time: at('13:30'), end_date_time: at('14:00') }));
  });

  it('refuses bad times and unknown patients or practitioners before writing anything', async () => {
    expect(await errorOf(adapter.createAppointment(booking({ start_date_time: at('10:02') })))).toMatchObject({ status: 400, details: { field: 'start_date_time' } });
    expect(await errorOf(adapter.createAppointment(booking({ end_date_time: at('10:00') })))).toMatchObject({ status: 400, details: { field: 'end_date_time' } });
    expect(await errorOf(adapter.createAppointment(booking({ patient_id: 'pat-nobody' })))).toMatchObject({ status: 404, proxyCode: 'PATIENT_NOT_FOUND' });
    expect(await errorOf(adapter.createAppointment(booking({ practitioner_id: 'prac-nobody' })))).toMatchObject({ status: 404, details: { practitioner_id: 'prac-nobody' } });
    expect(server.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('the panel appointment (in the EHR, without careloop locks) blocks a booking', async () => {
    const error = await errorOf(adapter.createAppointment(booking({ start_date_time: at('08:45'), end_date_time: at('09:15') })));
    expect(error).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
  });

  it('an appointment created directly in the FHIR server blocks a proxy booking, and its locks are released', async () => {
    const direct: FhirAppointment = {
      resourceType: 'Appointment',
      status: 'arrived',
      start: '2030-01-07T10:00:00-05:00', // 15:00Z, another offset
      end: '2030-01-07T12:00:00-05:00',
      participant: [
        { actor: { reference: `Patient/${ada.patient.id}` }, status: 'accepted' },
        { actor: { reference: `Practitioner/${house.id}` }, status: 'accepted' },
      ],
    };
    await client.create(direct);
    expect(await errorOf(adapter.createAppointment(booking({ start_date_time: at('16:00'), end_date_time: at('16:30') })))).toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
    // A cancelled one does not block.
    await client.create({ ...direct, status: 'cancelled', start: at('18:00'), end: at('19:00') });
    const ok = await adapter.createAppointment(booking({ start_date_time: at('18:00'), end_date_time: at('18:30') }));
    expect(ok.status).toBe('confirmed');
    // The refused booking released its pending locks: once the EHR appointment is gone, the time is free.
    const stored = await client.search('Appointment', { status: 'arrived' });
    await client.delete('Appointment', stored.resources[0]!.id!);
    await adapter.createAppointment(booking({ start_date_time: at('16:00'), end_date_time: at('16:30') }));
  });

  it("time blocked in the EHR on the practitioner's calendar alone (no patient) blocks a booking", async () => {
    await client.create<FhirAppointment>({
      resourceType: 'Appointment',
      status: 'booked',
      description: 'Staff meeting',
      start: at('20:00'),
      end: at('21:00'),
      participant: [{ actor: { reference: `Practitioner/${house.id}` }, status: 'accepted' }],
    });
    expect(await errorOf(adapter.createAppointment(booking({ start_date_time: at('20:30'), end_date_time: at('21:00') })))).toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
  });

  it('concurrent overlapping bookings: exactly one succeeds, the others are 409', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => adapterWith().createAppointment(booking({ start_date_time: at(i % 2 ? '11:00' : '11:15'), end_date_time: at('11:30') }))),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const failure of lost) expect(failure.reason).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
    expect((await client.search('Appointment', { practitioner: `Practitioner/${house.id}`, date: `ge${at('11:00')}` })).resources).toHaveLength(1);
  });

  it('a failed EHR write releases the locks', async () => {
    let failPosts = true;
    const failing: typeof fetch = async (input, init) => (failPosts && init?.method === 'POST' ? new Response('{}', { status: 503 }) : fetch(input, init));
    const flaky = adapterWith({ client: new FhirClient({ baseUrl: server.url, fetch: failing }) });
    expect(await errorOf(flaky.createAppointment(booking()))).toMatchObject({ status: 503, proxyCode: 'EHR_UNAVAILABLE', details: { reason: 'status' } });
    failPosts = false;
    expect((await flaky.createAppointment(booking())).start).toBe(at('10:00'));
  });

  it('reschedules by patient and original start: the new time is taken, the old one freed', async () => {
    const moved = await adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: '2030-01-07T04:00:00-05:00', newStart: at('11:00'), newEnd: at('11:30'), reason: 'Clash' });
    expect(moved).toMatchObject({ id: 'appt-ada-1', start: at('11:00'), end: at('11:30'), status: 'confirmed', reason: 'Diabetes review', notes: 'Rescheduled: Clash' });
    expect((await client.read('Appointment', 'appt-ada-1')).start).toBe(at('11:00'));
    // The old time is free, the new one taken (by locks and in the EHR).
    await adapter.createAppointment(booking({ start_date_time: at('09:00'), end_date_time: at('09:30') }));
    expect(await errorOf(adapter.createAppointment(booking({ start_date_time: at('11:00'), end_date_time: at('11:30') })))).toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
    // Moving within its own time (overlapping itself) is fine.
    await adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: at('11:00'), newStart: at('11:15'), newEnd: at('11:45') });
  });

  it('a reschedule onto a booked time is 409 and leaves the appointment where it was', async () => {
    const other = await adapter.createAppointment(booking());
    const error = await errorOf(adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: at('09:00'), newStart: at('10:00'), newEnd: at('10:30') }));
    expect(error).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
    expect((await client.read('Appointment', 'appt-ada-1')).start).toBe(at('09:00'));
    expect((await client.read('Appointment', other.id)).start).toBe(at('10:00'));
    // Its own time is still its own: a move into a free time works after the refused one.
    await adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: at('09:00'), newStart: at('09:30'), newEnd: at('10:00') });
  });

  it('a reschedule of an unknown appointment is 404; bad new times are 400 naming the body field', async () => {
    expect(await errorOf(adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: at('09:30'), newStart: at('11:00'), newEnd: at('11:30') }))).toMatchObject({
      status: 404,
      proxyCode: 'APPOINTMENT_NOT_FOUND',
    });
    expect(await errorOf(adapter.rescheduleAppointment({ patientId: 'pat-nobody', originalStart: at('09:00'), newStart: at('11:00'), newEnd: at('11:30') }))).toMatchObject({ status: 404 });
    expect(await errorOf(adapter.rescheduleAppointment({ patientId: ada.patient.id, originalStart: at('09:00'), newStart: at('11:00'), newEnd: at('16:00') }))).toMatchObject({
      status: 400,
      details: { field: 'new_end_date_time' },
    });
  });

  it('cancels by id or by patient and start, frees the time; cancelling again changes nothing', async () => {
    const created = await adapter.createAppointment(booking());
    const cancelled = await adapter.cancelAppointment({ appointmentId: created.id });
    expect(cancelled).toMatchObject({ id: created.id, status: 'cancelled' });
    expect((await client.read('Appointment', created.id)).status).toBe('cancelled');
    expect(await adapter.cancelAppointment({ appointmentId: created.id })).toMatchObject({ status: 'cancelled' });
    await adapter.createAppointment(booking({ patient_id: ada.patient.id }));

    expect(await adapter.cancelAppointment({ patientId: ada.patient.id, start: at('09:00') })).toMatchObject({ id: 'appt-ada-1', status: 'cancelled' });
    await adapter.createAppointment(booking({ start_date_time: at('09:00'), end_date_time: at('09:30') }));
    // Cancelled: no longer found by patient and start.
    expect(await errorOf(adapter.cancelAppointment({ patientId: ada.patient.id, start: at('09:00') }))).toMatchObject({ proxyCode: 'APPOINTMENT_NOT_FOUND' });
    expect(await errorOf(adapter.cancelAppointment({ appointmentId: 'appt-nobody' }))).toMatchObject({ status: 404, proxyCode: 'APPOINTMENT_NOT_FOUND' });
    expect(await errorOf(adapter.cancelAppointment({ appointmentId: 'bad id!' }))).toMatchObject({ status: 404 });
  });

  it('open slots: free Slots of the schedules minus booked appointments, in start order', async () => {
    const all = await adapter.openSlots({ start: SLOTS_FROM, end: SLOTS_TO, count: 100 });
    // house: 12 slots less Monday 09:00; cuddy: 2 less Monday 13:00.
    expect(all.total).toBe(12);
    expect(all.items.map((s) => s.start)).toEqual([...all.items.map((s) => s.start)].sort());
    expect(all.items[0]).toEqual({ practitioner_id: house.id, start: at('09:30'), end: at('10:00') });
    expect(all.items.filter((s) => s.practitioner_id === cuddy.id)).toEqual([{ practitioner_id: cuddy.id, start: at('14:00'), end: at('15:00') }]);

    await adapter.createAppointment(booking({ start_date_time: at('10:15'), end_date_time: at('10:45') }));
    const house2 = await adapter.openSlots({ start: SLOTS_FROM, end: at('12:00'), practitionerId: house.id, count: 3 });
    expect(house2.items.map((s) => s.start)).toEqual([at('09:30'), at('11:00'), at('11:30')]); // 10:00 and 10:30 overlap the booking
    expect(house2.total).toBe(3);
    const limited = await adapter.openSlots({ start: SLOTS_FROM, end: SLOTS_TO, count: 2 });
    expect(limited.items).toHaveLength(2);
    expect(limited.total).toBe(10); // house 3 + 6 on Tuesday, cuddy 1
  });

  it('open slots: none for a practitioner without a Schedule, 404 for an unknown one, none in the past', async () => {
    await client.update({ resourceType: 'Practitioner', id: 'prac-noschedule', name: [{ family: 'Wilson' }] });
    expect(await adapter.openSlots({ start: SLOTS_FROM, end: SLOTS_TO, practitionerId: 'prac-noschedule', count: 10 })).toEqual({ items: [], total: 0 });
    expect(await errorOf(adapter.openSlots({ start: SLOTS_FROM, end: SLOTS_TO, practitionerId: 'prac-nobody', count: 10 }))).toMatchObject({ status: 404 });
    await client.update({ resourceType: 'Slot', id: 'slot-past', schedule: { reference: `Schedule/sched-${house.id}` }, status: 'free', start: '2020-01-06T09:00:00.000Z', end: '2020-01-06T09:30:00.000Z' });
    expect(await adapter.openSlots({ start: '2020-01-06T00:00:00.000Z', end: '2020-01-07T00:00:00.000Z', count: 10 })).toEqual({ items: [], total: 0 });
  });
});

describe('FhirEhrAdapter: notes', () => {
  it('pre-visit note: empty until written, then read back; one Composition per appointment', async () => {
    expect(await adapter.getPreVisitNote('appt-ada-1')).toEqual({ appointment_id: 'appt-ada-1', patient_id: ada.patient.id, content: '', updated_at: null });
    const written = await adapter.putPreVisitNote('appt-ada-1', 'Ask about <diet> & sleep\nline 2');
    expect(written).toMatchObject({ appointment_id: 'appt-ada-1', patient_id: ada.patient.id, content: 'Ask about <diet> & sleep\nline 2' });
    expect(written.updated_at).toEqual(expect.any(String));
    expect(await adapter.getPreVisitNote('appt-ada-1')).toEqual(written);
    await adapter.putPreVisitNote('appt-ada-1', 'replaced');
    expect((await adapter.getPreVisitNote('appt-ada-1')).content).toBe('replaced');
    const compositions = await client.search('Composition', { identifier: 'urn:careloop:pre-visit|appt-ada-1' });
    expect(compositions.resources).toHaveLength(1);
    expect(await errorOf(adapter.getPreVisitNote('appt-nobody'))).toMatchObject({ proxyCode: 'APPOINTMENT_NOT_FOUND' });
    expect(await errorOf(adapter.putPreVisitNote('appt-nobody', 'x'))).toMatchObject({ proxyCode: 'APPOINTMENT_NOT_FOUND' });
  });

  it('encounter note: create, 409 when it exists, update with appends without repeats, list, delete', async () => {
    const created = await adapter.createNote('appt-ada-1', { text_content: 'First visit', json_content: { subjective: 'Tired' }, append: { icd10_codes: ['E11.9'] } });
    expect(created).toMatchObject({
      appointment_id: 'appt-ada-1',
      patient_id: ada.patient.id,
      practitioner_id: house.id,
      text_content: 'First visit',
      json_content: { subjective: 'Tired', objective: '', assessment: '', plan: '' },
      icd10_codes: ['E11.9'],
      intake_questionnaire: null,
    });
    const stored = await client.read('Composition', created.id);
    expect(stored.identifier).toEqual({ system: 'urn:careloop:appointment', value: 'appt-ada-1' });
    expect(await errorOf(adapter.createNote('appt-ada-1', { text_content: 'again' }))).toMatchObject({ status: 409, proxyCode: 'NOTE_EXISTS' });

    const updated = await adapter.updateNote('appt-ada-1', {
      json_content: { plan: 'Recheck A1c' },
      intake_questionnaire: { smoker: false },
      append: { icd10_codes: ['E11.9', 'I10'], cpt_codes: ['99213'], chief_complaints: ['fatigue'], medications: ['Metformin 500 mg twice daily'], patient_instructions: ['Walk daily'] },
    });
    expect(updated).toMatchObject({
      id: created.id,
      text_content: 'First visit',
      json_content: { subjective: 'Tired', plan: 'Recheck A1c' },
      icd10_codes: ['E11.9', 'I10'],
      cpt_codes: ['99213'],
      chief_complaints: ['fatigue'],
      intake_questionnaire: { smoker: false },
      created_at: created.created_at,
    });
    expect(await adapter.listNotes({ appointmentId: 'appt-ada-1' })).toEqual([updated]);
    expect(await adapter.listNotes({ patientId: ada.patient.id })).toEqual([updated]);
    expect((await adapter.getRecord(ada.patient.id)).encounter_notes).toEqual([updated]);
    expect(await adapter.listNotes({ patientId: grace.patient.id })).toEqual([]);
    expect(await adapter.listNotes({ appointmentId: 'appt-grace-1' })).toEqual([]);

    expect(await adapter.deleteNote('appt-ada-1')).toEqual(updated);
    expect(await adapter.listNotes({ appointmentId: 'appt-ada-1' })).toEqual([]);
    expect(await errorOf(adapter.updateNote('appt-ada-1', { text_content: 'x' }))).toMatchObject({ status: 404, details: { appointment_id: 'appt-ada-1' } });
    expect(await errorOf(adapter.deleteNote('appt-ada-1'))).toMatchObject({ status: 404 });
    await adapter.createNote('appt-ada-1', {}); // can be created again after delete
  });

  it('concurrent creates of one note: exactly one succeeds, the others are 409 and leave nothing behind', async () => {
    const attempts = await Promise.allSettled(['a', 'b', 'c', 'd'].map((text) => adapterWith().createNote('appt-ada-1', { text_content: text })));
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) expect(lost.reason).toMatchObject({ status: 409, proxyCode: 'NOTE_EXISTS' });
    // All passed the first look (four searches before any create); only one created.
    expect(server.requests.filter((r) => r.startsWith('GET /Composition?')).length).toBeGreaterThanOrEqual(4);
    expect(server.requests.filter((r) => r === 'POST /Composition')).toHaveLength(1);
    expect((await client.search('Composition', { identifier: 'urn:careloop:appointment|appt-ada-1' })).resources).toHaveLength(1);
    expect(await adapter.listNotes({ appointmentId: 'appt-ada-1' })).toEqual([won[0]!.value]);
    // The Encounter is looked up and made under the same guard: one for the appointment.
    expect(server.requests.filter((r) => r === 'POST /Encounter')).toHaveLength(1);
    expect((await client.search('Encounter', { appointment: 'Appointment/appt-ada-1' })).resources).toHaveLength(1);
  });

  it("a created note's Composition.encounter is an Encounter of the appointment, made once and reused", async () => {
    const created = await adapter.createNote('appt-ada-1', { text_content: 'Seen' });
    const stored = await client.read('Composition', created.id);
    const encounterId = stored.encounter?.reference?.replace(/^Encounter\//, '');
    expect(encounterId).toEqual(expect.any(String));
    expect(await client.read('Encounter', encounterId!)).toMatchObject({
      status: 'in-progress',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
      subject: { reference: `Patient/${ada.patient.id}` },
      participant: [{ individual: { reference: `Practitioner/${house.id}` } }],
      appointment: [{ reference: 'Appointment/appt-ada-1' }],
      period: { start: booked.start, end: booked.end },
    });
    // Updates keep the link; a note created again after a delete uses the same Encounter.
    await adapter.updateNote('appt-ada-1', { text_content: 'Seen again' });
    expect((await client.read('Composition', created.id)).encounter).toEqual(stored.encounter);
    await adapter.deleteNote('appt-ada-1');
    const again = await adapter.createNote('appt-ada-1', {});
    expect((await client.read('Composition', again.id)).encounter).toEqual(stored.encounter);
    expect((await client.search('Encounter', {})).resources).toHaveLength(1);

    // An Encounter the EHR already has for the appointment is used rather than a new one.
    const theirs = await client.create<Encounter>({ resourceType: 'Encounter', status: 'finished', class: { code: 'AMB' }, appointment: [{ reference: 'Appointment/appt-grace-1' }] });
    server.requests.length = 0;
    const graceNote = await adapter.createNote('appt-grace-1', {});
    expect((await client.read('Composition', graceNote.id)).encounter).toEqual({ reference: `Encounter/${theirs.id}` });
    expect(server.requests.filter((r) => r.startsWith('POST /Encounter'))).toEqual([]);
    expect(server.requests).toContainEqual(expect.stringMatching(/^GET \/Encounter\?appointment=Appointment%2Fappt-grace-1(&|$)/));
  });

  it("another system's notes on the appointment's Encounter are listed (no careloop identifier), careloop's first and once", async () => {
    const encounter = await client.create<Encounter>({
      resourceType: 'Encounter',
      status: 'finished',
      class: { code: 'AMB' },
      subject: { reference: `Patient/${ada.patient.id}` },
      appointment: [{ reference: 'Appointment/appt-ada-1' }],
    });
    const theirs = await client.create<Composition>({
      resourceType: 'Composition',
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11506-3' }] },
      subject: { reference: `Patient/${ada.patient.id}` },
      encounter: { reference: `Encounter/${encounter.id}` },
      date: '2030-01-07T09:40:00Z',
      author: [{ reference: `Practitioner/${house.id}` }],
      title: 'Progress note',
      text: { status: 'generated', div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Written in the EHR</p></div>' },
    });
    // Not listed: a retracted note, a note of another appointment's Encounter, careloop's pre-visit note.
    await client.create<Composition>({ ...theirs, id: undefined, status: 'entered-in-error' });
    const elsewhere = await client.create<Encounter>({ resourceType: 'Encounter', status: 'finished', class: { code: 'AMB' }, appointment: [{ reference: 'Appointment/appt-grace-1' }] });
    await client.create<Composition>({ ...theirs, id: undefined, encounter: { reference: `Encounter/${elsewhere.id}` } });
    await adapter.putPreVisitNote('appt-ada-1', 'before the visit');

    server.requests.length = 0;
    maxInFlight = 0;
    const listed = await adapter.listNotes({ appointmentId: 'appt-ada-1' });
    expect(listed).toEqual([
      {
        id: theirs.id,
        appointment_id: 'appt-ada-1',
        patient_id: ada.patient.id,
        practitioner_id: house.id,
        text_content: 'Written in the EHR',
        json_content: { subjective: '', objective: '', assessment: '', plan: '' },
        chief_complaints: [],
        intake_questionnaire: null,
        icd10_codes: [],
        cpt_codes: [],
        medications: [],
        patient_instructions: [],
        created_at: '2030-01-07T09:40:00.000Z',
        updated_at: '2030-01-07T09:40:00.000Z',
      },
    ]);
    // The appointment, careloop's note and the Encounter are looked up at once; then the Encounter's notes.
    expect(maxInFlight).toBeGreaterThanOrEqual(3);
    expect(server.requests).toHaveLength(4);

    // careloop's own note (what the SOAP section routes read and write) is not the other system's.
    expect(await errorOf(adapter.getNote('appt-ada-1'))).toMatchObject({ status: 404, details: { appointment_id: 'appt-ada-1' } });

    // careloop's own note joins that Encounter (the EHR's) and is listed first, once; the other system's note is left alone.
    const ours = await adapter.createNote('appt-ada-1', { text_content: 'Ours' });
    expect(await adapter.getNote('appt-ada-1')).toEqual(ours);
    expect((await client.read('Composition', ours.id)).encounter).toEqual({ reference: `Encounter/${encounter.id}` });
    expect(await adapter.listNotes({ appointmentId: 'appt-ada-1' })).toEqual([ours, listed[0]]);
    await adapter.updateNote('appt-ada-1', { text_content: 'Ours, changed' });
    expect((await adapter.listNotes({ appointmentId: 'appt-ada-1' })).map((n) => n.text_content)).toEqual(['Ours, changed', 'Written in the EHR']);
    await adapter.deleteNote('appt-ada-1');
    expect(await adapter.listNotes({ appointmentId: 'appt-ada-1' })).toEqual(listed);
    expect(await client.read('Composition', theirs.id!)).toMatchObject({ status: 'final', title: 'Progress note' });
    expect(await adapter.listNotes({ appointmentId: 'appt-grace-1' })).toHaveLength(1);
  });

  it('concurrent appends to one note all survive (If-Match and retry)', async () => {
    await adapter.createNote('appt-ada-1', {});
    const complaints = ['cough', 'fever', 'headache', 'nausea'];
    await Promise.all(complaints.map((c) => adapterWith().updateNote('appt-ada-1', { append: { chief_complaints: [c] } })));
    const [note] = await adapter.listNotes({ appointmentId: 'appt-ada-1' });
    expect([...note!.chief_complaints].sort()).toEqual([...complaints].sort());
  });

  it('note operations on an unknown appointment are 404 APPOINTMENT_NOT_FOUND', async () => {
    for (const call of [
      () => adapter.listNotes({ appointmentId: 'appt-nobody' }),
      () => adapter.createNote('appt-nobody', {}),
      () => adapter.updateNote('appt-nobody', {}),
      () => adapter.deleteNote('appt-nobody'),
    ]) {
      expect(await errorOf(call())).toMatchObject({ status: 404, proxyCode: 'APPOINTMENT_NOT_FOUND' });
    }
    const compositions = await client.search('Composition', {});
    expect(compositions.resources as Composition[]).toHaveLength(0);
  });
});

describe('FhirEhrAdapter: an unreachable EHR', () => {
  it('probe answers when the server is up', async () => {
    await adapter.probe();
    expect(server.requests).toEqual(['GET /Patient?_summary=count&_count=1']);
  });

  it('a paused server is 503 EHR_UNAVAILABLE (network) quickly, without the EHR address', async () => {
    await server.pause();
    try {
      const started = performance.now();
      const calls = [
        () => adapter.probe(),
        () => adapter.getRecord(ada.patient.id),
        () => adapter.listPatients({ count: 5, includeFhir: false }),
        () => adapter.createAppointment(booking()),
      ];
      for (const call of calls) {
        const error = await errorOf(call());
        expect(error).toMatchObject({ status: 503, proxyCode: 'EHR_UNAVAILABLE', details: { reason: 'network' } });
        expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain(String(server.port));
      }
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await server.resume();
    }
    // The refused booking left no lock behind.
    await adapter.createAppointment(booking());
  });

  it('a hung server is 503 (timeout) within the client timeout', async () => {
    const quick = adapterWith({ client: new FhirClient({ baseUrl: server.url, timeoutMs: 300 }) });
    server.setHanging(true);
    try {
      const started = performance.now();
      const error = await errorOf(quick.getRecord(ada.patient.id));
      const elapsed = performance.now() - started;
      expect(error).toMatchObject({ status: 503, details: { reason: 'timeout' } });
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(1000);
    } finally {
      server.setHanging(false);
    }
  });

  it("the request's deadline (signal) bounds the whole operation, and an aborted one fails at once", async () => {
    server.setHanging(true);
    try {
      const deadline = adapterWith({ client: new FhirClient({ baseUrl: server.url, timeoutMs: 5000 }), signal: AbortSignal.timeout(200) });
      const started = performance.now();
      expect(await errorOf(deadline.listPractitioners({ count: 5, includeFhir: false }))).toMatchObject({ status: 503, details: { reason: 'timeout' } });
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      server.setHanging(false);
    }
    const controller = new AbortController();
    controller.abort();
    server.requests.length = 0;
    expect(await errorOf(adapterWith({ signal: controller.signal }).probe())).toMatchObject({ status: 503, details: { reason: 'timeout' } });
    expect(server.requests).toEqual([]);
  });

  it('an EHR that refuses a request as invalid (400, 422) is 400 INVALID_INPUT, naming neither address nor path', async () => {
    for (const status of [400, 422]) {
      const refusing: typeof fetch = async () => new Response('{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid"}]}', { status });
      const error = await errorOf(adapterWith({ client: new FhirClient({ baseUrl: server.url, fetch: refusing }) }).listPractitioners({ count: 5, includeFhir: false }));
      expect(error).toMatchObject({ status: 400, proxyCode: 'INVALID_INPUT', details: { ehr_status: status } });
      expect(JSON.stringify(error)).not.toContain(String(server.port));
    }
  });

  it('another refusal of the EHR is an error (a 500 for the handler) whose message names neither address nor path', async () => {
    const refusing: typeof fetch = async () => new Response('{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"conflict"}]}', { status: 409 });
    const error = await adapterWith({ client: new FhirClient({ baseUrl: server.url, fetch: refusing }) })
      .listPractitioners({ count: 5, includeFhir: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FhirHttpError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('The EHR answered 409');
  });

  it('an EHR that refuses the credentials is 503 (authentication)', async () => {
    const refusing: typeof fetch = async () => new Response('{"resourceType":"OperationOutcome","issue":[]}', { status: 403 });
    const denied = adapterWith({ client: new FhirClient({ baseUrl: server.url, fetch: refusing }) });
    expect(await errorOf(denied.listPractitioners({ count: 5, includeFhir: false }))).toMatchObject({ status: 503, details: { reason: 'authentication' } });
  });
});
