import * as z from 'zod/mini';
import {
  APPOINTMENT_TYPES,
  INSURANCE_RELATIONSHIPS,
  LocalDate as AnyDate,
  SOAP_SECTIONS,
  Timestamp as AnyTimestamp,
  VITAL_SIGN_TYPE_NAMES,
} from './schemas';

/** Requests of the EHR proxy: query strings, bodies and path parameters (docs/ehr-proxy.md). */

/** Years an EHR can search on: FHIR servers refuse year 0000 (Medplum answers 400), and no patient or visit is older than this. */
const FIRST_YEAR = 1800;
const LAST_YEAR = 2200;
const plausibleYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const YEARS = { message: `a year from ${FIRST_YEAR} to ${LAST_YEAR}` };
export const LocalDate = AnyDate.check(z.refine(plausibleYear, YEARS));
export const Timestamp = AnyTimestamp.check(z.refine(plausibleYear, YEARS));

export const MAX_COUNT = 100;
export const DEFAULT_COUNT = 20;

export const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
export const OptionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
/** Ids of any EHR: printable ASCII without spaces (FHIR ids, the local backend's ids, MRNs). */
export const EhrIdSchema = z.string().check(
  z.regex(/^[\x21-\x7E]{1,128}$/),
  // `.` and `..` are path segments a URL resolves away: they can name nothing.
  z.refine((id) => !/^\.+$/.test(id), { message: 'an id that is not made only of dots' }),
);

const Count = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), DEFAULT_COUNT);
/** `true` or `false` in a query string. */
const Flag = z._default(z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true')), false);

/**
 * A phone number to look a patient up by: E.164 in form. Only patient creation checks numbers
 * against libphonenumber's metadata (120 KB that every other proxy function would bundle).
 */
const E164Schema = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, { message: 'an E.164 phone number such as +14155550123' }));

/** Patient identification (DESIGN §10): name and date of birth, or phone number, or patient id. */
const IdentificationFields = {
  first_name: z.optional(Text(100)),
  last_name: z.optional(Text(100)),
  date_of_birth: z.optional(LocalDate),
  phone_number: z.optional(E164Schema),
  patient_id: z.optional(EhrIdSchema),
};

export type PatientIdentification =
  | { patientId: string }
  | { phoneNumber: string }
  | { firstName: string; lastName: string; dateOfBirth: string };

/** The identification a query carries, or undefined when it carries no complete one. */
export const identificationOf = (query: {
  first_name?: string;
  last_name?: string;
  date_of_birth?: string;
  phone_number?: string;
  patient_id?: string;
}): PatientIdentification | undefined => {
  if (query.patient_id) return { patientId: query.patient_id };
  if (query.phone_number) return { phoneNumber: query.phone_number };
  if (query.first_name && query.last_name && query.date_of_birth) {
    return { firstName: query.first_name, lastName: query.last_name, dateOfBirth: query.date_of_birth };
  }
  return undefined;
};

const hasIdentification = (query: Parameters<typeof identificationOf>[0]) => identificationOf(query) !== undefined;
const IDENTIFICATION_EXPECTED = 'first_name + last_name + date_of_birth, or phone_number, or patient_id';

export const PatientIdentificationQuerySchema = z.object(IdentificationFields).check(
  z.refine(hasIdentification, { message: `Identify the patient by ${IDENTIFICATION_EXPECTED}`, path: ['patient_id'] }),
);
export type PatientIdentificationQuery = z.infer<typeof PatientIdentificationQuerySchema>;

export const PatientExistsQuerySchema = z.extend(PatientIdentificationQuerySchema, { include_fhir: Flag });

export const ListPatientsQuerySchema = z.object({
  practitioner_id: z.optional(EhrIdSchema),
  practitioner_email: z.optional(z.email().check(z.maxLength(254))),
  count: Count,
  include_fhir: Flag,
});

export type { PatientCreateBody } from './patient-create-schema';

const VitalValue = z.number().check(z.gte(0), z.lte(10_000));
export const VitalSignInputSchema = z.strictObject({
  type: z.enum(VITAL_SIGN_TYPE_NAMES),
  value: z.union([VitalValue, z.strictObject({ systolic: VitalValue, diastolic: VitalValue })]),
  /** Must be the type's unit when given (docs/ehr-proxy.md lists them). */
  unit: z.optional(z.string()),
  recorded_at: z.optional(Timestamp),
});
export type VitalSignInput = z.infer<typeof VitalSignInputSchema>;

