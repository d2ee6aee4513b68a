import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/core/errors';
import type { Store } from '../../functions/core/storage/port';
import { createTableInput, DynamoStore } from '../../functions/core/storage/dynamo-store';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import type { ProxyErrorCode } from '../../functions/core/errors';
import { bucketsOf, lockKey } from '../../functions/ehr/booking-locks';
import { LocalEhrAdapter } from '../../functions/ehr/local/backend';
import { counterOperations, patientCreateOperations } from '../../functions/ehr/local/items';
import { seedMarkerKey } from '../../functions/ehr/local/keys';
import { panelVersion, seedOrganization } from '../../functions/ehr/local/seed';
import { HOUSEHOLD, syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import {
  AppointmentSchema,
  EncounterNoteSchema,
  PatientRecordSchema,
  type Appointment,
  type OpenSlot,
} from '../../functions/ehr/schemas';
import type { AppointmentCreateBody, PatientCreateBody } from '../../functions/ehr/request-schemas';
import { javaAvailable, startDynamoLocal, type DynamoLocal } from '../core/storage/dynamo-local';

/** The local EHR backend over an in-memory SQLite store, seeded with the synthetic panel. */

const NOW = new Date('2030-06-05T14:10:00.000Z'); // a Wednesday, 10:10 in New York
const DAY_MS = 86_400_000;
const FHIR_ID = /^[a-z0-9-]{1,64}$/;
const panel = syntheticPanel({ now: NOW, seed: 11 });
const [alvarez, whitaker] = panel.practitioners as [(typeof panel.practitioners)[0], (typeof panel.practitioners)[0]];
const householdPhone = panel.patients[HOUSEHOLD[1]]!.patient.phone_numbers[1]!;
const iso = (ms: number) => new Date(ms).toISOString();
const plusMinutes = (timestamp: string, minutes: number) => iso(Date.parse(timestamp) + minutes * 60_000);

let store: SqliteStore;
let ehr: LocalEhrAdapter;
let directory: string;
let test = 0;

// Seeded once into a file; every test works on its own copy.
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'local-ehr-'));
  const seeded = SqliteStore.open(join(directory, 'seeded.db'));
  await seedOrganization(seeded, 'org-a', panel);
  seeded.close();
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

beforeEach(() => {
  const file = join(directory, `test-${++test}.db`);
  copyFileSync(join(directory, 'seeded.db'), file);
  store = SqliteStore.open(file);
  ehr = new LocalEhrAdapter(store, 'org-a', { now: () => NOW });
});
afterEach(() => store.close());

const rejection = async (promise: Promise<unknown>, status: number, proxyCode: ProxyErrorCode): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  expect((error as ApiError).proxyCode).toBe(proxyCode);
  return error as ApiError;
};

const newPatient = (overrides: Partial<PatientCreateBody> = {}): PatientCreateBody => ({
  first_name: 'Ada',
  last_name: 'Quinn',
  date_of_birth: '1970-02-03',
  gender: 'female',
  phone_numbers: ['+12125550100'],
  ...overrides,
});

/** The first open slots of a practitioner after now. */
const openSlots = async (practitionerId: string, count = 5): Promise<OpenSlot[]> =>
  (await ehr.openSlots({ start: NOW.toISOString(), end: iso(NOW.getTime() + 14 * DAY_MS), practitionerId, count })).items;

const booking = (slot: { start: string; end: string }, overrides: Partial<AppointmentCreateBody> = {}): AppointmentCreateBody => ({
  patient_id: panel.patients[0]!.patient.id,
  practitioner_id: alvarez.id,
  start_date_time: slot.start,
  end_date_time: slot.end,
  type: 'follow-up',
  ...overrides,
});

const futureConfirmed = (): Appointment => panel.appointments.find((a) => a.status === 'confirmed' && Date.parse(a.start) > NOW.getTime())!;

// -----------------------------------------------------------------------------------------------

