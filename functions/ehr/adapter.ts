import type { AppointmentCreateBody, InsuranceInput, PatientCreateBody, PatientIdentification, VitalSignInput } from './request-schemas';
import type {
  Appointment,
  EhrPatient,
  EncounterNote,
  Insurance,
  LabResult,
  Medication,
  OpenSlot,
  PatientRecord,
  Practitioner,
  PreVisitNote,
  Soap,
  VitalSign,
} from './schemas';
import type { ConversationResults, WrittenBack } from './write-back';

/**
 * The one interface every EHR proxy handler goes through (DESIGN §10). An adapter is bound to one
 * organization of one stage; it never sees another organization's data.
 *
 * Backends: `local` (an EHR kept in the stage's own table) and `fhir` (any FHIR R4 server).
 * Errors: adapters throw the ApiErrors of `./errors` (patientNotFound, appointmentConflict,
 * ehrUnavailable…); anything else is a 500.
 */

/** The raw FHIR resource an item came from (fhir backend) or maps to (local backend). */
export type FhirJson = Record<string, unknown>;

/** An item plus, when `includeFhir` was asked, its FHIR resource. */
export type WithFhir<T> = T & { fhir?: FhirJson };

export interface Listed<T> {
  /** At most `count` items. */
  items: T[];
  /** Every match, not only the items returned. */
  total: number;
}

export interface ListOptions {
  count: number;
  includeFhir: boolean;
}

export interface AppointmentRange extends ListOptions {
  /** Appointments that start at or after `start` and before `end`. */
  start: string;
  end: string;
  practitionerId?: string;
  patientId?: string;
}

export interface Reschedule {
  patientId: string;
  /** The start of the appointment to move. */
  originalStart: string;
  newStart: string;
  newEnd: string;
  reason?: string;
}

export type AppointmentTarget = { appointmentId: string } | { patientId: string; start: string };

export interface SlotQuery {
  start: string;
  end: string;
  practitionerId?: string;
  count: number;
}

/** A change to an appointment's encounter note: fields set, lists appended to (without repeats). */
export interface NoteChange {
  text_content?: string;
  json_content?: Partial<Soap>;
  intake_questionnaire?: Record<string, unknown>;
  append?: Partial<Record<'chief_complaints' | 'icd10_codes' | 'cpt_codes' | 'medications' | 'patient_instructions', string[]>>;
}

export type NoteOwner = { appointmentId: string } | { patientId: string };

export interface EhrAdapter {
  /** What `/v1/ehr/health` names as `ehr_system`. */
  readonly system: string;

  listPatients(query: ListOptions & { practitionerId?: string; practitionerEmail?: string }): Promise<Listed<WithFhir<EhrPatient>>>;
  /** Throws practitionerNotFound when `practitioner_id` names nobody. */
  createPatient(input: PatientCreateBody): Promise<EhrPatient>;
  /** Patients matching the identification (name and date of birth compared case-insensitively), at most `limit`. */
  findPatients(identification: PatientIdentification, options: { limit: number; includeFhir: boolean }): Promise<WithFhir<EhrPatient>[]>;

  /** These throw patientNotFound for an unknown patient id. */
  getRecord(patientId: string): Promise<PatientRecord>;
  listVitalSigns(patientId: string): Promise<VitalSign[]>;
  addVitalSigns(patientId: string, readings: VitalSignInput[]): Promise<VitalSign[]>;
  listLabResults(patientId: string): Promise<LabResult[]>;
  listMedications(patientId: string): Promise<Medication[]>;
  getInsurance(patientId: string): Promise<Insurance | null>;
  putInsurance(patientId: string, insurance: InsuranceInput): Promise<Insurance>;

  listPractitioners(query: ListOptions): Promise<Listed<WithFhir<Practitioner>>>;

  listAppointments(query: AppointmentRange): Promise<Listed<WithFhir<Appointment>>>;
  /** Throws patientNotFound, practitionerNotFound, or appointmentConflict when the practitioner or the patient is booked then. */
  createAppointment(input: AppointmentCreateBody): Promise<Appointment>;
  /** Throws appointmentNotFound when the patient has no active appointment at `originalStart`; appointmentConflict as createAppointment. */
  rescheduleAppointment(input: Reschedule): Promise<Appointment>;
  /** Marks it cancelled and frees its time. Throws appointmentNotFound. */
  cancelAppointment(target: AppointmentTarget): Promise<Appointment>;
  /** Bookable slots from the practitioners' schedules, minus booked appointments, in start order. */
  openSlots(query: SlotQuery): Promise<Listed<OpenSlot>>;

  /** These throw appointmentNotFound for an unknown appointment. */
  getPreVisitNote(appointmentId: string): Promise<PreVisitNote>;
  putPreVisitNote(appointmentId: string, content: string): Promise<PreVisitNote>;
  listNotes(owner: NoteOwner): Promise<EncounterNote[]>;
  /** careloop's own note of the appointment (not another system's). Throws noteNotFound when it has none. */
  getNote(appointmentId: string): Promise<EncounterNote>;
  /** Throws noteExists when the appointment already has a note. */
  createNote(appointmentId: string, change: NoteChange): Promise<EncounterNote>;
  /** Throws noteNotFound when the appointment has none. */
  updateNote(appointmentId: string, change: NoteChange): Promise<EncounterNote>;
  deleteNote(appointmentId: string): Promise<EncounterNote>;

  /**
   * A finished conversation's note, questionnaire totals and questionnaire response
   * (functions/ehr/write-back.ts), each identified by the conversation: what an earlier call wrote
   * is found, not written again. Throws patientNotFound for an unknown patient.
   */
  writeConversationResults(results: ConversationResults): Promise<WrittenBack>;

  /** One cheap request to the EHR; throws ehrUnavailable when it cannot be reached. */
  probe(): Promise<void>;

  /**
   * Backends behind a network (fhir): whether the EHR answered any request so far. A call that
   * never reached it (a refused input, a lost booking lock) says nothing about its health.
   */
  reachedEhr?(): boolean;
}
