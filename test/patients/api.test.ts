import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { newEngagementItem, creationWrites, transitionWrites } from '../../functions/engagements/store';
import type { EngagementItem } from '../../functions/engagements/schemas';
import type { Item } from '../../functions/core/storage/port';
import { patientMemoryWrites } from '../../functions/patients/memory-store';
import { routes } from '../../functions/routes';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { conversation, outcomeOf } from './fixtures';

const NOT_OPTED_OUT = { sms: 'opted_in', whatsapp: 'opted_in', voice: 'opted_in', updated_at: null };

/**
 * The patient routes of the engagement interface over real HTTP (sandbox stage): profile PUT/GET,
 * memory, a patient's engagements, validation, scopes, organization isolation, and the outbox.
 * The stage serves the patient routes only, so this file does not depend on the rest of the API.
 */

// The logger reads LOG_LEVEL when first imported, before startTestStage sets it.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

let stage: TestStage;
let orgA: TestOrganization;
let orgB: TestOrganization;
let readOnly: string;
let engagementsOnly: string;

beforeAll(async () => {
  stage = await startTestStage('sandbox', {
    routes: [routes.putPatient, routes.getPatient, routes.getPatientMemory, routes.listPatientEngagements],
    env: { KEY_CACHE_TTL_SECONDS: '0' },
  });
  orgA = await stage.onboard({ name: 'Clinic A' });
  orgB = await stage.onboard({ name: 'Clinic B' });
  readOnly = (await createKey(stage.store, orgA.id, 'read_only', 'sandbox')).api_key;
  engagementsOnly = (await createKey(stage.store, orgA.id, 'engagements_only', 'sandbox')).api_key;
});
afterAll(() => stage.stop());

const call = (method: string, path: string, options: { key?: string; body?: unknown } = {}) =>
  request(stage.url, method, path, { key: options.key ?? orgA.apiKey, ...(options.body !== undefined ? { body: options.body } : {}) });

const expectError = (result: { status: number; body: any; text: string }, status: number, code: string, field?: string) => {
  expect(result.status, result.text).toBe(status);
  expect(result.body).toEqual({ error: { code, message: expect.any(String), status, details: expect.any(Object) } });
  if (field !== undefined) expect(result.body.error.details.field).toBe(field);
};

