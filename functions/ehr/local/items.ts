import * as z from 'zod/mini';
import type { Item, WriteOperation } from '../../core/storage/port';
import type { PanelPatient, PanelPractitioner } from '../panel';
import { WeeklyScheduleSchema } from '../schedule';
import {
  AllergySchema,
  AppointmentSchema,
  ConditionSchema,
  EhrPatientSchema,
  EncounterNoteSchema,
  InsuranceSchema,
  LabResultSchema,
  MedicationSchema,
  PractitionerSchema,
  PreVisitNoteSchema,
  VitalSignSchema,
  type Allergy,
  type Appointment,
  type Condition,
  type EhrPatient,
  type EncounterNote,
  type Insurance,
  type LabResult,
  type Medication,
  type VitalSign,
} from '../schemas';
import {
  allergySk,
  appointmentIndexSk,
  appointmentKey,
  conditionSk,
  conversationNoteKey,
  counterKey,
  insuranceKey,
  labSk,
  listEntryKey,
  medicationSk,
  namePartition,
  noteKey,
  orgAppointmentsIndex,
  orgPatientList,
  patientPartition,
  phonePartition,
  practitionerAppointmentsIndex,
  practitionerEmailKey,
  practitionerKey,
  practitionerPatientList,
  preVisitKey,
  profileKey,
  vitalSk,
} from './keys';

/**
 * The local backend's stored items: how a resource becomes items (and write operations), and the
 * zod schemas that read them back. Items carry the resource's fields at the top level; parsing with
 * the resource schema drops the key and bookkeeping attributes.
 */

export const PractitionerItemSchema = z.extend(PractitionerSchema, { schedule: WeeklyScheduleSchema });
export const CounterItemSchema = z.object({ count: z.number() });
export const PractitionerEmailItemSchema = z.object({ practitioner_id: z.string() });

export const StoredAppointmentSchema = z.extend(AppointmentSchema, { version: z.number() });
export type StoredAppointment = z.infer<typeof StoredAppointmentSchema>;
export const StoredNoteSchema = z.extend(EncounterNoteSchema, { version: z.number() });
export type StoredNote = z.infer<typeof StoredNoteSchema>;

const withoutVersion = <T extends { version: number }>({ version: _version, ...rest }: T): Omit<T, 'version'> => rest;
export const appointmentOf = (stored: StoredAppointment): Appointment => withoutVersion(stored);
export const noteOf = (stored: StoredNote): EncounterNote => withoutVersion(stored);

// ---------------------------------------------------------------------------------------------
// Patients: the profile and its copies (list entries, identification lookups)
// ---------------------------------------------------------------------------------------------

const patientCopy = (pk: string, patient: EhrPatient, entity: string): Item => ({
  ...listEntryKey(pk, patient.id),
  entity,
  ...patient,
});

/** The lists a patient is counted in: the organization's, and its primary practitioner's. */
export const patientLists = (orgId: string, patient: EhrPatient): string[] => [
  orgPatientList(orgId),
  ...(patient.primary_provider_id ? [practitionerPatientList(orgId, patient.primary_provider_id)] : []),
];

/**
 * A new patient's items, except the counters: the profile (which must not exist yet), its list
 * copies, and its identification copies (by name + date of birth, by each phone number).
 */
export const patientCreateOperations = (orgId: string, patient: EhrPatient): WriteOperation[] => {
  const profile: Item = { ...profileKey(orgId, patient.id), entity: 'ehr_patient', ...patient };
  const lists = patientLists(orgId, patient).map((list) => patientCopy(list, patient, 'ehr_patient_list_entry'));
  const byName = patient.date_of_birth
    ? [patientCopy(namePartition(orgId, patient.first_name, patient.last_name, patient.date_of_birth), patient, 'ehr_patient_lookup')]
    : [];
  const byPhone = [...new Set(patient.phone_numbers)].map((phone) => patientCopy(phonePartition(orgId, phone), patient, 'ehr_patient_lookup'));
  return [{ put: profile, condition: { notExists: 'pk' } }, ...[...lists, ...byName, ...byPhone].map((put) => ({ put }))];
};

/** Counter increments for patients created together (one operation per list, as a transaction needs). */
export const counterOperations = (orgId: string, patients: EhrPatient[]): WriteOperation[] => {
  const increments = new Map<string, number>();
  for (const list of patients.flatMap((patient) => patientLists(orgId, patient))) increments.set(list, (increments.get(list) ?? 0) + 1);
  return [...increments].map(([list, count]) => ({
    update: counterKey(list),
    changes: { add: { count }, set: { entity: 'ehr_counter' } },
  }));
};

