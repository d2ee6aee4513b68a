import { ConsentResponseSchema } from '../channels/patient-contacts';
import * as z from 'zod/mini';
import { CHANNELS, LANGUAGES } from '../engine/types';

/**
 * Patients of the engagement interface: the profile an integrator PUTs, the memory careloop
 * learns from engagements, their stored items and their responses (functions/patients/README.md).
 */

const Timestamp = z.iso.datetime({ offset: true });
const LocalDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Reserved by the EHR proxy's static paths under /v1/patients. */
const RESERVED_PATIENT_IDS: readonly string[] = ['exists', 'record'];

/**
 * The caller's own patient identifier (`patient.id`, `?patient_id=`, `/v1/patients/{patient_id}`).
 * Ids made only of dots are refused, since `/v1/patients/..` cannot be addressed by URL. PUT
 * stores a profile under it (400 for a value it cannot store); the GETs look one up, where a value
 * it refuses names nothing (404, docs/decisions.md 50-51). One definition, used by engagements'
 * `patient.id` too (engagements sit above patients).
 */
export const PatientIdSchema = z.string().check(
  z.regex(/^[A-Za-z0-9._:@-]{1,128}$/, { message: '1 to 128 characters, each a letter, a digit or one of . _ : @ -' }),
  z.refine((id) => !RESERVED_PATIENT_IDS.includes(id), { message: 'an id other than the reserved "exists" and "record"' }),
  z.refine((id) => !/^\.+$/.test(id), { message: 'an id that is not made only of dots' }),
);

export const PatientParamsSchema = z.object({ patient_id: PatientIdSchema });

/** True when `Intl` knows the zone (and it is written as a zone name, not an offset). */
export const isIanaTimeZone = (timeZone: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,2}$/.test(timeZone) || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
};

export const TimeZoneSchema = z.string().check(z.refine(isIanaTimeZone, { message: 'an IANA time zone name such as Europe/Rome' }));


/** The profile as stored and answered: absent fields are null, lists are empty. */
const profileFields = {
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  preferred_channel: z.nullable(z.enum(CHANNELS)),
  preferred_language: z.nullable(z.enum(LANGUAGES)),
  timezone: z.nullable(z.string()),
  clinical_data: z.object({
    diagnoses: z.array(z.object({ code: z.string(), description: z.nullable(z.string()) })),
    medications: z.array(z.object({ name: z.string(), dose: z.nullable(z.string()), frequency: z.nullable(z.string()) })),
  }),
  tags: z.array(z.string()),
  ehr_patient_id: z.nullable(z.string()),
};
export const PROFILE_FIELDS = Object.keys(profileFields) as Array<keyof typeof profileFields>;

export const PatientProfileItemSchema = z.object({
  pk: z.string(),
  sk: z.literal('PROFILE'),
  entity: z.literal('patient_profile'),
  org_id: z.string(),
  patient_id: z.string(),
  ...profileFields,
  created_at: Timestamp,
  updated_at: Timestamp,
  version: z.number().check(z.int(), z.minimum(1)),
});
export type PatientProfileItem = z.infer<typeof PatientProfileItemSchema>;

/** Whether careloop may contact the patient's number (production channels: STOP / START); GET only. */
const consentField = { consent: z.optional(ConsentResponseSchema) };

export const PatientProfileResponseSchema = z.object({
  id: z.string(),
  ...profileFields,
  created_at: Timestamp,
  updated_at: Timestamp,
  ...consentField,
});
export type PatientProfileResponse = z.infer<typeof PatientProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Memory

export const MOOD_TRENDS = ['improving', 'stable', 'declining', 'unknown'] as const;
export type MoodTrend = (typeof MOOD_TRENDS)[number];
export const ENGAGEMENT_QUALITIES = ['high', 'medium', 'low', 'unknown'] as const;
export type EngagementQuality = (typeof ENGAGEMENT_QUALITIES)[number];

export const PreferencesSchema = z.object({
  best_contact_time: z.nullable(z.string()),
  preferred_channel: z.nullable(z.enum(CHANNELS)),
  communication_style: z.nullable(z.enum(['brief', 'detailed'])),
  language_complexity: z.nullable(z.enum(['simple', 'standard'])),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const TrendsSchema = z.object({
  medication_adherence: z.array(z.number()),
  mood_trend: z.enum(MOOD_TRENDS),
  engagement_quality: z.enum(ENGAGEMENT_QUALITIES),
});
export type Trends = z.infer<typeof TrendsSchema>;

export const BarrierSchema = z.object({ type: z.string(), detail: z.string(), first_reported: LocalDate });
export type Barrier = z.infer<typeof BarrierSchema>;

/** What one counted engagement left behind: everything the preferences and trends derive from. */
export const EngagementSummarySchema = z.object({
  engagement_id: z.string(),
  /** When the patient first answered (or the conversation started). */
  at: Timestamp,
  channel: z.enum(CHANNELS),
  /** When the patient answered (at most 10 per engagement). */
  answer_times: z.array(Timestamp),
  replies: z.number(),
  not_understood: z.number(),
  /** Words of the answers' text, summed (communication style). */
  words: z.number(),
  answered: z.number(),
  /** -1 (negative) .. 1 (positive), from the outcome's mood and sentiment; null when neither is known. */
  mood_score: z.nullable(z.number()),
  /** 0..100. */
  engagement_score: z.nullable(z.number()),
});
export type EngagementSummary = z.infer<typeof EngagementSummarySchema>;

export const AdherencePointSchema = z.object({ engagement_id: z.string(), at: Timestamp, value: z.number() });
export type AdherencePoint = z.infer<typeof AdherencePointSchema>;

/** The memory itself, without storage keys: the input and output of `updateMemory`. */
export const PatientMemorySchema = z.object({
  interaction_count: z.number().check(z.int(), z.minimum(0)),
  first_interaction: z.nullable(Timestamp),
  last_interaction: z.nullable(Timestamp),
  preferences: PreferencesSchema,
  longitudinal_trends: TrendsSchema,
  active_barriers: z.array(BarrierSchema),
  /** Internal: never part of a response. */
  history: z.object({
    /** Counted engagements, oldest first (at most 24). */
    engagements: z.array(EngagementSummarySchema),
    /** Adherence values, oldest first (at most 12): the source of the medication_adherence series. */
    adherence: z.array(AdherencePointSchema),
  }),
});
export type PatientMemory = z.infer<typeof PatientMemorySchema>;

export const PatientMemoryItemSchema = z.extend(PatientMemorySchema, {
  pk: z.string(),
  sk: z.literal('MEMORY'),
  entity: z.literal('patient_memory'),
  org_id: z.string(),
  patient_id: z.string(),
  updated_at: Timestamp,
  version: z.number().check(z.int(), z.minimum(1)),
});
export type PatientMemoryItem = z.infer<typeof PatientMemoryItemSchema>;

/** GET /v1/patients/{patient_id}/memory (SPEC "Patient memory"). */
export const PatientMemoryResponseSchema = z.object({
  patient_id: z.string(),
  ...consentField,
  interaction_count: z.number(),
  first_interaction: z.nullable(Timestamp),
  last_interaction: z.nullable(Timestamp),
  preferences: PreferencesSchema,
  longitudinal_trends: TrendsSchema,
  active_barriers: z.array(BarrierSchema),
});
export type PatientMemoryResponse = z.infer<typeof PatientMemoryResponseSchema>;
