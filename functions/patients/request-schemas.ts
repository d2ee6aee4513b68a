import * as z from 'zod/mini';
import { PhoneSchema } from '../core/phone';
import { CHANNELS, LANGUAGES } from '../engine/types';
import { TimeZoneSchema } from './schemas';

/** The PUT profile body (with phone validation, which only this request needs). */

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const ShortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const DiagnosisSchema = z.strictObject({
  code: ShortText(32),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const MedicationSchema = z.strictObject({
  name: ShortText(200),
  dose: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  frequency: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const ClinicalDataSchema = z.strictObject({
  diagnoses: z.optional(z.array(DiagnosisSchema).check(z.maxLength(100))),
  medications: z.optional(z.array(MedicationSchema).check(z.maxLength(100))),
});

/** Printable ASCII without spaces: FHIR ids and references, MRNs, other EHRs' ids. */
const EhrPatientIdSchema = z.string().check(z.regex(/^[\x21-\x7E]{1,128}$/));

/** PUT /v1/patients/{patient_id}: every field optional; the body replaces the whole profile. */
export const PatientProfileBodySchema = z.strictObject({
  first_name: z.optional(Name),
  last_name: z.optional(Name),
  phone: z.optional(PhoneSchema),
  email: z.optional(z.email().check(z.maxLength(254))),
  preferred_channel: z.optional(z.enum(CHANNELS)),
  preferred_language: z.optional(z.enum(LANGUAGES)),
  timezone: z.optional(TimeZoneSchema),
  clinical_data: z.optional(ClinicalDataSchema),
  tags: z.optional(z.array(ShortText(64)).check(z.maxLength(50))),
  ehr_patient_id: z.optional(EhrPatientIdSchema),
});
export type PatientProfileBody = z.infer<typeof PatientProfileBodySchema>;