const events = async (orgId: string): Promise<Item[]> => {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await stage.store.query({ index: 'gsi1', partition: `ORG#${orgId}#EVTS`, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
};
const patientEvents = async (orgId: string, patientId: string) =>
  (await events(orgId)).filter((event) => (event.data as { patient_id?: string }).patient_id === patientId);

const fullProfile = {
  first_name: 'Maria',
  last_name: 'Rossi',
  phone: '+393471234567',
  email: 'maria.rossi@example.com',
  preferred_channel: 'sms',
  preferred_language: 'it',
  timezone: 'Europe/Rome',
  clinical_data: {
    diagnoses: [{ code: 'I10', description: 'Essential hypertension' }],
    medications: [{ name: 'Amlodipine', dose: '5 mg', frequency: 'once daily' }],
  },
  tags: ['hypertension', 'ccm'],
  ehr_patient_id: 'Patient/8f2c1',
};

describe('PUT and GET /v1/patients/{patient_id}', () => {
  it('creates (201), then replaces (200) the profile; GET returns it', async () => {
    const created = await call('PUT', '/v1/patients/pat-001', { body: fullProfile });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: 'pat-001', ...fullProfile, created_at: expect.any(String), updated_at: created.body.created_at });
    expect(created.headers.get('x-ratelimit-limit')).toBe('200');

    const got = await call('GET', '/v1/patients/pat-001');
    expect(got.status, got.text).toBe(200);
    // GET also shows whether the number may be contacted (docs/channels.md); PUT does not.
    expect(got.body).toEqual({ ...created.body, consent: NOT_OPTED_OUT });
    expect(got.headers.get('x-ratelimit-limit')).toBe('500');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await call('PUT', '/v1/patients/pat-001', { body: { ...fullProfile, preferred_channel: 'voice' } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.preferred_channel).toBe('voice');
    expect(updated.body.created_at).toBe(created.body.created_at);
    expect(updated.body.updated_at > created.body.updated_at).toBe(true);
  });

  it('replaces the whole profile: fields left out are cleared', async () => {
    await call('PUT', '/v1/patients/pat-002', { body: fullProfile });
    const replaced = await call('PUT', '/v1/patients/pat-002', { body: { first_name: 'Maria' } });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toEqual({
      id: 'pat-002',
      first_name: 'Maria',
      last_name: null,
      phone: null,
      email: null,
      preferred_channel: null,
      preferred_language: null,
      timezone: null,
      clinical_data: { diagnoses: [], medications: [] },
      tags: [],
      ehr_patient_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await call('GET', '/v1/patients/pat-002')).body).toEqual({ ...replaced.body, consent: NOT_OPTED_OUT });
  });

  it('accepts an empty profile, and ids with every allowed character', async () => {
    const id = 'A.z_0:9@x-Y';
    const created = await call('PUT', `/v1/patients/${encodeURIComponent(id)}`, { body: {} });
    expect(created.status, created.text).toBe(201);
    expect(created.body.id).toBe(id);
    expect((await call('GET', `/v1/patients/${id}`)).body.id).toBe(id);
    const longest = 'p'.repeat(128);
    expect((await call('PUT', `/v1/patients/${longest}`, { body: {} })).status).toBe(201);
  });

  it('GET of an unknown patient is 404 not_found', async () => {
    expectError(await call('GET', '/v1/patients/nobody'), 404, 'not_found');
  });

  it('concurrent first PUTs of one id: exactly one 201, the others 200', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => call('PUT', '/v1/patients/pat-race', { body: { first_name: `Name${index}` } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const final = await call('GET', '/v1/patients/pat-race');
    expect(results.map((result) => result.body.first_name)).toContain(final.body.first_name);
  });
});

describe('validation', () => {
  it('a phone that is not E.164 is 400 invalid_patient_phone on field phone', async () => {
    for (const phone of ['3471234567', '+1', '+39 347 123 4567', '+00123456789']) {
      const result = await call('PUT', '/v1/patients/pat-v', { body: { phone } });
      expectError(result, 400, 'invalid_patient_phone', 'phone');
      expect(result.body.error.details.provided).toBe(phone);
    }
  });

  it('a time zone that is not an IANA zone name is 400 invalid_field on field timezone', async () => {
    for (const timezone of ['Mars/Olympus_Mons', '+01:00', 'GMT+1 ', 'Europe/Rome; drop', '']) {
      expectError(await call('PUT', '/v1/patients/pat-v', { body: { timezone } }), 400, 'invalid_field', 'timezone');
    }
    for (const timezone of ['UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT-3', 'Asia/Kolkata']) {
      const result = await call('PUT', `/v1/patients/pat-tz`, { body: { timezone } });
      expect(result.status, `${timezone}: ${result.text}`).toBeLessThan(300);
    }
  });

  it('names every other bad field', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'not-an-email' }, 'invalid_field', 'email'],
      [{ preferred_channel: 'fax' }, 'invalid_field', 'preferred_channel'],
      [{ preferred_language: 'pt' }, 'invalid_field', 'preferred_language'],
      [{ first_name: '' }, 'invalid_field', 'first_name'],
      [{ first_name: 'x'.repeat(101) }, 'invalid_field', 'first_name'],
      [{ tags: ['ok', 42] }, 'invalid_field', 'tags[1]'],
      [{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'invalid_field', 'tags'],
      [{ clinical_data: { diagnoses: [{ description: 'no code' }] } }, 'missing_field', 'clinical_data.diagnoses[0].code'],
      [{ clinical_data: { medications: [{ name: 'A', route: 'oral' }] } }, 'invalid_field', 'clinical_data.medications[0].route'],
      [{ ehr_patient_id: 'has space' }, 'invalid_field', 'ehr_patient_id'],
      [{ date_of_birth: '1950-01-01' }, 'invalid_field', 'date_of_birth'],
    ];
    for (const [body, code, field] of cases) expectError(await call('PUT', '/v1/patients/pat-v', { body }), 400, code, field);
    expect((await call('GET', '/v1/patients/pat-v')).status).toBe(404);
  });

  it('a body that is not a JSON object is refused', async () => {
    expectError(await request(stage.url, 'PUT', '/v1/patients/pat-v', { key: orgA.apiKey }), 400, 'invalid_request');
    expectError(await call('PUT', '/v1/patients/pat-v', { body: ['a'] }), 400, 'invalid_field');
  });

  it('PUT refuses an id it cannot store with 400 invalid_field on patient_id, saying in words what an id may be; the GETs answer 404', async () => {
    for (const id of ['a%20b', 'a%2Fb', '...', 'p'.repeat(129), 'caf%C3%A9']) {
      const result = await call('PUT', `/v1/patients/${id}`, { body: {} });
      expectError(result, 400, 'invalid_field', 'patient_id');
      expect(result.body.error.details.expected).not.toMatch(/regex/);
      // Ids are opaque to a lookup (decision 50): such a patient simply does not exist.
      for (const path of [`/v1/patients/${id}`, `/v1/patients/${id}/memory`, `/v1/patients/${id}/engagements`]) {
        expectError(await call('GET', path), 404, 'not_found');
      }
    }
    expect((await call('PUT', '/v1/patients/p%20q', { body: {} })).body.error.details.expected).toBe('1 to 128 characters, each a letter, a digit or one of . _ : @ -');
    expect((await call('PUT', '/v1/patients/...', { body: {} })).body.error.details.expected).toBe('an id that is not made only of dots');
  });

  it('the reserved ids exists and record are proxy paths: 404 NOT_FOUND in the proxy envelope', async () => {
    for (const [method, path] of [
      ['PUT', '/v1/patients/record'],
      ['PUT', '/v1/patients/exists'],
      ['GET', '/v1/patients/record/memory'],
      ['GET', '/v1/patients/exists/engagements'],
    ] as const) {
      const result = await call(method, path, method === 'PUT' ? { body: {} } : {});
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(result.body).toMatchObject({ status: 'error', error: { code: 'NOT_FOUND' } });
      // Counted like any unknown route (per client address), with the headers every answer carries.
      expect(result.headers.get('x-ratelimit-limit')).toBe('120');
    }
  });
});

