/**
 * The protocol snapshot is stored once per organization and definition, not in the engagement
 * item every step rewrites (docs/decisions.md 187); an item written before that, which still holds
 * its definition, keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../functions/api/idempotency';
import { protocolSnapshotKey } from '../../functions/engagements/protocol-snapshots';
import { creationWrites, engagementKey, newEngagementItem } from '../../functions/engagements/store';
import { findBuiltinProtocol } from '../../functions/protocols/library';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { waitForStatus } from './support';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard({ name: 'Snapshot Clinic' });
});
afterAll(() => stage.stop());

const create = async (patientId: string) => {
  const created = await request(stage.url, 'POST', '/v1/engagements', {
    key: org.apiKey,
    body: { patient: { id: patientId, phone: '+15005550100', preferred_channel: 'sms' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
};

describe('protocol snapshots', () => {
  it('keep the definition out of the engagement item, one snapshot for engagements of the same protocol', async () => {
    const ids = [await create('snap-1'), await create('snap-2')];
    for (const id of ids) {
      const engagement = await waitForStatus(stage, org, id, ['completed', 'failed', 'cancelled']);
      expect(engagement.status).toBe('completed');
      expect(engagement.outcome.metrics.completion_rate).toBe(1);
    }
    const stored = await Promise.all(ids.map((id) => stage.store.get(engagementKey(org.id, id))));
    const hash = requestHash(findBuiltinProtocol('medication_adherence'));
    for (const item of stored) {
      expect(item).not.toHaveProperty('protocol_definition');
      expect(item?.protocol_snapshot).toBe(hash);
    }
    const snapshot = await stage.store.get(protocolSnapshotKey(org.id, hash));
    expect(snapshot).toMatchObject({ entity: 'protocol_snapshot', org_id: org.id, definition: { id: 'medication_adherence' } });
  });

  it('an engagement item that still holds its definition runs and reads as before', async () => {
    const now = new Date();
    const protocol = findBuiltinProtocol('medication_adherence')!;
    const old = newEngagementItem({
      orgId: org.id,
      request: { patient: { id: 'snap-old', phone: '+15005550100', preferred_channel: 'sms', language: 'en' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
      protocol,
      now,
    });
    await stage.store.transactWrite(creationWrites(old, now));
    const engagement = await waitForStatus(stage, org, old.id, ['completed', 'failed', 'cancelled']);
    expect(engagement.status).toBe('completed');
    expect(engagement.outcome.metrics.completion_rate).toBe(1);
    const stored = await stage.store.get(engagementKey(org.id, old.id));
    expect(stored?.protocol_definition).toMatchObject({ id: 'medication_adherence' });
    expect(stored).not.toHaveProperty('protocol_snapshot');
  });
});
