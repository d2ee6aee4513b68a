/**
 * The engagements API over real HTTP (sandbox stage): create with every validation of DESIGN §6,
 * Idempotency-Key, get, list with filters and cursors, cancel, transcript, batches, and the
 * outbox events each change writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { createKey } from '../../functions/auth/key-store';
import { eventsOf, waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard();
});
afterAll(() => stage.stop());

const valid = (overrides: Record<string, unknown> = {}) => ({
  patient: { id: 'pat-1', phone: '+15005550100', preferred_channel: 'sms', language: 'en' },
  protocol: 'medication_adherence',
  trigger_type: 'immediate',
  ...overrides,
});

const create = (body: unknown, headers: Record<string, string> = {}, key = org.apiKey) =>
  request(stage.url, 'POST', '/v1/engagements', { key, body, headers });

describe('create', () => {
  it('answers 201 with the create response and writes engagement.scheduled', async () => {
    const result = await create(valid());
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ status: 'scheduled', patient_id: 'pat-1', protocol: 'medication_adherence', trigger_type: 'immediate' });
    expect(result.body.id).toMatch(/^eng_[0-9a-z]{26}$/);
    expect(Date.parse(result.body.created_at)).not.toBeNaN();
    const events = await eventsOf(stage, org.id, result.body.id);
    expect(events[0]).toMatchObject({ type: 'engagement.scheduled', engagement_id: result.body.id });
  });

  it.each([
    ['phone not E.164', { patient: { id: 'p', phone: '5550100' } }, 400, 'invalid_patient_phone', 'patient.phone'],
    ['phone with letters', { patient: { id: 'p', phone: '+1500555ABCD' } }, 400, 'invalid_patient_phone', 'patient.phone'],
    ['phone too short', { patient: { id: 'p', phone: '+12345' } }, 400, 'invalid_patient_phone', 'patient.phone'],
    ['missing phone', { patient: { id: 'p' } }, 400, 'missing_field', 'patient.phone'],
    ['missing patient', { patient: undefined }, 400, 'missing_field', 'patient'],
    ['unsupported language', { patient: { id: 'p', phone: '+15005550100', language: 'pt' } }, 400, 'invalid_field', 'patient.language'],
    ['unsupported channel', { patient: { id: 'p', phone: '+15005550100', preferred_channel: 'fax' } }, 400, 'invalid_field', 'patient.preferred_channel'],
    ['reserved patient id', { patient: { id: 'exists', phone: '+15005550100' } }, 400, 'invalid_field', 'patient.id'],
    ['patient id made only of dots (no URL can address it)', { patient: { id: '..', phone: '+15005550100' } }, 400, 'invalid_field', 'patient.id'],
    ['bad trigger type', { trigger_type: 'later' }, 400, 'invalid_field', 'trigger_type'],
    ['scheduled without scheduled_at', { trigger_type: 'scheduled' }, 400, 'missing_field', 'scheduled_at'],
    ['scheduled_at not ISO', { trigger_type: 'scheduled', scheduled_at: 'tomorrow' }, 400, 'invalid_field', 'scheduled_at'],
    ['scheduled_at 10 minutes ago', { trigger_type: 'scheduled', scheduled_at: new Date(Date.now() - 600_000).toISOString() }, 400, 'invalid_field', 'scheduled_at'],
    ['unknown protocol', { protocol: 'astrology' }, 400, 'unknown_protocol', 'protocol'],
    ['custom without definition', { protocol: 'custom' }, 400, 'missing_field', 'protocol_definition'],
    ['custom with an invalid definition', { protocol: 'custom', protocol_definition: { questions: [] } }, 400, 'invalid_field', 'protocol_definition.questions'],
    ['definition without custom', { protocol_definition: { questions: [{ id: 'q', topic: 't', prompt: 'p', response_type: 'text' }] } }, 400, 'invalid_field', 'protocol_definition'],
    ['callback_url not a URL', { callback_url: 'not a url' }, 400, 'invalid_field', 'callback_url'],
    ['unknown field', { surprise: true }, 400, 'invalid_field', 'surprise'],
  ])('%s → %i %s naming %s', async (_name, overrides, status, code, field) => {
    const body = valid(overrides as Record<string, unknown>);
    if ((overrides as Record<string, unknown>).patient === undefined && 'patient' in (overrides as object)) delete (body as Record<string, unknown>).patient;
    const result = await create(body);
    expect(result.status, result.text).toBe(status);
    expect(result.body.error.code).toBe(code);
    expect(result.body.error.status).toBe(status);
    expect(result.body.error.details.field).toBe(field);
  });

  it('accepts scheduled_at up to five minutes in the past', async () => {
    const result = await create(valid({ trigger_type: 'scheduled', scheduled_at: new Date(Date.now() - 120_000).toISOString() }));
    expect(result.status, result.text).toBe(201);
  });

  it('accepts a custom protocol with an inline definition', async () => {
    const result = await create(
      valid({
        protocol: 'custom',
        protocol_definition: { questions: [{ id: 'pain', topic: 'pain', prompt: 'How is your pain from 0 to 10?', response_type: 'numeric', escalation_threshold: 8 }] },
      }),
    );
    expect(result.status, result.text).toBe(201);
    expect(result.body.protocol).toBe('custom');
  });

  it('malformed JSON and a wrong content type get their codes', async () => {
    const malformed = await request(stage.url, 'POST', '/v1/engagements', { key: org.apiKey, rawBody: '{"patient":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_request');
    const text = await request(stage.url, 'POST', '/v1/engagements', { key: org.apiKey, rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and body', async () => {
    const headers = { 'idempotency-key': `k-${Date.now()}` };
    const first = await create(valid({ patient: { id: 'idem', phone: '+15005550100' } }), headers);
    const second = await create(valid({ patient: { id: 'idem', phone: '+15005550100' } }), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another body with 422', async () => {
    const headers = { 'idempotency-key': `k2-${Date.now()}` };
    expect((await create(valid({ patient: { id: 'a', phone: '+15005550100' } }), headers)).status).toBe(201);
    const reused = await create(valid({ patient: { id: 'b', phone: '+15005550100' } }), headers);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('scopes keys by organization', async () => {
    const other = await stage.onboard({ name: 'Other' });
    const headers = { 'idempotency-key': `shared-${Date.now()}` };
    const mine = await create(valid(), headers);
    const theirs = await create(valid(), headers, other.apiKey);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });
});

describe('get, list, transcript', () => {
  it('gets an engagement, 404 for another organization and for unknown ids', async () => {
    const created = await create(valid());
    const got = await request(stage.url, 'GET', `/v1/engagements/${created.body.id}`, { key: org.apiKey });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: created.body.id, patient_id: 'pat-1', transcript_url: `/v1/engagements/${created.body.id}/transcript` });
    const other = await stage.onboard({ name: 'Nosy' });
    expect((await request(stage.url, 'GET', `/v1/engagements/${created.body.id}`, { key: other.apiKey })).status).toBe(404);
    expect((await request(stage.url, 'GET', '/v1/engagements/eng_00000000000000000000000000', { key: org.apiKey })).status).toBe(404);
    // Ids are opaque (decision 50): an id of any other shape names nothing either.
    for (const id of ['nope', 'eng_doesnotexist', `${created.body.id}x`]) {
      const malformed = await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey });
      expect(malformed.status, id).toBe(404);
      expect(malformed.body.error.code).toBe('not_found');
    }
  });

  it('lists newest first with limit, cursor, filters and from/to', async () => {
    const mine = await stage.onboard({ name: 'Lister' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(valid({ patient: { id: i % 2 ? 'odd' : 'even', phone: '+15005550104' } }), {}, mine.apiKey)).body.id);
    const first = await request(stage.url, 'GET', '/v1/engagements?limit=2', { key: mine.apiKey });
    expect(first.status).toBe(200);
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.has_more).toBe(true);
    const second = await request(stage.url, 'GET', `/v1/engagements?limit=2&cursor=${first.body.next_cursor}`, { key: mine.apiKey });
    expect(second.body.data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    const third = await request(stage.url, 'GET', `/v1/engagements?limit=2&cursor=${second.body.next_cursor}`, { key: mine.apiKey });
    expect(third.body.data.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(third.body).toMatchObject({ has_more: false, next_cursor: null });

    const odd = await request(stage.url, 'GET', '/v1/engagements?patient_id=odd', { key: mine.apiKey });
    expect(odd.body.data.map((e: { id: string }) => e.id)).toEqual([ids[3], ids[1]]);
    const future = await request(stage.url, 'GET', `/v1/engagements?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { key: mine.apiKey });
    expect(future.body.data).toEqual([]);
    const defaults = await request(stage.url, 'GET', '/v1/engagements', { key: mine.apiKey });
    expect(defaults.body.data).toHaveLength(5);
  });

  it('rejects bad list parameters', async () => {
    for (const [query, field] of [
      ['limit=0', 'query.limit'],
      ['limit=101', 'query.limit'],
      ['status=done', 'query.status'],
      ['from=yesterday', 'query.from'],
      ['cursor=garbage', 'cursor'],
      ['colour=blue', 'query.colour'],
    ]) {
      const result = await request(stage.url, 'GET', `/v1/engagements?${query}`, { key: org.apiKey });
      expect(result.status, `${query}: ${result.text}`).toBe(400);
      expect(result.body.error.details.field).toBe(field);
    }
  });

  it('returns the transcript with the engine reading of patient turns', async () => {
    const created = await create(valid());
    const done = await waitForStatus(stage, org, created.body.id, ['completed']);
    const transcript = await request(stage.url, 'GET', `/v1/engagements/${done.id}/transcript`, { key: org.apiKey });
    expect(transcript.status).toBe(200);
    expect(transcript.body.engagement_id).toBe(done.id);
    const patientTurns = transcript.body.turns.filter((t: { speaker: string }) => t.speaker === 'patient');
    expect(patientTurns.length).toBeGreaterThan(0);
    for (const turn of patientTurns) {
      expect(turn.interpreted).toHaveProperty('response_type');
      expect(turn.interpreted).toHaveProperty('escalation');
      expect(turn.channel).toBe('sms');
    }
    expect(transcript.body.turns[0].speaker).toBe('agent');
  });
});

describe('cancel', () => {
  it('cancels a scheduled engagement and answers 409 afterwards', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await create(valid({ trigger_type: 'scheduled', scheduled_at: later }));
    await expect.poll(() => stage.scheduler.get(`eng-${created.body.id}`), { timeout: 5_000 }).toBeDefined();
    const cancelled = await request(stage.url, 'DELETE', `/v1/engagements/${created.body.id}`, { key: org.apiKey });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await request(stage.url, 'DELETE', `/v1/engagements/${created.body.id}`, { key: org.apiKey });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('engagement_not_cancellable');
    const events = (await eventsOf(stage, org.id, created.body.id)).map((e) => e.type);
    expect(events).toEqual(['engagement.scheduled', 'engagement.cancelled']);
    expect(await stage.scheduler.get(`eng-${created.body.id}`)).toBeUndefined();
  });

  it('a read_only key may not cancel; an engagements_only key may create but not cancel', async () => {
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'sandbox');
    const engagementsOnly = await createKey(stage.store, org.id, 'engagements_only', 'sandbox');
    const created = await create(valid(), {}, engagementsOnly.api_key);
    expect(created.status).toBe(201);
    expect((await request(stage.url, 'DELETE', `/v1/engagements/${created.body.id}`, { key: readOnly.api_key })).status).toBe(403);
    expect((await request(stage.url, 'DELETE', `/v1/engagements/${created.body.id}`, { key: engagementsOnly.api_key })).status).toBe(403);
    expect((await create(valid(), {}, readOnly.api_key)).status).toBe(403);
  });
});

describe('scheduled engagements', () => {
  it('get a one-time schedule named after the engagement', async () => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    const created = await create(valid({ trigger_type: 'scheduled', scheduled_at: at.toISOString() }));
    await expect.poll(() => stage.scheduler.get(`eng-${created.body.id}`), { timeout: 5_000 }).toBeDefined();
    const schedule = await stage.scheduler.get(`eng-${created.body.id}`);
    expect(schedule?.expression).toBe(`at(${at.toISOString().slice(0, 19)})`);
    expect(schedule?.targetQueue).toBe('engagement-work');
    expect(schedule?.payload).toEqual({ type: 'start', org_id: org.id, engagement_id: created.body.id });
  });
});

describe('batches', () => {
  it('creates a batch, counts its engagements and fires batch.completed once', async () => {
    const mine = await stage.onboard({ name: 'Batcher' });
    const engagements = ['+15005550100', '+15005550104', '+15005550101'].map((phone, i) => valid({ patient: { id: `b${i}`, phone } }));
    const accepted = await request(stage.url, 'POST', '/v1/engagements/batch', { key: mine.apiKey, body: { engagements } });
    expect(accepted.status, accepted.text).toBe(202);
    expect(accepted.body).toMatchObject({ status: 'processing', total: 3 });
    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/engagements/batch/${accepted.body.id}`, { key: mine.apiKey })).body.status, { timeout: 20_000 })
      .toBe('completed');
    const batch = await request(stage.url, 'GET', `/v1/engagements/batch/${accepted.body.id}`, { key: mine.apiKey });
    expect(batch.body.counts).toEqual({ scheduled: 0, in_progress: 0, completed: 2, failed: 1, cancelled: 0 });
    const completions = (await eventsOf(stage, mine.id)).filter((e) => e.type === 'batch.completed');
    expect(completions).toHaveLength(1);
    expect(completions[0]?.data).toMatchObject({ batch_id: accepted.body.id, total: 3 });
  });

  it('validates every item and names the failing one', async () => {
    const result = await request(stage.url, 'POST', '/v1/engagements/batch', {
      key: org.apiKey,
      body: { engagements: [valid(), valid({ patient: { id: 'x', phone: 'nope' } })] },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'invalid_patient_phone', details: { field: 'engagements[1].patient.phone' } });
    const empty = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, body: { engagements: [] } });
    expect(empty.status).toBe(400);
    const tooMany = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, body: { engagements: Array.from({ length: 1001 }, () => ({})) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.field).toBe('engagements');
  });

  it('counts each item against the creation limit', async () => {
    const mine = await stage.onboard({ name: 'Greedy' });
    const result = await request(stage.url, 'POST', '/v1/engagements/batch', { key: mine.apiKey, body: { engagements: Array.from({ length: 101 }, (_u, i) => valid({ patient: { id: `g${i}`, phone: '+15005550100' } })) } });
    expect(result.status).toBe(429);
    expect(result.body.error.code).toBe('rate_limit_exceeded');
    expect(result.headers.get('retry-after')).not.toBeNull();
  });
});

describe('the replies endpoint', () => {
  it('is sandbox-only: production has no such route', async () => {
    const production = await import('../../functions/routes');
    expect(production.stageRoutes('production').some((route) => route.path.endsWith('/replies'))).toBe(false);
    expect(production.stageRoutes('sandbox').some((route) => route.path.endsWith('/replies'))).toBe(true);
  });
});
