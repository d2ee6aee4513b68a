/**
 * Engagements end to end through the deployed packages only (docs/bundles.md): the app's bundles,
 * copied outside the repository, each invoked as Lambda would invoke it (a fresh Node process per
 * invocation, the template's handler string and environment) against DynamoDB Local and
 * local-aws-sqs, the test playing the AWS plumbing between them (`aws-plumbing.ts`).
 *
 * - An immediate engagement goes create → start → the simulated patient's conversation → the
 *   signed `engagement.completed` webhook at a local receiver.
 * - A scheduled one goes create → the starter's one-time schedule → (fired as Scheduler fires it)
 *   the conversation → the patient's crisis → the escalation relay → the signed
 *   `engagement.escalated` webhook on the escalation queue.
 * - The stage's recurring schedule, fired with its payload, runs the system job that sends
 *   `system.health`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import { recurringSchedules, streamConsumers } from '../../functions/consumers';
import { newId } from '../../functions/core/ids';
import { DynamoStore } from '../../functions/core/storage/dynamo-store';
import { SANDBOX_NUMBERS } from '../../functions/engine/sandbox-patient';
import { verifyWebhook } from '../../functions/webhooks/receiver';
import { javaAvailable } from '../core/storage/dynamo-local';
import { type Delivery, fireSchedule, httpEvent, pumpQueue, sleep, startPlumbing, streamOf, TABLE } from './aws-plumbing';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const java = javaAvailable();

let plumbing: Awaited<ReturnType<typeof startPlumbing>>;
let pumpStream: ReturnType<typeof streamOf>;
let apiKey: string;

beforeAll(async () => {
  if (!java) return;
  plumbing = await startPlumbing();
  pumpStream = streamOf(plumbing);
  // The organization and its key, written as onboarding writes them, in the same table.
  const store = new DynamoStore({ tableName: TABLE, client: plumbing.db });
  ({ api_key: apiKey } = await createOrganizationInStage(store, 'sandbox', { id: newId('org'), name: 'Bundle Clinic' }));
  const { result, logs } = await plumbing.invoke(
    'CreateWebhook',
    httpEvent('POST', '/v1/webhooks', '/v1/webhooks', apiKey, { url: `${plumbing.receiverUrl}/hooks`, events: ['engagement.completed', 'engagement.escalated', 'system.health'], secret: SECRET }),
  );
  if (result.statusCode !== 201) throw new Error(`the webhook subscription failed: ${result.body} ${logs}`);
}, 600_000);

afterAll(async () => {
  await plumbing?.stop();
});

const STREAM_CONSUMERS = [streamConsumers.engagementStarter, streamConsumers.webhookRelay, streamConsumers.escalationRelay];

/** One round of the plumbing: the stream to its consumers, then a batch of each work queue; how much moved. */
const pumpAll = async (): Promise<number> =>
  (await pumpStream(STREAM_CONSUMERS)) +
  (await pumpQueue(plumbing, 'engagement-work', 'EngagementWorker')) +
  (await pumpQueue(plumbing, 'system-jobs', 'SystemJobs')) +
  (await pumpQueue(plumbing, 'webhook-deliveries', 'WebhookDelivery')) +
  (await pumpQueue(plumbing, 'webhook-escalations', 'EscalationDelivery'));

/**
 * Runs the plumbing until `done` holds or nothing moves for 5 s (longer than the queues' visibility
 * timeout, so a failed batch has come back): bounded, so a stuck chain fails the test, not by a hang.
 */
const pumpUntil = async (done: () => boolean): Promise<number> => {
  let rounds = 0;
  for (let idle = 0; rounds < 300 && idle < 25 && !done(); rounds++) {
    const moved = await pumpAll();
    idle = moved === 0 ? idle + 1 : 0;
    if (moved === 0) await sleep(200);
  }
  return rounds;
};

const deliveryOf = (event: string, engagementId?: string): Delivery | undefined =>
  plumbing.deliveries.find((d) => d.body.includes(`"${event}"`) && (engagementId === undefined || d.body.includes(engagementId)));

/** The delivery's envelope, verified with the subscription's secret as an integrator verifies it. */
const verified = (delivery: Delivery) =>
  verifyWebhook({ rawBody: delivery.body, headers: delivery.headers as Record<string, string>, secret: SECRET }) as unknown as { event: string; data: Record<string, any> };

const createEngagement = async (body: Record<string, unknown>): Promise<string> => {
  const { result, logs } = await plumbing.invoke('CreateEngagement', httpEvent('POST', '/v1/engagements', '/v1/engagements', apiKey, body));
  expect(result.statusCode, `${result.body} ${logs}`).toBe(201);
  return JSON.parse(result.body).id as string;
};

