import * as z from 'zod/mini';

/**
 * The EHR proxy's resources as the API shows them (SPEC "EHR proxy resources", DESIGN §10, and
 * docs/ehr-proxy.md for the shapes the spec leaves open). Both backends return exactly these
 * shapes; the `fhir` backend maps FHIR R4 resources to them, the `local` backend stores them.
 */

export const Timestamp = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD. */
export const LocalDate = z.iso.date();

export const GENDERS = ['male', 'female', 'other', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

export const AddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A patient: the SPEC's list item plus every phone number and the address. */
export const EhrPatientSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.nullable(LocalDate),
  gender: z.enum(GENDERS),
  /** The first of phone_numbers. */
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  primary_provider_id: z.nullable(z.string()),
  phone_numbers: z.array(z.string()),
  address: z.nullable(AddressSchema),
});
export type EhrPatient = z.infer<typeof EhrPatientSchema>;

export const CONDITION_STATUSES = ['active', 'recurrence', 'relapse', 'inactive', 'remission', 'resolved'] as const;
export const ConditionSchema = z.object({
  /** ICD-10-CM code. */
  code: z.string(),
  display: z.string(),
  status: z.enum(CONDITION_STATUSES),
  onset_date: z.nullable(LocalDate),
});
export type Condition = z.infer<typeof ConditionSchema>;

export const MEDICATION_STATUSES = ['active', 'completed', 'stopped', 'on-hold'] as const;
export const MedicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  dosage: z.nullable(z.string()),
  frequency: z.nullable(z.string()),
  status: z.enum(MEDICATION_STATUSES),
  /** The prescriber's name (or practitioner id when the EHR gives no name). */
  prescriber: z.nullable(z.string()),
  start_date: z.nullable(LocalDate),
});
export type Medication = z.infer<typeof MedicationSchema>;

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export const AllergySchema = z.object({
  substance: z.string(),
  reaction: z.nullable(z.string()),
  severity: z.nullable(z.enum(ALLERGY_SEVERITIES)),
});
export type Allergy = z.infer<typeof AllergySchema>;

/** Vital sign types with their LOINC code and the one unit each is stored and accepted in. */
export const VITAL_SIGN_TYPES = {
  blood_pressure: { loinc: '85354-9', unit: 'mmHg', display: 'Blood pressure panel' },
  heart_rate: { loinc: '8867-4', unit: '/min', display: 'Heart rate' },
  respiratory_rate: { loinc: '9279-1', unit: '/min', display: 'Respiratory rate' },
  body_temperature: { loinc: '8310-5', unit: 'Cel', display: 'Body temperature' },
  oxygen_saturation: { loinc: '2708-6', unit: '%', display: 'Oxygen saturation' },
  body_weight: { loinc: '29463-7', unit: 'kg', display: 'Body weight' },
  body_height: { loinc: '8302-2', unit: 'cm', display: 'Body height' },
  bmi: { loinc: '39156-5', unit: 'kg/m2', display: 'Body mass index' },
  blood_glucose: { loinc: '2339-0', unit: 'mg/dL', display: 'Glucose' },
  /** Questionnaire totals: the patient's scores over time, read like vital signs (FHIR category `survey`). */
  phq9_total: { loinc: '44261-6', unit: '{score}', display: 'PHQ-9 total score' },
  gad7_total: { loinc: '70274-6', unit: '{score}', display: 'GAD-7 total score' },
} as const;
export type VitalSignType = keyof typeof VITAL_SIGN_TYPES;
export const VITAL_SIGN_TYPE_NAMES = Object.keys(VITAL_SIGN_TYPES) as [VitalSignType, ...VitalSignType[]];
/** The questionnaire totals among them, with their highest possible score (whole numbers from 0). */
export const SCORE_MAXIMA = { phq9_total: 27, gad7_total: 21 } as const satisfies Partial<Record<VitalSignType, number>>;
export type ScoreType = keyof typeof SCORE_MAXIMA;
export const isScoreType = (type: VitalSignType): type is ScoreType => type in SCORE_MAXIMA;

export const BloodPressureValueSchema = z.object({ systolic: z.number(), diastolic: z.number() });

/** One reading. `value` is a number, except blood pressure: `{systolic, diastolic}`. */
export const VitalSignSchema = z.object({
  id: z.string(),
  type: z.enum(VITAL_SIGN_TYPE_NAMES),
  value: z.union([z.number(), BloodPressureValueSchema]),
  unit: z.string(),
  recorded_at: Timestamp,
});
export type VitalSign = z.infer<typeof VitalSignSchema>;

