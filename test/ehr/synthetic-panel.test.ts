import { describe, expect, it } from 'vitest';
import { isE164 } from '../../functions/core/phone';
import { ICD10_CM_PATTERN } from '../../functions/ehr/request-schemas';
import { expandSchedule, overlaps, WeeklyScheduleSchema } from '../../functions/ehr/schedule';
import {
  AllergySchema,
  AppointmentSchema,
  ConditionSchema,
  EhrPatientSchema,
  InsuranceSchema,
  LabResultSchema,
  MedicationSchema,
  PractitionerSchema,
  VITAL_SIGN_TYPES,
  VitalSignSchema,
} from '../../functions/ehr/schemas';
import { DEFAULT_PANEL_SEED, npiWithCheckDigit, PANEL_PATIENTS, Random, syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel } from '../../functions/ehr/panel';
import { fixedNows } from '../support/fixed-nows';

const NOW = new Date('2030-06-05T14:10:00.000Z');
const DAY_MS = 86_400_000;
const FHIR_ID = /^[a-z0-9-]{1,64}$/;
const panel = syntheticPanel({ now: NOW, seed: 7 });

/** Pairs of active appointments of one practitioner or one patient that overlap. */
const doubleBookings = (p: Panel) => {
  const active = p.appointments.filter((a) => a.status !== 'cancelled');
  return active.flatMap((a, i) =>
    active.slice(i + 1).filter((b) => (a.practitioner_id === b.practitioner_id || a.patient_id === b.patient_id) && overlaps(a, b)).map((b) => [a.id, b.id]),
  );
};

