import { monotonicFactory } from 'ulid';
import { ApiError } from '../../core/errors';
import { ConditionFailedError, TransactionCanceledError, type Item, type Store, type WriteOperation } from '../../core/storage/port';
import { retryOnConflict } from '../../core/storage/optimistic';
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
import { MAX_TRANSACTION_OPERATIONS } from '../../core/storage/conditions';
import {
  assertBookable,
  bookingConflict,
  BookingLocks,
  commitBooking,
  conflictingParty,
  lockOperations,
  MAX_APPOINTMENT_MINUTES,
  moveOperations,
  releaseOperations,
  type Booking,
  type Interval,
} from '../booking-locks';
import {
  appointmentNotFound,
  ehrUnavailable,
  noteExists,
  noteNotFound,
  patientNotFound,
  practitionerNotFound,
} from '../errors';
import { toFhirAppointment, toFhirPatient, toFhirPractitioner } from '../fhir-mapping';
import { applyNoteChange, blankNote, checkedVitalSign, insuranceOf, newPatientOf, slotOrder, withFhir } from '../records';
import type { PanelPractitioner } from '../panel';
import type { AppointmentCreateBody, InsuranceInput, PatientCreateBody, PatientIdentification, VitalSignInput } from '../request-schemas';
import { expandSchedule, overlaps } from '../schedule';
import {
  PractitionerSchema,
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
import {
  appointmentOf,
  appointmentItem,
  counterOperations,
  CounterItemSchema,
  insuranceItem,
  noteItem,
  noteOf,
  parseInsurance,
  parsePatient,
  parsePreVisit,
  patientCreateOperations,
  PractitionerEmailItemSchema,
  PractitionerItemSchema,
  preVisitItem,
  RECORD_SCHEMAS,
  StoredAppointmentSchema,
  StoredNoteSchema,
  vitalItem,
  type StoredAppointment,
  type StoredNote,
} from './items';
import {
  APPOINTMENT_SK,
  appointmentKey,
  appointmentPartition,
  COUNTER_SK,
  instant,
  insuranceKey,
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
  practitionersPartition,
  PRACTITIONER_PREFIX,
  PRE_VISIT_SK,
  probeKey,
  profileKey,
  PROFILE_SK,
  RECORD_PREFIX,
} from './keys';
import { queryAll, transact } from './store-helpers';
import { LOCAL_EHR_SYSTEM } from '../connection';
import type { ConversationResults, WrittenBack } from '../write-back';
import { writeBackIds, writeBackOperations } from './write-back-items';

/**
 * The `local` EHR backend (DESIGN §10): an EHR kept in the stage's own table, bound to one
 * organization. Item layout in ./keys.ts. Appointments and their booking locks (the practitioner's
 * and the patient's time) are written in one transaction, so double booking is impossible under
 * any concurrency.
 */

const nextUlid = monotonicFactory();
/** A FHIR-valid id (`[a-z0-9-]{1,64}`): a prefix and a lower-case ULID. */
const newEhrId = (prefix: string, now: Date) => `${prefix}-${nextUlid(now.getTime()).toLowerCase()}`;

const STALE_READ_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
const MAX_QUERY_LIMIT = 1000;

const sortByStart = (a: Appointment, b: Appointment) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id);


export class LocalEhrAdapter implements EhrAdapter {
  readonly system = LOCAL_EHR_SYSTEM;
  private readonly now: () => Date;

