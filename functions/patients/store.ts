import { newEvent } from '../core/events/catalog';
import { retryOnConflict } from '../core/storage/optimistic';
import type { PatientProfileBody } from './request-schemas';
import type { Store } from '../core/storage/port';
import { bestContactTime, emptyMemory } from './memory';
import {
  PROFILE_FIELDS,
  type PatientMemoryItem,
  PatientMemoryItemSchema,
  type PatientMemoryResponse,
  PatientMemoryResponseSchema,
  type PatientProfileItem,
  PatientProfileItemSchema,
  type PatientProfileResponse,
  PatientProfileResponseSchema,
} from './schemas';

/**
 * Patients in the stage's table (docs/data-model.md): one partition per patient of an
 * organization, `ORG#<org>#PAT#<patient_id>`, holding the profile (`PROFILE`) and the memory
 * (`MEMORY`). Both are versioned; every write is conditional on the version read.
 */

export const patientPartition = (orgId: string, patientId: string) => `ORG#${orgId}#PAT#${patientId}`;
export const profileKey = (orgId: string, patientId: string) => ({ pk: patientPartition(orgId, patientId), sk: 'PROFILE' });
export const memoryKey = (orgId: string, patientId: string) => ({ pk: patientPartition(orgId, patientId), sk: 'MEMORY' });

export const getPatientProfile = async (store: Store, orgId: string, patientId: string): Promise<PatientProfileItem | undefined> => {
  const item = await store.get(profileKey(orgId, patientId), { consistent: true });
  return item ? PatientProfileItemSchema.parse(item) : undefined;
};

export const getPatientMemory = async (store: Store, orgId: string, patientId: string): Promise<PatientMemoryItem | undefined> => {
  const item = await store.get(memoryKey(orgId, patientId), { consistent: true });
  return item ? PatientMemoryItemSchema.parse(item) : undefined;
};

type ProfileFields = Pick<PatientProfileItem, (typeof PROFILE_FIELDS)[number]>;

/** The body as stored: absent fields null, lists empty, tags without duplicates. */
export const profileFieldsOf = (body: PatientProfileBody): ProfileFields => ({
  first_name: body.first_name ?? null,
  last_name: body.last_name ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  preferred_channel: body.preferred_channel ?? null,
  preferred_language: body.preferred_language ?? null,
  timezone: body.timezone ?? null,
  clinical_data: {
    diagnoses: (body.clinical_data?.diagnoses ?? []).map((d) => ({ code: d.code, description: d.description ?? null })),
    medications: (body.clinical_data?.medications ?? []).map((m) => ({ name: m.name, dose: m.dose ?? null, frequency: m.frequency ?? null })),
  },
  tags: [...new Set(body.tags ?? [])],
  ehr_patient_id: body.ehr_patient_id ?? null,
});

const changedProfileFields = (before: ProfileFields | undefined, after: ProfileFields): string[] =>
  PROFILE_FIELDS.filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]));

export interface PutProfileResult {
  created: boolean;
  profile: PatientProfileItem;
}

const PUT_ATTEMPTS = 5;

/**
 * Creates or replaces a profile, with a `patient.updated` event in the same transaction. A body
 * that changes nothing writes nothing (and sends no event). Concurrent writers are serialized by
 * the version condition; the loser re-reads and applies its body on top.
 */
export const putPatientProfile = async (
  store: Store,
  orgId: string,
  patientId: string,
  body: PatientProfileBody,
  now = new Date(),
): Promise<PutProfileResult> => {
  const fields = profileFieldsOf(body);
  return retryOnConflict(PUT_ATTEMPTS, async () => {
    const existing = await getPatientProfile(store, orgId, patientId);
    const changed = changedProfileFields(existing, fields);
    if (existing && changed.length === 0) return { created: false, profile: existing };
    const timestamp = now.toISOString();
    const profile = PatientProfileItemSchema.parse({
      ...profileKey(orgId, patientId),
      entity: 'patient_profile',
      org_id: orgId,
      patient_id: patientId,
      ...fields,
      created_at: existing?.created_at ?? timestamp,
      updated_at: timestamp,
      version: (existing?.version ?? 0) + 1,
    });
    const event = newEvent({
      orgId,
      type: 'patient.updated',
      data: { patient_id: patientId, change: 'profile', created: !existing, changed },
      now,
    });
    await store.transactWrite([
      { put: profile, condition: existing ? { eq: ['version', existing.version] } : { notExists: 'pk' } },
      { put: event },
    ]);
    return { created: !existing, profile };
  });
};

export const toProfileResponse = (profile: PatientProfileItem): PatientProfileResponse =>
  PatientProfileResponseSchema.parse({
    id: profile.patient_id,
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]])),
    created_at: profile.created_at,
    updated_at: profile.updated_at,
  });

/** A patient careloop knows of (a profile) but has not talked with yet. */
export const emptyMemoryResponse = (patientId: string): PatientMemoryResponse =>
  toMemoryResponse({ ...emptyMemory(), patient_id: patientId } as PatientMemoryItem);

/**
 * The SPEC's memory shape, without the internal history. The best contact time is read in the
 * profile's current zone, so a corrected time zone applies at once.
 */
export const toMemoryResponse = (memory: PatientMemoryItem, timezone?: string | null): PatientMemoryResponse =>
  PatientMemoryResponseSchema.parse({
    patient_id: memory.patient_id,
    interaction_count: memory.interaction_count,
    first_interaction: memory.first_interaction,
    last_interaction: memory.last_interaction,
    preferences: {
      ...memory.preferences,
      best_contact_time: bestContactTime(memory.history.engagements, timezone ?? undefined) ?? memory.preferences.best_contact_time,
    },
    longitudinal_trends: memory.longitudinal_trends,
    active_barriers: memory.active_barriers,
  });