const luhnValid = (npi: string) => {
  const digits = `80840${npi}`.split('').map(Number).reverse();
  const sum = digits.reduce((total, digit, i) => {
    const value = i % 2 === 1 ? digit * 2 : digit;
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
};

describe('syntheticPanel', () => {
  it('has 60 patients and 6 practitioners, all in the proxy shapes', () => {
    expect(panel.patients).toHaveLength(PANEL_PATIENTS);
    expect(panel.practitioners).toHaveLength(6);
    for (const entry of panel.patients) {
      EhrPatientSchema.parse(entry.patient);
      entry.conditions.forEach((c) => ConditionSchema.parse(c));
      entry.medications.forEach((m) => MedicationSchema.parse(m));
      entry.allergies.forEach((a) => AllergySchema.parse(a));
      entry.vital_signs.forEach((v) => VitalSignSchema.parse(v));
      entry.lab_results.forEach((l) => LabResultSchema.parse(l));
      if (entry.insurance) InsuranceSchema.parse(entry.insurance);
    }
    for (const practitioner of panel.practitioners) {
      PractitionerSchema.parse(practitioner);
      WeeklyScheduleSchema.parse(practitioner.schedule);
    }
    panel.appointments.forEach((a) => AppointmentSchema.parse(a));
  });

  it('is the same for the same seed and now, and differs for another seed', () => {
    expect(syntheticPanel({ now: NOW, seed: 7 })).toEqual(panel);
    const other = syntheticPanel({ now: NOW, seed: 8 });
    expect(other.patients.map((p) => p.patient.first_name)).not.toEqual(panel.patients.map((p) => p.patient.first_name));
  });

  it('keeps ids stable for a seed whatever now is', () => {
    const later = syntheticPanel({ now: new Date(NOW.getTime() + 40 * DAY_MS), seed: 7 });
    expect(later.patients.map((p) => p.patient.id)).toEqual(panel.patients.map((p) => p.patient.id));
    expect(later.practitioners.map((p) => p.id)).toEqual(panel.practitioners.map((p) => p.id));
  });

  it('uses unique FHIR-valid ids', () => {
    const ids = [
      ...panel.patients.map((p) => p.patient.id),
      ...panel.practitioners.map((p) => p.id),
      ...panel.appointments.map((a) => a.id),
      ...panel.patients.flatMap((p) => [...p.medications, ...p.vital_signs, ...p.lab_results].map((x) => x.id)),
    ];
    for (const id of ids) expect(id).toMatch(FHIR_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives fictional E.164 numbers, unique except one household number shared by exactly two patients', () => {
    const owners = new Map<string, string[]>();
    for (const { patient } of panel.patients) {
      expect(patient.phone_numbers.length).toBeGreaterThan(0);
      expect(patient.phone).toBe(patient.phone_numbers[0]);
      for (const phone of patient.phone_numbers) {
        expect(phone).toMatch(/^\+1\d{3}55501\d{2}$/);
        expect(isE164(phone)).toBe(true);
        owners.set(phone, [...(owners.get(phone) ?? []), patient.id]);
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared).toHaveLength(1);
    expect(shared[0]![1]).toHaveLength(2);
  });

  it('never gives two patients the same name and date of birth', () => {
    const identities = panel.patients.map(({ patient }) => `${patient.first_name}|${patient.last_name}|${patient.date_of_birth}`.toLowerCase());
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('varies ages and genders', () => {
    const ages = panel.patients.map(({ patient }) => (NOW.getTime() - Date.parse(patient.date_of_birth!)) / (365.25 * DAY_MS));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.min(...ages)).toBeLessThan(40);
    expect(Math.max(...ages)).toBeGreaterThan(75);
    const genders = new Set(panel.patients.map(({ patient }) => patient.gender));
    expect(genders).toEqual(new Set(['male', 'female', 'other', 'unknown']));
  });

  it('has realistic clinical data', () => {
    const codes = new Set(panel.patients.flatMap((p) => p.conditions.map((c) => c.code)));
    for (const code of ['E11.9', 'I10', 'E78.5']) expect(codes).toContain(code);
    for (const code of codes) expect(code).toMatch(ICD10_CM_PATTERN);
    const medications = panel.patients.flatMap((p) => p.medications);
    expect(medications.length).toBeGreaterThan(30);
    for (const m of medications) {
      expect(m.dosage).toBeTruthy();
      expect(m.frequency).toBeTruthy();
      expect(m.prescriber).toMatch(/, MD$/);
    }
    expect(panel.patients.filter((p) => p.allergies.length > 0).length).toBeGreaterThan(10);
    expect(panel.patients.filter((p) => p.insurance).length).toBeGreaterThan(PANEL_PATIENTS / 2);
  });

  it('gives every patient a series of vital signs in the type units, blood pressure as systolic/diastolic', () => {
    for (const entry of panel.patients) {
      const times = new Set(entry.vital_signs.map((v) => v.recorded_at));
      expect(times.size).toBeGreaterThanOrEqual(3);
      for (const vital of entry.vital_signs) {
        expect(vital.unit).toBe(VITAL_SIGN_TYPES[vital.type].unit);
        expect(Date.parse(vital.recorded_at)).toBeLessThan(NOW.getTime());
        if (vital.type === 'blood_pressure') expect(vital.value).toEqual({ systolic: expect.any(Number), diastolic: expect.any(Number) });
        else expect(typeof vital.value).toBe('number');
      }
    }
  });

  it('gives lab results LOINC codes, reference ranges and interpretations that agree with the value', () => {
    const labs = panel.patients.flatMap((p) => p.lab_results);
    const loincs = new Set(labs.map((l) => l.loinc_code));
    for (const code of ['4548-4', '13457-7', '2823-3']) expect(loincs).toContain(code);
    for (const lab of labs) {
      const value = lab.value as number;
      const { low, high } = lab.reference_range!;
      if (lab.interpretation === 'normal') {
        expect(low === null || value >= low).toBe(true);
        expect(high === null || value <= high).toBe(true);
      }
      if (lab.interpretation === 'high') expect(value).toBeGreaterThan(high!);
      if (lab.interpretation === 'low') expect(value).toBeLessThan(low!);
    }
    expect(labs.some((l) => l.interpretation === 'high')).toBe(true);
  });

  it('gives practitioners valid NPIs, emails, locations and New York schedules with a lunch break', () => {
    for (const p of panel.practitioners) {
      expect(p.npi).toMatch(/^\d{10}$/);
      expect(luhnValid(p.npi!)).toBe(true);
      expect(p.email).toMatch(/@/);
      expect(p.locations.length).toBeGreaterThan(0);
      expect(p.schedule.timezone).toBe('America/New_York');
      expect(p.schedule.slot_minutes).toBe(30);
      expect(p.schedule.hours.monday?.length).toBe(2);
      expect(p.schedule.hours.saturday).toBeUndefined();
    }
    expect(new Set(panel.practitioners.map((p) => p.specialty)).size).toBe(6);
  });

  it('computes NPI check digits (CMS example 123456789 → 1234567893)', () => {
    expect(npiWithCheckDigit('123456789')).toBe('1234567893');
  });

  it('books a month of appointments on schedule slots, without overlaps per practitioner or patient', () => {
    const from = NOW.getTime() - 7 * DAY_MS;
    const to = NOW.getTime() + 23 * DAY_MS;
    expect(panel.appointments.length).toBeGreaterThan(100);
    const practitioners = new Map(panel.practitioners.map((p) => [p.id, p]));
    const patients = new Set(panel.patients.map((p) => p.patient.id));
    for (const a of panel.appointments) {
      expect(Date.parse(a.start)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(a.start)).toBeLessThan(to);
      expect(patients.has(a.patient_id)).toBe(true);
      const slots = expandSchedule(practitioners.get(a.practitioner_id)!.schedule, a.start, a.end);
      expect(slots[0]?.start).toBe(a.start);
    }
    expect(doubleBookings(panel)).toEqual([]);
  });

  it('never books a practitioner or a patient twice at one time, whatever the date it is generated on', () => {
    // The dates that break date-dependent code (from a fixed day and from today), and a year of
    // days at varying hours from a fixed day.
    const base = Date.parse('2027-01-01T00:00:00Z');
    const dates = [
      ...fixedNows(base).map((d) => d.now),
      ...fixedNows().map((d) => d.now),
      new Date(),
      ...Array.from({ length: 20 }, (_, i) => new Date(base + i * 18.3 * DAY_MS + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000)),
    ];
    for (const now of dates) {
      for (const seed of [DEFAULT_PANEL_SEED, 7]) expect(doubleBookings(syntheticPanel({ now, seed })), `${now.toISOString()} seed ${seed}`).toEqual([]);
    }
  });

  it('marks past appointments completed or no-show, future ones confirmed with a few cancelled', () => {
    const past = panel.appointments.filter((a) => Date.parse(a.start) < NOW.getTime());
    const future = panel.appointments.filter((a) => Date.parse(a.start) >= NOW.getTime());
    expect(past.length).toBeGreaterThan(0);
    for (const a of past) expect(['completed', 'no-show']).toContain(a.status);
    for (const a of future) expect(['confirmed', 'cancelled']).toContain(a.status);
    expect(future.some((a) => a.status === 'cancelled')).toBe(true);
    expect(future.filter((a) => a.status === 'cancelled').length).toBeLessThan(future.length / 5);
  });
});

describe('Random', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = new Random(42);
    const b = new Random(42);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
