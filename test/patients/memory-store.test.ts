import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Item, TransactionCanceledError, type WriteOperation } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import type { EngagementItem } from '../../functions/engagements/schemas';
import { newEngagementItem } from '../../functions/engagements/store';
import type { Channel } from '../../functions/engine/types';
import { patientMemoryWrites } from '../../functions/patients/memory-store';
import { getPatientMemory, putPatientProfile, toMemoryResponse } from '../../functions/patients/store';
import { type AnswerSpec, type OutcomeSpec, conversation, outcomeOf } from './fixtures';

/**
 * patientMemoryWrites against a real store: the writes the engagement orchestrator commits with
 * an engagement's completion (versioned memory item plus outbox events).
 */

let store: SqliteStore;
beforeEach(() => {
  store = SqliteStore.open(':memory:');
});
afterEach(() => store.close());

const ORG = 'org_01jtestorganization0000000';
const OTHER_ORG = 'org_01jotherorganization000000';

const endedEngagement = (
  options: { orgId?: string; patientId?: string; channel?: Channel; answers: AnswerSpec[]; patientTurns?: number; callbackUrl?: string },
): EngagementItem => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const engagement = newEngagementItem({
    orgId: options.orgId ?? ORG,
    request: {
      patient: { id: options.patientId ?? 'pat-42', phone: '+15005550100', preferred_channel: options.channel ?? 'voice', language: 'en' },
      protocol: 'medication_adherence',
      trigger_type: 'immediate',
      ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
    },
    protocol: { id: 'medication_adherence', name: 'Medication adherence', frequency: 'one_time', channels: ['voice'], questions: [], source: 'builtin' },
    now,
  });
  return {
    ...engagement,
    status: 'completed',
    conversation: conversation(options.answers, { channel: options.channel, patientTurns: options.patientTurns }) as unknown as EngagementItem['conversation'],
  };
};

// Now (not a fixed date): event items expire 30 days after their timestamp and are then hidden.
const NOW = new Date();
const TODAY_UTC = NOW.toISOString().slice(0, 10);
const morning: AnswerSpec[] = [
  { at: '2026-06-01T13:30:00.000Z', text: 'yes' },
  { at: '2026-06-01T13:31:00.000Z', text: 'the copay is too high', barriers: ['cost'] },
];
const withCost: OutcomeSpec = { adherence: 0.8, barriers: ['cost'] };

const eventsOf = async (orgId: string) => (await store.query({ index: 'gsi1', partition: `ORG#${orgId}#EVTS` })).items;
const putItems = (writes: WriteOperation[]) => writes.flatMap((write) => ('put' in write ? [write.put] : []));

