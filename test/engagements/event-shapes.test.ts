/**
 * Every event the service writes has the shape of its schema (functions/events/schemas.ts),
 * checked on real flows through the local sandbox: every sandbox test number on every built-in
 * protocol, a scheduled and an event-triggered engagement, an interactive one, a cancellation
 * with and without a partial outcome, a batch, a patient profile, a late crisis, adherence that
 * drops, system.health, and conversations of the EHR proxy. The GET outcome of every ended engagement passes OutcomeSchema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventItem } from '../../functions/core/events/catalog';
import { EVENT_TYPES } from '../../functions/core/events/catalog';
import { EVENT_DATA_SCHEMAS, OutcomeSchema } from '../../functions/events/schemas';
import { builtinProtocols } from '../../functions/protocols/library';
import { emitHealthEvents } from '../../functions/webhooks/health';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { eventsOf, waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' } });
  org = await stage.onboard({ name: 'Event Shapes Clinic' });
});
afterAll(() => stage.stop());

const PHONES = ['+15005550100', '+15005550101', '+15005550102', '+15005550103', '+15005550104', '+15005550105', '+15005550177'];
const ENDED = ['completed', 'failed', 'cancelled'];

const create = async (body: Record<string, unknown>) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', { key: org.apiKey, body });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

/** Replies to an interactive engagement until it ends (bounded). */
const converse = async (id: string, replies: string[]) => {
  for (let turn = 0; turn < 40; turn++) {
    const reply = await request(stage.url, 'POST', `/v1/engagements/${id}/replies`, { key: org.apiKey, body: { text: replies[turn % replies.length] } });
    expect(reply.status, reply.text).toBe(200);
    if (reply.body.finished) return;
  }
  throw new Error('the conversation did not end');
};

const problems = (events: EventItem[]) =>
  events.flatMap((event) => {
    const result = EVENT_DATA_SCHEMAS[event.type].safeParse(event.data);
    return result.success ? [] : [{ type: event.type, data: event.data, issues: result.error.issues }];
  });

