import type {
  AllergyIntolerance,
  Appointment as FhirAppointment,
  Composition,
  Condition as FhirCondition,
  Coverage,
  Encounter,
  MedicationRequest,
  MedicationStatement,
  Observation,
  Patient,
  Practitioner as FhirPractitioner,
  PractitionerRole,
  QuestionnaireResponse,
  Resource,
  ResourceType,
  Schedule,
  Slot,
  ExtractResource,
} from '@medplum/fhirtypes';
import { ulid } from 'ulid';
import { ApiError } from '../../core/errors';
import { ConditionFailedError, type Store } from '../../core/storage/port';
import type {
  AppointmentRange,
  AppointmentTarget,
  EhrAdapter,
  Listed,
  ListOptions,
  NoteChange,
  NoteOwner,
  Reschedule,
  SlotQuery,
  WithFhir,
} from '../adapter';
import { assertBookable, type Attendees, bookingConflict, BookingLocks, type Interval, MAX_APPOINTMENT_MINUTES } from '../booking-locks';
import {
  appointmentConflict,
  appointmentNotFound,
  ehrUnavailable,
  noteExists,
  noteNotFound,
  patientNotFound,
  practitionerNotFound,
  refusedByEhr,
  noteChangedMeanwhile,
} from '../errors';
import { applyNoteChange, blankNote, checkedVitalSign, instant, insuranceOf, newPatientOf, slotOrder, withFhir } from '../records';
import type { AppointmentCreateBody, InsuranceInput, PatientCreateBody, PatientIdentification, VitalSignInput } from '../request-schemas';
import { overlaps } from '../schedule';
import {
  type Appointment,
  type EhrPatient,
  type EncounterNote,
  type Insurance,
  type LabResult,
  type Medication,
  type OpenSlot,
  type PatientRecord,
  type Practitioner,
  type PreVisitNote,
  type VitalSign,
} from '../schemas';
import { type FhirClient, FhirAuthError, FhirError, FhirHttpError, FhirNotFoundError, FhirUnavailableError, type SearchParams, type SearchResult } from './client';
import {
  ACTIVE_FHIR_APPOINTMENT_STATUSES,
  bookingIdOf,
  busyTimeOf,
  type BusyTime,
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
  SYSTEMS,
  toFhirAppointment,
  toFhirCoverage,
  toFhirEncounter,
  toFhirEncounterNote,
  toFhirPatient,
  toFhirPreVisitNote,
  toFhirVitalSign,
} from '../fhir-mapping';
import {
  conversationIdentifier,
  identifierSearch,
  scoreIdentifier,
  toFhirConversationNote,
  toFhirConversationQuestionnaireResponse,
  toFhirConversationScore,
} from './write-back-resources';
import type { ConversationResults, WrittenBack } from '../write-back';

/**
 * The `fhir` EHR backend (DESIGN §10): every operation is FHIR R4 REST against the organization's
 * server, bounded by the request's deadline (`signal`). Double booking (of a practitioner or of a
 * patient) is prevented by the booking locks in the stage's table (taken before the EHR write) plus
 * a search of the EHR for appointments booked there directly.
 */

export interface FhirEhrAdapterOptions {
  client: FhirClient;
  store: Store;
  orgId: string;
  system: string;
  /** The request's overall deadline; every FHIR request is aborted with it. */
  signal?: AbortSignal;
  /** The clock that decides what is past (open slots); the system's by default. */
  now?: () => Date;
}

/** FHIR ids: anything else cannot name a resource on any server, so it names nothing. */
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
/** `.` and `..` match the pattern but are path segments a URL resolves away (`Patient/..` is the server's base). */
const isFhirId = (id: string): boolean => FHIR_ID.test(id) && !/^\.+$/.test(id);

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Appointments made in the EHR may be longer than careloop's; those starting this early can still overlap. */
const EXTERNAL_APPOINTMENT_LOOKBACK_MS = DAY_MS;
const NOTE_WRITE_ATTEMPTS = 5;
/** Longer than any request's deadline: a guard left by a crashed process lapses. */
const NOTE_CREATE_GUARD_SECONDS = 30;
/** Slot searches read many resources (31 days × practitioners): larger pages, fewer round trips. */
const SLOT_SEARCH = { pageSize: 500, maxPages: 10, maxResults: 5000 };

const byStart = (a: Appointment, b: Appointment) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id);
const byCreated = (a: EncounterNote, b: EncounterNote) => a.created_at.localeCompare(b.created_at);
const digitsOf = (phone: string): string => phone.replace(/\D/g, '');
const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