describe('patients', () => {
  it('lists the panel with the total, count items at most, and FHIR on request', async () => {
    const listed = await ehr.listPatients({ count: 5, includeFhir: false });
    expect(listed.total).toBe(60);
    expect(listed.items).toHaveLength(5);
    expect(listed.items[0]).not.toHaveProperty('fhir');
    expect(listed.items[0]).toEqual(panel.patients.find((p) => p.patient.id === listed.items[0]!.id)!.patient);
    const withFhir = await ehr.listPatients({ count: 100, includeFhir: true });
    expect(withFhir.items).toHaveLength(60);
    expect(withFhir.items[0]!.fhir).toMatchObject({ resourceType: 'Patient', id: withFhir.items[0]!.id });
  });

  it("lists one practitioner's patients, by id or by email in any case", async () => {
    const own = panel.patients.filter((p) => p.patient.primary_provider_id === whitaker.id).map((p) => p.patient.id);
    expect(own.length).toBeGreaterThan(0);
    const byId = await ehr.listPatients({ practitionerId: whitaker.id, count: 100, includeFhir: false });
    expect(byId.total).toBe(own.length);
    expect(byId.items.map((p) => p.id).sort()).toEqual([...own].sort());
    const byEmail = await ehr.listPatients({ practitionerEmail: whitaker.email!.toUpperCase(), count: 2, includeFhir: false });
    expect(byEmail.total).toBe(own.length);
    expect(byEmail.items).toHaveLength(Math.min(2, own.length));
  });

  it('answers NOT_FOUND for an unknown practitioner id or email', async () => {
    await rejection(ehr.listPatients({ practitionerId: 'prac-nobody', count: 5, includeFhir: false }), 404, 'NOT_FOUND');
    await rejection(ehr.listPatients({ practitionerEmail: 'nobody@example.com', count: 5, includeFhir: false }), 404, 'NOT_FOUND');
  });

  it('creates a patient with a FHIR id, counted in the lists and identifiable', async () => {
    const before = await ehr.listPatients({ practitionerId: whitaker.id, count: 1, includeFhir: false });
    const created = await ehr.createPatient(
      newPatient({ phone_numbers: ['+12125550100', '+12125550100', '+12125550101'], practitioner_id: whitaker.id, email: 'ada@example.com', address: { city: 'Boston' } }),
    );
    expect(created.id).toMatch(FHIR_ID);
    expect(created.id.startsWith('pat-')).toBe(true);
    expect(created).toMatchObject({ phone: '+12125550100', phone_numbers: ['+12125550100', '+12125550101'], primary_provider_id: whitaker.id, email: 'ada@example.com' });
    expect(created.address).toEqual({ street: '', city: 'Boston', state: '', postal_code: '', country: '' });
    expect((await ehr.listPatients({ count: 1, includeFhir: false })).total).toBe(61);
    expect((await ehr.listPatients({ practitionerId: whitaker.id, count: 1, includeFhir: false })).total).toBe(before.total + 1);
    expect(await ehr.findPatients({ patientId: created.id }, { limit: 5, includeFhir: false })).toEqual([created]);
    expect(await ehr.findPatients({ phoneNumber: '+12125550101' }, { limit: 5, includeFhir: false })).toEqual([created]);
    const byName = await ehr.findPatients({ firstName: '  ADA ', lastName: 'quinn', dateOfBirth: '1970-02-03' }, { limit: 5, includeFhir: true });
    expect(byName.map((p) => p.id)).toEqual([created.id]);
    expect(byName[0]!.fhir).toMatchObject({ resourceType: 'Patient' });
  });

  it('creates a patient without practitioner, phone or address', async () => {
    const created = await ehr.createPatient(newPatient({ phone_numbers: [] }));
    expect(created).toMatchObject({ phone: null, phone_numbers: [], primary_provider_id: null, email: null, address: null });
    expect((await ehr.getRecord(created.id)).demographics).toEqual(created);
  });

  it('refuses an unknown practitioner and writes nothing', async () => {
    await rejection(ehr.createPatient(newPatient({ practitioner_id: 'prac-nobody' })), 404, 'NOT_FOUND');
    expect((await ehr.listPatients({ count: 1, includeFhir: false })).total).toBe(60);
    expect(await ehr.findPatients({ phoneNumber: '+12125550100' }, { limit: 5, includeFhir: false })).toEqual([]);
  });

  it('counts concurrent creations exactly', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => ehr.createPatient(newPatient({ first_name: `Ada${i}`, practitioner_id: alvarez.id }))));
    expect((await ehr.listPatients({ count: 100, includeFhir: false })).total).toBe(72);
    const own = panel.patients.filter((p) => p.patient.primary_provider_id === alvarez.id).length;
    expect((await ehr.listPatients({ practitionerId: alvarez.id, count: 1, includeFhir: false })).total).toBe(own + 12);
  });

  it('finds both patients of a household phone, at most limit, and nobody for an unknown number', async () => {
    const household = await ehr.findPatients({ phoneNumber: householdPhone }, { limit: 5, includeFhir: false });
    expect(household.map((p) => p.id).sort()).toEqual(HOUSEHOLD.map((i) => panel.patients[i]!.patient.id).sort());
    expect(await ehr.findPatients({ phoneNumber: householdPhone }, { limit: 1, includeFhir: false })).toHaveLength(1);
    expect(await ehr.findPatients({ phoneNumber: '+19995550100' }, { limit: 5, includeFhir: false })).toEqual([]);
    expect(await ehr.findPatients({ patientId: 'pat-nobody' }, { limit: 5, includeFhir: false })).toEqual([]);
  });

  it('finds a seeded patient by name and date of birth, not with another date', async () => {
    const { patient } = panel.patients[7]!;
    const found = await ehr.findPatients({ firstName: patient.first_name.toUpperCase(), lastName: patient.last_name, dateOfBirth: patient.date_of_birth! }, { limit: 5, includeFhir: false });
    expect(found).toEqual([patient]);
    expect(await ehr.findPatients({ firstName: patient.first_name, lastName: patient.last_name, dateOfBirth: '1901-01-01' }, { limit: 5, includeFhir: false })).toEqual([]);
  });
});