describe('scopes and organizations', () => {
  beforeAll(async () => {
    await call('PUT', '/v1/patients/pat-scoped', { body: { first_name: 'Ada', timezone: 'Europe/London' } });
  });

  it('read_only may read profile, memory and engagements, but not PUT', async () => {
    expect((await call('GET', '/v1/patients/pat-scoped', { key: readOnly })).status).toBe(200);
    expect((await call('GET', '/v1/patients/pat-scoped/memory', { key: readOnly })).status).toBe(200);
    expect((await call('GET', '/v1/patients/pat-scoped/engagements', { key: readOnly })).status).toBe(200);
    expectError(await call('PUT', '/v1/patients/pat-scoped', { key: readOnly, body: { first_name: 'Eve' } }), 403, 'insufficient_permissions');
    expect((await call('GET', '/v1/patients/pat-scoped')).body.first_name).toBe('Ada');
  });

  it('engagements_only may not read or write profiles or memory, but may list the engagements', async () => {
    expectError(await call('GET', '/v1/patients/pat-scoped', { key: engagementsOnly }), 403, 'insufficient_permissions');
    expectError(await call('GET', '/v1/patients/pat-scoped/memory', { key: engagementsOnly }), 403, 'insufficient_permissions');
    expectError(await call('PUT', '/v1/patients/pat-scoped', { key: engagementsOnly, body: {} }), 403, 'insufficient_permissions');
    expect((await call('GET', '/v1/patients/pat-scoped/engagements', { key: engagementsOnly })).status).toBe(200);
  });

  it("another organization cannot see the patient (404), and its own patient of the same id is separate", async () => {
    expectError(await call('GET', '/v1/patients/pat-scoped', { key: orgB.apiKey }), 404, 'not_found');
    expectError(await call('GET', '/v1/patients/pat-scoped/memory', { key: orgB.apiKey }), 404, 'not_found');
    const own = await call('PUT', '/v1/patients/pat-scoped', { key: orgB.apiKey, body: { first_name: 'Bob' } });
    expect(own.status, own.text).toBe(201);
    expect((await call('GET', '/v1/patients/pat-scoped', { key: orgB.apiKey })).body.first_name).toBe('Bob');
    expect((await call('GET', '/v1/patients/pat-scoped')).body.first_name).toBe('Ada');
  });

  it('without a key: 401', async () => {
    const result = await request(stage.url, 'GET', '/v1/patients/pat-scoped');
    expectError(result, 401, 'authentication_failed');
  });
});

