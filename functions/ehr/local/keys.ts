import type { Key } from '../../core/storage/port';
import { instant } from '../records';

/**
 * Item layout of the `local` EHR backend. Every key starts with `EHR#<org>#`, so nothing is shared
 * between organizations. Every read the adapter makes is one or two requests:
 *
 * | items | pk | sk | indexes |
 * |---|---|---|---|
 * | patient profile | `EHR#<org>#PAT#<id>` | `PROFILE` | – |
 * | condition, medication, allergy | same | `COND#<n>`, `MED#<id>`, `ALLERGY#<n>` | – |
 * | vital sign, lab result | same | `VITAL#<recorded_at>#<id>`, `LAB#<collected_at>#<id>` | – |
 * | insurance | same | `INSURANCE` | – |
 * | encounter note (one per appointment) | same | `NOTE#<appointment_id>` | – |
 * | a conversation's note, questionnaire response (write-back) | same | `NOTE#CONV#<conversation_id>`, `QRESP#<conversation_id>` | – |
 * | patient list copy + counter (org) | `EHR#<org>#PATIENTS` | `PAT#<id>`, `#COUNT` | – |
 * | patient list copy + counter (practitioner) | `EHR#<org>#PRAC#<id>#PATIENTS` | `PAT#<id>`, `#COUNT` | – |
 * | patient copy by name + birth date | `EHR#<org>#NAME#<last>#<first>#<dob>` | `PAT#<id>` | – |
 * | patient copy by phone | `EHR#<org>#PHONE#<e164>` | `PAT#<id>` | – |
 * | practitioner, its email lookup | `EHR#<org>#PRACS` | `PRAC#<id>`, `EMAIL#<email>` | – |
 * | appointment | `EHR#<org>#APPT#<id>` | `APPT` | gsi1 `EHR#<org>#APPTS` / `<start>#<id>`, gsi2 `EHR#<org>#PRAC#<id>#APPTS` / `<start>#<id>` |
 * | pre-visit note | same | `PREVISIT` | – |
 * | booking lock (practitioner) | `EHR#<org>#LOCK#<practitioner>` (booking-locks.ts) | bucket start | – |
 * | booking lock (patient) | `EHR#<org>#PATIENT_LOCK#<patient>` (booking-locks.ts) | bucket start | – |
 * | seed marker | `EHR#<org>#META` | `SEED#<panel version>` | – |
 *
 * The counter sorts before the list copies (`#` < `P`), so one query returns the total and the
 * first page. Times in keys are `Date.prototype.toISOString()` (fixed width: byte order is time order).
 */

const root = (orgId: string) => `EHR#${orgId}#`;

export const COUNTER_SK = '#COUNT';
export const PROFILE_SK = 'PROFILE';
export const INSURANCE_SK = 'INSURANCE';
export const APPOINTMENT_SK = 'APPT';
export const PRE_VISIT_SK = 'PREVISIT';
export const LIST_ENTRY_PREFIX = 'PAT#';
export const PRACTITIONER_PREFIX = 'PRAC#';


/** The fixed-width form of an instant, used in keys and in stored appointment times. */
export { instant };

/** Names and dates of birth compare case-insensitively and trimmed. */
export const normalizedName = (name: string): string => name.trim().toLowerCase();

export const patientPartition = (orgId: string, patientId: string) => `${root(orgId)}PAT#${patientId}`;
export const profileKey = (orgId: string, patientId: string): Key => ({ pk: patientPartition(orgId, patientId), sk: PROFILE_SK });
export const insuranceKey = (orgId: string, patientId: string): Key => ({ pk: patientPartition(orgId, patientId), sk: INSURANCE_SK });
export const noteKey = (orgId: string, patientId: string, appointmentId: string): Key => ({
  pk: patientPartition(orgId, patientId),
  sk: `${RECORD_PREFIX.note}${appointmentId}`,
});