describe('records', () => {
  const entry = panel.patients.find((p) => p.insurance && p.allergies.length > 0 && p.medications.length > 0)!;

  it('returns the whole record in one read, in the API shapes', async () => {
    const record = PatientRecordSchema.parse(await ehr.getRecord(entry.patient.id));
    expect(record.demographics).toEqual(entry.patient);
    expect(record.conditions).toEqual(entry.conditions);
    expect(record.allergies).toEqual(entry.allergies);
    expect(record.insurance).toEqual(entry.insurance);
    expect(record.medications).toHaveLength(entry.medications.length);
    expect(record.vital_signs).toHaveLength(entry.vital_signs.length);
    expect(record.lab_results).toHaveLength(entry.lab_results.length);
    const times = record.vital_signs.map((v) => v.recorded_at);
    expect(times).toEqual([...times].sort());
    expect(record.encounter_notes).toEqual([]);
  });

  it('lists vital signs, lab results and medications of a patient', async () => {
    expect((await ehr.listVitalSigns(entry.patient.id)).map((v) => v.id).sort()).toEqual(entry.vital_signs.map((v) => v.id).sort());
    expect((await ehr.listLabResults(entry.patient.id)).map((l) => l.id).sort()).toEqual(entry.lab_results.map((l) => l.id).sort());
    expect((await ehr.listMedications(entry.patient.id)).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...entry.medications].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('answers empty lists and null insurance for a new patient', async () => {
    const created = await ehr.createPatient(newPatient());
    expect(await ehr.listVitalSigns(created.id)).toEqual([]);
    expect(await ehr.listLabResults(created.id)).toEqual([]);
    expect(await ehr.listMedications(created.id)).toEqual([]);
    expect(await ehr.getInsurance(created.id)).toBeNull();
  });

  it('answers PATIENT_NOT_FOUND for an unknown patient everywhere', async () => {
    const id = 'pat-nobody';
    await rejection(ehr.getRecord(id), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.listVitalSigns(id), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.addVitalSigns(id, [{ type: 'heart_rate', value: 70 }]), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.addVitalSigns(id, []), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.listLabResults(id), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.listMedications(id), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.getInsurance(id), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.putInsurance(id, { payer: 'Aetna', member_id: 'M1', relationship: 'self' }), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.listNotes({ patientId: id }), 404, 'PATIENT_NOT_FOUND');
    // Nothing was written under the unknown id.
    expect(await store.query({ partition: 'EHR#org-a#PAT#pat-nobody' })).toEqual({ items: [], cursor: null });
  });

  it('adds vital signs in the type unit, recorded now unless given', async () => {
    const created = await ehr.createPatient(newPatient());
    const added = await ehr.addVitalSigns(created.id, [
      { type: 'blood_pressure', value: { systolic: 128, diastolic: 82 }, unit: 'mmHg' },
      { type: 'body_weight', value: 71.5, recorded_at: '2030-06-01T08:00:00-04:00' },
    ]);
    expect(added).toEqual([
      { id: expect.stringMatching(FHIR_ID), type: 'blood_pressure', value: { systolic: 128, diastolic: 82 }, unit: 'mmHg', recorded_at: NOW.toISOString() },
      { id: expect.stringMatching(FHIR_ID), type: 'body_weight', value: 71.5, unit: 'kg', recorded_at: '2030-06-01T12:00:00.000Z' },
    ]);
    expect(added[0]!.id).not.toBe(added[1]!.id);
    // Listed in time order.
    expect(await ehr.listVitalSigns(created.id)).toEqual([added[1], added[0]]);
  });

  it.each([
    ['a unit other than the type unit', [{ type: 'heart_rate', value: 70 }, { type: 'body_weight', value: 150, unit: 'lb' }], 'vital_signs[1].unit'],
    ['a number for blood pressure', [{ type: 'blood_pressure', value: 120 }], 'vital_signs[0].value'],
    ['systolic/diastolic for heart rate', [{ type: 'heart_rate', value: { systolic: 1, diastolic: 2 } }], 'vital_signs[0].value'],
  ] as const)('refuses %s with INVALID_INPUT naming the field, writing nothing', async (_, readings, field) => {
    const created = await ehr.createPatient(newPatient());
    const error = await rejection(ehr.addVitalSigns(created.id, readings.map((r) => ({ ...r }))), 400, 'INVALID_INPUT');
    expect(error.details.field).toBe(field);
    expect(await ehr.listVitalSigns(created.id)).toEqual([]);
  });

  it('replaces insurance', async () => {
    const created = await ehr.createPatient(newPatient());
    const insurance = await ehr.putInsurance(created.id, { payer: 'Aetna', member_id: 'W123', plan_name: '', relationship: 'self', effective_date: '2030-01-01' });
    expect(insurance).toEqual({
      payer: 'Aetna',
      plan_name: null,
      member_id: 'W123',
      group_number: null,
      subscriber_name: null,
      relationship: 'self',
      status: 'active',
      effective_date: '2030-01-01',
      expiration_date: null,
    });
    expect(await ehr.getInsurance(created.id)).toEqual(insurance);
    await ehr.putInsurance(created.id, { payer: 'Cigna', member_id: 'C9', relationship: 'spouse' });
    expect(await ehr.getInsurance(created.id)).toMatchObject({ payer: 'Cigna', relationship: 'spouse' });
    expect((await ehr.getRecord(created.id)).insurance).toMatchObject({ payer: 'Cigna' });
  });
});

describe('practitioners', () => {
  it('lists them with total, count and FHIR on request, without their schedules', async () => {
    const all = await ehr.listPractitioners({ count: 20, includeFhir: false });
    expect(all.total).toBe(6);
    expect(all.items.map((p) => p.id).sort()).toEqual(panel.practitioners.map((p) => p.id).sort());
    expect(all.items[0]).not.toHaveProperty('schedule');
    const two = await ehr.listPractitioners({ count: 2, includeFhir: true });
    expect(two.total).toBe(6);
    expect(two.items).toHaveLength(2);
    expect(two.items[0]!.fhir).toMatchObject({ resourceType: 'Practitioner' });
  });
});

describe('appointments', () => {
  it('lists those that start in [start, end), with total, count, and filters', async () => {
    const first = panel.appointments[0]!;
    const inWeek = panel.appointments.filter((a) => a.start >= first.start && a.start < plusMinutes(first.start, 7 * 24 * 60));
    const listed = await ehr.listAppointments({ start: first.start, end: plusMinutes(first.start, 7 * 24 * 60), count: 3, includeFhir: false });
    expect(listed.total).toBe(inWeek.length);
    expect(listed.items).toEqual(inWeek.slice(0, 3));
    // The end is exclusive.
    const upToFirst = await ehr.listAppointments({ start: plusMinutes(first.start, -60), end: first.start, count: 100, includeFhir: false });
    expect(upToFirst.items.map((a) => a.id)).not.toContain(first.id);
    const byPractitioner = await ehr.listAppointments({ start: first.start, end: plusMinutes(first.start, 30 * 24 * 60), practitionerId: whitaker.id, count: 100, includeFhir: true });
    expect(byPractitioner.total).toBe(panel.appointments.filter((a) => a.practitioner_id === whitaker.id).length);
    expect(byPractitioner.items.every((a) => a.practitioner_id === whitaker.id && a.fhir?.resourceType === 'Appointment')).toBe(true);
    const patientId = first.patient_id;
    const byPatient = await ehr.listAppointments({ start: first.start, end: plusMinutes(first.start, 30 * 24 * 60), patientId, count: 100, includeFhir: false });
    expect(byPatient.items.map((a) => a.id)).toEqual(panel.appointments.filter((a) => a.patient_id === patientId).map((a) => a.id));
  });

  it('answers an empty list for an empty or reversed range', async () => {
    expect(await ehr.listAppointments({ start: NOW.toISOString(), end: NOW.toISOString(), count: 5, includeFhir: false })).toEqual({ items: [], total: 0 });
    expect(await ehr.listAppointments({ start: NOW.toISOString(), end: iso(NOW.getTime() - DAY_MS), count: 5, includeFhir: false })).toEqual({ items: [], total: 0 });
  });

  it('books a confirmed appointment that then shows in lists and takes the slot', async () => {
    const [slot] = await openSlots(alvarez.id, 1);
    const created = await ehr.createAppointment(booking(slot!, { reason: 'Knee pain', notes: '' }));
    expect(AppointmentSchema.parse(created)).toEqual({
      id: expect.stringMatching(FHIR_ID),
      patient_id: panel.patients[0]!.patient.id,
      practitioner_id: alvarez.id,
      start: slot!.start,
      end: slot!.end,
      status: 'confirmed',
      type: 'follow-up',
      reason: 'Knee pain',
      notes: null,
    });
    const listed = await ehr.listAppointments({ start: slot!.start, end: slot!.end, count: 5, includeFhir: false });
    expect(listed.items).toEqual([created]);
    expect((await openSlots(alvarez.id, 100)).map((s) => s.start)).not.toContain(slot!.start);
  });

  it('reads times with any offset as instants', async () => {
    const [slot] = await openSlots(alvarez.id, 1);
    const local = new Date(Date.parse(slot!.start) - 4 * 3_600_000).toISOString().replace('.000Z', '-04:00');
    const created = await ehr.createAppointment(booking({ start: local, end: slot!.end }));
    expect(created.start).toBe(slot!.start);
  });

  it('refuses an unknown patient or practitioner, and times off the grid', async () => {
    const [slot] = await openSlots(alvarez.id, 1);
    await rejection(ehr.createAppointment(booking(slot!, { patient_id: 'pat-nobody' })), 404, 'PATIENT_NOT_FOUND');
    await rejection(ehr.createAppointment(booking(slot!, { practitioner_id: 'prac-nobody' })), 404, 'NOT_FOUND');
    const offGrid = await rejection(ehr.createAppointment(booking({ start: plusMinutes(slot!.start, 2), end: slot!.end })), 400, 'INVALID_INPUT');
    expect(offGrid.details.field).toBe('start_date_time');
    const reversed = await rejection(ehr.createAppointment(booking({ start: slot!.end, end: slot!.start })), 400, 'INVALID_INPUT');
    expect(reversed.details.field).toBe('end_date_time');
  });

  it('refuses to double book a practitioner, even partly, but books another practitioner then', async () => {
    const taken = futureConfirmed();
    await rejection(
      ehr.createAppointment(booking({ start: plusMinutes(taken.start, 15), end: plusMinutes(taken.start, 45) }, { practitioner_id: taken.practitioner_id })),
      409,
      'APPOINTMENT_CONFLICT',
    );
    const other = panel.practitioners.find((p) => p.id !== taken.practitioner_id)!;
    const free = !panel.appointments.some((a) => a.practitioner_id === other.id && a.status !== 'cancelled' && a.start < taken.end && taken.start < a.end);
    if (free) await expect(ehr.createAppointment(booking(taken, { practitioner_id: other.id }))).resolves.toMatchObject({ status: 'confirmed' });
  });

  it('lets exactly one of 20 concurrent bookings of the same or overlapping time through', async () => {
    const [slot] = await openSlots(whitaker.id, 1);
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const start = i % 3 === 0 ? slot!.start : i % 3 === 1 ? plusMinutes(slot!.start, -15) : plusMinutes(slot!.start, 10);
      return ehr.createAppointment(booking({ start, end: plusMinutes(start, 30) }, { practitioner_id: whitaker.id, patient_id: panel.patients[i]!.patient.id }));
    });
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
    }
    const listed = await ehr.listAppointments({ start: plusMinutes(slot!.start, -60), end: plusMinutes(slot!.start, 60), practitionerId: whitaker.id, count: 100, includeFhir: false });
    const seeded = new Set(panel.appointments.map((a) => a.id));
    expect(listed.items.filter((a) => !seeded.has(a.id))).toEqual([(won[0] as PromiseFulfilledResult<Appointment>).value]);
  });

  describe('reschedule', () => {
    it('moves the appointment found by patient and original start (any offset), and its locks', async () => {
      const slots = await openSlots(alvarez.id, 40);
      const [slot, next] = [slots[0]!, slots[30]!];
      const created = await ehr.createAppointment(booking(slot));
      const originalInNewYork = new Date(Date.parse(slot.start) - 4 * 3_600_000).toISOString().replace('.000Z', '-04:00');
      const moved = await ehr.rescheduleAppointment({ patientId: created.patient_id, originalStart: originalInNewYork, newStart: next.start, newEnd: next.end, reason: 'Work conflict' });
      expect(moved).toMatchObject({ id: created.id, start: next.start, end: next.end, status: 'confirmed', notes: 'Rescheduled: Work conflict' });
      // The old time is free for others, the new one is not.
      await expect(ehr.createAppointment(booking(slot, { patient_id: panel.patients[1]!.patient.id }))).resolves.toMatchObject({ status: 'confirmed' });
      await rejection(ehr.createAppointment(booking(next, { patient_id: panel.patients[1]!.patient.id })), 409, 'APPOINTMENT_CONFLICT');
      // It is listed at its new time only.
      const atOld = await ehr.listAppointments({ start: slot.start, end: slot.end, patientId: created.patient_id, count: 5, includeFhir: false });
      expect(atOld.total).toBe(0);
    });

    it('moves into a time overlapping its own', async () => {
      const [slot] = await openSlots(alvarez.id, 1);
      const created = await ehr.createAppointment(booking(slot!));
      const moved = await ehr.rescheduleAppointment({ patientId: created.patient_id, originalStart: slot!.start, newStart: plusMinutes(slot!.start, 15), newEnd: plusMinutes(slot!.end, 15) });
      expect(moved.start).toBe(plusMinutes(slot!.start, 15));
    });

    it('answers APPOINTMENT_NOT_FOUND for another patient, another start, or a cancelled appointment', async () => {
      const taken = futureConfirmed();
      const other = panel.patients.find((p) => p.patient.id !== taken.patient_id)!.patient.id;
      const to = { newStart: plusMinutes(taken.start, 24 * 60), newEnd: plusMinutes(taken.end, 24 * 60) };
      await rejection(ehr.rescheduleAppointment({ patientId: other, originalStart: taken.start, ...to }), 404, 'APPOINTMENT_NOT_FOUND');
      await rejection(ehr.rescheduleAppointment({ patientId: taken.patient_id, originalStart: plusMinutes(taken.start, 5), ...to }), 404, 'APPOINTMENT_NOT_FOUND');
      await ehr.cancelAppointment({ appointmentId: taken.id });
      await rejection(ehr.rescheduleAppointment({ patientId: taken.patient_id, originalStart: taken.start, ...to }), 404, 'APPOINTMENT_NOT_FOUND');
    });

    it('refuses a taken time with APPOINTMENT_CONFLICT and a bad one with INVALID_INPUT, leaving it in place', async () => {
      const [slot] = await openSlots(alvarez.id, 1);
      const created = await ehr.createAppointment(booking(slot!));
      const taken = panel.appointments.find((a) => a.practitioner_id === alvarez.id && a.status === 'confirmed' && a.start > slot!.start)!;
      await rejection(ehr.rescheduleAppointment({ patientId: created.patient_id, originalStart: slot!.start, newStart: taken.start, newEnd: taken.end }), 409, 'APPOINTMENT_CONFLICT');
      const bad = await rejection(
        ehr.rescheduleAppointment({ patientId: created.patient_id, originalStart: slot!.start, newStart: plusMinutes(slot!.start, 3), newEnd: slot!.end }),
        400,
        'INVALID_INPUT',
      );
      expect(bad.details.field).toBe('new_start_date_time');
      const listed = await ehr.listAppointments({ start: slot!.start, end: slot!.end, count: 5, includeFhir: false });
      expect(listed.items).toEqual([created]);
    });

    it('lets one of two concurrent reschedules into the same slot win', async () => {
      const slots = await openSlots(alvarez.id, 10);
      const a = await ehr.createAppointment(booking(slots[0]!, { patient_id: panel.patients[2]!.patient.id }));
      const b = await ehr.createAppointment(booking(slots[1]!, { patient_id: panel.patients[3]!.patient.id }));
      const target = slots[5]!;
      const results = await Promise.allSettled(
        [a, b].map((x) => ehr.rescheduleAppointment({ patientId: x.patient_id, originalStart: x.start, newStart: target.start, newEnd: target.end })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
      const atTarget = await ehr.listAppointments({ start: target.start, end: target.end, count: 5, includeFhir: false });
      expect(atTarget.total).toBe(1);
    });

    it('serializes concurrent reschedules of one appointment: it ends at one of the times, holding only its locks', async () => {
      const slots = await openSlots(alvarez.id, 10);
      const created = await ehr.createAppointment(booking(slots[0]!));
      const results = await Promise.allSettled(
        [slots[3]!, slots[6]!].map((to) => ehr.rescheduleAppointment({ patientId: created.patient_id, originalStart: created.start, newStart: to.start, newEnd: to.end })),
      );
      const won = results.filter((r): r is PromiseFulfilledResult<Appointment> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ proxyCode: 'APPOINTMENT_NOT_FOUND' });
      const other = [slots[3]!, slots[6]!].find((s) => s.start !== won[0]!.value.start)!;
      await expect(ehr.createAppointment(booking(other, { patient_id: panel.patients[5]!.patient.id }))).resolves.toBeDefined();
    });
  });

  describe('one patient at a time', () => {
    const active = () => panel.appointments.filter((a) => a.status !== 'cancelled');
    /** Two slots both practitioners offer, and a panel patient with nothing at either. */
    const commonSlot = async () => {
      const theirs = new Set((await openSlots(whitaker.id, 100)).map((s) => s.start));
      const common = (await openSlots(alvarez.id, 100)).filter((s) => theirs.has(s.start));
      const [slot, later] = [common[0]!, common[common.length - 1]!];
      const freeAt = (id: string, at: OpenSlot) => !active().some((a) => a.patient_id === id && overlapsSlot(a, at));
      const patientId = panel.patients.map((p) => p.patient.id).find((id) => freeAt(id, slot) && freeAt(id, later))!;
      return { slot, later, patientId };
    };
    const overlapsSlot = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end;

    it('lets exactly one of concurrent bookings of one patient with different practitioners at one time through', async () => {
      const { slot, patientId } = await commonSlot();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: i % 2 ? whitaker.id : alvarez.id }))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const won = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Appointment>).value;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        expect(result.reason).toMatchObject({ status: 409, proxyCode: 'APPOINTMENT_CONFLICT' });
        // Whose time: the other practitioner's attempts meet the patient, the same one's meet either.
        const error = result.reason as ApiError;
        expect(['patient', 'practitioner']).toContain(error.details.conflict_with);
      }
      const other = won.practitioner_id === alvarez.id ? whitaker.id : alvarez.id;
      const again = await rejection(ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: other })), 409, 'APPOINTMENT_CONFLICT');
      expect(again.message).toBe('The patient already has an appointment at that time');
      expect(again.details).toEqual({ conflict_with: 'patient', patient_id: patientId, start: slot.start, end: slot.end });
    });

    it("refuses a booking over a seeded appointment of the patient with another practitioner", async () => {
      const taken = futureConfirmed();
      const other = panel.practitioners.find((p) => p.id !== taken.practitioner_id)!;
      const error = await rejection(ehr.createAppointment(booking(taken, { patient_id: taken.patient_id, practitioner_id: other.id })), 409, 'APPOINTMENT_CONFLICT');
      expect(error.details).toMatchObject({ conflict_with: expect.stringMatching(/^(patient|practitioner)$/) });
      // Nothing of the other appointment (its id, its practitioner) in the answer.
      expect(JSON.stringify(error.details)).not.toContain(taken.id);
      if (error.details.conflict_with === 'patient') expect(JSON.stringify(error.details)).not.toContain(taken.practitioner_id);
    });

    it("refuses a reschedule into the patient's other appointment, leaving it in place", async () => {
      const { slot, later, patientId } = await commonSlot();
      const first = await ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: alvarez.id }));
      await ehr.createAppointment(booking(later, { patient_id: patientId, practitioner_id: whitaker.id }));
      const error = await rejection(
        ehr.rescheduleAppointment({ patientId, originalStart: first.start, newStart: later.start, newEnd: later.end }),
        409,
        'APPOINTMENT_CONFLICT',
      );
      expect(error.details).toEqual({ conflict_with: 'patient', patient_id: patientId, start: later.start, end: later.end });
      const listed = await ehr.listAppointments({ start: slot.start, end: slot.end, patientId, count: 5, includeFhir: false });
      expect(listed.items).toEqual([first]);
    });

    it("frees the patient's time on cancel and moves it on reschedule", async () => {
      const { slot, later: to, patientId } = await commonSlot();
      const first = await ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: alvarez.id }));
      await ehr.cancelAppointment({ appointmentId: first.id });
      const rebooked = await ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: whitaker.id }));
      await ehr.rescheduleAppointment({ patientId, originalStart: slot.start, newStart: to.start, newEnd: to.end });
      await expect(ehr.createAppointment(booking(slot, { patient_id: patientId, practitioner_id: alvarez.id }))).resolves.toMatchObject({ status: 'confirmed' });
      const error = await rejection(ehr.createAppointment(booking(to, { patient_id: patientId, practitioner_id: alvarez.id })), 409, 'APPOINTMENT_CONFLICT');
      expect(error.details.conflict_with).toBe('patient');
      expect(rebooked.id).not.toBe(first.id);
    });

    it('cancels an appointment written before patient locks existed, leaving the patient lock of a later overlapping one alone', async () => {
      const legacy = futureConfirmed();
      // As written before this change: the practitioner's locks only.
      await Promise.all(bucketsOf(legacy).map((bucket) => store.delete(lockKey('org-a', 'patient', legacy.patient_id, bucket))));
      const other = panel.practitioners.find((p) => p.id !== legacy.practitioner_id && !active().some((a) => a.practitioner_id === p.id && overlapsSlot(a, legacy)))!;
      const later = await ehr.createAppointment(booking(legacy, { patient_id: legacy.patient_id, practitioner_id: other.id }));
      await expect(ehr.cancelAppointment({ appointmentId: legacy.id })).resolves.toMatchObject({ id: legacy.id, status: 'cancelled' });
      // The later appointment still holds the patient's time; the practitioner's time of the cancelled one is free.
      const third = panel.practitioners.find((p) => p.id !== other.id && !active().some((a) => a.practitioner_id === p.id && overlapsSlot(a, legacy)))!;
      expect((await rejection(ehr.createAppointment(booking(legacy, { patient_id: legacy.patient_id, practitioner_id: third.id })), 409, 'APPOINTMENT_CONFLICT')).details.conflict_with).toBe('patient');
      const someoneFree = panel.patients.map((p) => p.patient.id).find((id) => !active().some((a) => a.patient_id === id && overlapsSlot(a, legacy)))!;
      await expect(ehr.createAppointment(booking(legacy, { patient_id: someoneFree, practitioner_id: legacy.practitioner_id }))).resolves.toMatchObject({ status: 'confirmed' });
      expect(later.status).toBe('confirmed');
    });

    it('moves a 4-hour appointment to a time it does not touch (more lock changes than one transaction holds)', async () => {
      const patientId = panel.patients[40]!.patient.id;
      // A Sunday two weeks ahead: outside every schedule, so nothing of the panel is there.
      const sunday = new Date(NOW.getTime() + (14 - ((NOW.getUTCDay() + 7) % 7)) * DAY_MS);
      const day = sunday.toISOString().slice(0, 10);
      const from = { start: `${day}T08:00:00.000Z`, end: `${day}T12:00:00.000Z` };
      const to = { start: `${day}T13:00:00.000Z`, end: `${day}T17:00:00.000Z` };
      const created = await ehr.createAppointment(booking(from, { patient_id: patientId }));
      const moved = await ehr.rescheduleAppointment({ patientId, originalStart: from.start, newStart: to.start, newEnd: to.end });
      expect(moved).toMatchObject({ id: created.id, start: to.start, end: to.end });
      // The old time is free for the practitioner and the patient, the new one held for both.
      await expect(ehr.createAppointment(booking(from, { patient_id: patientId, practitioner_id: whitaker.id }))).resolves.toMatchObject({ status: 'confirmed' });
      await expect(ehr.createAppointment(booking(from, { patient_id: panel.patients[41]!.patient.id }))).resolves.toMatchObject({ status: 'confirmed' });
      expect((await rejection(ehr.createAppointment(booking(to, { patient_id: patientId, practitioner_id: whitaker.id })), 409, 'APPOINTMENT_CONFLICT')).details.conflict_with).toBe('patient');
      expect((await rejection(ehr.createAppointment(booking(to, { patient_id: panel.patients[42]!.patient.id })), 409, 'APPOINTMENT_CONFLICT')).details.conflict_with).toBe('practitioner');
    });
  });

  describe('cancel', () => {
    it('cancels by id, frees the slot for a new booking, and is idempotent', async () => {
      const taken = futureConfirmed();
      const cancelled = await ehr.cancelAppointment({ appointmentId: taken.id });
      expect(cancelled).toEqual({ ...taken, status: 'cancelled' });
      expect(await ehr.cancelAppointment({ appointmentId: taken.id })).toEqual(cancelled);
      const rebooked = await ehr.createAppointment(booking(taken, { practitioner_id: taken.practitioner_id }));
      expect(rebooked.id).not.toBe(taken.id);
      // The cancelled one stays listed, with its status.
      const listed = await ehr.listAppointments({ start: taken.start, end: taken.end, practitionerId: taken.practitioner_id, count: 5, includeFhir: false });
      expect(listed.items.map((a) => [a.id, a.status]).sort()).toEqual([[taken.id, 'cancelled'], [rebooked.id, 'confirmed']].sort());
    });

    it('cancels by patient and start, which then matches nothing more', async () => {
      const taken = futureConfirmed();
      const cancelled = await ehr.cancelAppointment({ patientId: taken.patient_id, start: taken.start });
      expect(cancelled).toMatchObject({ id: taken.id, status: 'cancelled' });
      await rejection(ehr.cancelAppointment({ patientId: taken.patient_id, start: taken.start }), 404, 'APPOINTMENT_NOT_FOUND');
    });

    it('answers APPOINTMENT_NOT_FOUND for unknown appointments', async () => {
      await rejection(ehr.cancelAppointment({ appointmentId: 'apt-nobody' }), 404, 'APPOINTMENT_NOT_FOUND');
      await rejection(ehr.cancelAppointment({ patientId: panel.patients[0]!.patient.id, start: '2030-01-01T00:00:00Z' }), 404, 'APPOINTMENT_NOT_FOUND');
      await rejection(ehr.cancelAppointment({ patientId: panel.patients[0]!.patient.id, start: 'not a time' }), 404, 'APPOINTMENT_NOT_FOUND');
    });

    it('cancels once under concurrent cancels', async () => {
      const taken = futureConfirmed();
      const results = await Promise.all(Array.from({ length: 5 }, () => ehr.cancelAppointment({ appointmentId: taken.id })));
      for (const result of results) expect(result.status).toBe('cancelled');
    });
  });

  describe('open slots', () => {
    const end = iso(NOW.getTime() + 14 * DAY_MS);

    it('are schedule slots from now on, minus booked times, in start then practitioner order', async () => {
      const result = await ehr.openSlots({ start: iso(NOW.getTime() - 2 * DAY_MS), end, count: 100 });
      expect(result.items).toHaveLength(100);
      expect(result.total).toBeGreaterThan(100);
      const booked = panel.appointments.filter((a) => a.status !== 'cancelled');
      for (const slot of result.items) {
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(NOW.getTime());
        expect(booked.some((a) => a.practitioner_id === slot.practitioner_id && a.start < slot.end && slot.start < a.end)).toBe(false);
      }
      const order = result.items.map((s) => `${s.start}|${s.practitioner_id}`);
      expect(order).toEqual([...order].sort());
    });

    it('count the whole range in total', async () => {
      const all = await ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: alvarez.id, count: 100 });
      const few = await ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: alvarez.id, count: 3 });
      expect(few.total).toBe(all.total);
      expect(few.items).toEqual(all.items.slice(0, 3));
      expect(all.items.every((s) => s.practitioner_id === alvarez.id)).toBe(true);
    });

    it('lose a booked slot and get a cancelled one back', async () => {
      const [slot] = await openSlots(alvarez.id, 1);
      const before = await ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: alvarez.id, count: 1 });
      const created = await ehr.createAppointment(booking(slot!, { start_date_time: slot!.start, end_date_time: plusMinutes(slot!.start, 60) }));
      const during = await ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: alvarez.id, count: 1 });
      expect(during.total).toBeLessThanOrEqual(before.total - 1);
      expect(during.items[0]!.start).not.toBe(slot!.start);
      await ehr.cancelAppointment({ appointmentId: created.id });
      expect(await ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: alvarez.id, count: 1 })).toEqual(before);
    });

    it('are none in the past, and NOT_FOUND for an unknown practitioner', async () => {
      expect(await ehr.openSlots({ start: iso(NOW.getTime() - 7 * DAY_MS), end: iso(NOW.getTime() - DAY_MS), count: 10 })).toEqual({ items: [], total: 0 });
      await rejection(ehr.openSlots({ start: NOW.toISOString(), end, practitionerId: 'prac-nobody', count: 5 }), 404, 'NOT_FOUND');
    });
  });
});

