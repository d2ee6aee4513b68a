/**
 * Conversations of the EHR proxy through the local runtime over real HTTP (sandbox stage): each
 * route's success and bad input, a completed conversation of every built-in protocol with its
 * outcome, escalations, failures, custom protocols, scheduling, priority, idempotency, list filters
 * and cursor, and isolation between organizations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DATA_SCHEMAS } from '../../functions/events/schemas';
import { getConversation } from '../../functions/conversations/store';
import { listTurns } from '../../functions/engagements/store';
import { eventsOf } from '../engagements/support';
import { createKey } from '../../functions/auth/key-store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';

let stage: TestStage;
let org: TestOrganization;
let other: TestOrganization;
/** EHR patient ids by the phone they were created with. */
const patients = new Map<string, string>();

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>, who: TestOrganization = org) =>
  request(stage.url, method, path, { key: who.apiKey, orgId: who.id, scheme: 'headers', ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

const createPatient = async (phone: string, who: TestOrganization = org): Promise<string> => {
  const created = await call('POST', '/v1/patients', { first_name: 'Test', last_name: `Number ${phone.slice(-3)}`, date_of_birth: '1960-04-12', phone_numbers: [phone] }, undefined, who);
  expect(created.status, created.text).toBe(201);
  return created.body.data.id as string;
};

const patient = (phone: string) => patients.get(phone) as string;

/** Waits (reading the store, which the rate limit does not meter) until the conversation's status is one of `statuses`; returns its GET. */
const waitFor = async (id: string, statuses: string[] = ['completed', 'failed', 'cancelled']) => {
  await expect.poll(async () => statuses.includes((await getConversation(stage.store, org.id, id))?.status ?? ''), { timeout: 20_000, interval: 50 }).toBe(true);
  const read = await call('GET', `/v1/conversations/${id}`);
  expect(read.status, read.text).toBe(200);
  return read.body.data as Record<string, any>;
};

const converse = async (body: Record<string, unknown>) => {
  const created = await call('POST', '/v1/conversations', body);
  expect(created.status, created.text).toBe(201);
  const conversation = await waitFor(created.body.data.conversation_id);
  const events = await eventsOf(stage, org.id, conversation.id);
  return { created: created.body, conversation, events, types: events.map((event) => event.type) };
};

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  // Enterprise: the tests make a few hundred proxy requests a minute (the standard bucket holds 100).
  org = await stage.onboard({ name: 'Conversation Clinic', tier: 'enterprise' });
  other = await stage.onboard({ name: 'Other Clinic' });
  for (const phone of ['+15005550100', '+15005550101', '+15005550102', '+15005550103', '+15005550104', '+15005550105', '+15005550199']) {
    patients.set(phone, await createPatient(phone));
  }
}, 60_000);
afterAll(() => stage.stop());