describe.skipIf(!java)('engagements through the deployed bundles (needs Java for DynamoDB Local)', () => {
  it('an immediate one is created, started, conversed with and delivered as a signed engagement.completed webhook', async () => {
    const engagementId = await createEngagement({ patient: { id: 'bundle-patient', phone: SANDBOX_NUMBERS.allWell, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' });

    const rounds = await pumpUntil(() => deliveryOf('engagement.completed', engagementId) !== undefined);
    expect(plumbing.unexpectedAwsCalls).toEqual([]);
    expect([...plumbing.invocations.keys()]).toEqual(expect.arrayContaining(['CreateEngagement', 'CreateWebhook', 'EngagementStarter', 'EngagementWorker', 'WebhookDelivery', 'WebhookRelay']));
    const completed = deliveryOf('engagement.completed', engagementId);
    expect(completed, `no engagement.completed delivery after ${rounds} rounds; failed batches: ${plumbing.failedBatches.join('\n')}`).toBeDefined();
    const envelope = verified(completed!);
    expect(envelope.event).toBe('engagement.completed');
    expect(envelope.data).toMatchObject({ engagement_id: engagementId });
    // The relay published the same events to the stage's bus.
    expect(plumbing.busEntries.map((entry) => entry.DetailType)).toEqual(expect.arrayContaining(['engagement.scheduled', 'engagement.started', 'engagement.completed']));
  }, 300_000);

  it('a scheduled one waits for its one-time schedule, and when it fires the crisis is escalated as a signed engagement.escalated webhook', async () => {
    const dueAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const engagementId = await createEngagement({ patient: { id: 'bundle-crisis', phone: SANDBOX_NUMBERS.crisis, preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'scheduled', scheduled_at: dueAt });

    // The starter turns the start due in two hours into a one-time schedule of the stage's group: nothing runs before it fires.
    await pumpUntil(() => plumbing.schedules.some((s) => s.name === `eng-${engagementId}`));
    const schedule = plumbing.schedules.find((s) => s.name === `eng-${engagementId}`);
    expect(schedule, `no schedule; unexpected AWS calls: ${plumbing.unexpectedAwsCalls.join(', ')}`).toBeDefined();
    expect(schedule!.expression).toBe(`at(${dueAt.slice(0, 19)})`);
    expect(schedule!.targetArn).toMatch(/:careloop-sandbox-engagement-work$/);
    const workerRunsBefore = plumbing.invocations.get('EngagementWorker') ?? 0;
    expect(await pumpAll()).toBe(0);

    await fireSchedule(plumbing, schedule!.targetArn, schedule!.input);
    const rounds = await pumpUntil(() => deliveryOf('engagement.escalated', engagementId) !== undefined);
    expect(plumbing.invocations.get('EngagementWorker') ?? 0).toBeGreaterThan(workerRunsBefore);
    expect(plumbing.invocations.get('EscalationRelay')).toBeGreaterThan(0);
    expect(plumbing.invocations.get('EscalationDelivery')).toBeGreaterThan(0);
    const escalated = deliveryOf('engagement.escalated', engagementId);
    expect(escalated, `no engagement.escalated delivery after ${rounds} rounds; failed batches: ${plumbing.failedBatches.join('\n')}`).toBeDefined();
    const envelope = verified(escalated!);
    expect(envelope.event).toBe('engagement.escalated');
    expect(envelope.data).toMatchObject({ engagement_id: engagementId });
    expect(JSON.stringify(envelope.data)).toMatch(/critical/);
    expect(plumbing.unexpectedAwsCalls).toEqual([]);
  }, 300_000);

  it("the stage's recurring schedule, fired with its payload, sends system.health to its subscribers", async () => {
    const health = recurringSchedules.find((s) => s.name === 'system-health')!;
    await fireSchedule(plumbing, `arn:aws:sqs:us-east-1:123456789012:careloop-sandbox-${health.targetQueue}`, JSON.stringify(health.payload));
    const rounds = await pumpUntil(() => deliveryOf('system.health') !== undefined);
    expect(plumbing.invocations.get('SystemJobs')).toBeGreaterThan(0);
    const delivery = deliveryOf('system.health');
    expect(delivery, `no system.health delivery after ${rounds} rounds; failed batches: ${plumbing.failedBatches.join('\n')}`).toBeDefined();
    expect(verified(delivery!).event).toBe('system.health');
    expect(plumbing.unexpectedAwsCalls).toEqual([]);
  }, 300_000);
});