describe('notes', () => {
  const appointment = () => panel.appointments.find((a) => a.status === 'completed')!;

  it('has an empty pre-visit note until one is written', async () => {
    const a = appointment();
    expect(await ehr.getPreVisitNote(a.id)).toEqual({ appointment_id: a.id, patient_id: a.patient_id, content: '', updated_at: null });
    const written = await ehr.putPreVisitNote(a.id, 'Patient reports better sleep.');
    expect(written).toEqual({ appointment_id: a.id, patient_id: a.patient_id, content: 'Patient reports better sleep.', updated_at: NOW.toISOString() });
    expect(await ehr.getPreVisitNote(a.id)).toEqual(written);
    await rejection(ehr.getPreVisitNote('apt-nobody'), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(ehr.putPreVisitNote('apt-nobody', 'x'), 404, 'APPOINTMENT_NOT_FOUND');
  });

  it('creates one encounter note per appointment, with every SOAP section', async () => {
    const a = appointment();
    const note = EncounterNoteSchema.parse(await ehr.createNote(a.id, { json_content: { subjective: 'Tired' }, append: { chief_complaints: ['Fatigue', 'Fatigue'] } }));
    expect(note).toEqual({
      id: expect.stringMatching(FHIR_ID),
      appointment_id: a.id,
      patient_id: a.patient_id,
      practitioner_id: a.practitioner_id,
      text_content: '',
      json_content: { subjective: 'Tired', objective: '', assessment: '', plan: '' },
      chief_complaints: ['Fatigue'],
      intake_questionnaire: null,
      icd10_codes: [],
      cpt_codes: [],
      medications: [],
      patient_instructions: [],
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    const again = await rejection(ehr.createNote(a.id, { text_content: 'x' }), 409, 'NOTE_EXISTS');
    expect(again.details).toEqual({ appointment_id: a.id });
    expect(await ehr.listNotes({ appointmentId: a.id })).toEqual([note]);
    expect(await ehr.listNotes({ patientId: a.patient_id })).toEqual([note]);
    expect((await ehr.getRecord(a.patient_id)).encounter_notes).toEqual([note]);
  });

  it('updates fields, merges SOAP sections and appends lists without repeats', async () => {
    const a = appointment();
    await ehr.createNote(a.id, { text_content: 'Draft', json_content: { subjective: 'Tired', plan: 'Labs' }, append: { icd10_codes: ['E11.9'] } });
    const updated = await ehr.updateNote(a.id, {
      text_content: 'Final',
      json_content: { assessment: 'Controlled' },
      intake_questionnaire: { smoker: false },
      append: { icd10_codes: ['E11.9', 'I10'], cpt_codes: ['99214'], medications: ['Metformin 500 mg twice daily'], patient_instructions: ['Walk daily'] },
    });
    expect(updated).toMatchObject({
      text_content: 'Final',
      json_content: { subjective: 'Tired', objective: '', assessment: 'Controlled', plan: 'Labs' },
      intake_questionnaire: { smoker: false },
      icd10_codes: ['E11.9', 'I10'],
      cpt_codes: ['99214'],
      medications: ['Metformin 500 mg twice daily'],
      patient_instructions: ['Walk daily'],
    });
    expect(await ehr.listNotes({ appointmentId: a.id })).toEqual([updated]);
  });

  it('keeps every append of concurrent updates', async () => {
    const a = appointment();
    await ehr.createNote(a.id, {});
    await Promise.all(Array.from({ length: 4 }, (_, i) => ehr.updateNote(a.id, { append: { patient_instructions: [`Step ${i}`] } })));
    const [note] = await ehr.listNotes({ appointmentId: a.id });
    expect([...note!.patient_instructions].sort()).toEqual(['Step 0', 'Step 1', 'Step 2', 'Step 3']);
  });

  it('deletes a note, after which updates and deletes answer NOT_FOUND and a new one can be created', async () => {
    const a = appointment();
    const note = await ehr.createNote(a.id, { text_content: 'x' });
    expect(await ehr.deleteNote(a.id)).toEqual(note);
    expect(await ehr.listNotes({ appointmentId: a.id })).toEqual([]);
    await rejection(ehr.updateNote(a.id, { text_content: 'y' }), 404, 'NOT_FOUND');
    await rejection(ehr.deleteNote(a.id), 404, 'NOT_FOUND');
    await expect(ehr.createNote(a.id, {})).resolves.toMatchObject({ appointment_id: a.id });
  });

  it('answers APPOINTMENT_NOT_FOUND for an unknown appointment', async () => {
    await rejection(ehr.createNote('apt-nobody', {}), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(ehr.updateNote('apt-nobody', {}), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(ehr.deleteNote('apt-nobody'), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(ehr.listNotes({ appointmentId: 'apt-nobody' }), 404, 'APPOINTMENT_NOT_FOUND');
  });
});

describe('organization isolation', () => {
  it('shows organization B nothing of organization A', async () => {
    const b = new LocalEhrAdapter(store, 'org-b', { now: () => NOW });
    const a = futureConfirmed();
    const { patient } = panel.patients[0]!;
    expect(await b.listPatients({ count: 10, includeFhir: false })).toEqual({ items: [], total: 0 });
    expect(await b.listPractitioners({ count: 10, includeFhir: false })).toEqual({ items: [], total: 0 });
    expect(await b.findPatients({ phoneNumber: patient.phone! }, { limit: 5, includeFhir: false })).toEqual([]);
    expect(await b.findPatients({ patientId: patient.id }, { limit: 5, includeFhir: false })).toEqual([]);
    await rejection(b.getRecord(patient.id), 404, 'PATIENT_NOT_FOUND');
    expect((await b.listAppointments({ start: iso(NOW.getTime() - 30 * DAY_MS), end: iso(NOW.getTime() + 30 * DAY_MS), count: 10, includeFhir: false })).total).toBe(0);
    await rejection(b.cancelAppointment({ appointmentId: a.id }), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(b.getPreVisitNote(a.id), 404, 'APPOINTMENT_NOT_FOUND');
    await rejection(b.createAppointment(booking(a, { patient_id: a.patient_id, practitioner_id: a.practitioner_id })), 404, 'PATIENT_NOT_FOUND');
    expect(await b.openSlots({ start: NOW.toISOString(), end: iso(NOW.getTime() + 7 * DAY_MS), count: 10 })).toEqual({ items: [], total: 0 });
  });

  it("keeps each organization's bookings apart for the same practitioner ids and times", async () => {
    await seedOrganization(store, 'org-b', panel);
    const b = new LocalEhrAdapter(store, 'org-b', { now: () => NOW });
    const taken = futureConfirmed();
    await b.cancelAppointment({ appointmentId: taken.id });
    await expect(b.createAppointment(booking(taken, { practitioner_id: taken.practitioner_id }))).resolves.toMatchObject({ status: 'confirmed' });
    // Organization A's appointment is untouched and still blocks its own practitioner.
    expect((await ehr.listAppointments({ start: taken.start, end: taken.end, practitionerId: taken.practitioner_id, count: 5, includeFhir: false })).items).toEqual([taken]);
    await rejection(ehr.createAppointment(booking(taken, { practitioner_id: taken.practitioner_id })), 409, 'APPOINTMENT_CONFLICT');
  });
});

describe('seeding', () => {
  it('writes the panel once: a second run changes nothing', async () => {
    expect(await seedOrganization(store, 'org-a', panel)).toEqual({ seeded: false });
    expect((await ehr.listPatients({ count: 1, includeFhir: false })).total).toBe(60);
    const listed = await ehr.listAppointments({ start: iso(NOW.getTime() - 8 * DAY_MS), end: iso(NOW.getTime() + 24 * DAY_MS), count: 100, includeFhir: false });
    expect(listed.total).toBe(panel.appointments.length);
  });

  it('seeds once when two runs race, and both return after the data is there', async () => {
    const fresh = SqliteStore.open(':memory:');
    try {
      const results = await Promise.all([seedOrganization(fresh, 'org-c', panel), seedOrganization(fresh, 'org-c', panel)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const c = new LocalEhrAdapter(fresh, 'org-c', { now: () => NOW });
      expect((await c.listPatients({ count: 1, includeFhir: false })).total).toBe(60);
      expect((await c.listPractitioners({ count: 10, includeFhir: false })).total).toBe(6);
    } finally {
      fresh.close();
    }
  });

  it('finishes an interrupted run without counting anything twice', async () => {
    const fresh = SqliteStore.open(':memory:');
    try {
      // A run that died after writing two patients, its lease long expired.
      const written = panel.patients.slice(0, 2).map((p) => p.patient);
      await fresh.transactWrite([...written.flatMap((p) => patientCreateOperations('org-d', p)), ...counterOperations('org-d', written)]);
      await fresh.put({ ...seedMarkerKey('org-d', panelVersion(panel)), entity: 'ehr_seed_marker', status: 'seeding', owner: 'dead', lease_until: 1 });
      expect(await seedOrganization(fresh, 'org-d', panel)).toEqual({ seeded: true });
      const d = new LocalEhrAdapter(fresh, 'org-d', { now: () => NOW });
      expect((await d.listPatients({ count: 1, includeFhir: false })).total).toBe(60);
      const own = panel.patients.filter((p) => p.patient.primary_provider_id === alvarez.id).length;
      expect((await d.listPatients({ practitionerId: alvarez.id, count: 1, includeFhir: false })).total).toBe(own);
    } finally {
      fresh.close();
    }
  });

  it('books the seeded appointments with their locks, except cancelled ones', async () => {
    const taken = futureConfirmed();
    await rejection(ehr.createAppointment(booking(taken, { practitioner_id: taken.practitioner_id })), 409, 'APPOINTMENT_CONFLICT');
    const cancelled = panel.appointments.find(
      (c) => c.status === 'cancelled' && !panel.appointments.some((a) => a !== c && a.status !== 'cancelled' && a.practitioner_id === c.practitioner_id && a.start < c.end && c.start < a.end),
    );
    if (cancelled) await expect(ehr.createAppointment(booking(cancelled, { practitioner_id: cancelled.practitioner_id }))).resolves.toBeDefined();
  });
});

describe('probe', () => {
  it('reads the store once, and answers EHR_UNAVAILABLE when it cannot', async () => {
    await expect(ehr.probe()).resolves.toBeUndefined();
    const broken = { get: () => Promise.reject(new Error('disk gone')) } as unknown as Store;
    await rejection(new LocalEhrAdapter(broken, 'org-a').probe(), 503, 'EHR_UNAVAILABLE');
    expect(ehr.system).toBe('careloop-local');
  });
});

// -----------------------------------------------------------------------------------------------
// The same backend on DynamoDB Local: DynamoDB cancels concurrent transactions on one item
// (TransactionConflict) where SQLite serializes them, and its indexes are separate tables.
// -----------------------------------------------------------------------------------------------

describe.runIf(javaAvailable())('on DynamoDB Local', () => {
  let local: DynamoLocal;
  let dynamo: DynamoStore;
  let onDynamo: LocalEhrAdapter;

  beforeAll(async () => {
    local = await startDynamoLocal();
    const tableName = `ehr-${randomUUID()}`;
    await local.client().send(new CreateTableCommand(createTableInput(tableName)));
    dynamo = new DynamoStore({ tableName, client: local.client() });
    await seedOrganization(dynamo, 'org-a', panel);
    onDynamo = new LocalEhrAdapter(dynamo, 'org-a', { now: () => NOW });
  }, 120_000);
  afterAll(async () => {
    await local?.stop();
  });

  it('seeds the panel once, and reads it back', async () => {
    expect(await seedOrganization(dynamo, 'org-a', panel)).toEqual({ seeded: false });
    expect((await onDynamo.listPatients({ count: 3, includeFhir: false })).total).toBe(60);
    const entry = panel.patients[4]!;
    const record = await onDynamo.getRecord(entry.patient.id);
    expect(record.demographics).toEqual(entry.patient);
    expect(record.vital_signs).toHaveLength(entry.vital_signs.length);
    const listed = await onDynamo.listAppointments({ start: iso(NOW.getTime() - 8 * DAY_MS), end: iso(NOW.getTime() + 24 * DAY_MS), count: 5, includeFhir: false });
    expect(listed.total).toBe(panel.appointments.length);
  });

  it('counts concurrent patient creations exactly', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => onDynamo.createPatient(newPatient({ first_name: `Dyn${i}`, practitioner_id: whitaker.id }))));
    expect((await onDynamo.listPatients({ count: 1, includeFhir: false })).total).toBe(68);
  });

  it('lets exactly one of 20 concurrent bookings through, the others 409 APPOINTMENT_CONFLICT', async () => {
    const [slot] = (await onDynamo.openSlots({ start: NOW.toISOString(), end: iso(NOW.getTime() + 7 * DAY_MS), practitionerId: alvarez.id, count: 1 })).items;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => onDynamo.createAppointment(booking(slot!, { patient_id: panel.patients[i]!.patient.id }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
  });

  it('reschedules and cancels through the index', async () => {
    const [slot, later] = (await onDynamo.openSlots({ start: NOW.toISOString(), end: iso(NOW.getTime() + 7 * DAY_MS), practitionerId: whitaker.id, count: 2 })).items;
    const created = await onDynamo.createAppointment(booking(slot!, { practitioner_id: whitaker.id }));
    const moved = await onDynamo.rescheduleAppointment({ patientId: created.patient_id, originalStart: created.start, newStart: later!.start, newEnd: later!.end });
    expect(moved.start).toBe(later!.start);
    const cancelled = await onDynamo.cancelAppointment({ patientId: created.patient_id, start: later!.start });
    expect(cancelled).toMatchObject({ id: created.id, status: 'cancelled' });
    await expect(onDynamo.createAppointment(booking(later!, { practitioner_id: whitaker.id }))).resolves.toMatchObject({ status: 'confirmed' });
  });
});
