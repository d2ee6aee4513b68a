/**
 * A batch is accepted whole or not at all. The store fails one chunk of a batch's engagements
 * after another chunk was written: nothing exists that could start (no engagement, no event),
 * and the retry with the same Idempotency-Key finishes that same batch, so each patient is
 * contacted once and `batch.completed` fires once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { STAGE_PER_TRANSACTION, batchKey } from '../../functions/engagements/batches';
import { routes } from '../../functions/routes';
import type { Store, WriteOperation } from '../../functions/core/storage/port';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { eventsOf } from './support';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

/** A batch's engagements as a write carries them (staged or created). */
const engagementsIn = (operations: WriteOperation[]) =>
  operations.flatMap((op) => ('put' in op && ['staged_engagement', 'engagement'].includes(op.put.entity) ? [op.put] : []));

/** The store the handlers get: while armed, the second transaction that writes a batch's engagements fails. */
class ChunkFailingStore implements Store {
  armed = false;
  chunks = 0;
  failedBatch: string | undefined;

  constructor(private readonly inner: Store) {}

  get: Store['get'] = (...args) => this.inner.get(...args);
  put: Store['put'] = (...args) => this.inner.put(...args);
  update: Store['update'] = (...args) => this.inner.update(...args);
  delete: Store['delete'] = (...args) => this.inner.delete(...args);
  query: Store['query'] = (...args) => this.inner.query(...args);

  async transactWrite(operations: WriteOperation[]): Promise<void> {
    const written = engagementsIn(operations);
    if (this.armed && written.length > 1 && ++this.chunks === 2) {
      this.armed = false;
      const item = written[0]!;
      this.failedBatch = (item.engagement as { batch_id?: string } | undefined)?.batch_id ?? (item.batch_id as string);
      // Let the chunk before it commit first, as it would against a slow table.
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('injected: this chunk failed');
    }
    await this.inner.transactWrite(operations);
  }
}

let stage: TestStage;
let org: TestOrganization;
let failing: ChunkFailingStore;

const SIZE = STAGE_PER_TRANSACTION + 11; // two chunks (the old code wrote 45 a chunk)

beforeAll(async () => {
  stage = await startTestStage('sandbox', {
    env: { SANDBOX_TURN_DELAY_MS: '0' },
    wrapStore: (store) => (failing = new ChunkFailingStore(store)),
  });
  org = await stage.onboard({ name: 'Batch clinic' });
}, 60_000);
afterAll(() => stage.stop());

const engagements = Array.from({ length: SIZE }, (_u, i) => ({
  patient: { id: `patient-${i}`, phone: '+15005550100' },
  protocol: 'medication_adherence',
  trigger_type: 'immediate',
}));

const listAll = async () => {
  const all: Array<Record<string, any>> = [];
  let cursor: string | null = null;
  do {
    const page: { body: { data: Array<Record<string, any>>; next_cursor: string | null } } = await request(stage.url, 'GET', `/v1/engagements?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: org.apiKey });
    all.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return all;
};

describe('a batch whose write fails halfway', () => {
  it('starts nobody, and its retry finishes the same batch: everybody contacted once, batch.completed once', async () => {
    const headers = { 'idempotency-key': 'batch-retry-1' };
    failing.armed = true;
    const first = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, headers, body: { engagements } });
    expect(first.status, first.text).toBe(500);
    expect(failing.failedBatch).toMatch(/^bat_/);

    // Nothing that could start exists: no engagement, no event, and the batch is unknown.
    expect(await listAll()).toEqual([]);
    expect(await eventsOf(stage, org.id)).toEqual([]);
    const unknown = await request(stage.url, 'GET', `/v1/engagements/batch/${failing.failedBatch}`, { key: org.apiKey });
    expect(unknown.status).toBe(404);

    const retry = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, headers, body: { engagements } });
    expect(retry.status, retry.text).toBe(202);
    expect(retry.body).toEqual({ id: failing.failedBatch, status: 'processing', total: SIZE });

    await expect
      .poll(async () => (await request(stage.url, 'GET', `/v1/engagements/batch/${retry.body.id}`, { key: org.apiKey })).body.status, { timeout: 60_000, interval: 100 })
      .toBe('completed');
    const batch = await request(stage.url, 'GET', `/v1/engagements/batch/${retry.body.id}`, { key: org.apiKey });
    expect(batch.body).toMatchObject({ total: SIZE, counts: { scheduled: 0, in_progress: 0, completed: SIZE, failed: 0, cancelled: 0 } });

    const created = await listAll();
    expect(created).toHaveLength(SIZE);
    expect(new Set(created.map((engagement) => engagement.patient_id)).size).toBe(SIZE);
    for (const engagement of created) {
      expect(engagement.batch_id).toBe(retry.body.id);
      expect(engagement.contact_attempts, engagement.id).toHaveLength(1);
    }
    const events = await eventsOf(stage, org.id);
    expect(events.filter((event) => event.type === 'engagement.scheduled')).toHaveLength(SIZE);
    expect(events.filter((event) => event.type === 'engagement.started')).toHaveLength(SIZE);
    expect(events.filter((event) => event.type === 'batch.completed')).toHaveLength(1);

    // The same request again is the same batch, answered from the idempotency record.
    const replay = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, headers, body: { engagements } });
    expect(replay.body.id).toBe(retry.body.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  }, 120_000);

  it('is a new batch when the same key and body come back after the key expired', async () => {
    const headers = { 'idempotency-key': 'batch-next-day' };
    const body = { engagements: engagements.slice(0, 2) };
    const first = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, headers, body });
    expect(first.status, first.text).toBe(202);
    // A day later: the idempotency record has expired, the batch was made over 24 hours ago.
    await stage.store.delete({ pk: `ORG#${org.id}#IDEM#${routes.createBatch.id}#${createHash('sha256').update(headers['idempotency-key']).digest('hex')}`, sk: 'IDEM' });
    await stage.store.update(batchKey(org.id, first.body.id), { set: { created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() } });
    const later = await request(stage.url, 'POST', '/v1/engagements/batch', { key: org.apiKey, headers, body });
    expect(later.status, later.text).toBe(202);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
  });
});
