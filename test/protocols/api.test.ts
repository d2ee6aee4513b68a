/** GET and POST /v1/protocols over real HTTP: the built-in library, an organization's own protocols, validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard();
});
afterAll(() => stage.stop());

const BUILTIN = ['medication_adherence', 'post_discharge', 'chronic_care_checkin', 'intake', 'follow_up', 'ccm_checkin', 'bhi_screen', 'care_gap'];

const protocol = (overrides: Record<string, unknown> = {}) => ({
  name: 'Knee recovery',
  frequency: 'weekly',
  channels: ['sms'],
  questions: [
    { id: 'pain', topic: 'pain', prompt: { en: 'How is your knee pain from 0 to 10?', it: 'Quanto dolore al ginocchio da 0 a 10?' }, response_type: 'numeric', escalation_threshold: 8 },
    { id: 'exercises', topic: 'rehab', prompt: 'Did you do your exercises?', response_type: 'boolean', follow_up_if_false: 'What stopped you?' },
    { id: 'notes', topic: 'other', prompt: 'Anything else?', response_type: 'text', escalation_keywords: ['fever'] },
  ],
  ...overrides,
});

describe('GET /v1/protocols', () => {
  it('lists the built-in library in all five languages', async () => {
    const result = await request(stage.url, 'GET', '/v1/protocols', { key: org.apiKey });
    expect(result.status).toBe(200);
    const builtin = result.body.data.filter((p: { source: string }) => p.source === 'builtin');
    expect(builtin.map((p: { id: string }) => p.id).sort()).toEqual([...BUILTIN].sort());
    for (const p of builtin) expect(p.languages).toEqual(['en', 'it', 'es', 'de', 'fr']);
    expect(result.body).toMatchObject({ has_more: false, next_cursor: null });
  });
});

describe('POST /v1/protocols', () => {
  it('stores a protocol that only its organization sees and engagements can use', async () => {
    const created = await request(stage.url, 'POST', '/v1/protocols', { key: org.apiKey, body: protocol() });
    expect(created.status, created.text).toBe(201);
    // A plain-string prompt serves every language, so the languages are those of the localized prompt.
    expect(created.body).toMatchObject({ name: 'Knee recovery', source: 'custom', frequency: 'weekly', languages: ['en', 'it'] });
    expect(created.body.id).toMatch(/^prt_[0-9a-z]{26}$/);

    const mine = await request(stage.url, 'GET', '/v1/protocols', { key: org.apiKey });
    expect(mine.body.data.some((p: { id: string }) => p.id === created.body.id)).toBe(true);
    const other = await stage.onboard({ name: 'Other' });
    const theirs = await request(stage.url, 'GET', '/v1/protocols', { key: other.apiKey });
    expect(theirs.body.data.some((p: { id: string }) => p.id === created.body.id)).toBe(false);

    const engagement = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'knee', phone: '+15005550100' }, protocol: created.body.id, trigger_type: 'immediate' },
    });
    expect(engagement.status, engagement.text).toBe(201);
    const foreign = await request(stage.url, 'POST', '/v1/engagements', {
      key: other.apiKey,
      body: { patient: { id: 'knee', phone: '+15005550100' }, protocol: created.body.id, trigger_type: 'immediate' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('unknown_protocol');
  });

  it.each([
    ['no name', { name: undefined }, 'missing_field', 'name'],
    ['no questions', { questions: [] }, 'invalid_field', 'questions'],
    ['duplicate question ids', { questions: [protocol().questions[0], protocol().questions[0]] }, 'invalid_field', 'questions'],
    ['threshold on a text question', { questions: [{ id: 'q', topic: 't', prompt: 'p', response_type: 'text', escalation_threshold: 3 }] }, 'invalid_field', 'questions[0].escalation_threshold'],
    ['follow-up on a numeric question', { questions: [{ id: 'q', topic: 't', prompt: 'p', response_type: 'numeric', follow_up_if_false: 'why?' }] }, 'invalid_field', 'questions[0].follow_up_if_false'],
    ['unknown response type', { questions: [{ id: 'q', topic: 't', prompt: 'p', response_type: 'emoji' }] }, 'invalid_field', 'questions[0].response_type'],
    ['unknown channel', { channels: ['pigeon'] }, 'invalid_field', 'channels[0]'],
    ['unknown frequency', { frequency: 'hourly' }, 'invalid_field', 'frequency'],
    ['bad question id', { questions: [{ id: 'Has Spaces', topic: 't', prompt: 'p', response_type: 'text' }] }, 'invalid_field', 'questions[0].id'],
  ])('%s → 400 %s on %s', async (_name, overrides, code, field) => {
    const body = protocol(overrides);
    if ('name' in overrides && overrides.name === undefined) delete (body as Record<string, unknown>).name;
    const result = await request(stage.url, 'POST', '/v1/protocols', { key: org.apiKey, body });
    expect(result.status, result.text).toBe(400);
    expect(result.body.error).toMatchObject({ code, details: { field } });
  });

  it('read_only keys may list but not create', async () => {
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'sandbox');
    expect((await request(stage.url, 'GET', '/v1/protocols', { key: readOnly.api_key })).status).toBe(200);
    const refused = await request(stage.url, 'POST', '/v1/protocols', { key: readOnly.api_key, body: protocol() });
    expect(refused.status).toBe(403);
  });
});