/** Appointment ids never start with `CONV#` (local ones are `apt-…`; a path id is looked up first). */
export const conversationNoteKey = (orgId: string, patientId: string, conversationId: string): Key => ({
  pk: patientPartition(orgId, patientId),
  sk: `${RECORD_PREFIX.note}CONV#${conversationId}`,
});
export const questionnaireResponseKey = (orgId: string, patientId: string, conversationId: string): Key => ({
  pk: patientPartition(orgId, patientId),
  sk: `QRESP#${conversationId}`,
});

/** Sort key prefixes of a patient's record items. */
export const RECORD_PREFIX = {
  condition: 'COND#',
  medication: 'MED#',
  allergy: 'ALLERGY#',
  vital: 'VITAL#',
  lab: 'LAB#',
  note: 'NOTE#',
} as const;

export const conditionSk = (index: number) => `${RECORD_PREFIX.condition}${String(index).padStart(4, '0')}`;
export const medicationSk = (medicationId: string) => `${RECORD_PREFIX.medication}${medicationId}`;
export const allergySk = (index: number) => `${RECORD_PREFIX.allergy}${String(index).padStart(4, '0')}`;
export const vitalSk = (recordedAt: string, vitalId: string) => `${RECORD_PREFIX.vital}${instant(recordedAt)}#${vitalId}`;
export const labSk = (collectedAt: string, labId: string) => `${RECORD_PREFIX.lab}${instant(collectedAt)}#${labId}`;

export const orgPatientList = (orgId: string) => `${root(orgId)}PATIENTS`;
export const practitionerPatientList = (orgId: string, practitionerId: string) => `${root(orgId)}PRAC#${practitionerId}#PATIENTS`;
export const listEntryKey = (list: string, patientId: string): Key => ({ pk: list, sk: `${LIST_ENTRY_PREFIX}${patientId}` });
export const counterKey = (list: string): Key => ({ pk: list, sk: COUNTER_SK });

export const namePartition = (orgId: string, firstName: string, lastName: string, dateOfBirth: string) =>
  `${root(orgId)}NAME#${normalizedName(lastName)}#${normalizedName(firstName)}#${dateOfBirth.trim()}`;
export const phonePartition = (orgId: string, phone: string) => `${root(orgId)}PHONE#${phone}`;

export const practitionersPartition = (orgId: string) => `${root(orgId)}PRACS`;
export const practitionerKey = (orgId: string, practitionerId: string): Key => ({
  pk: practitionersPartition(orgId),
  sk: `${PRACTITIONER_PREFIX}${practitionerId}`,
});
export const practitionerEmailKey = (orgId: string, email: string): Key => ({
  pk: practitionersPartition(orgId),
  sk: `EMAIL#${normalizedName(email)}`,
});

export const appointmentPartition = (orgId: string, appointmentId: string) => `${root(orgId)}APPT#${appointmentId}`;
export const appointmentKey = (orgId: string, appointmentId: string): Key => ({ pk: appointmentPartition(orgId, appointmentId), sk: APPOINTMENT_SK });
export const preVisitKey = (orgId: string, appointmentId: string): Key => ({ pk: appointmentPartition(orgId, appointmentId), sk: PRE_VISIT_SK });

/** gsi1: the organization's appointments by start; gsi2: one practitioner's. */
export const orgAppointmentsIndex = (orgId: string) => `${root(orgId)}APPTS`;
export const practitionerAppointmentsIndex = (orgId: string, practitionerId: string) => `${root(orgId)}PRAC#${practitionerId}#APPTS`;
export const appointmentIndexSk = (start: string, appointmentId: string) => `${instant(start)}#${appointmentId}`;

export const seedMarkerKey = (orgId: string, panelVersion: string): Key => ({ pk: `${root(orgId)}META`, sk: `SEED#${panelVersion}` });
export const probeKey = (orgId: string): Key => ({ pk: `${root(orgId)}META`, sk: 'PROBE' });