describe('patientMemoryWrites', () => {
  it('returns nothing when the patient never replied', async () => {
    const engagement = endedEngagement({ answers: [], patientTurns: 0 });
    expect(await patientMemoryWrites(store, engagement, outcomeOf(), NOW)).toEqual([]);
  });

  it('creates the memory (only if absent) with its events, each carrying patient_id and the engagement', async () => {
    const engagement = endedEngagement({ answers: morning, callbackUrl: 'https://example.com/hook' });
    const writes = await patientMemoryWrites(store, engagement, outcomeOf(withCost), NOW);
    expect(writes[0]).toMatchObject({ put: { pk: `ORG#${ORG}#PAT#pat-42`, sk: 'MEMORY', version: 1 }, condition: { notExists: 'pk' } });
    expect(writes.length).toBeLessThanOrEqual(10);
    await store.transactWrite(writes);

    const memory = await getPatientMemory(store, ORG, 'pat-42');
    expect(memory).toMatchObject({ interaction_count: 1, org_id: ORG, patient_id: 'pat-42', version: 1 });
    expect(toMemoryResponse(memory as NonNullable<typeof memory>)).toEqual({
      patient_id: 'pat-42',
      interaction_count: 1,
      first_interaction: '2026-06-01T13:30:00.000Z',
      last_interaction: '2026-06-01T13:31:00.000Z',
      preferences: { best_contact_time: 'afternoon (12:00-17:00)', preferred_channel: 'voice', communication_style: 'brief', language_complexity: 'standard' },
      longitudinal_trends: { medication_adherence: [0.8], mood_trend: 'unknown', engagement_quality: 'high' },
      active_barriers: [{ type: 'cost', detail: 'the copay is too high', first_reported: TODAY_UTC }],
    });

    const events = await eventsOf(ORG);
    expect(events.map((event) => event.type).sort()).toEqual(['patient.barrier_detected', 'patient.memory_updated', 'patient.updated']);
    for (const event of events) {
      expect(event).toMatchObject({ entity: 'event', org_id: ORG, engagement_id: engagement.id, callback_url: 'https://example.com/hook', protocol: 'medication_adherence' });
      expect((event.data as Record<string, unknown>).patient_id).toBe('pat-42');
      expect((event.data as Record<string, unknown>).engagement_id).toBe(engagement.id);
    }
  });

  it("reads the profile's time zone", async () => {
    await putPatientProfile(store, ORG, 'pat-42', { timezone: 'America/New_York' });
    const writes = await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf(withCost), NOW);
    const memory = putItems(writes)[0] as Item;
    expect((memory.preferences as { best_contact_time: string }).best_contact_time).toBe('morning (08:00-12:00)');
  });

  it('is conditional on the version read: of two engagements ending at once, one commits and the other retries', async () => {
    await store.transactWrite(await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf(withCost), NOW));

    const first = endedEngagement({ answers: [{ at: '2026-06-02T13:30:00.000Z', text: 'yes' }] });
    const second = endedEngagement({ channel: 'sms', answers: [{ at: '2026-06-02T13:40:00.000Z', text: 'fine' }] });
    const firstWrites = await patientMemoryWrites(store, first, outcomeOf({ adherence: 0.5 }), NOW);
    const secondWrites = await patientMemoryWrites(store, second, outcomeOf({ adherence: 0.9 }), NOW);
    expect(firstWrites[0]).toMatchObject({ condition: { eq: ['version', 1] } });

    await store.transactWrite(firstWrites);
    const lost = await store.transactWrite(secondWrites).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(TransactionCanceledError);
    expect((lost as TransactionCanceledError).failedConditions).toEqual([0]);

    // The retried message computes again from the memory that won.
    await store.transactWrite(await patientMemoryWrites(store, second, outcomeOf({ adherence: 0.9 }), NOW));
    const memory = await getPatientMemory(store, ORG, 'pat-42');
    expect(memory?.interaction_count).toBe(3);
    expect(memory?.version).toBe(3);
    expect(memory?.longitudinal_trends.medication_adherence).toEqual([0.8, 0.5, 0.9]);
  });

  it('two first engagements of a new patient cannot both create the memory', async () => {
    const a = await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf(withCost), NOW);
    const b = await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf(withCost), NOW);
    await store.transactWrite(a);
    await expect(store.transactWrite(b)).rejects.toBeInstanceOf(TransactionCanceledError);
  });

  it('an engagement already in the memory gives no writes (a retried message after its commit)', async () => {
    const engagement = endedEngagement({ answers: morning });
    await store.transactWrite(await patientMemoryWrites(store, engagement, outcomeOf(withCost), NOW));
    expect(await patientMemoryWrites(store, engagement, outcomeOf(withCost), NOW)).toEqual([]);
  });

  it('keeps the transaction small even with many new barriers and both trend changes', async () => {
    await store.transactWrite(
      await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf({ adherence: 1, mood: 'good', sentiment: 'positive' }), NOW),
    );
    await store.transactWrite(
      await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf({ adherence: 1, mood: 'good', sentiment: 'positive' }), NOW),
    );
    const barriers = ['cost', 'access', 'forgetting', 'side_effects', 'confusion', 'supply', 'transport'];
    const writes = await patientMemoryWrites(
      store,
      endedEngagement({ answers: morning }),
      outcomeOf({ adherence: 0.2, barriers, mood: 'low', sentiment: 'negative' }),
      NOW,
    );
    expect(putItems(writes).filter((item) => item.type === 'patient.trend_change')).toHaveLength(2);
    expect(writes.length).toBeLessThanOrEqual(10);
    await store.transactWrite(writes);
    expect((await getPatientMemory(store, ORG, 'pat-42'))?.active_barriers).toHaveLength(7);
  });

  it("stays inside the engagement's organization", async () => {
    await store.transactWrite(await patientMemoryWrites(store, endedEngagement({ answers: morning }), outcomeOf(withCost), NOW));
    expect(await getPatientMemory(store, OTHER_ORG, 'pat-42')).toBeUndefined();
    expect(await eventsOf(OTHER_ORG)).toEqual([]);
    const other = await patientMemoryWrites(store, endedEngagement({ orgId: OTHER_ORG, answers: morning }), outcomeOf(withCost), NOW);
    expect(other[0]).toMatchObject({ put: { pk: `ORG#${OTHER_ORG}#PAT#pat-42` }, condition: { notExists: 'pk' } });
  });
});