describe('event data on real flows', () => {
  it('every event of every flow matches its schema, and every event type occurs', async () => {
    const ids: string[] = [];
    // Every sandbox test number on every built-in protocol, in two languages.
    for (const protocol of builtinProtocols) {
      for (const [n, phone] of PHONES.entries()) {
        const language = n % 2 === 0 ? 'en' : 'it';
        ids.push(await create({ patient: { id: `p-${protocol.id}-${n}`, phone, preferred_channel: 'sms', language }, protocol: protocol.id, trigger_type: 'immediate' }));
      }
    }
    // Scheduled, and triggered by an event.
    const scheduled = await create({
      patient: { id: 'p-scheduled', phone: '+15005550100' },
      protocol: 'follow_up',
      trigger_type: 'scheduled',
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    ids.push(
      await create({
        patient: { id: 'p-event', phone: '+15005550100', preferred_channel: 'whatsapp' },
        protocol: 'post_discharge',
        trigger_type: 'event',
        context: { recent_events: [{ type: 'discharge', date: '2026-03-01' }] },
      }),
    );
    // Adherence that drops from 1 to 0.29 for one patient (patient.trend_change), then a late crisis.
    ids.push(await create({ patient: { id: 'p-trend', phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' }));
    await waitForStatus(stage, org, ids.at(-1) as string, ENDED, 30_000);
    const dropping = await create({ patient: { id: 'p-trend', phone: '+15005550199' }, protocol: 'medication_adherence', trigger_type: 'immediate' });
    await converse(dropping, ['no', 'I keep forgetting', '5', 'no', '3', 'yes', 'no']);
    await waitForStatus(stage, org, dropping, ['completed']);
    const late = await request(stage.url, 'POST', `/v1/engagements/${dropping}/replies`, { key: org.apiKey, body: { text: "I don't want to live anymore" } });
    expect(late.body.escalated).toBe(true);
    ids.push(dropping);
    // Cancelled before it started, and halfway (a partial outcome).
    expect((await request(stage.url, 'DELETE', `/v1/engagements/${scheduled}`, { key: org.apiKey })).status).toBe(200);
    const halfway = await create({ patient: { id: 'p-cancel', phone: '+15005550199' }, protocol: 'medication_adherence', trigger_type: 'immediate' });
    expect((await request(stage.url, 'POST', `/v1/engagements/${halfway}/replies`, { key: org.apiKey, body: { text: 'yes' } })).status).toBe(200);
    expect((await request(stage.url, 'DELETE', `/v1/engagements/${halfway}`, { key: org.apiKey })).status).toBe(200);
    // A batch, a patient profile, and system.health.
    const batch = await request(stage.url, 'POST', '/v1/engagements/batch', {
      key: org.apiKey,
      body: { engagements: ['+15005550100', '+15005550101'].map((phone, i) => ({ patient: { id: `p-batch-${i}`, phone }, protocol: 'care_gap', trigger_type: 'immediate' })) },
    });
    expect(batch.status, batch.text).toBe(202);
    expect((await request(stage.url, 'PUT', '/v1/patients/p-profile', { key: org.apiKey, body: { first_name: 'Ada', timezone: 'Europe/Rome' } })).status).toBeLessThan(300);
    const hook = await request(stage.url, 'POST', '/v1/webhooks', {
      key: org.apiKey,
      body: { url: 'http://127.0.0.1:9/hook', events: ['system.health'], secret: 'whsec_test_shapesshapesshapesshapes01' },
    });
    expect(hook.status, hook.text).toBe(201);
    expect(await emitHealthEvents(stage.store, 'sandbox', new Date())).toBeGreaterThanOrEqual(1);

    // Conversations of the EHR proxy, driven by the same worker: completed, failed and escalated.
    const conversations: string[] = [];
    for (const phone of ['+15005550100', '+15005550101', '+15005550105']) {
      const patient = await request(stage.url, 'POST', '/v1/patients', { key: org.apiKey, body: { first_name: 'Eve', last_name: 'Shape', date_of_birth: '1970-01-02', phone_numbers: [phone] } });
      const conversation = await request(stage.url, 'POST', '/v1/conversations', { key: org.apiKey, body: { patient_id: patient.body.data.id, protocol: 'follow_up', channel: 'sms' } });
      expect(conversation.status, conversation.text).toBe(201);
      conversations.push(conversation.body.data.conversation_id);
    }

    for (const id of ids) {
      const engagement = await waitForStatus(stage, org, id, ENDED, 30_000);
      if (engagement.outcome !== null) expect(OutcomeSchema.safeParse(engagement.outcome).error?.issues).toBeUndefined();
    }
    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/engagements/batch/${batch.body.id}`, { key: org.apiKey })).body.status, { timeout: 30_000 })
      .toBe('completed');

    for (const id of conversations) {
      await expect.poll(async () => (await request(stage.url, 'GET', `/v1/conversations/${id}`, { key: org.apiKey })).body.data.status, { timeout: 30_000, interval: 250 }).toMatch(/^(completed|failed)$/);
    }

    const events = await eventsOf(stage, org.id);
    expect(problems(events)).toEqual([]);
    expect([...new Set(events.map((event) => event.type))].sort()).toEqual([...EVENT_TYPES].sort());
    const cancellations = events.filter((event) => event.type === 'engagement.cancelled');
    expect(cancellations.map((event) => event.data.partial_outcome === null).sort()).toEqual([false, true]);
    const moods = events.filter((event) => event.type === 'engagement.completed').map((event) => (event.data as any).clinical_note.structured_data.mood);
    expect(moods).toContain('not_assessed');
  }, 180_000);

  it('the schemas reject what the documented types exclude', () => {
    const completed = EVENT_DATA_SCHEMAS['engagement.completed'];
    const note = { summary: 's', structured_data: { medication_adherence: -1, medication_adherence_assessed: false, barriers: [], side_effects: [], mood: 'not_assessed', sdoh_flags: [] } };
    const data = {
      engagement_id: 'eng_1',
      patient_id: 'p',
      protocol: 'intake',
      channel: 'sms',
      duration_seconds: 3,
      clinical_note: note,
      tasks: [],
      risk_flags: [],
      risk_level: 'low',
      metrics: { engagement_score: 0, completion_rate: 0, interaction_count: 0, sentiment: 'neutral' },
      requires_human_review: false,
      transcript_url: '/v1/engagements/eng_1/transcript',
    };
    expect(completed.safeParse(data).success).toBe(true);
    expect(completed.safeParse({ ...data, test: true }).success).toBe(true);
    const withNote = (structured: Record<string, unknown>) => ({ ...data, clinical_note: { ...note, structured_data: { ...note.structured_data, ...structured } } });
    expect(completed.safeParse(withNote({ mood: null })).success).toBe(false);
    expect(completed.safeParse(withNote({ medication_adherence: null })).success).toBe(false);
    expect(completed.safeParse({ ...data, surprise: 1 }).success).toBe(false);
  });
});