describe('outbox', () => {
  it('a PUT writes patient.updated (field names, no values) in its transaction; a PUT that changes nothing writes none', async () => {
    const created = await call('PUT', '/v1/patients/pat-evt', { body: { first_name: 'Lea', phone: '+14155550123' } });
    expect(created.status).toBe(201);
    let found = await patientEvents(orgA.id, 'pat-evt');
    expect(found).toHaveLength(1);
    const [event] = found as [Item];
    expect(event.pk).toMatch(new RegExp(`^ORG#${orgA.id}#EVT#evt_`));
    expect(event).toMatchObject({ sk: 'EVENT', entity: 'event', gsi1pk: `ORG#${orgA.id}#EVTS`, type: 'patient.updated', org_id: orgA.id });
    expect(event.data).toEqual({ patient_id: 'pat-evt', change: 'profile', created: true, changed: expect.arrayContaining(['first_name', 'phone']) });
    expect(JSON.stringify(event)).not.toContain('+14155550123');
    expect(JSON.stringify(event)).not.toContain('Lea');

    const same = await call('PUT', '/v1/patients/pat-evt', { body: { first_name: 'Lea', phone: '+14155550123' } });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(created.body.updated_at);
    expect(await patientEvents(orgA.id, 'pat-evt')).toHaveLength(1);

    await call('PUT', '/v1/patients/pat-evt', { body: { first_name: 'Lea' } });
    found = await patientEvents(orgA.id, 'pat-evt');
    expect(found).toHaveLength(2);
    expect(found.map((item) => item.data)).toContainEqual({ patient_id: 'pat-evt', change: 'profile', created: false, changed: ['phone'] });
    expect(await patientEvents(orgB.id, 'pat-evt')).toEqual([]);
  });

  it('refused requests write no event', async () => {
    const before = (await events(orgA.id)).length;
    await call('PUT', '/v1/patients/pat-evt2', { body: { phone: 'nope' } });
    await call('PUT', '/v1/patients/pat-evt2', { key: readOnly, body: {} });
    expect((await events(orgA.id)).length).toBe(before);
  });
});

// -----------------------------------------------------------------------------------------------
// Engagements written straight to the store (the engine and its HTTP flow are tested elsewhere).

const engagementFor = (orgId: string, patientId: string, createdAt: string, channel: 'voice' | 'sms' = 'voice'): EngagementItem =>
  newEngagementItem({
    orgId,
    request: {
      patient: { id: patientId, phone: '+15005550100', preferred_channel: channel, language: 'en' },
      protocol: 'medication_adherence',
      trigger_type: 'immediate',
    },
    protocol: { id: 'medication_adherence', name: 'Medication adherence', frequency: 'one_time', channels: ['voice'], questions: [], source: 'builtin' },
    now: new Date(createdAt),
  });

