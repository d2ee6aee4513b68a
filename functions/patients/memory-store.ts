import { newEvent } from '../core/events/catalog';
import type { Store, WriteOperation } from '../core/storage/port';
import type { Channel, ConversationState, Language, Outcome } from '../engine/types';
import { updateMemory } from './memory';
import { type PatientMemory, PatientMemoryItemSchema } from './schemas';
import { getPatientMemory, getPatientProfile, memoryKey } from './store';

/**
 * The writes that fold an ended engagement into its patient's memory, for the engagement
 * orchestrator to commit in the same transaction as the engagement's completion.
 *
 * - Nothing when the patient never replied (`patient_turns` 0), or when this engagement is
 *   already part of the memory (a retried message).
 * - Otherwise the memory item, conditional on the version read (or on its absence): when two
 *   engagements of one patient end at once, one transaction wins and the other fails as a whole,
 *   so its message is retried against the new memory and no update is lost.
 * - And the `patient.*` outbox events of `updateMemory` (at most 9), each carrying `patient_id`
 *   and the engagement (its callback_url receives them, and subscription filters on protocol apply).
 */
/** What the memory takes of the engagement that ended (an engagement item has these fields). */
export interface EndedEngagement {
  id: string;
  org_id: string;
  protocol: string;
  callback_url: string | null;
  patient: { id: string; preferred_channel: Channel; language: Language };
  /** The channel chosen at the first contact. */
  channel?: Channel;
  conversation: unknown;
}

export const patientMemoryWrites = async (store: Store, engagement: EndedEngagement, outcome: Outcome, now: Date): Promise<WriteOperation[]> => {
  const state = engagement.conversation as unknown as ConversationState | null;
  if (!state || !(state.patient_turns > 0)) return [];
  const orgId = engagement.org_id;
  const patientId = engagement.patient.id;
  const [profile, previous] = await Promise.all([getPatientProfile(store, orgId, patientId), getPatientMemory(store, orgId, patientId)]);
  const before: PatientMemory | undefined = previous
    ? { interaction_count: previous.interaction_count, first_interaction: previous.first_interaction, last_interaction: previous.last_interaction, preferences: previous.preferences, longitudinal_trends: previous.longitudinal_trends, active_barriers: previous.active_barriers, history: previous.history }
    : undefined;
  const { memory, events } = updateMemory(before, {
    engagement: { id: engagement.id, channel: engagement.channel ?? engagement.patient.preferred_channel, language: engagement.patient.language },
    outcome,
    state,
    ...(profile?.timezone ? { timezone: profile.timezone } : {}),
    now,
  });
  if (before && memory === before) return [];
  const item = PatientMemoryItemSchema.parse({
    ...memoryKey(orgId, patientId),
    entity: 'patient_memory',
    org_id: orgId,
    patient_id: patientId,
    ...memory,
    updated_at: now.toISOString(),
    version: (previous?.version ?? 0) + 1,
  });
  return [
    { put: item, condition: previous ? { eq: ['version', previous.version] } : { notExists: 'pk' } },
    ...events.map((event) => ({
      put: newEvent({
        orgId,
        type: event.type,
        data: { patient_id: patientId, ...event.data },
        engagementId: engagement.id,
        callbackUrl: engagement.callback_url,
        protocol: engagement.protocol,
        now,
      }),
    })),
  ];
};