  constructor(
    private readonly store: Store,
    private readonly orgId: string,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  // -------------------------------------------------------------------------------------------
  // Patients
  // -------------------------------------------------------------------------------------------

  async listPatients(query: ListOptions & { practitionerId?: string; practitionerEmail?: string }): Promise<Listed<WithFhir<EhrPatient>>> {
    const practitionerId = query.practitionerId ?? (query.practitionerEmail ? await this.practitionerIdByEmail(query.practitionerEmail) : undefined);
    const list = practitionerId ? practitionerPatientList(this.orgId, practitionerId) : orgPatientList(this.orgId);
    // The counter sorts first, so one query gives the total and the page.
    const [page] = await Promise.all([
      this.store.query({ partition: list, limit: query.count + 1, consistent: true }),
      practitionerId && query.practitionerId ? this.requirePractitioner(practitionerId) : undefined,
    ]);
    const counter = page.items.find((item) => item.sk === COUNTER_SK);
    const patients = page.items.filter((item) => item.sk !== COUNTER_SK).slice(0, query.count).map(parsePatient);
    return {
      items: patients.map((patient) => this.patientWithFhir(patient, query.includeFhir)),
      total: counter ? CounterItemSchema.parse(counter).count : 0,
    };
  }

  async createPatient(input: PatientCreateBody): Promise<EhrPatient> {
    if (input.practitioner_id) await this.requirePractitioner(input.practitioner_id);
    const patient = newPatientOf(input, newEhrId('pat', this.now()));
    await transact(this.store, [...patientCreateOperations(this.orgId, patient), ...counterOperations(this.orgId, [patient])]);
    return patient;
  }

  async findPatients(identification: PatientIdentification, options: { limit: number; includeFhir: boolean }): Promise<WithFhir<EhrPatient>[]> {
    const patients = await this.patientsIdentifiedBy(identification, options.limit);
    return patients.map((patient) => this.patientWithFhir(patient, options.includeFhir));
  }

  private async patientsIdentifiedBy(identification: PatientIdentification, limit: number): Promise<EhrPatient[]> {
    if ('patientId' in identification) {
      const item = await this.store.get(profileKey(this.orgId, identification.patientId), { consistent: true });
      return item ? [parsePatient(item)] : [];
    }
    const partition =
      'phoneNumber' in identification
        ? phonePartition(this.orgId, identification.phoneNumber)
        : namePartition(this.orgId, identification.firstName, identification.lastName, identification.dateOfBirth);
    const page = await this.store.query({ partition, limit: Math.min(MAX_QUERY_LIMIT, Math.max(1, limit)), consistent: true });
    return page.items.map(parsePatient);
  }

  private patientWithFhir(patient: EhrPatient, includeFhir: boolean): WithFhir<EhrPatient> {
    return withFhir(patient, () => toFhirPatient(patient), includeFhir);
  }

  private async requirePatient(patientId: string): Promise<EhrPatient> {
    const item = await this.store.get(profileKey(this.orgId, patientId), { consistent: true });
    if (!item) throw patientNotFound({ patient_id: patientId });
    return parsePatient(item);
  }

  /** A write that needs the patient: cancelled (the check failed) means there is no such patient. */
  private async writeForPatient(patientId: string, operations: WriteOperation[]): Promise<void> {
    try {
      await transact(this.store, [{ check: profileKey(this.orgId, patientId), condition: { exists: 'pk' } }, ...operations]);
    } catch (error) {
      if (error instanceof TransactionCanceledError) throw patientNotFound({ patient_id: patientId });
      throw error;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Records
  // -------------------------------------------------------------------------------------------

  async getRecord(patientId: string): Promise<PatientRecord> {
    const items = await queryAll(this.store, { partition: patientPartition(this.orgId, patientId), consistent: true });
    const profile = items.find((item) => item.sk === PROFILE_SK);
    if (!profile) throw patientNotFound({ patient_id: patientId });
    const section = <T>(prefix: string, schema: { parse(value: unknown): T }) => items.filter((item) => item.sk.startsWith(prefix)).map((item) => schema.parse(item));
    const insurance = items.find((item) => item.sk === insuranceKey(this.orgId, patientId).sk);
    return {
      demographics: parsePatient(profile),
      conditions: section(RECORD_PREFIX.condition, RECORD_SCHEMAS.condition),
      medications: section(RECORD_PREFIX.medication, RECORD_SCHEMAS.medication),
      allergies: section(RECORD_PREFIX.allergy, RECORD_SCHEMAS.allergy),
      vital_signs: section(RECORD_PREFIX.vital, RECORD_SCHEMAS.vital),
      lab_results: section(RECORD_PREFIX.lab, RECORD_SCHEMAS.lab),
      encounter_notes: section(RECORD_PREFIX.note, RECORD_SCHEMAS.note).map(noteOf).sort((a, b) => a.created_at.localeCompare(b.created_at)),
      insurance: insurance ? parseInsurance(insurance) : null,
    };
  }

  /** One section of a record (sort key prefix), read alongside the profile to tell "none" from "no patient". */
  private async recordSection<T>(patientId: string, prefix: string, schema: { parse(value: unknown): T }): Promise<T[]> {
    const [, items] = await Promise.all([
      this.requirePatient(patientId),
      queryAll(this.store, { partition: patientPartition(this.orgId, patientId), sort: { beginsWith: prefix }, consistent: true }),
    ]);
    return items.map((item) => schema.parse(item));
  }

  listVitalSigns(patientId: string): Promise<VitalSign[]> {
    return this.recordSection(patientId, RECORD_PREFIX.vital, RECORD_SCHEMAS.vital);
  }

  async addVitalSigns(patientId: string, readings: VitalSignInput[]): Promise<VitalSign[]> {
    const now = this.now();
    const vitals = readings.map((reading, i) => checkedVitalSign(reading, i, newEhrId('vit', now), now));
    if (vitals.length === 0) await this.requirePatient(patientId);
    const puts = vitals.map((vital) => ({ put: vitalItem(this.orgId, patientId, vital) }));
    // 99 readings and the patient check fit one transaction; the request schema allows 50.
    for (let i = 0; i < puts.length; i += 99) await this.writeForPatient(patientId, puts.slice(i, i + 99));
    return vitals;
  }

  listLabResults(patientId: string): Promise<LabResult[]> {
    return this.recordSection(patientId, RECORD_PREFIX.lab, RECORD_SCHEMAS.lab);
  }

  listMedications(patientId: string): Promise<Medication[]> {
    return this.recordSection(patientId, RECORD_PREFIX.medication, RECORD_SCHEMAS.medication);
  }

  async getInsurance(patientId: string): Promise<Insurance | null> {
    const [, item] = await Promise.all([this.requirePatient(patientId), this.store.get(insuranceKey(this.orgId, patientId), { consistent: true })]);
    return item ? parseInsurance(item) : null;
  }

  async putInsurance(patientId: string, input: InsuranceInput): Promise<Insurance> {
    const insurance = insuranceOf(input);
    await this.writeForPatient(patientId, [{ put: insuranceItem(this.orgId, patientId, insurance) }]);
    return insurance;
  }

  // -------------------------------------------------------------------------------------------
  // Practitioners
  // -------------------------------------------------------------------------------------------

  async listPractitioners(query: ListOptions): Promise<Listed<WithFhir<Practitioner>>> {
    const practitioners = (await this.allPractitioners()).map((p) => PractitionerSchema.parse(p));
    return {
      items: practitioners.slice(0, query.count).map((p) => withFhir(p, () => toFhirPractitioner(p), query.includeFhir)),
      total: practitioners.length,
    };
  }

  private async allPractitioners(): Promise<PanelPractitioner[]> {
    const items = await queryAll(this.store, { partition: practitionersPartition(this.orgId), sort: { beginsWith: PRACTITIONER_PREFIX }, consistent: true });
    return items.map((item) => PractitionerItemSchema.parse(item));
  }

  private async requirePractitioner(practitionerId: string): Promise<PanelPractitioner> {
    const item = await this.store.get(practitionerKey(this.orgId, practitionerId), { consistent: true });
    if (!item) throw practitionerNotFound({ practitioner_id: practitionerId });
    return PractitionerItemSchema.parse(item);
  }

  private async practitionerIdByEmail(email: string): Promise<string> {
    const item = await this.store.get(practitionerEmailKey(this.orgId, email), { consistent: true });
    if (!item) throw practitionerNotFound({ practitioner_email: email });
    return PractitionerEmailItemSchema.parse(item).practitioner_id;
  }

  // -------------------------------------------------------------------------------------------
  // Appointments
  // -------------------------------------------------------------------------------------------

  async listAppointments(query: AppointmentRange): Promise<Listed<WithFhir<Appointment>>> {
    const all = await this.appointmentsStarting(query.start, query.end, query.practitionerId);
    const matching = (query.patientId ? all.filter((a) => a.patient_id === query.patientId) : all).map(appointmentOf);
    return {
      items: matching.slice(0, query.count).map((a) => withFhir(a, () => toFhirAppointment(a), query.includeFhir)),
      total: matching.length,
    };
  }

  /** Appointments (any status) that start in [start, end), in start order: one index query. */
  private async appointmentsStarting(start: string, end: string, practitionerId?: string): Promise<StoredAppointment[]> {
    const [low, high] = [instant(start), instant(end)];
    if (low >= high) return [];
    const items = await queryAll(this.store, {
      index: practitionerId ? 'gsi2' : 'gsi1',
      partition: practitionerId ? practitionerAppointmentsIndex(this.orgId, practitionerId) : orgAppointmentsIndex(this.orgId),
      // Index sort keys are `<start>#<id>`: BETWEEN start and end takes [start, end).
      sort: { between: [low, high] },
    });
    return items.map((item) => StoredAppointmentSchema.parse(item)).sort(sortByStart);
  }

  async createAppointment(input: AppointmentCreateBody): Promise<Appointment> {
    assertBookable({ start: input.start_date_time, end: input.end_date_time }, { start: 'start_date_time', end: 'end_date_time' });
    await Promise.all([this.requirePatient(input.patient_id), this.requirePractitioner(input.practitioner_id)]);
    const appointment: Appointment = {
      id: newEhrId('apt', this.now()),
      patient_id: input.patient_id,
      practitioner_id: input.practitioner_id,
      start: instant(input.start_date_time),
      end: instant(input.end_date_time),
      status: 'confirmed',
      type: input.type,
      reason: input.reason || null,
      notes: input.notes || null,
    };
    await commitBooking(
      this.store,
      [{ put: appointmentItem(this.orgId, appointment, 1), condition: { notExists: 'pk' } }, ...lockOperations(this.orgId, appointment, appointment.id, appointment)],
      appointment,
    );
    return appointment;
  }

  async rescheduleAppointment(input: Reschedule): Promise<Appointment> {
    assertBookable({ start: input.newStart, end: input.newEnd }, { start: 'new_start_date_time', end: 'new_end_date_time' });
    const to: Interval = { start: instant(input.newStart), end: instant(input.newEnd) };
    return this.changeAppointment(
      () => this.activeAppointmentAt(input.patientId, input.originalStart),
      async (current) => {
        const moved: Appointment = {
          ...appointmentOf(current),
          ...to,
          status: 'confirmed',
          notes: input.reason ? [current.notes, `Rescheduled: ${input.reason}`].filter(Boolean).join('\n') : current.notes,
        };
        await this.writeAppointmentChange(this.appointmentReplace(moved, current), moveOperations(this.orgId, current, current.id, current, to), moved);
        return moved;
      },
    );
  }

  async cancelAppointment(target: AppointmentTarget): Promise<Appointment> {
    return this.changeAppointment(
      () => ('appointmentId' in target ? this.appointmentById(target.appointmentId) : this.activeAppointmentAt(target.patientId, target.start)),
      async (current) => {
        if (current.status === 'cancelled') return appointmentOf(current);
        const cancelled: Appointment = { ...appointmentOf(current), status: 'cancelled' };
        const change = this.appointmentReplace(cancelled, current);
        try {
          await this.writeAppointmentChange(change, releaseOperations(this.orgId, current, current.id, current), cancelled);
        } catch (error) {
          if (!(error instanceof ApiError && error.proxyCode === 'APPOINTMENT_CONFLICT')) throw error;
          // Another appointment holds one of its buckets: it never held it (written before patient
          // locks existed). Cancelled alone, then what it does hold freed bucket by bucket.
          await this.writeAppointmentChange(change, [], cancelled);
          await new BookingLocks(this.store, this.orgId).release(current, current.id, current);
        }
        return cancelled;
      },
    );
  }

  /** Replaces an appointment item, on the condition that nobody changed it since it was read. */
  private appointmentReplace(next: Appointment, current: StoredAppointment): WriteOperation {
    return { put: appointmentItem(this.orgId, next, current.version + 1), condition: { eq: ['version', current.version] } };
  }

  /**
   * Reads an appointment and applies a change to it; when another writer changed it in between
   * (the item's version condition failed), reads it again and retries.
   */
  private async changeAppointment(find: () => Promise<StoredAppointment>, change: (current: StoredAppointment) => Promise<Appointment>): Promise<Appointment> {
    return retryOnConflict(STALE_READ_ATTEMPTS, async () => change(await find()));
  }

  /**
   * Writes an appointment change with its lock changes, in one transaction. A failed condition on
   * the appointment item (operation 0) means a stale read, retried by changeAppointment; on a lock,
   * a booked time. A long appointment moved far has more lock changes than a transaction holds
   * (2 × 48 freed, 2 × 48 taken): the change and the new buckets commit together, then the old
   * buckets are freed; should that second write never happen, the old time stays locked until
   * the locks expire, which refuses bookings but never double-books.
   */
  private async writeAppointmentChange(change: WriteOperation, lockChanges: WriteOperation[], booking: Booking): Promise<void> {
    const fits = 1 + lockChanges.length <= MAX_TRANSACTION_OPERATIONS;
    const operations = [change, ...(fits ? lockChanges : lockChanges.filter((operation) => 'put' in operation))];
    try {
      await transact(this.store, operations);
    } catch (error) {
      if (!(error instanceof TransactionCanceledError)) throw error;
      if (error.failedConditions.includes(0)) throw new ConditionFailedError('The appointment changed while it was being updated');
      throw bookingConflict(conflictingParty(operations, error.failedConditions) ?? 'practitioner', booking);
    }
    if (!fits) await transact(this.store, lockChanges.filter((operation) => !('put' in operation)));
  }

  private async appointmentById(appointmentId: string): Promise<StoredAppointment> {
    const item = await this.store.get(appointmentKey(this.orgId, appointmentId), { consistent: true });
    if (!item) throw appointmentNotFound({ appointment_id: appointmentId });
    return StoredAppointmentSchema.parse(item);
  }

  /** The patient's non-cancelled appointment that starts at that instant (found by index, then read consistently). */
  private async activeAppointmentAt(patientId: string, start: string): Promise<StoredAppointment> {
    const notFound = () => appointmentNotFound({ patient_id: patientId, start_date_time: start });
    if (Number.isNaN(Date.parse(start))) throw notFound();
    const startKey = instant(start);
    const page = await queryAll(this.store, { index: 'gsi1', partition: orgAppointmentsIndex(this.orgId), sort: { beginsWith: `${startKey}#` } });
    const candidates = page.map((item) => StoredAppointmentSchema.parse(item)).filter((a) => a.patient_id === patientId && a.status !== 'cancelled');
    for (const candidate of candidates) {
      const current = await this.store.get(appointmentKey(this.orgId, candidate.id), { consistent: true });
      const parsed = current ? StoredAppointmentSchema.parse(current) : undefined;
      if (parsed && parsed.status !== 'cancelled' && parsed.start === startKey) return parsed;
    }
    throw notFound();
  }

  async openSlots(query: SlotQuery): Promise<Listed<OpenSlot>> {
    const from = instant(Math.max(Date.parse(query.start), this.now().getTime()));
    if (from >= instant(query.end)) return { items: [], total: 0 };
    // An appointment that started up to its maximum length before `from` may still cover a slot.
    const bookedFrom = instant(Date.parse(from) - MAX_APPOINTMENT_MINUTES * MINUTE_MS);
    const [practitioners, appointments] = await Promise.all([
      query.practitionerId ? this.requirePractitioner(query.practitionerId).then((p) => [p]) : this.allPractitioners(),
      this.appointmentsStarting(bookedFrom, query.end, query.practitionerId),
    ]);
    const booked = appointments.filter((a) => a.status !== 'cancelled');
    const slots = practitioners
      .flatMap((practitioner) => {
        const own = booked.filter((a) => a.practitioner_id === practitioner.id);
        return expandSchedule(practitioner.schedule, from, query.end)
          .filter((slot) => !own.some((a) => overlaps(a, slot)))
          .map((slot) => ({ practitioner_id: practitioner.id, start: slot.start, end: slot.end }));
      })
      .sort(slotOrder);
    return { items: slots.slice(0, query.count), total: slots.length };
  }

  // -------------------------------------------------------------------------------------------
  // Pre-visit and encounter notes
  // -------------------------------------------------------------------------------------------

  async getPreVisitNote(appointmentId: string): Promise<PreVisitNote> {
    const items = await queryAll(this.store, { partition: appointmentPartition(this.orgId, appointmentId), consistent: true });
    const appointment = items.find((item) => item.sk === APPOINTMENT_SK);
    if (!appointment) throw appointmentNotFound({ appointment_id: appointmentId });
    const note = items.find((item) => item.sk === PRE_VISIT_SK);
    if (note) return parsePreVisit(note);
    return { appointment_id: appointmentId, patient_id: StoredAppointmentSchema.parse(appointment).patient_id, content: '', updated_at: null };
  }

  async putPreVisitNote(appointmentId: string, content: string): Promise<PreVisitNote> {
    const appointment = await this.appointmentById(appointmentId);
    const item = preVisitItem(this.orgId, appointment, content, instant(this.now()));
    await this.store.put(item);
    return parsePreVisit(item);
  }

  async listNotes(owner: NoteOwner): Promise<EncounterNote[]> {
    if ('patientId' in owner) {
      const notes = await this.recordSection(owner.patientId, RECORD_PREFIX.note, StoredNoteSchema);
      return notes.map(noteOf).sort((a, b) => a.created_at.localeCompare(b.created_at));
    }
    const appointment = await this.appointmentById(owner.appointmentId);
    const note = await this.storedNote(appointment);
    return note ? [noteOf(note)] : [];
  }

  async createNote(appointmentId: string, change: NoteChange): Promise<EncounterNote> {
    const appointment = await this.appointmentById(appointmentId);
    const now = instant(this.now());
    const blank: StoredNote = { ...blankNote(appointment, newEhrId('note', this.now()), now), version: 1 };
    const note = applyNoteChange(blank, change);
    try {
      await this.store.put(noteItem(this.orgId, note), { condition: { notExists: 'pk' } });
    } catch (error) {
      if (error instanceof ConditionFailedError) throw noteExists(appointmentId);
      throw error;
    }
    return noteOf(note);
  }

  async getNote(appointmentId: string): Promise<EncounterNote> {
    const note = await this.storedNote(await this.appointmentById(appointmentId));
    if (!note) throw noteNotFound(appointmentId);
    return noteOf(note);
  }

  async updateNote(appointmentId: string, change: NoteChange): Promise<EncounterNote> {
    const appointment = await this.appointmentById(appointmentId);
    return retryOnConflict(STALE_READ_ATTEMPTS, async () => {
      const current = await this.storedNote(appointment);
      if (!current) throw noteNotFound(appointmentId);
      const next = { ...applyNoteChange(current, change), updated_at: instant(this.now()), version: current.version + 1 };
      await this.store.put(noteItem(this.orgId, next), { condition: { eq: ['version', current.version] } });
      return noteOf(next);
    });
  }

  async deleteNote(appointmentId: string): Promise<EncounterNote> {
    const appointment = await this.appointmentById(appointmentId);
    const current = await this.storedNote(appointment);
    if (!current) throw noteNotFound(appointmentId);
    try {
      await this.store.delete(noteKey(this.orgId, appointment.patient_id, appointmentId), { condition: { exists: 'pk' } });
    } catch (error) {
      if (error instanceof ConditionFailedError) throw noteNotFound(appointmentId);
      throw error;
    }
    return noteOf(current);
  }

  private async storedNote(appointment: Appointment): Promise<StoredNote | undefined> {
    const item: Item | undefined = await this.store.get(noteKey(this.orgId, appointment.patient_id, appointment.id), { consistent: true });
    return item ? StoredNoteSchema.parse(item) : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // A finished conversation's results
  // -------------------------------------------------------------------------------------------

  async writeConversationResults(results: ConversationResults): Promise<WrittenBack> {
    const ids = writeBackIds(results);
    try {
      await transact(this.store, [{ check: profileKey(this.orgId, results.patient_id), condition: { exists: 'pk' } }, ...writeBackOperations(this.orgId, results, ids)]);
    } catch (error) {
      if (!(error instanceof TransactionCanceledError)) throw error;
      if (error.failedConditions.includes(0)) throw patientNotFound({ patient_id: results.patient_id });
      // Only the note's condition can fail otherwise: an earlier delivery of the job wrote everything.
    }
    return ids;
  }

  // -------------------------------------------------------------------------------------------
  // Health
  // -------------------------------------------------------------------------------------------

  async probe(): Promise<void> {
    try {
      await this.store.get(probeKey(this.orgId));
    } catch {
      throw ehrUnavailable('status');
    }
  }
}
