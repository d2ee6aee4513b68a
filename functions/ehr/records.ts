import type { NoteChange, WithFhir } from './adapter';
import { invalidInput } from './errors';
import type { InsuranceInput, PatientCreateBody, VitalSignInput } from './request-schemas';
import {
  type Appointment,
  BloodPressureValueSchema,
  type EhrPatient,
  type EncounterNote,
  type Insurance,
  type OpenSlot,
  SOAP_SECTIONS,
  type Soap,
  VITAL_SIGN_TYPES,
  SCORE_MAXIMA,
  isScoreType,
  type VitalSign,
} from './schemas';

/**
 * What both backends make of a request before they store it: the same patient, insurance, vital
 * sign and note whichever EHR keeps them. Pure; each backend adds only its ids and its writes.
 */

/** The fixed-width UTC form of an instant (`…T14:30:00.000Z`): what every proxy answer carries. */
export const instant = (value: string | number | Date): string => new Date(value).toISOString();

/** Open slots in start order, then by practitioner. */
export const slotOrder = (a: OpenSlot, b: OpenSlot) => a.start.localeCompare(b.start) || a.practitioner_id.localeCompare(b.practitioner_id);

/** The item, plus its FHIR resource when `include_fhir` asked for it (`resource` is only called then). */
export const withFhir = <T extends object>(item: T, resource: () => object, includeFhir: boolean): WithFhir<T> =>
  includeFhir ? { ...item, fhir: { ...resource() } } : item;

/** Optional text of a request: absent or blank is null. */
const textOrNull = (value: string | undefined): string | null => (value ? value : null);

export const newPatientOf = (input: PatientCreateBody, id: string): EhrPatient => {
  const phones = [...new Set(input.phone_numbers)];
  const { address } = input;
  return {
    id,
    first_name: input.first_name,
    last_name: input.last_name,
    date_of_birth: input.date_of_birth,
    gender: input.gender,
    phone: phones[0] ?? null,
    email: textOrNull(input.email),
    primary_provider_id: input.practitioner_id ?? null,
    phone_numbers: phones,
    address: address
      ? { street: address.street ?? '', city: address.city ?? '', state: address.state ?? '', postal_code: address.postal_code ?? '', country: address.country ?? '' }
      : null,
  };
};

export const insuranceOf = (input: InsuranceInput): Insurance => ({
  payer: input.payer,
  plan_name: textOrNull(input.plan_name),
  member_id: input.member_id,
  group_number: textOrNull(input.group_number),
  subscriber_name: textOrNull(input.subscriber_name),
  relationship: input.relationship,
  status: 'active',
  effective_date: input.effective_date ?? null,
  expiration_date: input.expiration_date ?? null,
});

const isScore = (value: unknown, max: number): boolean => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** A reading checked against its type: the one unit it is kept in, and the value's shape. */
export const checkedVitalSign = (reading: VitalSignInput, index: number, id: string, now: Date): VitalSign => {
  const { unit } = VITAL_SIGN_TYPES[reading.type];
  if (reading.unit !== undefined && reading.unit !== unit) throw invalidInput(`vital_signs[${index}].unit`, reading.unit, `'${unit}' for ${reading.type}`);
  const isPressure = BloodPressureValueSchema.safeParse(reading.value).success;
  if (reading.type === 'blood_pressure' && !isPressure) throw invalidInput(`vital_signs[${index}].value`, reading.value, '{systolic, diastolic} for blood_pressure');
  if (reading.type !== 'blood_pressure' && typeof reading.value !== 'number') throw invalidInput(`vital_signs[${index}].value`, reading.value, `a number for ${reading.type}`);
  if (isScoreType(reading.type) && !isScore(reading.value, SCORE_MAXIMA[reading.type])) {
    throw invalidInput(`vital_signs[${index}].value`, reading.value, `a whole number from 0 to ${SCORE_MAXIMA[reading.type]} for ${reading.type}`);
  }
  return { id, type: reading.type, value: reading.value, unit, recorded_at: instant(reading.recorded_at ?? now) };
};

const EMPTY_SOAP: Soap = { subjective: '', objective: '', assessment: '', plan: '' };

/** An appointment's note before anything is written in it. */
export const blankNote = (appointment: Appointment, id: string, now: string): EncounterNote => ({
  id,
  appointment_id: appointment.id,
  patient_id: appointment.patient_id,
  practitioner_id: appointment.practitioner_id,
  text_content: '',
  json_content: EMPTY_SOAP,
  chief_complaints: [],
  intake_questionnaire: null,
  icd10_codes: [],
  cpt_codes: [],
  medications: [],
  patient_instructions: [],
  created_at: now,
  updated_at: now,
});

const appendUnique = (list: string[], extra: string[] = []): string[] => [...new Set([...list, ...extra])];

/** A note with a change applied: fields set, lists appended to without repeats; anything else it carries kept. */
export const applyNoteChange = <T extends EncounterNote>(note: T, change: NoteChange): T => ({
  ...note,
  text_content: change.text_content ?? note.text_content,
  json_content: {
    ...note.json_content,
    ...Object.fromEntries(SOAP_SECTIONS.flatMap((section) => (change.json_content?.[section] === undefined ? [] : [[section, change.json_content[section]]]))),
  },
  intake_questionnaire: change.intake_questionnaire ?? note.intake_questionnaire,
  chief_complaints: appendUnique(note.chief_complaints, change.append?.chief_complaints),
  icd10_codes: appendUnique(note.icd10_codes, change.append?.icd10_codes),
  cpt_codes: appendUnique(note.cpt_codes, change.append?.cpt_codes),
  medications: appendUnique(note.medications, change.append?.medications),
  patient_instructions: appendUnique(note.patient_instructions, change.append?.patient_instructions),
});
