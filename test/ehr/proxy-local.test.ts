import { afterAll, beforeAll, vi } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { seedOrganization } from '../../functions/ehr/local/seed';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel } from '../../functions/ehr/panel';
import { startTestStage, type TestStage } from '../support/local-stage';
import { describeProxySuite, type ProxyTarget } from './proxy-suite';

/** The EHR proxy suite against the `local` backend: the sandbox stage's own EHR, seeded with the synthetic panel. */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

let stage: TestStage;
let target: ProxyTarget;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { KEY_CACHE_TTL_SECONDS: '0' } });
  const org = await stage.onboard({ name: 'Local EHR clinic', tier: 'enterprise' });
  const other = await stage.onboard({ name: 'Other clinic', tier: 'enterprise' });
  const panel: Panel = syntheticPanel({ now: new Date() });
  await seedOrganization(stage.store, org.id, panel);
  const readOnlyKey = (await createKey(stage.store, org.id, 'read_only', 'sandbox')).api_key;
  target = { baseUrl: stage.url, orgId: org.id, apiKey: org.apiKey, readOnlyKey, otherOrg: { id: other.id, apiKey: other.apiKey }, panel, now: () => Date.now() };
}, 60_000);
afterAll(() => stage.stop());

describeProxySuite('local backend', () => target);