export const LAB_INTERPRETATIONS = ['normal', 'low', 'high', 'abnormal', 'critical'] as const;
export const LabResultSchema = z.object({
  id: z.string(),
  test_name: z.string(),
  loinc_code: z.nullable(z.string()),
  value: z.union([z.number(), z.string()]),
  unit: z.nullable(z.string()),
  reference_range: z.nullable(z.object({ low: z.nullable(z.number()), high: z.nullable(z.number()) })),
  interpretation: z.nullable(z.enum(LAB_INTERPRETATIONS)),
  status: z.enum(['preliminary', 'final', 'amended', 'cancelled']),
  collected_at: Timestamp,
});
export type LabResult = z.infer<typeof LabResultSchema>;

export const INSURANCE_RELATIONSHIPS = ['self', 'spouse', 'child', 'other'] as const;
export const InsuranceSchema = z.object({
  payer: z.string(),
  plan_name: z.nullable(z.string()),
  member_id: z.string(),
  group_number: z.nullable(z.string()),
  subscriber_name: z.nullable(z.string()),
  relationship: z.enum(INSURANCE_RELATIONSHIPS),
  status: z.enum(['active', 'cancelled']),
  effective_date: z.nullable(LocalDate),
  expiration_date: z.nullable(LocalDate),
});
export type Insurance = z.infer<typeof InsuranceSchema>;

export const SOAP_SECTIONS = ['subjective', 'objective', 'assessment', 'plan'] as const;

export const SoapSchema = z.object({
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
});
export type Soap = z.infer<typeof SoapSchema>;

/**
 * An encounter note: one per appointment (DESIGN §10: every note operation names its appointment),
 * or the note a finished conversation wrote back (`appointment_id` null, `conversation_id` set),
 * which the note operations never change.
 */
export const EncounterNoteSchema = z.object({
  id: z.string(),
  appointment_id: z.nullable(z.string()),
  /** Only on a conversation's note. */
  conversation_id: z.optional(z.string()),
  patient_id: z.string(),
  practitioner_id: z.nullable(z.string()),
  text_content: z.string(),
  json_content: SoapSchema,
  chief_complaints: z.array(z.string()),
  intake_questionnaire: z.nullable(z.record(z.string(), z.unknown())),
  icd10_codes: z.array(z.string()),
  cpt_codes: z.array(z.string()),
  medications: z.array(z.string()),
  patient_instructions: z.array(z.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type EncounterNote = z.infer<typeof EncounterNoteSchema>;

export const PatientRecordSchema = z.object({
  demographics: EhrPatientSchema,
  conditions: z.array(ConditionSchema),
  medications: z.array(MedicationSchema),
  allergies: z.array(AllergySchema),
  vital_signs: z.array(VitalSignSchema),
  lab_results: z.array(LabResultSchema),
  encounter_notes: z.array(EncounterNoteSchema),
  insurance: z.nullable(InsuranceSchema),
});
export type PatientRecord = z.infer<typeof PatientRecordSchema>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PractitionerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  npi: z.nullable(z.string()),
  locations: z.array(z.string()),
});
export type Practitioner = z.infer<typeof PractitionerSchema>;

export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no-show', 'checked-in'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_TYPES = ['follow-up', 'new-patient', 'annual-physical', 'telehealth', 'urgent', 'procedure'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const AppointmentSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  practitioner_id: z.string(),
  start: Timestamp,
  end: Timestamp,
  status: z.enum(APPOINTMENT_STATUSES),
  type: z.enum(APPOINTMENT_TYPES),
  reason: z.nullable(z.string()),
  notes: z.nullable(z.string()),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const OpenSlotSchema = z.object({
  practitioner_id: z.string(),
  start: Timestamp,
  end: Timestamp,
});
export type OpenSlot = z.infer<typeof OpenSlotSchema>;

export const PreVisitNoteSchema = z.object({
  appointment_id: z.string(),
  patient_id: z.string(),
  content: z.string(),
  updated_at: z.nullable(Timestamp),
});
export type PreVisitNote = z.infer<typeof PreVisitNoteSchema>;

export const EHR_HEALTH_STATUSES = ['connected', 'degraded', 'unavailable'] as const;
export const EhrHealthSchema = z.object({
  status: z.enum(EHR_HEALTH_STATUSES),
  ehr_system: z.string(),
  last_sync: z.nullable(Timestamp),
  latency_ms: z.number(),
});

/** A resource with, when `include_fhir` was asked, the raw FHIR resource it came from (or maps to). */
export const withFhir = <T extends z.ZodMiniObject>(schema: T) => z.extend(schema, { fhir: z.optional(z.record(z.string(), z.unknown())) });
