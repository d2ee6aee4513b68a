import type { Appointment as FhirAppointment, Composition, Encounter, Observation } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import {
  fromFhirAllergy,
  fromFhirAppointment,
  fromFhirCondition,
  fromFhirCoverage,
  fromFhirEncounter,
  fromFhirEncounterNote,
  fromFhirLabResult,
  fromFhirMedicationRequest,
  fromFhirMedicationStatement,
  fromFhirPatient,
  fromFhirPractitioner,
  fromFhirPreVisitNote,
  fromFhirVitalSign,
  referenceId,
  toFhirAllergy,
  toFhirAppointment,
  toFhirCondition,
  toFhirCoverage,
  toFhirEncounter,
  toFhirEncounterNote,
  toFhirLabResult,
  toFhirMedicationRequest,
  toFhirMedicationStatement,
  toFhirPatient,
  toFhirPractitioner,
  toFhirPractitionerRole,
  toFhirPreVisitNote,
  toFhirVitalSign,
} from '../../functions/ehr/fhir-mapping';
import {
  AppointmentSchema,
  EhrPatientSchema,
  EncounterNoteSchema,
  InsuranceSchema,
  LabResultSchema,
  MedicationSchema,
  PractitionerSchema,
  VitalSignSchema,
  type Appointment,
  type EhrPatient,
  type EncounterNote,
  type Insurance,
  type LabResult,
  type Medication,
  type Practitioner,
  type VitalSign,
} from '../../functions/ehr/schemas';

const patient: EhrPatient = {
  id: 'pat-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1815-12-10',
  gender: 'female',
  phone: '+15555550100',
  email: 'ada@example.com',
  primary_provider_id: 'prac-1',
  phone_numbers: ['+15555550100', '+15555550101'],
  address: { street: '12 St James Sq', city: 'London', state: 'LDN', postal_code: 'SW1Y 4JH', country: 'GB' },
};

const practitioner: Practitioner = {
  id: 'prac-1',
  first_name: 'Gregory',
  last_name: 'House',
  email: 'house@example.com',
  specialty: 'Internal Medicine',
  npi: '1234567893',
  locations: ['Princeton-Plainsboro', 'Clinic B'],
};

const appointment: Appointment = {
  id: 'appt-1',
  patient_id: 'pat-1',
  practitioner_id: 'prac-1',
  start: '2030-01-07T14:00:00.000Z',
  end: '2030-01-07T14:30:00.000Z',
  status: 'confirmed',
  type: 'new-patient',
  reason: 'Cough for two weeks',
  notes: 'Bring prior imaging',
};

const medication: Medication = {
  id: 'med-1',
  name: 'Lisinopril',
  dosage: '10 mg',
  frequency: 'once daily',
  status: 'active',
  prescriber: 'Dr Gregory House',
  start_date: '2024-03-01',
};

const note: EncounterNote = {
  id: 'comp-1',
  appointment_id: 'appt-1',
  patient_id: 'pat-1',
  practitioner_id: 'prac-1',
  text_content: '# Visit\n\nPatient <reports> cough & fever.\n  Indented line.',
  json_content: { subjective: 'Cough x2 weeks', objective: 'T 38.1 Cel', assessment: '', plan: 'Rest; fluids <2L>' },
  chief_complaints: ['cough', 'fever & chills'],
  intake_questionnaire: { smoker: false, pack_years: 0, notes: 'none <really>', nested: { a: [1, 2] } },
  icd10_codes: ['J20.9', 'R50.9'],
  cpt_codes: ['99213', '1234F'],
  medications: ['Amoxicillin 500 mg three times daily'],
  patient_instructions: ['Drink fluids', 'Return if worse'],
  created_at: '2030-01-07T14:35:00.000Z',
  updated_at: '2030-01-07T15:00:00.000Z',
};