/** Stores an engagement, then completes it with a hand-made conversation and outcome, as the orchestrator does. */
const completeEngagement = async (engagement: EngagementItem, answeredAt: string, outcome = outcomeOf({ adherence: 0.9, barriers: ['cost'] })) => {
  const now = new Date();
  await stage.store.transactWrite(creationWrites(engagement, now));
  const state = conversation([
    { at: answeredAt, text: 'yes' },
    { at: new Date(Date.parse(answeredAt) + 60_000).toISOString(), text: 'the copay is too high', barriers: ['cost'] },
  ]);
  const changes = { status: 'completed' as const, completed_at: now.toISOString(), conversation: state as unknown as EngagementItem['conversation'], outcome };
  const after = { ...engagement, ...changes };
  await stage.store.transactWrite(transitionWrites(engagement, changes, now, await patientMemoryWrites(stage.store, after, outcome, now)));
};

describe('GET /v1/patients/{patient_id}/memory', () => {
  it('404 not_found for a patient with neither profile nor memory', async () => {
    expectError(await call('GET', '/v1/patients/ghost/memory'), 404, 'not_found');
  });

  it('a profile without engagements has an empty memory', async () => {
    await call('PUT', '/v1/patients/pat-new', { body: { first_name: 'New' } });
    const result = await call('GET', '/v1/patients/pat-new/memory');
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({
      patient_id: 'pat-new',
      interaction_count: 0,
      first_interaction: null,
      last_interaction: null,
      preferences: { best_contact_time: null, preferred_channel: null, communication_style: null, language_complexity: null },
      longitudinal_trends: { medication_adherence: [], mood_trend: 'unknown', engagement_quality: 'unknown' },
      active_barriers: [],
      consent: NOT_OPTED_OUT,
    });
  });

  it("shows what engagements taught, read in the profile's current time zone", async () => {
    await call('PUT', '/v1/patients/pat-mem', { body: { timezone: 'America/New_York' } });
    await completeEngagement(engagementFor(orgA.id, 'pat-mem', '2026-06-01T13:00:00.000Z'), '2026-06-01T13:30:00.000Z');
    const result = await call('GET', '/v1/patients/pat-mem/memory', { key: readOnly });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({
      patient_id: 'pat-mem',
      interaction_count: 1,
      first_interaction: '2026-06-01T13:30:00.000Z',
      last_interaction: '2026-06-01T13:31:00.000Z',
      preferences: { best_contact_time: 'morning (08:00-12:00)', preferred_channel: 'voice', communication_style: 'brief', language_complexity: 'standard' },
      longitudinal_trends: { medication_adherence: [0.9], mood_trend: 'unknown', engagement_quality: 'high' },
      active_barriers: [{ type: 'cost', detail: 'the copay is too high', first_reported: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
      consent: NOT_OPTED_OUT,
    });
    expect(Object.keys(result.body)).not.toContain('history');
    const types = (await patientEvents(orgA.id, 'pat-mem')).map((event) => String(event.type)).filter((type) => type.startsWith('patient.')).sort();
    expect(types).toEqual(['patient.barrier_detected', 'patient.memory_updated', 'patient.updated', 'patient.updated']);

    // A corrected zone applies at once.
    await call('PUT', '/v1/patients/pat-mem', { body: { timezone: 'Europe/Rome' } });
    expect((await call('GET', '/v1/patients/pat-mem/memory')).body.preferences.best_contact_time).toBe('afternoon (12:00-17:00)');
    expectError(await call('GET', '/v1/patients/pat-mem/memory', { key: orgB.apiKey }), 404, 'not_found');
  });

  it('a patient known only from engagements (no profile) has a memory, read in UTC', async () => {
    await completeEngagement(engagementFor(orgA.id, 'pat-noprofile', '2026-06-02T20:00:00.000Z'), '2026-06-02T20:30:00.000Z');
    const result = await call('GET', '/v1/patients/pat-noprofile/memory');
    expect(result.status, result.text).toBe(200);
    expect(result.body.interaction_count).toBe(1);
    expect(result.body.preferences.best_contact_time).toBe('evening (17:00-21:00)');
    expectError(await call('GET', '/v1/patients/pat-noprofile'), 404, 'not_found');
  });
});

describe('GET /v1/patients/{patient_id}/engagements', () => {
  const created: EngagementItem[] = [];
  beforeAll(async () => {
    for (const [index, day] of ['10', '11', '12'].entries()) {
      const engagement = engagementFor(orgA.id, 'pat-list', `2026-06-${day}T09:00:00.000Z`, index === 1 ? 'sms' : 'voice');
      await stage.store.transactWrite(creationWrites(engagement, new Date()));
      created.push(engagement);
    }
    await stage.store.transactWrite(creationWrites(engagementFor(orgA.id, 'pat-other', '2026-06-11T10:00:00.000Z'), new Date()));
    await stage.store.transactWrite(creationWrites(engagementFor(orgB.id, 'pat-list', '2026-06-11T10:00:00.000Z'), new Date()));
  });

  it("lists the patient's engagements of the caller's organization, newest first", async () => {
    const result = await call('GET', '/v1/patients/pat-list/engagements');
    expect(result.status, result.text).toBe(200);
    expect(result.body.has_more).toBe(false);
    expect(result.body.next_cursor).toBeNull();
    expect(result.body.data.map((engagement: { id: string }) => engagement.id)).toEqual(created.map((engagement) => engagement.id).reverse());
    expect(result.body.data[0]).toMatchObject({
      id: created[2]?.id,
      status: 'scheduled',
      patient_id: 'pat-list',
      protocol: 'medication_adherence',
      channel: 'voice',
      transcript_url: `/v1/engagements/${created[2]?.id}/transcript`,
    });
    const other = await call('GET', '/v1/patients/pat-list/engagements', { key: orgB.apiKey });
    expect(other.body.data).toHaveLength(1);
    expect(other.body.data[0].id).not.toBe(created[0]?.id);
  });

  it('pages with limit and cursor, and filters like the engagement list', async () => {
    const first = await call('GET', '/v1/patients/pat-list/engagements?limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const second = await call('GET', `/v1/patients/pat-list/engagements?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((engagement: { id: string }) => engagement.id)).toEqual([created[0]?.id]);
    expect(second.body.has_more).toBe(false);

    const ranged = await call('GET', '/v1/patients/pat-list/engagements?from=2026-06-11T00:00:00Z&to=2026-06-11T23:59:59Z');
    expect(ranged.body.data.map((engagement: { id: string }) => engagement.id)).toEqual([created[1]?.id]);
    expect((await call('GET', '/v1/patients/pat-list/engagements?status=completed')).body.data).toEqual([]);
  });

  it('a patient the organization does not know is a 404; a known one without matches has an empty list; bad parameters are 400', async () => {
    expectError(await call('GET', '/v1/patients/nobody/engagements'), 404, 'not_found');
    // Another organization's patient of that id is not known either.
    expectError(await call('GET', '/v1/patients/pat-other/engagements', { key: orgB.apiKey }), 404, 'not_found');
    await call('PUT', '/v1/patients/pat-profile-only', { body: {} });
    expect((await call('GET', '/v1/patients/pat-profile-only/engagements')).body).toEqual({ data: [], has_more: false, next_cursor: null });
    expect((await call('GET', '/v1/patients/pat-list/engagements?status=failed')).body).toEqual({ data: [], has_more: false, next_cursor: null });
    expectError(await call('GET', '/v1/patients/pat-list/engagements?limit=101'), 400, 'invalid_field', 'query.limit');
    expectError(await call('GET', '/v1/patients/pat-list/engagements?status=done'), 400, 'invalid_field', 'query.status');
    expectError(await call('GET', '/v1/patients/pat-list/engagements?patient_id=pat-other'), 400, 'invalid_field', 'query.patient_id');
    expectError(await call('GET', '/v1/patients/pat-list/engagements?cursor=garbage'), 400, 'invalid_field', 'cursor');
  });
});