// ---------------------------------------------------------------------------------------------
// A patient's record items
// ---------------------------------------------------------------------------------------------

const recordItem = (orgId: string, patientId: string, sk: string, entity: string, fields: object): Item => ({
  pk: patientPartition(orgId, patientId),
  sk,
  entity,
  ...fields,
});

export const conditionItem = (orgId: string, patientId: string, index: number, condition: Condition): Item =>
  recordItem(orgId, patientId, conditionSk(index), 'ehr_condition', condition);
export const medicationItem = (orgId: string, patientId: string, medication: Medication): Item =>
  recordItem(orgId, patientId, medicationSk(medication.id), 'ehr_medication', medication);
export const allergyItem = (orgId: string, patientId: string, index: number, allergy: Allergy): Item =>
  recordItem(orgId, patientId, allergySk(index), 'ehr_allergy', allergy);
export const vitalItem = (orgId: string, patientId: string, vital: VitalSign): Item =>
  recordItem(orgId, patientId, vitalSk(vital.recorded_at, vital.id), 'ehr_vital_sign', vital);
export const labItem = (orgId: string, patientId: string, lab: LabResult): Item =>
  recordItem(orgId, patientId, labSk(lab.collected_at, lab.id), 'ehr_lab_result', lab);
export const insuranceItem = (orgId: string, patientId: string, insurance: Insurance): Item => ({
  ...insuranceKey(orgId, patientId),
  entity: 'ehr_insurance',
  ...insurance,
});

/** Everything of a panel patient's record but the profile. */
export const recordItems = (orgId: string, entry: PanelPatient): Item[] => {
  const id = entry.patient.id;
  return [
    ...entry.conditions.map((condition, i) => conditionItem(orgId, id, i, condition)),
    ...entry.medications.map((medication) => medicationItem(orgId, id, medication)),
    ...entry.allergies.map((allergy, i) => allergyItem(orgId, id, i, allergy)),
    ...entry.vital_signs.map((vital) => vitalItem(orgId, id, vital)),
    ...entry.lab_results.map((lab) => labItem(orgId, id, lab)),
    ...(entry.insurance ? [insuranceItem(orgId, id, entry.insurance)] : []),
  ];
};

export const RECORD_SCHEMAS = {
  condition: ConditionSchema,
  medication: MedicationSchema,
  allergy: AllergySchema,
  vital: VitalSignSchema,
  lab: LabResultSchema,
  note: StoredNoteSchema,
} as const;

export const parsePatient = (item: Item): EhrPatient => EhrPatientSchema.parse(item);
export const parseInsurance = (item: Item): Insurance => InsuranceSchema.parse(item);
export const parsePreVisit = PreVisitNoteSchema.parse;

// ---------------------------------------------------------------------------------------------
// Practitioners, appointments, notes
// ---------------------------------------------------------------------------------------------

export const practitionerItems = (orgId: string, practitioner: PanelPractitioner): Item[] => [
  { ...practitionerKey(orgId, practitioner.id), entity: 'ehr_practitioner', ...practitioner },
  ...(practitioner.email
    ? [{ ...practitionerEmailKey(orgId, practitioner.email), entity: 'ehr_practitioner_email', practitioner_id: practitioner.id }]
    : []),
];

export const appointmentItem = (orgId: string, appointment: Appointment, version: number): Item => ({
  ...appointmentKey(orgId, appointment.id),
  entity: 'ehr_appointment',
  ...appointment,
  version,
  gsi1pk: orgAppointmentsIndex(orgId),
  gsi1sk: appointmentIndexSk(appointment.start, appointment.id),
  gsi2pk: practitionerAppointmentsIndex(orgId, appointment.practitioner_id),
  gsi2sk: appointmentIndexSk(appointment.start, appointment.id),
});

/** An appointment's note, or (no appointment) a conversation's, keyed by what it belongs to. */
export const noteItem = (orgId: string, note: StoredNote): Item => ({
  ...(note.appointment_id === null
    ? conversationNoteKey(orgId, note.patient_id, note.conversation_id ?? note.id)
    : noteKey(orgId, note.patient_id, note.appointment_id)),
  entity: 'ehr_encounter_note',
  ...note,
});

export const preVisitItem = (orgId: string, appointment: Appointment, content: string, updatedAt: string): Item => ({
  ...preVisitKey(orgId, appointment.id),
  entity: 'ehr_pre_visit_note',
  appointment_id: appointment.id,
  patient_id: appointment.patient_id,
  content,
  updated_at: updatedAt,
});