/** Maps what an EHR exchange threw to the proxy's errors; the EHR's address never reaches a message. */
const toProxyError = (error: unknown, signal: AbortSignal | undefined): unknown => {
  if (error instanceof ApiError) return error;
  if (error instanceof FhirUnavailableError) return ehrUnavailable(error.reason);
  if (error instanceof FhirAuthError) return ehrUnavailable('authentication');
  if (signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') return ehrUnavailable('timeout');
  if (error instanceof FhirHttpError && (error.status >= 500 || error.status === 429)) return ehrUnavailable('status');
  // Kept for the callers that act on them (absent resources, If-Match conflicts), their messages
  // (which name the EHR's path) rewritten in case one reaches a log.
  if (error instanceof FhirNotFoundError) return new FhirNotFoundError(`The EHR answered ${error.status}`, error.status);
  if (error instanceof FhirHttpError && error.status === 412) return new FhirHttpError('The EHR answered 412', 412);
  if (error instanceof FhirHttpError && (error.status === 400 || error.status === 422)) return refusedByEhr(error.status);
  // Other answers become a 500; their messages name the EHR's path, so they are rewritten.
  if (error instanceof FhirHttpError) return new FhirHttpError(`The EHR answered ${error.status}`, error.status, error.outcome);
  // A FhirError that is not an HTTP answer (a next link to another origin) may carry the EHR's origin.
  if (error instanceof FhirError) return ehrUnavailable('status');
  return error;
};

const withoutId = <T extends Resource>(resource: T): T => {
  const { id: _id, ...rest } = resource;
  return rest as T;
};

/**
 * `actor` values for an Appointment search (repeated: all must match). `actor`, `subject` and
 * `general-practitioner` are plain paths in every server; the `patient` and `practitioner`
 * parameters of R4 are `resolve()` expressions that some servers evaluate slowly (Medplum's
 * in-memory repository: 40-200 ms against 1-7 ms), so the backend prefers the plain ones.
 */
const participants = (practitionerId?: string, patientId?: string): string[] | undefined => {
  const actors = [practitionerId && `Practitioner/${practitionerId}`, patientId && `Patient/${patientId}`].filter((actor): actor is string => Boolean(actor));
  return actors.length > 0 ? actors : undefined;
};

export class FhirEhrAdapter implements EhrAdapter {
  readonly system: string;
  private readonly client: FhirClient;
  private readonly store: Store;
  private readonly orgId: string;
  private readonly locks: BookingLocks;
  private readonly signal?: AbortSignal;
  private readonly now: () => Date;

  constructor(options: FhirEhrAdapterOptions) {
    this.now = options.now ?? (() => new Date());
    this.client = options.client;
    this.store = options.store;
    this.orgId = options.orgId;
    this.system = options.system;
    this.signal = options.signal;
    this.locks = new BookingLocks(options.store, options.orgId);
  }

  // -------------------------------------------------------------------------------------------
  // FHIR exchanges: the deadline on every request, errors mapped
  // -------------------------------------------------------------------------------------------

  private answered = false;

  /** Whether the EHR answered at least one request of this adapter (any status): what the circuit breaker counts as a success. */
  reachedEhr(): boolean {
    return this.answered;
  }

  private async exchange<T>(run: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
    try {
      if (this.signal?.aborted) throw ehrUnavailable('timeout');
      const result = await run(this.signal);
      this.answered = true;
      return result;
    } catch (error) {
      if (error instanceof FhirHttpError) this.answered = true;
      throw toProxyError(error, this.signal);
    }
  }

  /** A search the server answers 404 (it does not keep that resource type) finds nothing. */
  private async search<K extends ResourceType>(type: K, params: SearchParams, options: { maxResults?: number; pageSize?: number; maxPages?: number } = {}) {
    try {
      return await this.exchange((signal) => this.client.search(type, params, { ...options, signal }));
    } catch (error) {
      if (error instanceof FhirNotFoundError) return { resources: [], included: [], total: 0, pages: 1, truncated: false } as SearchResult<ExtractResource<K>>;
      throw error;
    }
  }

  private async searchAll<T extends Resource>(type: T['resourceType'], params: SearchParams): Promise<T[]> {
    const result = (await this.search(type, params)) as unknown as SearchResult<T>;
    return result.resources;
  }

  /** A read that answers undefined for a resource that does not exist. */
  private async readOptional<K extends ResourceType>(type: K, id: string) {
    if (!isFhirId(id)) return undefined;
    try {
      return await this.exchange((signal) => this.client.read(type, id, { signal }));
    } catch (error) {
      if (error instanceof FhirNotFoundError) return undefined;
      throw error;
    }
  }

  private create<T extends Resource>(resource: T): Promise<T> {
    return this.exchange((signal) => this.client.create(resource, { signal }));
  }

  private update<T extends Resource>(resource: T, ifMatch?: string): Promise<T> {
    return this.exchange((signal) => this.client.update(resource, { signal, ifMatch }));
  }

  private async requirePatient(patientId: string): Promise<Patient> {
    const patient = await this.readOptional('Patient', patientId);
    if (!patient) throw patientNotFound({ patient_id: patientId });
    return patient;
  }

  private async requirePractitioner(practitionerId: string): Promise<FhirPractitioner> {
    const practitioner = await this.readOptional('Practitioner', practitionerId);
    if (!practitioner) throw practitionerNotFound({ practitioner_id: practitionerId });
    return practitioner;
  }

  /** Runs a patient's read and the searches that depend only on its id together; an unknown patient wins. */
  private async forPatient<T>(patientId: string, work: () => Promise<T>): Promise<[Patient, T]> {
    const [patient, result] = await Promise.allSettled([this.requirePatient(patientId), work()]);
    if (patient.status === 'rejected') throw patient.reason;
    if (result.status === 'rejected') throw result.reason;
    return [patient.value, result.value];
  }

  // -------------------------------------------------------------------------------------------
  // Patients
  // -------------------------------------------------------------------------------------------

  async listPatients(query: ListOptions & { practitionerId?: string; practitionerEmail?: string }): Promise<Listed<WithFhir<EhrPatient>>> {
    const practitionerId = query.practitionerId ?? (query.practitionerEmail ? await this.practitionerIdByEmail(query.practitionerEmail) : undefined);
    const [result] = await Promise.all([
      this.search('Patient', { 'general-practitioner': practitionerId ? `Practitioner/${practitionerId}` : undefined, _total: 'accurate' }, { maxResults: query.count }),
      query.practitionerId ? this.requirePractitioner(query.practitionerId) : undefined,
    ]);
    return {
      items: result.resources.map((resource) => withFhir(fromFhirPatient(resource), () => resource, query.includeFhir)),
      total: result.total ?? result.resources.length,
    };
  }

  private async practitionerIdByEmail(email: string): Promise<string> {
    const found = await this.searchAll<FhirPractitioner>('Practitioner', { email });
    const match = found.find((p) => p.telecom?.some((t) => t.system === 'email' && t.value?.toLowerCase() === email.toLowerCase()));
    if (!match?.id) throw practitionerNotFound({ practitioner_email: email });
    return match.id;
  }

  async createPatient(input: PatientCreateBody): Promise<EhrPatient> {
    if (input.practitioner_id) await this.requirePractitioner(input.practitioner_id);
    const patient = newPatientOf(input, '');
    return fromFhirPatient(await this.create(withoutId(toFhirPatient(patient))));
  }

  async findPatients(identification: PatientIdentification, options: { limit: number; includeFhir: boolean }): Promise<WithFhir<EhrPatient>[]> {
    const resources = await this.patientsIdentifiedBy(identification);
    return resources.slice(0, Math.max(1, options.limit)).map((resource) => withFhir(fromFhirPatient(resource), () => resource, options.includeFhir));
  }

  private async patientsIdentifiedBy(identification: PatientIdentification): Promise<Patient[]> {
    if ('patientId' in identification) {
      const patient = await this.readOptional('Patient', identification.patientId);
      return patient ? [patient] : [];
    }
    if ('phoneNumber' in identification) {
      const found = await this.searchAll<Patient>('Patient', { phone: identification.phoneNumber });
      // Servers may match phones loosely; the same digits decide (formatting aside).
      const wanted = digitsOf(identification.phoneNumber);
      return found.filter((p) => p.telecom?.some((t) => t.system === 'phone' && digitsOf(t.value ?? '') === wanted));
    }
    const { firstName, lastName, dateOfBirth } = identification;
    // FHIR name search is a prefix match: the server narrows, the exact comparison decides.
    const found = await this.searchAll<Patient>('Patient', { family: lastName, given: firstName, birthdate: dateOfBirth });
    const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
    return found.filter(
      (p) =>
        p.birthDate === dateOfBirth &&
        (p.name ?? []).some((name) => same(name.family, lastName) && (same(name.given?.join(' '), firstName) || same(name.given?.[0], firstName))),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Records
  // -------------------------------------------------------------------------------------------

  async getRecord(patientId: string): Promise<PatientRecord> {
    const [patient, [conditions, medications, allergies, vitalSigns, labResults, insurance, notes]] = await this.forPatient(patientId, () =>
      Promise.all([
        this.conditions(patientId),
        this.medications(patientId),
        this.allergies(patientId),
        this.vitalSigns(patientId),
        this.labResults(patientId),
        this.insurance(patientId),
        this.notesOfPatient(patientId),
      ]),
    );
    return {
      demographics: fromFhirPatient(patient),
      conditions,
      medications,
      allergies,
      vital_signs: vitalSigns,
      lab_results: labResults,
      encounter_notes: notes,
      insurance: insurance ? fromFhirCoverage(insurance) : null,
    };
  }

  private async conditions(patientId: string) {
    return (await this.searchAll<FhirCondition>('Condition', { subject: `Patient/${patientId}` })).map(fromFhirCondition);
  }

  private async allergies(patientId: string) {
    return (await this.searchAll<AllergyIntolerance>('AllergyIntolerance', { patient: `Patient/${patientId}` })).map(fromFhirAllergy);
  }

  private async medications(patientId: string): Promise<Medication[]> {
    const [requests, statements] = await Promise.all([
      this.searchAll<MedicationRequest>('MedicationRequest', { subject: `Patient/${patientId}` }),
      this.searchAll<MedicationStatement>('MedicationStatement', { subject: `Patient/${patientId}` }),
    ]);
    return [...requests.map(fromFhirMedicationRequest), ...statements.map(fromFhirMedicationStatement)];
  }

  private async vitalSigns(patientId: string): Promise<VitalSign[]> {
    const found = await this.searchAll<Observation>('Observation', { subject: `Patient/${patientId}`, category: 'vital-signs,survey', _sort: 'date' });
    return found.map(fromFhirVitalSign).filter(isDefined);
  }

  private async labResults(patientId: string): Promise<LabResult[]> {
    const found = await this.searchAll<Observation>('Observation', { subject: `Patient/${patientId}`, category: 'laboratory', _sort: 'date' });
    return found.map(fromFhirLabResult).filter(isDefined);
  }

  /** The patient's coverage: the active one when there are several. */
  private async insurance(patientId: string): Promise<Coverage | undefined> {
    const found = await this.searchAll<Coverage>('Coverage', { beneficiary: `Patient/${patientId}` });
    return found.find((c) => c.status === 'active') ?? found[0];
  }

  async listVitalSigns(patientId: string): Promise<VitalSign[]> {
    return (await this.forPatient(patientId, () => this.vitalSigns(patientId)))[1];
  }

  async addVitalSigns(patientId: string, readings: VitalSignInput[]): Promise<VitalSign[]> {
    const now = new Date();
    const vitals = readings.map((reading, index) => checkedVitalSign(reading, index, '', now));
    await this.requirePatient(patientId);
    const created = await Promise.all(vitals.map((vital) => this.create(withoutId(toFhirVitalSign(vital, patientId)))));
    return created.map(fromFhirVitalSign).filter(isDefined);
  }

  async listLabResults(patientId: string): Promise<LabResult[]> {
    return (await this.forPatient(patientId, () => this.labResults(patientId)))[1];
  }

  async listMedications(patientId: string): Promise<Medication[]> {
    return (await this.forPatient(patientId, () => this.medications(patientId)))[1];
  }

  async getInsurance(patientId: string): Promise<Insurance | null> {
    const [, coverage] = await this.forPatient(patientId, () => this.insurance(patientId));
    return coverage ? fromFhirCoverage(coverage) : null;
  }

  async putInsurance(patientId: string, input: InsuranceInput): Promise<Insurance> {
    const [, current] = await this.forPatient(patientId, () => this.insurance(patientId));
    const insurance = insuranceOf(input);
    const resource = toFhirCoverage(insurance, patientId, current?.id);
    const saved = current?.id ? await this.update(resource) : await this.create(resource);
    return fromFhirCoverage(saved);
  }

  // -------------------------------------------------------------------------------------------
  // Practitioners
  // -------------------------------------------------------------------------------------------

  async listPractitioners(query: ListOptions): Promise<Listed<WithFhir<Practitioner>>> {
    const result = await this.search('Practitioner', { _total: 'accurate' }, { maxResults: query.count });
    const roles = await this.rolesOf(result.resources.map((p) => p.id).filter(isDefined));
    return {
      items: result.resources.map((resource) => withFhir(fromFhirPractitioner(resource, roles), () => resource, query.includeFhir)),
      total: result.total ?? result.resources.length,
    };
  }

  private async rolesOf(practitionerIds: string[]): Promise<PractitionerRole[]> {
    if (practitionerIds.length === 0) return [];
    return this.searchAll<PractitionerRole>('PractitionerRole', { practitioner: practitionerIds.map((id) => `Practitioner/${id}`).join(',') });
  }

  // -------------------------------------------------------------------------------------------
  // Appointments
  // -------------------------------------------------------------------------------------------

  async listAppointments(query: AppointmentRange): Promise<Listed<WithFhir<Appointment>>> {
    if ([query.practitionerId, query.patientId].some((id) => id !== undefined && !isFhirId(id))) return { items: [], total: 0 };
    const result = await this.search(
      'Appointment',
      {
        date: [`ge${instant(query.start)}`, `lt${instant(query.end)}`],
        actor: participants(query.practitionerId, query.patientId),
        _sort: 'date',
        _total: 'accurate',
      },
      { maxResults: query.count },
    );
    const items = result.resources
      .map((resource) => ({ resource, appointment: fromFhirAppointment(resource) }))
      .filter((entry): entry is { resource: FhirAppointment; appointment: Appointment } => entry.appointment !== undefined)
      .sort((a, b) => byStart(a.appointment, b.appointment));
    return {
      items: items.map(({ resource, appointment }) => withFhir(appointment, () => resource, query.includeFhir)),
      total: result.total ?? items.length,
    };
  }

  async createAppointment(input: AppointmentCreateBody): Promise<Appointment> {
    assertBookable({ start: input.start_date_time, end: input.end_date_time }, { start: 'start_date_time', end: 'end_date_time' });
    await Promise.all([this.requirePatient(input.patient_id), this.requirePractitioner(input.practitioner_id)]);
    const interval: Interval = { start: instant(input.start_date_time), end: instant(input.end_date_time) };
    const bookingId = ulid().toLowerCase();
    const appointment: Appointment = {
      id: '',
      patient_id: input.patient_id,
      practitioner_id: input.practitioner_id,
      ...interval,
      status: 'confirmed',
      type: input.type,
      reason: input.reason || null,
      notes: input.notes || null,
    };
    await this.locks.acquire(appointment, bookingId, interval);
    let created: FhirAppointment;
    try {
      await this.assertFreeInEhr(appointment, interval);
      created = await this.create(withoutId(toFhirAppointment(appointment, { bookingId })));
    } catch (error) {
      await this.locks.release(appointment, bookingId, interval).catch(() => undefined);
      throw error;
    }
    await this.confirmLocks(appointment, bookingId, interval);
    return fromFhirAppointment(created) ?? { ...appointment, id: created.id ?? '' };
  }

  /**
   * The appointment is in the EHR already: a failed confirmation only lets the pending locks lapse,
   * after which the EHR search still guards the time.
   */
  private async confirmLocks(attendees: Attendees, owner: string, interval: Interval): Promise<void> {
    await this.locks.confirm(attendees, owner, interval).catch(() => undefined);
  }

  /**
   * Throws appointmentConflict when the EHR holds an active appointment of the practitioner, or of
   * the patient (with anyone), overlapping the interval (both searched at once).
   */
  private async assertFreeInEhr(attendees: Attendees, interval: Interval, except?: string): Promise<void> {
    const from = instant(Date.parse(interval.start) - EXTERNAL_APPOINTMENT_LOOKBACK_MS);
    const [ofPractitioner, ofPatient] = await Promise.all([
      this.activeAppointments(from, interval.end, attendees.practitioner_id),
      this.activeAppointments(from, interval.end, undefined, attendees.patient_id),
    ]);
    const taken = (booked: BusyTime[]) => booked.some((a) => a.id !== except && overlaps(a, interval));
    if (taken(ofPractitioner)) throw bookingConflict('practitioner', { ...attendees, ...interval });
    if (taken(ofPatient)) throw bookingConflict('patient', { ...attendees, ...interval });
  }

  /** The time active appointments starting in [from, to) take, of one practitioner or patient or all, with or without the other. */
  private async activeAppointments(from: string, to: string, practitionerId?: string, patientId?: string): Promise<BusyTime[]> {
    const found = await this.searchAll<FhirAppointment>('Appointment', {
      date: [`ge${from}`, `lt${to}`],
      actor: participants(practitionerId, patientId),
      status: ACTIVE_FHIR_APPOINTMENT_STATUSES.join(','),
    });
    return found
      .filter((resource) => ACTIVE_FHIR_APPOINTMENT_STATUSES.includes(resource.status ?? 'booked'))
      .map(busyTimeOf)
      .filter(isDefined);
  }

  async rescheduleAppointment(input: Reschedule): Promise<Appointment> {
    assertBookable({ start: input.newStart, end: input.newEnd }, { start: 'new_start_date_time', end: 'new_end_date_time' });
    const to: Interval = { start: instant(input.newStart), end: instant(input.newEnd) };
    const resource = await this.activeAppointmentAt(input.patientId, input.originalStart);
    const current = fromFhirAppointment(resource)!;
    const owner = lockOwnerOf(resource);
    const from: Interval = { start: instant(current.start), end: instant(current.end) };
    await this.locks.move(current, owner, from, to);
    const moved: Appointment = {
      ...current,
      ...to,
      status: 'confirmed',
      notes: input.reason ? [current.notes, `Rescheduled: ${input.reason}`].filter(Boolean).join('\n') : current.notes,
    };
    let saved: FhirAppointment;
    try {
      await this.assertFreeInEhr(current, to, current.id);
      saved = await this.saveAppointment(resource, moved);
    } catch (error) {
      // Back to the original time, with locks that last as long as the appointment again.
      await this.locks.move(current, owner, to, from, { pending: false }).catch(() => undefined);
      throw error;
    }
    await this.confirmLocks(current, owner, to);
    return fromFhirAppointment(saved) ?? moved;
  }

  /** Writes an appointment's new state over the resource read, keeping what careloop does not map; 412 (changed meanwhile) is a conflict. */
  private async saveAppointment(resource: FhirAppointment, next: Appointment): Promise<FhirAppointment> {
    const mapped = toFhirAppointment(next);
    const merged: FhirAppointment = {
      ...resource,
      status: mapped.status,
      start: mapped.start,
      end: mapped.end,
      comment: mapped.comment,
    };
    try {
      return await this.update(merged, resource.meta?.versionId);
    } catch (error) {
      if (error instanceof FhirNotFoundError) throw appointmentNotFound({ appointment_id: next.id });
      if (error instanceof FhirHttpError && error.status === 412) throw appointmentConflict({ appointment_id: next.id });
      throw error;
    }
  }

  async cancelAppointment(target: AppointmentTarget): Promise<Appointment> {
    const resource = 'appointmentId' in target ? await this.requireAppointment(target.appointmentId) : await this.activeAppointmentAt(target.patientId, target.start);
    const current = fromFhirAppointment(resource)!;
    const interval: Interval = { start: instant(current.start), end: instant(current.end) };
    if (current.status === 'cancelled') {
      // Cancelling again frees locks a failed earlier cancel may have left.
      await this.locks.release(current, lockOwnerOf(resource), interval);
      return current;
    }
    const saved = await this.saveAppointment(resource, { ...current, status: 'cancelled' });
    await this.locks.release(current, lockOwnerOf(resource), interval);
    return fromFhirAppointment(saved) ?? { ...current, status: 'cancelled' };
  }

  private async requireAppointment(appointmentId: string): Promise<FhirAppointment> {
    const resource = await this.readOptional('Appointment', appointmentId);
    if (!resource || !fromFhirAppointment(resource)) throw appointmentNotFound({ appointment_id: appointmentId });
    return resource;
  }

  /** The patient's active appointment that starts at that instant. */
  private async activeAppointmentAt(patientId: string, start: string): Promise<FhirAppointment> {
    const notFound = () => appointmentNotFound({ patient_id: patientId, start_date_time: start });
    const at = Date.parse(start);
    if (Number.isNaN(at) || !isFhirId(patientId)) throw notFound();
    // A window around the instant: servers differ in how `eq` treats an instant's precision.
    const found = await this.searchAll<FhirAppointment>('Appointment', {
      actor: `Patient/${patientId}`,
      date: [`ge${instant(at - MINUTE_MS)}`, `le${instant(at + MINUTE_MS)}`],
    });
    const match = found.find((resource) => {
      const appointment = fromFhirAppointment(resource);
      return appointment && appointment.status !== 'cancelled' && Date.parse(appointment.start) === at;
    });
    if (!match) throw notFound();
    return match;
  }

  async openSlots(query: SlotQuery): Promise<Listed<OpenSlot>> {
    const from = instant(Math.max(Date.parse(query.start), this.now().getTime()));
    const to = instant(query.end);
    if (from >= to) return { items: [], total: 0 };
    const [schedules] = await Promise.all([
      this.searchAll<Schedule>('Schedule', { actor: query.practitionerId ? `Practitioner/${query.practitionerId}` : undefined }),
      query.practitionerId ? this.requirePractitioner(query.practitionerId) : undefined,
    ]);
    const owners = new Map(schedules.flatMap((s) => (s.id ? [[s.id, s.actor?.map((actor) => referenceId(actor, 'Practitioner')).find(Boolean)] as const] : [])));
    const scheduleIds = [...owners].filter(([, practitionerId]) => practitionerId && (!query.practitionerId || practitionerId === query.practitionerId)).map(([id]) => id);
    if (scheduleIds.length === 0) return { items: [], total: 0 };
    const bookedFrom = instant(Date.parse(from) - MAX_APPOINTMENT_MINUTES * MINUTE_MS);
    const [slots, booked] = await Promise.all([
      this.search(
        'Slot',
        { schedule: scheduleIds.map((id) => `Schedule/${id}`).join(','), status: 'free', start: [`ge${from}`, `lt${to}`], _sort: 'start' },
        SLOT_SEARCH,
      ),
      this.activeAppointments(bookedFrom, to, query.practitionerId),
    ]);
    const open = (slots.resources as Slot[])
      .flatMap((slot) => {
        const practitionerId = owners.get(referenceId(slot.schedule, 'Schedule') ?? '');
        if (!practitionerId || slot.status !== 'free') return [];
        const interval = { start: instant(slot.start), end: instant(slot.end) };
        if (booked.some((a) => a.practitioner_id === practitionerId && overlaps(a, interval))) return [];
        return [{ practitioner_id: practitionerId, ...interval }];
      })
      .sort(slotOrder);
    const unique = [...new Map(open.map((slot) => [`${slot.practitioner_id}|${slot.start}|${slot.end}`, slot])).values()];
    return { items: unique.slice(0, query.count), total: unique.length };
  }

  // -------------------------------------------------------------------------------------------
  // Pre-visit and encounter notes
  // -------------------------------------------------------------------------------------------

  private async compositions(system: string, appointmentId: string): Promise<Composition[]> {
    if (!isFhirId(appointmentId)) return [];
    return this.searchAll<Composition>('Composition', { identifier: `${system}|${appointmentId}` });
  }

  /** The appointment and the Compositions it names under `system`, fetched together. */
  private async appointmentWith(appointmentId: string, system: string): Promise<[Appointment, Composition[]]> {
    const [resource, found] = await Promise.allSettled([this.requireAppointment(appointmentId), this.compositions(system, appointmentId)]);
    if (resource.status === 'rejected') throw resource.reason;
    if (found.status === 'rejected') throw found.reason;
    // Newest first (pre-visit notes: the latest write counts).
    const compositions = found.value.filter((c) => c.identifier?.value === appointmentId).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    return [fromFhirAppointment(resource.value)!, compositions];
  }

  async getPreVisitNote(appointmentId: string): Promise<PreVisitNote> {
    const [appointment, compositions] = await this.appointmentWith(appointmentId, SYSTEMS.preVisitNote);
    const note = compositions.map(fromFhirPreVisitNote).find(isDefined);
    return note ?? { appointment_id: appointment.id, patient_id: appointment.patient_id, content: '', updated_at: null };
  }

  async putPreVisitNote(appointmentId: string, content: string): Promise<PreVisitNote> {
    const [appointment, compositions] = await this.appointmentWith(appointmentId, SYSTEMS.preVisitNote);
    const current = compositions[0];
    const resource = toFhirPreVisitNote({ appointment_id: appointment.id, patient_id: appointment.patient_id, content, updated_at: instant(Date.now()) }, current?.id);
    const saved = current?.id ? await this.update(resource) : await this.create(resource);
    return fromFhirPreVisitNote(saved)!;
  }

  private async notesOfPatient(patientId: string): Promise<EncounterNote[]> {
    const found = await this.searchAll<Composition>('Composition', { subject: `Patient/${patientId}`, identifier: `${SYSTEMS.encounterNote}|,${SYSTEMS.conversation}|` });
    return found.map((c) => fromFhirEncounterNote(c)).filter(isDefined).sort(byCreated);
  }

  /**
   * The appointment's Encounters, careloop's and other systems'. `appointment` is a plain path
   * (`Encounter.appointment`), as quick as `subject` in Medplum's in-memory repository.
   */
  private async encountersOf(appointmentId: string): Promise<Encounter[]> {
    if (!isFhirId(appointmentId)) return [];
    const found = await this.searchAll<Encounter>('Encounter', { appointment: `Appointment/${appointmentId}` });
    return found.filter((encounter) => encounter.id && fromFhirEncounter(encounter).appointment_ids.includes(appointmentId));
  }

  /** Compositions whose `encounter` is one of the appointment's Encounters: how other systems link a visit's notes. */
  private async compositionsOfEncounters(appointmentId: string): Promise<Composition[]> {
    const encounterIds = new Set((await this.encountersOf(appointmentId)).map((encounter) => encounter.id!));
    if (encounterIds.size === 0) return [];
    const found = await this.searchAll<Composition>('Composition', { encounter: [...encounterIds].map((id) => `Encounter/${id}`).join(',') });
    return found.filter((c) => encounterIds.has(referenceId(c.encounter, 'Encounter') ?? ''));
  }

  async listNotes(owner: NoteOwner): Promise<EncounterNote[]> {
    if ('patientId' in owner) return (await this.forPatient(owner.patientId, () => this.notesOfPatient(owner.patientId)))[1];
    // Three lookups at once: the appointment, careloop's note by identifier, and (two requests in a
    // row) the notes of the appointment's Encounters.
    const [found, linked] = await Promise.allSettled([
      this.appointmentWith(owner.appointmentId, SYSTEMS.encounterNote),
      this.compositionsOfEncounters(owner.appointmentId),
    ]);
    if (found.status === 'rejected') throw found.reason;
    if (linked.status === 'rejected') throw linked.reason;
    const [appointment, compositions] = found.value;
    const own = new Set(compositions.map((c) => c.id));
    const visit = { appointmentId: appointment.id, patientId: appointment.patient_id };
    // Careloop's note first (the one the note operations change), then other systems' by creation.
    const others = linked.value
      .filter((c) => !own.has(c.id) && c.identifier?.system !== SYSTEMS.encounterNote && c.status !== 'entered-in-error')
      .map((c) => fromFhirEncounterNote(c, visit))
      .filter((note): note is EncounterNote => note?.appointment_id === appointment.id)
      .sort((a, b) => byCreated(a, b) || a.id.localeCompare(b.id));
    return [...encounterNotesOf(compositions).slice(0, 1), ...others];
  }

  async createNote(appointmentId: string, change: NoteChange): Promise<EncounterNote> {
    const [appointment, existing] = await this.appointmentWith(appointmentId, SYSTEMS.encounterNote);
    if (encounterNotesOf(existing).length > 0) throw noteExists(appointmentId);
    const now = instant(Date.now());
    const blank = blankNote(appointment, '', now);
    return this.whileCreatingNote(appointmentId, async () => {
      // Looked up again under the guard: another create may have finished since the first look.
      // The Encounter is looked up (or created) under the same guard, so concurrent first notes make one.
      const [again, encounters] = await Promise.all([this.compositions(SYSTEMS.encounterNote, appointmentId), this.encountersOf(appointmentId)]);
      if (encounterNotesOf(again).length > 0) throw noteExists(appointmentId);
      const encounterId = encounters.find((e) => e.status !== 'entered-in-error')?.id ?? (await this.create(toFhirEncounter(appointment))).id;
      return fromFhirEncounterNote(await this.create(toFhirEncounterNote(applyNoteChange(blank, change), { encounterId })))!;
    });
  }

  /**
   * FHIR has no unique constraint on an identifier, so concurrent creates of one appointment's note
   * are serialized by a short-lived item in the stage's table; a create that finds it taken is
   * told the note exists.
   */
  private async whileCreatingNote<T>(appointmentId: string, create: () => Promise<T>): Promise<T> {
    const key = { pk: `EHR#${this.orgId}#NOTE_CREATE#${appointmentId}`, sk: 'guard' };
    const owner = ulid().toLowerCase();
    try {
      await this.store.put({ ...key, entity: 'ehr_note_create_guard', owner, ttl: Math.floor(Date.now() / 1000) + NOTE_CREATE_GUARD_SECONDS }, { condition: { notExists: 'pk' } });
    } catch (error) {
      if (error instanceof ConditionFailedError) throw noteExists(appointmentId);
      throw error;
    }
    try {
      return await create();
    } finally {
      await this.store.delete(key, { condition: { eq: ['owner', owner] } }).catch(() => undefined);
    }
  }

  /** Read, change, write with If-Match; a concurrent writer (412) makes it read and apply the change again. */
  async getNote(appointmentId: string): Promise<EncounterNote> {
    return (await this.requireNote(appointmentId)).note;
  }

  async updateNote(appointmentId: string, change: NoteChange): Promise<EncounterNote> {
    for (let attempt = 1; ; attempt++) {
      const { resource, note } = await this.requireNote(appointmentId);
      const next = { ...applyNoteChange(note, change), updated_at: instant(Date.now()) };
      try {
        return fromFhirEncounterNote(await this.update({ ...resource, ...toFhirEncounterNote(next) }, resource.meta?.versionId))!;
      } catch (error) {
        if (error instanceof FhirNotFoundError) throw noteNotFound(appointmentId);
        const changedMeanwhile = error instanceof FhirHttpError && error.status === 412;
        if (changedMeanwhile && attempt >= NOTE_WRITE_ATTEMPTS) throw noteChangedMeanwhile(appointmentId);
        if (!changedMeanwhile) throw error;
      }
    }
  }

  async deleteNote(appointmentId: string): Promise<EncounterNote> {
    const { note } = await this.requireNote(appointmentId);
    try {
      await this.exchange((signal) => this.client.delete('Composition', note.id, { signal }));
    } catch (error) {
      if (error instanceof FhirNotFoundError) throw noteNotFound(appointmentId);
      throw error;
    }
    return note;
  }

  private async requireNote(appointmentId: string): Promise<{ resource: Composition; note: EncounterNote }> {
    const [, compositions] = await this.appointmentWith(appointmentId, SYSTEMS.encounterNote);
    const note = encounterNotesOf(compositions)[0];
    const resource = compositions.find((c) => c.id === note?.id);
    if (!note || !resource) throw noteNotFound(appointmentId);
    return { resource, note };
  }

  // -------------------------------------------------------------------------------------------
  // A finished conversation's results: conditional creates, linked as the server names them
  // -------------------------------------------------------------------------------------------

  async writeConversationResults(results: ConversationResults): Promise<WrittenBack> {
    await this.requirePatient(results.patient_id);
    const questionnaire = toFhirConversationQuestionnaireResponse(results);
    const response = questionnaire ? await this.createOnce(questionnaire, conversationIdentifier(results.conversation_id)) : undefined;
    const readings = await Promise.all(
      results.scores.map((score) => this.createOnce(toFhirConversationScore(results, score, response?.id), scoreIdentifier(results, score))),
    );
    const written = { questionnaireResponseId: response?.id, observationIds: readings.map((reading) => reading.id!) };
    const note = await this.createOnce(toFhirConversationNote(results, written), conversationIdentifier(results.conversation_id));
    return { note_id: note.id!, reading_ids: written.observationIds, questionnaire_response_id: response?.id ?? null };
  }

  /**
   * Creates the resource unless one with its identifier exists (`If-None-Exist`). Should the EHR
   * hold several already (412: written concurrently, or by a server without conditional creates),
   * the first found stands for them.
   */
  private async createOnce<T extends Composition | Observation | QuestionnaireResponse>(resource: T, identifier: { system: string; value: string }): Promise<T> {
    const ifNoneExist = identifierSearch(identifier);
    try {
      return await this.exchange((signal) => this.client.create(resource, { signal, ifNoneExist }));
    } catch (error) {
      if (!(error instanceof FhirHttpError && error.status === 412)) throw error;
      const [found] = await this.searchAll<T>(resource.resourceType, new URLSearchParams(ifNoneExist));
      if (!found) throw error;
      return found;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Health
  // -------------------------------------------------------------------------------------------

  /** One search that returns only a count (Medplum and some servers have no `/metadata`). */
  async probe(): Promise<void> {
    await this.search('Patient', { _summary: 'count' }, { maxResults: 1, maxPages: 1 });
  }
}

/** An appointment's encounter notes, the one that counts first (the earliest, should there be two). */
const encounterNotesOf = (compositions: Composition[]): EncounterNote[] =>
  compositions
    .map((c) => fromFhirEncounterNote(c))
    .filter(isDefined)
    .sort((a, b) => byCreated(a, b) || a.id.localeCompare(b.id));

/** Careloop's booking id, or a stable stand-in for an appointment booked in the EHR directly. */
const lockOwnerOf = (resource: FhirAppointment): string => bookingIdOf(resource) ?? `fhir-${resource.id}`;