export const VitalSignsPutBodySchema = z.strictObject({
  vital_signs: z.array(VitalSignInputSchema).check(z.minLength(1), z.maxLength(50)),
});

export const InsurancePutBodySchema = z.strictObject({
  payer: Text(200),
  member_id: Text(64),
  plan_name: OptionalText(200),
  group_number: OptionalText(64),
  subscriber_name: OptionalText(200),
  relationship: z._default(z.enum(INSURANCE_RELATIONSHIPS), 'self'),
  effective_date: z.optional(LocalDate),
  expiration_date: z.optional(LocalDate),
});
export type InsuranceInput = z.infer<typeof InsurancePutBodySchema>;

export const ListPractitionersQuerySchema = z.object({ count: Count, include_fhir: Flag });

export const ListAppointmentsQuerySchema = z.object({
  start_date_time: Timestamp,
  end_date_time: Timestamp,
  practitioner_id: z.optional(EhrIdSchema),
  ...IdentificationFields,
  count: Count,
  include_fhir: Flag,
});

export const AppointmentCreateBodySchema = z.strictObject({
  patient_id: EhrIdSchema,
  practitioner_id: EhrIdSchema,
  start_date_time: Timestamp,
  end_date_time: Timestamp,
  type: z._default(z.enum(APPOINTMENT_TYPES), 'follow-up'),
  reason: OptionalText(500),
  notes: OptionalText(2000),
});
export type AppointmentCreateBody = z.infer<typeof AppointmentCreateBodySchema>;

export const AppointmentRescheduleBodySchema = z.strictObject({
  patient_id: EhrIdSchema,
  appointment_start_date_time: Timestamp,
  new_start_date_time: Timestamp,
  new_end_date_time: Timestamp,
  reason: OptionalText(500),
});

export const AppointmentCancelQuerySchema = z
  .object({
    appointment_id: z.optional(EhrIdSchema),
    patient_id: z.optional(EhrIdSchema),
    start_date_time: z.optional(Timestamp),
  })
  .check(
    z.refine((query) => Boolean(query.appointment_id) || Boolean(query.patient_id && query.start_date_time), {
      message: 'Identify the appointment by appointment_id, or by patient_id + start_date_time',
      path: ['appointment_id'],
    }),
  );

export const OpenSlotsQuerySchema = z.object({
  start_date_time: Timestamp,
  end_date_time: z.optional(Timestamp),
  practitioner_id: z.optional(EhrIdSchema),
  count: Count,
});

export const AppointmentQuerySchema = z.object({ appointment_id: EhrIdSchema });

export const ContentBodySchema = z.strictObject({ content: z.string().check(z.maxLength(20_000)) });

/** GET notes: of one appointment, or of one patient (identified as for `record`). */
export const NotesQuerySchema = z.object({ appointment_id: z.optional(EhrIdSchema), ...IdentificationFields }).check(
  z.refine((query) => Boolean(query.appointment_id) || hasIdentification(query), {
    message: `Name an appointment_id, or identify the patient by ${IDENTIFICATION_EXPECTED}`,
    path: ['appointment_id'],
  }),
);

const NoteText = z.string().check(z.maxLength(50_000));
const SoapInput = z.strictObject(Object.fromEntries(SOAP_SECTIONS.map((id) => [id, z.optional(z.string().check(z.maxLength(20_000)))])) as {
  [K in (typeof SOAP_SECTIONS)[number]]: z.ZodMiniOptional<z.ZodMiniString>;
});

export const NoteBodySchema = z
  .strictObject({ text_content: z.optional(NoteText), json_content: z.optional(SoapInput) })
  .check(z.refine((body) => body.text_content !== undefined || body.json_content !== undefined, { message: 'text_content or json_content', path: ['text_content'] }));

export const SoapSectionParamsSchema = z.object({ section_id: z.enum(SOAP_SECTIONS) });

/** Arrays of short strings (chief complaints, medications, instructions, codes). */
export const StringListBodySchema = z.array(Text(1000)).check(z.minLength(1), z.maxLength(100));

export const IntakeQuestionnaireBodySchema = z.record(z.string().check(z.maxLength(200)), z.unknown());

/** ICD-10-CM: a letter (not U), a digit, a digit or letter, then optionally a dot and 1-4 characters. */
export const ICD10_CM_PATTERN = /^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;
/** CPT: five digits (Category I), or four digits and F (Category II) or T (Category III). */
export const CPT_PATTERN = /^\d{4}[0-9FT]$/;