describe('POST /v1/conversations', () => {
  it('answers 201 in the proxy envelope and writes conversation.scheduled in the same transaction', async () => {
    const result = await call('POST', '/v1/conversations', { patient_id: patient('+15005550199'), protocol: 'follow_up', channel: 'sms' });
    expect(result.status, result.text).toBe(201);
    expect(result.body).toEqual({
      status: 'ok',
      data: { conversation_id: expect.stringMatching(/^cnv_[0-9a-z]{26}$/), status: 'scheduled', scheduled_at: expect.any(String), patient_id: patient('+15005550199'), protocol: 'follow_up' },
    });
    expect(result.headers.get('x-ratelimit-limit')).toBe('2000');
    const events = await eventsOf(stage, org.id, result.body.data.conversation_id);
    expect(events[0]).toMatchObject({ type: 'conversation.scheduled', priority: 'normal', callback_url: null, protocol: 'follow_up' });
    expect(events[0]?.data).toMatchObject({ conversation_id: result.body.data.conversation_id, channel: 'sms', priority: 'normal', metadata: null });
  });

  const valid = { patient_id: 'set-in-test', protocol: 'intake', channel: 'sms' };
  it.each([
    ['no patient_id', { patient_id: undefined }, 'patient_id'],
    ['an unknown protocol', { protocol: 'medication_adherence' }, 'protocol'],
    ['an unknown channel', { channel: 'whatsapp' }, 'channel'],
    ['an unknown priority', { priority: 'low' }, 'priority'],
    ['scheduled_at that is not a time', { scheduled_at: 'tomorrow' }, 'scheduled_at'],
    ['scheduled_at ten minutes ago', { scheduled_at: new Date(Date.now() - 600_000).toISOString() }, 'scheduled_at'],
    ['scheduled_at two years ahead', { scheduled_at: new Date(Date.now() + 2 * 366 * 86_400_000).toISOString() }, 'scheduled_at'],
    ['custom without custom_protocol_id', { protocol: 'custom' }, 'protocol_config.custom_protocol_id'],
    ['custom naming a protocol that does not exist', { protocol: 'custom', protocol_config: { custom_protocol_id: 'prt_01jn8q4zb5x2k7m3rw9t6y0000' } }, 'protocol_config.custom_protocol_id'],
    ['custom naming a built-in protocol', { protocol: 'custom', protocol_config: { custom_protocol_id: 'intake' } }, 'protocol_config.custom_protocol_id'],
    ['custom_protocol_id without custom', { protocol_config: { custom_protocol_id: 'prt_01jn8q4zb5x2k7m3rw9t6y0000' } }, 'protocol_config.custom_protocol_id'],
    ['an unsupported language', { protocol_config: { language: 'pt' } }, 'protocol_config.language'],
    ['an unknown field', { callback_url: 'https://example.org' }, undefined],
    ['metadata that is not an object', { metadata: 'x' }, 'metadata'],
  ])('refuses %s: 400 INVALID_INPUT', async (_name, change, field) => {
    const result = await call('POST', '/v1/conversations', { ...valid, patient_id: patient('+15005550100'), ...change });
    expect(result.status, result.text).toBe(400);
    expect(result.body).toMatchObject({ status: 'error', error: { code: 'INVALID_INPUT' } });
    if (field) expect(result.body.error.details.field).toBe(field);
  });

  it('answers 404 PATIENT_NOT_FOUND for a patient the EHR does not have, and stores nothing', async () => {
    const result = await call('POST', '/v1/conversations', { ...valid, patient_id: 'pat-does-not-exist' });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ status: 'error', error: { code: 'PATIENT_NOT_FOUND' } });
    const list = await call('GET', '/v1/conversations?patient_id=pat-does-not-exist');
    expect(list.body.data).toEqual([]);
  });

  it("answers 404 PATIENT_NOT_FOUND for another organization's patient", async () => {
    const theirs = await createPatient('+15005550100', other);
    const result = await call('POST', '/v1/conversations', { ...valid, patient_id: theirs });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe('PATIENT_NOT_FOUND');
  });

  it('is 403 FORBIDDEN for a read_only key, which may still read', async () => {
    const readOnly = (await createKey(stage.store, org.id, 'read_only', 'sandbox')).api_key;
    const created = await request(stage.url, 'POST', '/v1/conversations', { key: readOnly, orgId: org.id, scheme: 'headers', body: { ...valid, patient_id: patient('+15005550100') } });
    expect(created.status).toBe(403);
    expect(created.body).toMatchObject({ status: 'error', error: { code: 'FORBIDDEN' } });
    const listed = await request(stage.url, 'GET', '/v1/conversations', { key: readOnly, orgId: org.id, scheme: 'headers' });
    expect(listed.status).toBe(200);
  });

  it('refuses a body that is not JSON (415) and malformed JSON (400)', async () => {
    const text = await request(stage.url, 'POST', '/v1/conversations', { key: org.apiKey, rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.status).toBe('error');
    const broken = await request(stage.url, 'POST', '/v1/conversations', { key: org.apiKey, rawBody: '{"patient_id":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('INVALID_INPUT');
  });

  it('honours Idempotency-Key: the same body replays the first answer, another body is 422', async () => {
    const body = { patient_id: patient('+15005550199'), protocol: 'care_gap', channel: 'sms', metadata: { ref: 'idem' } };
    const headers = { 'idempotency-key': `conv-${Math.random()}` };
    const first = await call('POST', '/v1/conversations', body, headers);
    const again = await call('POST', '/v1/conversations', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const reused = await call('POST', '/v1/conversations', { ...body, protocol: 'intake' }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ status: 'error', error: { code: 'INVALID_INPUT' } });
    const listed = await call('GET', `/v1/conversations?patient_id=${patient('+15005550199')}&protocol=care_gap`);
    expect(listed.body.data.filter((c: { metadata: unknown }) => JSON.stringify(c.metadata) === '{"ref":"idem"}')).toHaveLength(1);
  });
});

describe('every built-in protocol completes in the sandbox', () => {
  const EXPECTED_KEYS: Record<string, string[]> = {
    intake: ['main_concern', 'pain_level', 'current_medications', 'allergies', 'stable_housing', 'transport_to_appointments', 'anything_else'],
    follow_up: ['symptom_severity', 'feeling_better', 'following_plan', 'side_effects', 'questions_for_team'],
    ccm_checkin: ['overall_health', 'taking_medications', 'missed_days', 'stayed_out_of_hospital', 'social_needs', 'monthly_goal'],
    bhi_screen: ['phq9_1', 'phq9_9', 'phq9_difficulty', 'gad7_7', 'phq9', 'gad7'],
    care_gap: ['aware_of_gap', 'already_booked', 'health_bother', 'gap_barriers', 'wants_help_booking'],
  };

  it.each(Object.keys(EXPECTED_KEYS))('%s with +15005550100: completed, outcome with its extracted data, conversation events only', async (protocol) => {
    const { conversation, events, types } = await converse({ patient_id: patient('+15005550100'), protocol, channel: 'sms' });
    expect(conversation.status).toBe('completed');
    expect(conversation).toMatchObject({ protocol, channel: 'sms', priority: 'normal', language: 'en', failure_reason: null, transcript_url: `/v1/conversations/${conversation.id}/transcript` });
    expect(conversation.started_at).toEqual(expect.any(String));
    expect(conversation.duration_seconds).toEqual(expect.any(Number));
    const { outcome } = conversation;
    expect(outcome.escalated).toBe(false);
    expect(outcome.risk_level).toBe('low');
    expect(outcome.goals_total).toBeGreaterThan(0);
    expect(outcome.goals_completed).toBe(outcome.goals_total);
    expect(outcome.quality_score).toBe(1);
    expect(Object.keys(outcome.extracted_data)).toEqual(expect.arrayContaining([...EXPECTED_KEYS[protocol]!, 'findings']));
    expect(outcome.extracted_data.findings).toEqual({ barriers: [], side_effects: [], sdoh_flags: [] });
    for (const key of EXPECTED_KEYS[protocol]!) expect(outcome.extracted_data[key], key).not.toBeNull();
    expect(types).toEqual(['conversation.scheduled', 'conversation.started', 'conversation.completed']);
    for (const event of events) expect(EVENT_DATA_SCHEMAS[event.type].safeParse(event.data).success, event.type).toBe(true);
    expect(events[2]?.data).toMatchObject({ conversation_id: conversation.id, outcome });
  });

  it('bhi_screen scores PHQ-9 and GAD-7 with their bands', async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550100'), protocol: 'bhi_screen', channel: 'voice_outbound' });
    const { phq9, gad7 } = conversation.outcome.extracted_data;
    expect(phq9).toMatchObject({ total: expect.any(Number), items_answered: 9, item9_positive: false });
    expect(gad7).toMatchObject({ total: expect.any(Number), items_answered: 7 });
    const band = (total: number, cuts: Array<[number, string]>) => cuts.find(([low]) => total >= low)?.[1];
    expect(phq9.severity).toBe(band(phq9.total, [[20, 'severe'], [15, 'moderately_severe'], [10, 'moderate'], [5, 'mild'], [0, 'none']]));
    expect(gad7.severity).toBe(band(gad7.total, [[15, 'severe'], [10, 'moderate'], [5, 'mild'], [0, 'none']]));
    expect(conversation.channel).toBe('voice_outbound');
  });

  it('voice_inbound runs the same conversation in the sandbox (the simulated patient calls in)', async () => {
    const { conversation, events } = await converse({ patient_id: patient('+15005550100'), protocol: 'ccm_checkin', channel: 'voice_inbound' });
    expect(conversation.status).toBe('completed');
    expect(conversation.channel).toBe('voice_inbound');
    expect(events.map((event) => event.data.channel)).toEqual(['voice_inbound', 'voice_inbound', 'voice_inbound']);
    const transcript = await call('GET', `/v1/conversations/${conversation.id}/transcript`);
    expect(transcript.body.data.turns[0].channel).toBe('voice');
  });
});

