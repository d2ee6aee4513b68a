/**
 * Waits longer than SQS's 15-minute delay (contact retries, reply timeouts): the message travels
 * as a one-time schedule that puts it on the work queue when due, through the local adapters
 * (store, queues and scheduler on one moved clock, so the test does not wait). Before, such a wait
 * was silently cut to 15 minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SqliteQueues } from '../../functions/core/queue/sqlite-queues';
import { LocalScheduler } from '../../functions/core/scheduler/local-scheduler';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { type ConversationDeps, ENGAGEMENT_WORK_QUEUE, type EngagementWork, handleWork, receiveReply } from '../../functions/engagements/conversation';
import { EngagementCreateSchema } from '../../functions/engagements/request-schemas';
import { creationWrites, getEngagement, newEngagementItem } from '../../functions/engagements/store';
import { parseWork } from '../../functions/engagements/work';
import { resolveProtocol } from '../../functions/protocols/store';

const HOUR = 3_600_000;
const dir = mkdtempSync(path.join(tmpdir(), 'careloop-long-waits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let clock: number;
let store: SqliteStore;
let queues: SqliteQueues;
let scheduler: LocalScheduler;
let deps: ConversationDeps;
let run = 0;

beforeEach(() => {
  run += 1;
  clock = Date.parse('2030-03-10T08:00:00.000Z');
  const now = () => clock;
  store = SqliteStore.open(path.join(dir, `store-${run}.db`));
  queues = SqliteQueues.open(path.join(dir, `queues-${run}.db`), [{ name: ENGAGEMENT_WORK_QUEUE, visibilityTimeoutSeconds: 30 }], { now });
  scheduler = new LocalScheduler({ file: path.join(dir, `schedules-${run}.db`), queues, now });
  deps = {
    store,
    queue: () => queues.get(ENGAGEMENT_WORK_QUEUE),
    scheduler: () => scheduler,
    stage: 'production',
    // A real patient who never answers: every message goes out, no reply comes back.
    channel: { select: async (engagement) => ({ channel: engagement.patient.preferred_channel }), deliver: async () => ({ ok: true, id: 'SM-accepted' }) },
    settings: { maxContactAttempts: 2, contactRetryMs: HOUR, replyTimeoutMs: 2 * HOUR, sandboxTurnDelayMs: 0 },
    now: () => new Date(clock),
  };
  return async () => {
    await scheduler.close();
    queues.close();
    store.close();
  };
});

const ORG = 'org_longwaits';

const createEngagement = async () => {
  const request = EngagementCreateSchema.parse({ patient: { id: 'p1', phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' });
  const protocol = (await resolveProtocol(store, ORG, 'medication_adherence'))!.definition;
  const engagement = newEngagementItem({ orgId: ORG, request, protocol, now: new Date(clock) });
  await store.transactWrite(creationWrites(engagement, new Date(clock)));
  return engagement.id;
};

/** Receives what is visible on the work queue now (and deletes it). */
const visibleWork = async () => {
  const queue = queues.get(ENGAGEMENT_WORK_QUEUE);
  const messages = await queue.receive({ maxMessages: 10 });
  for (const message of messages) await queue.delete(message.receiptHandle);
  return messages.map((message) => parseWork(message.body) as EngagementWork);
};

const advance = (ms: number) => {
  clock += ms;
};

describe('a contact retry an hour later', () => {
  it('waits in a one-time schedule, not on the queue, and the next attempt comes when it fires', async () => {
    const id = await createEngagement();
    const startedAt = clock;
    await handleWork(deps, { type: 'start', org_id: ORG, engagement_id: id });

    const schedule = await scheduler.get(`eng-${id}-t1-0`);
    expect(schedule).toMatchObject({
      targetQueue: ENGAGEMENT_WORK_QUEUE,
      payload: { type: 'reply_timeout', org_id: ORG, engagement_id: id, replies_seen: 0, attempt: 1 },
      nextFireAt: startedAt + HOUR,
    });
    const first = await getEngagement(store, ORG, id);
    expect(first?.next_attempt_at).toBe(new Date(startedAt + HOUR).toISOString());
    expect(first?.contact_log).toEqual([{ number: 1, at: new Date(startedAt).toISOString(), channel: 'voice', result: 'sent' }]);

    // Past the queue's 15 minutes nothing has come back: the wait was not cut short.
    advance(16 * 60_000);
    expect(await scheduler.fireDue()).toBe(0);
    expect(await visibleWork()).toEqual([]);
    advance(HOUR - 16 * 60_000 - 1_000);
    expect(await scheduler.fireDue()).toBe(0);
    advance(1_000);
    expect(await scheduler.fireDue()).toBe(1);
    const [due] = await visibleWork();
    expect(due).toMatchObject({ type: 'reply_timeout', attempt: 1 });

    await handleWork(deps, due!);
    const second = await getEngagement(store, ORG, id);
    expect(second?.contact_attempts).toBe(2);
    expect(second?.contact_log.map((attempt) => attempt.number)).toEqual([1, 2]);
    expect(second?.next_attempt_at, 'no attempt is left after the second').toBeNull();
    expect(await scheduler.get(`eng-${id}-t1-0`), 'a one-time schedule deletes itself').toBeUndefined();
    expect((await scheduler.get(`eng-${id}-t2-0`))?.nextFireAt).toBe(clock + HOUR);

    advance(HOUR);
    expect(await scheduler.fireDue()).toBe(1);
    const [last] = await visibleWork();
    await handleWork(deps, last!);
    const failed = await getEngagement(store, ORG, id);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'unreachable', next_attempt_at: null });
  });

  it('a repeated follow-up finds its schedule and makes no second one', async () => {
    const id = await createEngagement();
    await handleWork(deps, { type: 'start', org_id: ORG, engagement_id: id });
    // The start message again (a redelivery): its step is written, so it only sends the follow-up again.
    await handleWork(deps, { type: 'start', org_id: ORG, engagement_id: id });
    advance(HOUR);
    expect(await scheduler.fireDue()).toBe(1);
    expect(await visibleWork()).toHaveLength(1);
  });
});

describe('a reply timeout of two hours', () => {
  it('ends a conversation the patient left after two hours, not fifteen minutes', async () => {
    const id = await createEngagement();
    await handleWork(deps, { type: 'start', org_id: ORG, engagement_id: id });
    await receiveReply(deps, (await getEngagement(store, ORG, id))!, 'yes');
    const repliedAt = clock;
    expect((await scheduler.get(`eng-${id}-t1-1`))?.nextFireAt).toBe(repliedAt + 2 * HOUR);
    expect((await getEngagement(store, ORG, id))?.next_attempt_at, 'the patient answered: no further attempt').toBeNull();

    // An hour on, the first attempt's contact retry fires; it no longer applies (the patient answered).
    advance(HOUR);
    expect(await scheduler.fireDue()).toBe(1);
    for (const work of await visibleWork()) await handleWork(deps, work);
    expect((await getEngagement(store, ORG, id))?.status).toBe('in_progress');
    advance(HOUR - 1_000);
    expect(await scheduler.fireDue()).toBe(0);
    expect(await visibleWork()).toEqual([]);
    advance(1_000);
    expect(await scheduler.fireDue()).toBe(1);
    const [timeout] = await visibleWork();
    expect(timeout).toMatchObject({ type: 'reply_timeout', replies_seen: 1 });
    await handleWork(deps, timeout!);
    expect((await getEngagement(store, ORG, id))?.status).toBe('completed');
  });
});
