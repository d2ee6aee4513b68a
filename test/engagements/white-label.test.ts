/**
 * white_label over HTTP: validated at create (single and batch items) with field errors, stored,
 * and used where the patient meets the organization (first and last agent turns) and in the note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard({ name: 'White Label Clinic' });
});
afterAll(() => stage.stop());

const body = (whiteLabel: unknown, phone = '+15005550100') => ({
  patient: { id: 'wl-patient', phone, preferred_channel: 'voice', language: 'es' },
  protocol: 'follow_up',
  trigger_type: 'immediate',
  white_label: whiteLabel,
});

describe('white_label', () => {
  it.each([
    ['an unknown field', { brand_name: 'Acme', logo_url: 'https://x' }, 'white_label.logo_url', 'invalid_field'],
    ['an empty brand', { brand_name: '  ' }, 'white_label.brand_name', 'invalid_field'],
    ['a brand too long', { brand_name: 'x'.repeat(101) }, 'white_label.brand_name', 'invalid_field'],
    ['a brand with a placeholder', { brand_name: 'Acme {agent}' }, 'white_label.brand_name', 'invalid_field'],
    ['an agent name too long', { agent_name: 'y'.repeat(51) }, 'white_label.agent_name', 'invalid_field'],
    ['a support phone not E.164', { support_phone: '555-0123' }, 'white_label.support_phone', 'invalid_field'],
    ['not an object', 'Acme', 'white_label', 'invalid_field'],
  ])('refuses %s with a field error', async (_name, whiteLabel, field, code) => {
    const single = await request(stage.url, 'POST', '/v1/engagements', { key: org.apiKey, body: body(whiteLabel) });
    expect(single.status, single.text).toBe(400);
    expect(single.body.error).toMatchObject({ code, details: { field } });
    const batch = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, body: { engagements: [body({ brand_name: 'Fine' }), body(whiteLabel)] } });
    expect(batch.status, batch.text).toBe(400);
    expect(batch.body.error).toMatchObject({ code, details: { field: `engagements[1].${field}` } });
  });

  it('introduces the brand and the agent on the call, signs off with the support number, and heads the note', async () => {
    const whiteLabel = { brand_name: 'Clínica Sol', agent_name: 'Lucía', support_phone: '+34911234567' };
    const created = await request(stage.url, 'POST', '/v1/engagements', { key: org.apiKey, body: body(whiteLabel) });
    expect(created.status, created.text).toBe(201);
    const engagement = await waitForStatus(stage, org, created.body.id, ['completed']);
    const transcript = await request(stage.url, 'GET', `/v1/engagements/${engagement.id}/transcript`, { key: org.apiKey });
    const agent = transcript.body.turns.filter((turn: { speaker: string }) => turn.speaker === 'agent').map((turn: { text: string }) => turn.text);
    expect(agent[0]).toMatch(/^Soy Lucía, un asistente automático que le llama de parte de Clínica Sol\. /);
    expect(agent.at(-1)).toMatch(/Si tiene preguntas, llame al \+34911234567\. Un saludo de Clínica Sol\.$/);
    expect(engagement.outcome.clinical_note.summary).toMatch(/^Follow-up after a visit on behalf of Clínica Sol \(voice, es\)\./);
  });

  it('batch items carry their own white label', async () => {
    const accepted = await request(stage.url, 'POST', '/v1/engagements/batch', {
      key: org.apiKey,
      body: { engagements: [body({ brand_name: 'Brand One' }), { ...body(undefined), patient: { id: 'wl-2', phone: '+15005550100', preferred_channel: 'sms' } }] },
    });
    expect(accepted.status, accepted.text).toBe(202);
    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/engagements/batch/${accepted.body.id}`, { key: org.apiKey })).body.status, { timeout: 20_000 })
      .toBe('completed');
    const list = await request(stage.url, 'GET', '/v1/engagements?limit=100', { key: org.apiKey });
    const ofBatch = list.body.data.filter((e: { batch_id: string | null }) => e.batch_id === accepted.body.id);
    const summaries = ofBatch.map((e: { outcome: { clinical_note: { summary: string } } }) => e.outcome.clinical_note.summary.split('.')[0]);
    expect(summaries.sort()).toEqual(['Follow-up after a visit (sms, en)', 'Follow-up after a visit on behalf of Brand One (voice, es)']);
  });
});
