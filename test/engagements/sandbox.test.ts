/**
 * The sandbox test numbers of DESIGN §8, end to end through the local runtime: created over HTTP,
 * started from the change feed, driven turn by turn through the work queue by the simulated
 * patient, ended with the outcome and the events the table promises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { eventsOf, waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard({ name: 'Sandbox Clinic' });
});
afterAll(() => stage.stop());

const run = async (phone: string, protocol = 'medication_adherence', patientId = `p${phone.slice(-3)}-${protocol}`) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient: { id: patientId, phone, preferred_channel: 'sms' }, protocol, trigger_type: 'immediate' },
  });
  expect(created.status, created.text).toBe(201);
  const engagement = await waitForStatus(stage, org, created.body.id, ['completed', 'failed', 'cancelled']);
  const events = await eventsOf(stage, org.id, engagement.id);
  return { engagement, events, types: events.map((event) => event.type) };
};

describe.each(['medication_adherence', 'post_discharge', 'bhi_screen'])('sandbox test numbers on %s', (protocol) => {
  it('+15005550100 answers everything well: completed, risk low, adherence ≥ 0.9', async () => {
    const { engagement, types } = await run('+15005550100', protocol);
    expect(engagement.status).toBe('completed');
    expect(engagement.outcome.risk_level).toBe('low');
    if (protocol === 'medication_adherence') expect(engagement.outcome.clinical_note.structured_data.medication_adherence).toBeGreaterThanOrEqual(0.9);
    expect(engagement.outcome.metrics.completion_rate).toBe(1);
    expect(types).toEqual(expect.arrayContaining(['engagement.scheduled', 'engagement.started', 'engagement.completed', 'clinical_note.ready']));
    expect(types).not.toContain('engagement.escalated');
    expect(engagement.contact_attempts).toEqual([{ number: 1, at: expect.any(String), channel: 'sms', result: 'answered' }]);
    expect(engagement.next_attempt_at).toBeNull();
  });

  it('+15005550101 never answers: retried, then failed', async () => {
    const { engagement, types } = await run('+15005550101', protocol);
    expect(engagement.status).toBe('failed');
    expect(engagement.failure_reason).toBe('unreachable');
    expect(types).toEqual(['engagement.scheduled', 'engagement.failed']);
    // Every attempt reached the simulated patient, and none was answered.
    expect(engagement.contact_attempts.map((attempt: { number: number; result: string }) => [attempt.number, attempt.result])).toEqual([
      [1, 'no_answer'],
      [2, 'no_answer'],
      [3, 'no_answer'],
    ]);
    const transcript = await request(stage.url, 'GET', `/v1/engagements/${engagement.id}/transcript`, { key: org.apiKey });
    expect(transcript.body.turns.every((turn: { speaker: string }) => turn.speaker === 'agent')).toBe(true);
  });

  it('+15005550102 reports a value above a threshold: escalated, severity high, risk high', async () => {
    const { engagement, events, types } = await run('+15005550102', protocol);
    expect(engagement.status).toBe('completed');
    expect(engagement.outcome.risk_level).toBe('high');
    expect(engagement.outcome.requires_human_review).toBe(true);
    const escalated = events.find((event) => event.type === 'engagement.escalated');
    expect(escalated?.data).toMatchObject({ escalation_type: 'clinical_risk', severity: 'high', requires_human_review: true, contact_info: { phone: '+15005550102', last_channel: 'sms' } });
    expect(escalated?.priority).toBe('escalation');
    expect(types.indexOf('engagement.escalated')).toBeLessThan(types.indexOf('engagement.completed'));
  });

  it('+15005550105 uses crisis language: escalated, severity and risk critical', async () => {
    const { engagement, events } = await run('+15005550105', protocol);
    expect(engagement.outcome.risk_level).toBe('critical');
    expect(events.find((event) => event.type === 'engagement.escalated')?.data).toMatchObject({ severity: 'critical' });
  });

  it('+15005550104 stops replying halfway: completed with completion_rate < 1', async () => {
    const { engagement, types } = await run('+15005550104', protocol);
    expect(engagement.status).toBe('completed');
    expect(engagement.outcome.metrics.completion_rate).toBeGreaterThan(0);
    expect(engagement.outcome.metrics.completion_rate).toBeLessThan(1);
    expect(types).toContain('engagement.completed');
  });
});

describe('+15005550103 reports a cost barrier and a side effect', () => {
  it('yields tasks, risk medium, barrier_detected and task_created', async () => {
    const { engagement, types } = await run('+15005550103');
    expect(engagement.outcome.risk_level).toBe('medium');
    expect(engagement.outcome.clinical_note.structured_data.barriers).toContain('cost');
    expect(engagement.outcome.clinical_note.structured_data.side_effects.length).toBeGreaterThan(0);
    expect(engagement.outcome.tasks.length).toBeGreaterThan(0);
    expect(types).toEqual(expect.arrayContaining(['engagement.task_created', 'patient.barrier_detected', 'patient.memory_updated']));
  });
});

describe('+15005550199 is interactive', () => {
  it('waits for replies and answers each with the next agent turn', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'interactive', phone: '+15005550199', preferred_channel: 'whatsapp', language: 'it' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const id = created.body.id;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body.status).toBe('scheduled');

    // Plain Italian answers, repeated until the engine has asked everything (bounded).
    const replies = ['sì', '0', 'sto bene, grazie', 'no'];
    let last: any;
    for (let turn = 0; turn < 30; turn++) {
      last = await request(stage.url, 'POST', `/v1/engagements/${id}/replies`, { key: org.apiKey, body: { text: replies[turn % replies.length] } });
      expect(last.status, last.text).toBe(200);
      if (last.body.finished) break;
      expect(last.body.agent_turn.text.length).toBeGreaterThan(0);
    }
    expect(last.body.finished).toBe(true);
    const engagement = await waitForStatus(stage, org, id, ['completed']);
    expect(engagement.started_at).not.toBeNull();
    const after = await request(stage.url, 'POST', `/v1/engagements/${id}/replies`, { key: org.apiKey, body: { text: 'ciao' } });
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('engagement_not_active');
  });

  it('still escalates a crisis said after the conversation ended', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'late', phone: '+15005550199' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const id = created.body.id;
    for (let turn = 0; turn < 30; turn++) {
      const reply = await request(stage.url, 'POST', `/v1/engagements/${id}/replies`, { key: org.apiKey, body: { text: ['yes', '0', 'fine thanks', 'no'][turn % 4] } });
      if (reply.body.finished) break;
    }
    const ended = await waitForStatus(stage, org, id, ['completed']);
    expect(ended.outcome.requires_human_review).toBe(false);
    const late = await request(stage.url, 'POST', `/v1/engagements/${id}/replies`, { key: org.apiKey, body: { text: "one more thing, I don't want to live anymore" } });
    expect(late.status, late.text).toBe(200);
    expect(late.body.escalated).toBe(true);
    const after = (await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body;
    expect(after.outcome).toMatchObject({ requires_human_review: true, risk_level: 'critical', escalation: { type: 'safety', severity: 'critical' } });
    // The clinician reads it as they read an escalation during the check-in: first in the note, flagged, with a task.
    expect(after.outcome.clinical_note.summary).toMatch(/^ESCALATED AFTER THE CHECK-IN \(safety, critical\): /);
    expect(after.outcome.risk_flags).toContainEqual(expect.objectContaining({ type: 'escalation:safety', severity: 'critical' }));
    const task = after.outcome.tasks.find((t: { type: string }) => t.type === 'safety_escalation');
    expect(task).toMatchObject({ priority: 'urgent' });
    expect(new Set(after.outcome.tasks.map((t: { id: string }) => t.id)).size).toBe(after.outcome.tasks.length);
    const events = await eventsOf(stage, org.id, id);
    const escalated = events.filter((event) => event.type === 'engagement.escalated');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]?.data).toMatchObject({ severity: 'critical', escalation_type: 'safety' });
    expect(events.filter((event) => event.type === 'engagement.task_created').map((event) => event.data.task)).toContainEqual(task);
  });

  it('refuses replies to engagements whose simulated patient answers by itself', async () => {
    const created = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'auto', phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    });
    const reply = await request(stage.url, 'POST', `/v1/engagements/${created.body.id}/replies`, { key: org.apiKey, body: { text: 'yes' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
  });
});

describe('patient memory over a series of engagements', () => {
  it('grows with each ended engagement and drops barriers no longer reported', async () => {
    const patientId = 'series-patient';
    await run('+15005550100', 'medication_adherence', patientId);
    await run('+15005550103', 'medication_adherence', patientId);
    let memory = (await request(stage.url, 'GET', `/v1/patients/${patientId}/memory`, { key: org.apiKey })).body;
    expect(memory.interaction_count).toBe(2);
    expect(memory.longitudinal_trends.medication_adherence).toHaveLength(2);
    expect(memory.active_barriers.map((barrier: { type: string }) => barrier.type)).toContain('cost');
    await run('+15005550100', 'medication_adherence', patientId);
    memory = (await request(stage.url, 'GET', `/v1/patients/${patientId}/memory`, { key: org.apiKey })).body;
    expect(memory.interaction_count).toBe(3);
    expect(memory.longitudinal_trends.medication_adherence).toHaveLength(3);
    expect(memory.active_barriers).toEqual([]);
    expect(memory.preferences.preferred_channel).toBe('sms');
    expect(Date.parse(memory.first_interaction)).toBeLessThanOrEqual(Date.parse(memory.last_interaction));
  });
});