describe('sandbox test numbers behave as for engagements', () => {
  it('+15005550105 uses crisis language: escalated at critical, conversation.escalated ahead of the rest', async () => {
    const { conversation, events, types } = await converse({ patient_id: patient('+15005550105'), protocol: 'follow_up', channel: 'sms' });
    expect(conversation.status).toBe('completed');
    expect(conversation.outcome).toMatchObject({ escalated: true, risk_level: 'critical', requires_human_review: true, escalation: { type: 'safety', severity: 'critical' } });
    expect(types).toContain('conversation.escalated');
    const escalated = events.find((event) => event.type === 'conversation.escalated');
    expect(escalated).toMatchObject({ priority: 'escalation', risk_level: 'critical' });
    expect(escalated?.data).toMatchObject({ conversation_id: conversation.id, escalation_type: 'safety', severity: 'critical', requires_human_review: true, contact_info: { phone: '+15005550105', last_channel: 'sms' } });
    expect(EVENT_DATA_SCHEMAS['conversation.escalated'].safeParse(escalated?.data).success).toBe(true);
    expect(types.some((type) => type.startsWith('engagement.'))).toBe(false);
  });

  it('+15005550102 reports a value above a threshold: clinical risk, severity high', async () => {
    const { conversation, types } = await converse({ patient_id: patient('+15005550102'), protocol: 'ccm_checkin', channel: 'sms' });
    expect(conversation.outcome).toMatchObject({ escalated: true, risk_level: 'high', escalation: { type: 'clinical_risk', severity: 'high' } });
    expect(types).toContain('conversation.escalated');
  });

  it('+15005550101 never answers: conversation.failed after the retries, no outcome', async () => {
    const { conversation, types, events } = await converse({ patient_id: patient('+15005550101'), protocol: 'intake', channel: 'voice_outbound' });
    expect(conversation).toMatchObject({ status: 'failed', failure_reason: 'unreachable', outcome: null, started_at: null, duration_seconds: null });
    expect(types).toEqual(['conversation.scheduled', 'conversation.failed']);
    expect(events[1]?.data).toMatchObject({ reason: 'unreachable', attempts: 3, channel: 'voice_outbound' });
  });

  it('+15005550104 stops halfway: completed with fewer goals completed than planned', async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550104'), protocol: 'intake', channel: 'sms' });
    expect(conversation.status).toBe('completed');
    expect(conversation.outcome.goals_completed).toBeLessThan(conversation.outcome.goals_total);
  });

  it('+15005550103 reports a cost barrier: extracted barriers and tasks', async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550103'), protocol: 'follow_up', channel: 'sms' });
    expect(conversation.outcome.risk_level).toBe('medium');
    expect(conversation.outcome.tasks.length).toBeGreaterThan(0);
    expect(conversation.outcome.extracted_data.findings.barriers).toContain('cost');
    // The EHR's patient has no engagement-interface memory: nothing written, no patient.* event.
    const memory = await request(stage.url, 'GET', `/v1/patients/${patient('+15005550103')}/memory`, { key: org.apiKey });
    expect(memory.status).toBe(404);
    const all = await eventsOf(stage, org.id);
    expect(all.filter((event) => event.type.startsWith('patient.') && (event.data as { engagement_id?: string }).engagement_id === conversation.id)).toEqual([]);
  });
});