describe('FHIR mapping round trips', () => {
  it('Patient', () => {
    const fhir = toFhirPatient(patient);
    expect(fhir).toMatchObject({
      resourceType: 'Patient',
      id: 'pat-1',
      birthDate: '1815-12-10',
      generalPractitioner: [{ reference: 'Practitioner/prac-1' }],
      address: [{ line: ['12 St James Sq'], postalCode: 'SW1Y 4JH' }],
    });
    expect(fhir.telecom).toEqual([
      { system: 'phone', value: '+15555550100' },
      { system: 'phone', value: '+15555550101' },
      { system: 'email', value: 'ada@example.com' },
    ]);
    expect(fromFhirPatient(fhir)).toEqual(patient);
    expect(EhrPatientSchema.parse(fromFhirPatient(fhir))).toEqual(patient);
  });

  it('Patient with nothing optional', () => {
    const bare: EhrPatient = { ...patient, date_of_birth: null, gender: 'unknown', phone: null, email: null, primary_provider_id: null, phone_numbers: [], address: null };
    const fhir = toFhirPatient(bare);
    expect(fhir.address).toBeUndefined();
    expect(fhir.generalPractitioner).toBeUndefined();
    expect(fromFhirPatient(fhir)).toEqual(bare);
  });

  it('Patient from another EHR: usual names, absolute references, unknown gender codes', () => {
    const mapped = fromFhirPatient({
      resourceType: 'Patient',
      id: 'x',
      name: [{ use: 'old', family: 'Byron', given: ['Augusta'] }, { use: 'usual', family: 'King', given: ['Ada', 'Augusta'] }],
      generalPractitioner: [{ reference: 'https://ehr.example/fhir/Practitioner/77/_history/2' }],
    });
    expect(mapped).toMatchObject({ first_name: 'Ada Augusta', last_name: 'King', primary_provider_id: '77', gender: 'unknown', address: null });
  });

  it('Practitioner with its PractitionerRole', () => {
    const fhir = toFhirPractitioner(practitioner);
    const role = toFhirPractitionerRole(practitioner, 'role-1');
    expect(fhir.identifier).toEqual([{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }]);
    expect(role).toMatchObject({ practitioner: { reference: 'Practitioner/prac-1' }, specialty: [{ text: 'Internal Medicine' }] });
    expect(fromFhirPractitioner(fhir, [role])).toEqual(practitioner);
    expect(PractitionerSchema.parse(fromFhirPractitioner(fhir, [role]))).toEqual(practitioner);
    // Another practitioner's role does not leak in; without a role there is no specialty or location.
    expect(fromFhirPractitioner(fhir, [{ ...role, practitioner: { reference: 'Practitioner/other' } }])).toEqual({ ...practitioner, specialty: null, locations: [] });
  });

  it('Practitioner without npi, email, specialty or locations', () => {
    const bare: Practitioner = { ...practitioner, email: null, specialty: null, npi: null, locations: [] };
    expect(fromFhirPractitioner(toFhirPractitioner(bare), [toFhirPractitionerRole(bare)])).toEqual(bare);
  });

  it('Appointment: participants, every status, type, reason and notes', () => {
    const fhir = toFhirAppointment(appointment, { bookingId: '01hzz' });
    expect(fhir).toMatchObject({
      status: 'booked',
      identifier: [{ system: 'urn:careloop:booking', value: '01hzz' }],
      participant: [{ actor: { reference: 'Patient/pat-1' } }, { actor: { reference: 'Practitioner/prac-1' } }],
      reasonCode: [{ text: 'Cough for two weeks' }],
      comment: 'Bring prior imaging',
    });
    expect(fromFhirAppointment(fhir)).toEqual(appointment);
    const expected = { confirmed: 'booked', cancelled: 'cancelled', completed: 'fulfilled', 'no-show': 'noshow', 'checked-in': 'checked-in' } as const;
    for (const [status, fhirStatus] of Object.entries(expected)) {
      const a = { ...appointment, status: status as Appointment['status'] };
      expect(toFhirAppointment(a).status).toBe(fhirStatus);
      expect(fromFhirAppointment(toFhirAppointment(a))).toEqual(a);
    }
    for (const type of ['follow-up', 'new-patient', 'annual-physical', 'telehealth', 'urgent', 'procedure'] as const) {
      expect(fromFhirAppointment(toFhirAppointment({ ...appointment, type }))?.type).toBe(type);
    }
    const bare = { ...appointment, reason: null, notes: null };
    expect(fromFhirAppointment(toFhirAppointment(bare))).toEqual(bare);
    expect(AppointmentSchema.parse(fromFhirAppointment(fhir))).toEqual(appointment);
  });

  it('Appointment from another EHR: arrived, v2 type codes; none without a patient', () => {
    const external: FhirAppointment = {
      resourceType: 'Appointment',
      id: 'e1',
      status: 'arrived',
      start: '2030-01-07T14:00:00Z',
      end: '2030-01-07T14:20:00Z',
      appointmentType: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0276', code: 'CHECKUP' }] },
      participant: [{ actor: { reference: 'Patient/p' }, status: 'accepted' }, { actor: { reference: 'Practitioner/d' }, status: 'accepted' }],
    };
    // Times in another offset come back in UTC, as the local backend gives them.
    expect(fromFhirAppointment({ ...external, start: '2030-01-07T09:00:00-05:00' })).toMatchObject({ status: 'checked-in', type: 'annual-physical', reason: null, start: '2030-01-07T14:00:00.000Z', end: '2030-01-07T14:20:00.000Z' });
    expect(fromFhirAppointment({ ...external, participant: [{ actor: { reference: 'Practitioner/d' }, status: 'accepted' }] })).toBeUndefined();
  });

  it('Condition', () => {
    const condition = { code: 'E11.9', display: 'Type 2 diabetes mellitus without complications', status: 'active' as const, onset_date: '2019-05-01' };
    const fhir = toFhirCondition(condition, 'pat-1', 'c1');
    expect(fhir.code?.coding?.[0]).toEqual({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E11.9', display: condition.display });
    expect(fhir.clinicalStatus?.coding?.[0]?.code).toBe('active');
    expect(fhir.onsetDateTime).toBe('2019-05-01');
    expect(fhir.subject?.reference).toBe('Patient/pat-1');
    expect(fromFhirCondition(fhir)).toEqual(condition);
    const resolved = { ...condition, status: 'resolved' as const, onset_date: null };
    expect(fromFhirCondition(toFhirCondition(resolved, 'pat-1'))).toEqual(resolved);
  });

  it('medications as MedicationRequest and MedicationStatement', () => {
    const request = toFhirMedicationRequest(medication, 'pat-1');
    expect(request).toMatchObject({ intent: 'order', requester: { display: 'Dr Gregory House' }, authoredOn: '2024-03-01', status: 'active' });
    expect(fromFhirMedicationRequest(request)).toEqual(medication);
    expect(fromFhirMedicationStatement(toFhirMedicationStatement(medication, 'pat-1'))).toEqual(medication);
    for (const status of ['active', 'completed', 'stopped', 'on-hold'] as const) {
      const m = { ...medication, status, dosage: null, frequency: null, prescriber: null, start_date: null };
      expect(fromFhirMedicationRequest(toFhirMedicationRequest(m, 'p'))).toEqual(m);
      expect(fromFhirMedicationStatement(toFhirMedicationStatement(m, 'p'))).toEqual(m);
    }
    expect(MedicationSchema.parse(fromFhirMedicationRequest(request))).toEqual(medication);
  });

  it('a MedicationRequest from another EHR: coded medication, structured dose, prescriber by reference', () => {
    const mapped = fromFhirMedicationRequest({
      resourceType: 'MedicationRequest',
      id: 'm9',
      status: 'cancelled',
      intent: 'order',
      subject: { reference: 'Patient/p' },
      medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '314076', display: 'lisinopril 10 MG Oral Tablet' }] },
      requester: { reference: 'Practitioner/d1' },
      dosageInstruction: [{ doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet' } }], timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } } }],
    });
    expect(mapped).toEqual({ id: 'm9', name: 'lisinopril 10 MG Oral Tablet', dosage: '1 tablet', frequency: '2 per d', status: 'stopped', prescriber: 'd1', start_date: null });
  });

  it('AllergyIntolerance, with and without a reaction', () => {
    const allergy = { substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' as const };
    const fhir = toFhirAllergy(allergy, 'pat-1');
    expect(fhir.reaction?.[0]).toEqual({ manifestation: [{ text: 'Hives' }], severity: 'moderate' });
    expect(fromFhirAllergy(fhir)).toEqual(allergy);
    const severityOnly = { substance: 'Peanuts', reaction: null, severity: 'severe' as const };
    expect(toFhirAllergy(severityOnly, 'p').reaction?.[0]?.manifestation).toHaveLength(1);
    expect(fromFhirAllergy(toFhirAllergy(severityOnly, 'p'))).toEqual(severityOnly);
    const bare = { substance: 'Latex', reaction: null, severity: null };
    expect(toFhirAllergy(bare, 'p').reaction).toBeUndefined();
    expect(fromFhirAllergy(toFhirAllergy(bare, 'p'))).toEqual(bare);
  });

  it('vital signs: LOINC codes, UCUM units, blood pressure as a panel with components', () => {
    const readings: VitalSign[] = [
      { id: 'v1', type: 'blood_pressure', value: { systolic: 128, diastolic: 82 }, unit: 'mmHg', recorded_at: '2030-01-07T14:05:00.000Z' },
      { id: 'v2', type: 'heart_rate', value: 72, unit: '/min', recorded_at: '2030-01-07T14:05:00.000Z' },
      { id: 'v3', type: 'body_temperature', value: 37.2, unit: 'Cel', recorded_at: '2030-01-07T14:05:00.000Z' },
      { id: 'v4', type: 'bmi', value: 24.1, unit: 'kg/m2', recorded_at: '2030-01-07T14:05:00.000Z' },
    ];
    const bp = toFhirVitalSign(readings[0]!, 'pat-1');
    expect(bp.category?.[0]?.coding?.[0]?.code).toBe('vital-signs');
    expect(bp.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '85354-9' });
    expect(bp.valueQuantity).toBeUndefined();
    expect(bp.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity?.value, c.valueQuantity?.system])).toEqual([
      ['8480-6', 128, 'http://unitsofmeasure.org'],
      ['8462-4', 82, 'http://unitsofmeasure.org'],
    ]);
    expect(toFhirVitalSign(readings[2]!, 'pat-1').valueQuantity).toEqual({ value: 37.2, unit: 'Cel', system: 'http://unitsofmeasure.org', code: 'Cel' });
    for (const reading of readings) {
      expect(fromFhirVitalSign(toFhirVitalSign(reading, 'pat-1'))).toEqual(reading);
      expect(VitalSignSchema.parse(fromFhirVitalSign(toFhirVitalSign(reading, 'pat-1')))).toEqual(reading);
    }
  });

  it('an Observation that is not a known vital sign maps to nothing', () => {
    const other: Observation = { resourceType: 'Observation', status: 'final', code: { coding: [{ system: 'http://loinc.org', code: '1234-5' }] }, effectiveDateTime: '2030-01-01T00:00:00Z', valueQuantity: { value: 1 } };
    expect(fromFhirVitalSign(other)).toBeUndefined();
    // A date-only effectiveDateTime is still a timestamp; an unreadable one maps to nothing.
    const heart = toFhirVitalSign({ id: 'h', type: 'heart_rate', value: 60, unit: '/min', recorded_at: '2030-01-01T00:00:00.000Z' }, 'p');
    expect(fromFhirVitalSign({ ...heart, effectiveDateTime: '2030-01-02' })?.recorded_at).toBe('2030-01-02T00:00:00.000Z');
    expect(fromFhirVitalSign({ ...heart, effectiveDateTime: 'yesterday' })).toBeUndefined();
  });

  it('lab results: reference range, every interpretation, string values', () => {
    const lab: LabResult = {
      id: 'l1',
      test_name: 'Hemoglobin A1c',
      loinc_code: '4548-4',
      value: 7.2,
      unit: '%',
      reference_range: { low: 4, high: 5.6 },
      interpretation: 'high',
      status: 'final',
      collected_at: '2030-01-02T09:00:00.000Z',
    };
    const fhir = toFhirLabResult(lab, 'pat-1');
    expect(fhir.category?.[0]?.coding?.[0]?.code).toBe('laboratory');
    expect(fhir.interpretation?.[0]?.coding?.[0]).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'H' });
    expect(fhir.referenceRange?.[0]).toMatchObject({ low: { value: 4 }, high: { value: 5.6 } });
    expect(fromFhirLabResult(fhir)).toEqual(lab);
    expect(LabResultSchema.parse(fromFhirLabResult(fhir))).toEqual(lab);
    const codes = { normal: 'N', low: 'L', high: 'H', abnormal: 'A', critical: 'AA' } as const;
    for (const [interpretation, code] of Object.entries(codes)) {
      const l = { ...lab, interpretation: interpretation as LabResult['interpretation'] };
      expect(toFhirLabResult(l, 'p').interpretation?.[0]?.coding?.[0]?.code).toBe(code);
      expect(fromFhirLabResult(toFhirLabResult(l, 'p'))).toEqual(l);
    }
    for (const code of ['HH', 'LL']) {
      expect(fromFhirLabResult({ ...fhir, interpretation: [{ coding: [{ code }] }] })?.interpretation).toBe('critical');
    }
    const text: LabResult = { ...lab, id: 'l2', loinc_code: null, value: 'Negative', unit: null, reference_range: { low: null, high: 10 }, interpretation: null, status: 'preliminary' };
    expect(fromFhirLabResult(toFhirLabResult(text, 'p'))).toEqual(text);
    const noRange: LabResult = { ...lab, reference_range: null, status: 'amended' };
    expect(fromFhirLabResult(toFhirLabResult(noRange, 'p'))).toEqual(noRange);
  });

  it('insurance as Coverage', () => {
    const insurance: Insurance = {
      payer: 'Aetna',
      plan_name: 'Choice POS II',
      member_id: 'W123456789',
      group_number: 'GRP-42',
      subscriber_name: 'Charles Lovelace',
      relationship: 'spouse',
      status: 'active',
      effective_date: '2024-01-01',
      expiration_date: '2024-12-31',
    };
    const fhir = toFhirCoverage(insurance, 'pat-1', 'cov-1');
    expect(fhir).toMatchObject({
      payor: [{ display: 'Aetna' }],
      subscriberId: 'W123456789',
      beneficiary: { reference: 'Patient/pat-1' },
      relationship: { coding: [{ code: 'spouse' }] },
      period: { start: '2024-01-01', end: '2024-12-31' },
    });
    expect(fhir.class?.map((c) => [c.type.coding?.[0]?.code, c.value])).toEqual([
      ['plan', 'Choice POS II'],
      ['group', 'GRP-42'],
    ]);
    expect(fromFhirCoverage(fhir)).toEqual(insurance);
    expect(InsuranceSchema.parse(fromFhirCoverage(fhir))).toEqual(insurance);
    const bare: Insurance = { ...insurance, plan_name: null, group_number: null, subscriber_name: null, relationship: 'self', status: 'cancelled', effective_date: null, expiration_date: null };
    expect(fromFhirCoverage(toFhirCoverage(bare, 'p'))).toEqual(bare);
  });

  it('encounter note as a Composition, losslessly', () => {
    const fhir = toFhirEncounterNote(note);
    expect(fhir.identifier).toEqual({ system: 'urn:careloop:appointment', value: 'appt-1' });
    expect(fhir.subject?.reference).toBe('Patient/pat-1');
    expect(fhir.author).toEqual([{ reference: 'Practitioner/prac-1' }]);
    const sectionCodes = fhir.section?.map((s) => s.code?.coding?.[0]?.code);
    expect(sectionCodes).toEqual(['61150-9', '61149-1', '51848-0', '18776-5', '10154-3', '10160-0', '69730-0', 'intake-questionnaire']);
    expect(fhir.event?.[0]?.code?.map((c) => c.coding?.[0])).toEqual([
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'J20.9' },
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'R50.9' },
      { system: 'http://www.ama-assn.org/go/cpt', code: '99213' },
      { system: 'http://www.ama-assn.org/go/cpt', code: '1234F' },
    ]);
    expect(fhir.text?.div).toContain('Patient &lt;reports&gt; cough &amp; fever.');
    // Through JSON, as a server stores it.
    const back = fromFhirEncounterNote(JSON.parse(JSON.stringify(fhir)) as Composition);
    expect(back).toEqual(note);
    expect(EncounterNoteSchema.parse(back)).toEqual(note);
  });

  it('an empty encounter note round-trips too', () => {
    const empty: EncounterNote = {
      ...note,
      practitioner_id: null,
      text_content: '',
      json_content: { subjective: '', objective: '', assessment: '', plan: '' },
      chief_complaints: [],
      intake_questionnaire: null,
      icd10_codes: [],
      cpt_codes: [],
      medications: [],
      patient_instructions: [],
    };
    const fhir = toFhirEncounterNote(empty);
    expect(fhir.text).toBeUndefined();
    expect(fhir.event).toBeUndefined();
    expect(fromFhirEncounterNote(fhir)).toEqual(empty);
    // An empty questionnaire is kept apart from none.
    expect(fromFhirEncounterNote(toFhirEncounterNote({ ...empty, intake_questionnaire: {} }))?.intake_questionnaire).toEqual({});
  });

  it('a Composition written by another system: narrative without <pre>, no careloop identifier', () => {
    const foreign = toFhirEncounterNote(note);
    foreign.text = { status: 'generated', div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Line one</p><br/><p>a &amp; b</p></div>' };
    expect(fromFhirEncounterNote(foreign)?.text_content).toBe('Line one\na & b');
    expect(fromFhirEncounterNote({ ...foreign, identifier: { system: 'urn:other', value: 'x' } })).toBeUndefined();
  });

  it("an appointment's Encounter: ambulatory, of its patient, practitioner, appointment and times", () => {
    const fhir = toFhirEncounter(appointment, 'enc-1');
    expect(fhir).toEqual({
      resourceType: 'Encounter',
      id: 'enc-1',
      status: 'in-progress',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
      subject: { reference: 'Patient/pat-1' },
      participant: [{ individual: { reference: 'Practitioner/prac-1' } }],
      appointment: [{ reference: 'Appointment/appt-1' }],
      period: { start: appointment.start, end: appointment.end },
    });
    expect(toFhirEncounter(appointment).id).toBeUndefined();
    // Through JSON, as a server stores it.
    expect(fromFhirEncounter(JSON.parse(JSON.stringify(fhir)) as Encounter)).toEqual({
      id: 'enc-1',
      appointment_ids: ['appt-1'],
      patient_id: 'pat-1',
      practitioner_id: 'prac-1',
      start: appointment.start,
      end: appointment.end,
    });
    const statuses = (['confirmed', 'checked-in', 'completed', 'cancelled', 'no-show'] as const).map((status) => toFhirEncounter({ ...appointment, status }).status);
    expect(statuses).toEqual(['in-progress', 'in-progress', 'finished', 'cancelled', 'cancelled']);
  });

  it("another system's Encounter: absolute references, several appointments, offsets and missing fields", () => {
    const foreign: Encounter = {
      resourceType: 'Encounter',
      status: 'finished',
      class: { code: 'AMB' },
      appointment: [{ reference: 'https://ehr.example/fhir/Appointment/a-1/_history/2' }, { reference: 'Appointment/a-2' }, { display: 'walk-in' }],
      participant: [{ individual: { reference: 'PractitionerRole/r-1' } }, { individual: { reference: 'Practitioner/p-9' } }],
      period: { start: '2030-01-07T09:00:00-05:00' },
    };
    expect(fromFhirEncounter(foreign)).toEqual({ id: '', appointment_ids: ['a-1', 'a-2'], patient_id: null, practitioner_id: 'p-9', start: '2030-01-07T14:00:00.000Z', end: null });
  });

  it("an encounter note names its Encounter; an update without one leaves the stored one alone", () => {
    const fhir = toFhirEncounterNote(note, { encounterId: 'enc-1' });
    expect(fhir.encounter).toEqual({ reference: 'Encounter/enc-1' });
    expect(fromFhirEncounterNote(JSON.parse(JSON.stringify(fhir)) as Composition)).toEqual(note);
    expect('encounter' in toFhirEncounterNote(note)).toBe(false);
    expect({ ...fhir, ...toFhirEncounterNote({ ...note, text_content: 'changed' }) }.encounter).toEqual({ reference: 'Encounter/enc-1' });
  });

  it("another system's note found through the appointment's Encounter: no careloop identifier, defaults for what it lacks", () => {
    const visit = { appointmentId: 'appt-1', patientId: 'pat-1' };
    const foreign: Composition = {
      resourceType: 'Composition',
      id: 'ext-1',
      identifier: { system: 'urn:oid:1.2.3', value: 'doc-77' },
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11506-3' }] },
      encounter: { reference: 'Encounter/enc-1' },
      date: '2030-01-07T10:00:00-05:00',
      author: [{ reference: 'Practitioner/prac-9' }],
      title: 'Progress note',
      text: { status: 'generated', div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Seen today.</p></div>' },
      section: [{ title: 'Plan', code: { coding: [{ system: 'http://loinc.org', code: '18776-5' }] }, text: { status: 'generated', div: '<div xmlns="http://www.w3.org/1999/xhtml">Rest</div>' } }],
    };
    expect(fromFhirEncounterNote(foreign)).toBeUndefined();
    const mapped = fromFhirEncounterNote(foreign, visit);
    expect(mapped).toEqual({
      id: 'ext-1',
      appointment_id: 'appt-1',
      patient_id: 'pat-1',
      practitioner_id: 'prac-9',
      text_content: 'Seen today.',
      json_content: { subjective: '', objective: '', assessment: '', plan: 'Rest' },
      chief_complaints: [],
      intake_questionnaire: null,
      icd10_codes: [],
      cpt_codes: [],
      medications: [],
      patient_instructions: [],
      created_at: '2030-01-07T15:00:00.000Z',
      updated_at: '2030-01-07T15:00:00.000Z',
    });
    expect(EncounterNoteSchema.parse(mapped)).toEqual(mapped);
    // Its own subject wins over the appointment's patient; careloop's identifier wins over the visit.
    expect(fromFhirEncounterNote({ ...foreign, subject: { reference: 'Patient/pat-2' } }, visit)?.patient_id).toBe('pat-2');
    expect(fromFhirEncounterNote(toFhirEncounterNote(note), { appointmentId: 'appt-9', patientId: 'pat-9' })).toEqual(note);
    // careloop's pre-visit notes are never encounter notes, whatever they are found through.
    const preVisit = toFhirPreVisitNote({ appointment_id: 'appt-1', patient_id: 'pat-1', content: 'x', updated_at: null });
    expect(fromFhirEncounterNote(preVisit, visit)).toBeUndefined();
    expect(fromFhirEncounterNote({ ...preVisit, identifier: undefined }, visit)).toBeUndefined();
  });

  it('pre-visit note as a Composition', () => {
    const preVisit = { appointment_id: 'appt-1', patient_id: 'pat-1', content: 'Ask about <sleep> & diet\nline 2', updated_at: '2030-01-06T10:00:00.000Z' };
    const fhir = toFhirPreVisitNote(preVisit, 'pv-1');
    expect(fhir.identifier).toEqual({ system: 'urn:careloop:pre-visit', value: 'appt-1' });
    expect(fromFhirPreVisitNote(fhir)).toEqual(preVisit);
    const empty = { ...preVisit, content: '' };
    expect(fromFhirPreVisitNote(toFhirPreVisitNote(empty))).toEqual(empty);
    expect(fromFhirPreVisitNote(toFhirEncounterNote(note))).toBeUndefined();
  });

  it('referenceId reads relative, absolute and versioned references of the right type only', () => {
    expect(referenceId({ reference: 'Patient/1' }, 'Patient')).toBe('1');
    expect(referenceId({ reference: 'https://x/fhir/Patient/2/_history/3' }, 'Patient')).toBe('2');
    expect(referenceId({ reference: 'Practitioner/1' }, 'Patient')).toBeUndefined();
    expect(referenceId({ reference: 'RelatedPatient/1' }, 'Patient')).toBeUndefined();
    expect(referenceId({ display: 'x' }, 'Patient')).toBeUndefined();
  });
});