describe('custom protocols', () => {
  it("runs one of the organization's protocols, named by protocol_config.custom_protocol_id", async () => {
    const created = await request(stage.url, 'POST', '/v1/protocols', {
      key: org.apiKey,
      body: {
        name: 'Knee surgery check',
        frequency: 'one_time',
        channels: ['sms'],
        questions: [
          { id: 'pain_level', topic: 'pain', prompt: 'How bad is the pain from 0 to 10?', response_type: 'numeric', escalation_threshold: 9 },
          { id: 'walking', topic: 'mobility', prompt: 'Are you walking every day?', response_type: 'boolean' },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { conversation } = await converse({ patient_id: patient('+15005550100'), protocol: 'custom', protocol_config: { custom_protocol_id: created.body.id }, channel: 'sms' });
    expect(conversation).toMatchObject({ status: 'completed', protocol: 'custom', custom_protocol_id: created.body.id });
    expect(conversation.outcome.goals_total).toBe(2);
    expect(conversation.outcome.extracted_data).toMatchObject({ pain_level: expect.any(Number), walking: true });
    const theirs = await request(stage.url, 'POST', '/v1/conversations', {
      key: other.apiKey,
      body: { patient_id: await createPatient('+15005550104', other), protocol: 'custom', protocol_config: { custom_protocol_id: created.body.id } },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.details.field).toBe('protocol_config.custom_protocol_id');
  });
});

describe('scheduling and priority', () => {
  it('a later scheduled_at goes through the scheduler: a one-time schedule named after the conversation', async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    const created = await call('POST', '/v1/conversations', { patient_id: patient('+15005550100'), protocol: 'intake', scheduled_at: at.toISOString(), priority: 'urgent' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    const id = created.body.data.conversation_id;
    await expect.poll(() => stage.scheduler.get(`eng-${id}`), { timeout: 5_000 }).toBeDefined();
    const schedule = await stage.scheduler.get(`eng-${id}`);
    expect(schedule?.expression).toBe(`at(${at.toISOString().slice(0, 19)})`);
    expect(schedule?.targetQueue).toBe('engagement-work');
    expect((await call('GET', `/v1/conversations/${id}`)).body.data).toMatchObject({ status: 'scheduled', priority: 'urgent', started_at: null, outcome: null });
  });

  it('a normal conversation starts later than a high one, and a high one later than an urgent one, created together', async () => {
    const ids: Record<string, string> = {};
    for (const priority of ['normal', 'high', 'urgent']) {
      const created = await call('POST', '/v1/conversations', { patient_id: patient('+15005550199'), protocol: 'follow_up', channel: 'sms', priority });
      ids[priority] = created.body.data.conversation_id;
    }
    const firstContact = async (id: string) => {
      await expect.poll(async () => (await listTurns(stage.store, org.id, id)).length, { timeout: 10_000, interval: 50 }).toBe(1);
      return Date.parse((await listTurns(stage.store, org.id, id))[0]!.at);
    };
    const [normal, high, urgent] = [await firstContact(ids.normal!), await firstContact(ids.high!), await firstContact(ids.urgent!)];
    expect(urgent).toBeLessThan(high);
    expect(high).toBeLessThan(normal);
  });
});

describe('reading conversations', () => {
  it('GET /v1/conversations/{id}/transcript: agent and patient turns with what the engine read', async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550100'), protocol: 'follow_up', channel: 'sms' });
    const transcript = await call('GET', `/v1/conversations/${conversation.id}/transcript`);
    expect(transcript.status).toBe(200);
    expect(transcript.body.status).toBe('ok');
    expect(transcript.body.data.conversation_id).toBe(conversation.id);
    const turns = transcript.body.data.turns;
    expect(turns[0]).toMatchObject({ speaker: 'agent', channel: 'sms', question_id: 'symptom_severity' });
    expect(turns.find((turn: { speaker: string }) => turn.speaker === 'patient')).toMatchObject({ interpreted: { response_type: 'numeric' } });
  });

  it('lists newest first, filters by patient, protocol, status and creation time, and pages with the cursor', async () => {
    const fresh = await createPatient('+15005550100');
    const before = new Date().toISOString();
    const made: string[] = [];
    for (const protocol of ['intake', 'follow_up', 'intake', 'care_gap', 'intake']) {
      const created = await call('POST', '/v1/conversations', { patient_id: fresh, protocol, channel: 'sms' });
      made.push(created.body.data.conversation_id);
    }
    for (const id of made) await waitFor(id);
    const all = await call('GET', `/v1/conversations?patient_id=${fresh}`);
    expect(all.body).toMatchObject({ status: 'ok', count: 5, has_more: false, next_cursor: null });
    expect(all.body.data.map((c: { id: string }) => c.id)).toEqual([...made].reverse());
    const intake = await call('GET', `/v1/conversations?patient_id=${fresh}&protocol=intake`);
    expect(intake.body.data.map((c: { id: string }) => c.id)).toEqual([made[4], made[2], made[0]]);
    expect((await call('GET', `/v1/conversations?patient_id=${fresh}&status=completed`)).body.count).toBe(5);
    expect((await call('GET', `/v1/conversations?patient_id=${fresh}&status=scheduled`)).body.count).toBe(0);
    expect((await call('GET', `/v1/conversations?from=${encodeURIComponent(before)}&protocol=care_gap`)).body.data.map((c: { id: string }) => c.id)).toContain(made[3]);
    expect((await call('GET', `/v1/conversations?patient_id=${fresh}&to=${encodeURIComponent(before)}`)).body.count).toBe(0);
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await call('GET', `/v1/conversations?patient_id=${fresh}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      pages.push(...page.body.data.map((c: { id: string }) => c.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(pages).toEqual([...made].reverse());
    const engagements = await request(stage.url, 'GET', '/v1/engagements?limit=100', { key: org.apiKey });
    expect(engagements.body.data.filter((e: { id: string }) => made.includes(e.id))).toEqual([]);
  });

  it.each([
    ['status=done', 'query.status'],
    ['protocol=medication_adherence', 'query.protocol'],
    ['from=yesterday', 'query.from'],
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
    ['cursor=not-a-cursor', 'cursor'],
    ['colour=blue', undefined],
  ])('GET /v1/conversations?%s is 400 INVALID_INPUT', async (query, field) => {
    const result = await call('GET', `/v1/conversations?${query}`);
    expect(result.status, result.text).toBe(400);
    expect(result.body).toMatchObject({ status: 'error', error: { code: 'INVALID_INPUT' } });
    if (field) expect(result.body.error.details.field).toBe(field);
  });

  it('a conversation id that names nothing is 404 NOT_FOUND, an engagement id too, and an engagement route does not show a conversation', async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550100'), protocol: 'care_gap', channel: 'sms' });
    for (const path of ['/v1/conversations/cnv_01jn8q4zb5x2k7m3rw9t6y0000', '/v1/conversations/cnv_01jn8q4zb5x2k7m3rw9t6y0000/transcript', '/v1/conversations/eng_01jn8q4zb5x2k7m3rw9t6y0000']) {
      const result = await call('GET', path);
      expect(result.status, path).toBe(404);
      expect(result.body).toMatchObject({ status: 'error', error: { code: 'NOT_FOUND' } });
    }
    const asEngagement = await request(stage.url, 'GET', `/v1/engagements/${conversation.id}`, { key: org.apiKey });
    expect(asEngagement.status).toBe(404);
  });

  it("another organization's key gets 404 for the conversation and its transcript, and lists none of them", async () => {
    const { conversation } = await converse({ patient_id: patient('+15005550100'), protocol: 'intake', channel: 'sms' });
    for (const path of [`/v1/conversations/${conversation.id}`, `/v1/conversations/${conversation.id}/transcript`]) {
      const result = await call('GET', path, undefined, undefined, other);
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe('NOT_FOUND');
    }
    const theirs = await call('GET', `/v1/conversations?patient_id=${patient('+15005550100')}`, undefined, undefined, other);
    expect(theirs.body.data).toEqual([]);
  });
});
