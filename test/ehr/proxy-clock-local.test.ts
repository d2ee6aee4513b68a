import { afterAll, beforeAll, describe, vi } from 'vitest';
import { seedOrganization } from '../../functions/ehr/local/seed';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import { fixedNows } from '../support/fixed-nows';
import { startTestStage, type TestStage } from '../support/local-stage';
import { describeBookingCases, type ProxyTarget } from './proxy-suite';

/**
 * The proxy suite's booking, rescheduling and cancelling cases against the `local` backend on
 * several fixed dates: the stage runs on an injected clock (Ports.now), each date gets its own
 * organization with the synthetic panel generated on that date.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

let clock = Date.now();
let stage: TestStage;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { KEY_CACHE_TTL_SECONDS: '0' }, now: () => new Date(clock) });
}, 60_000);
afterAll(() => stage.stop());

for (const { label, now } of fixedNows()) {
  describe(`on ${label} (${now.toISOString()})`, () => {
    let target: ProxyTarget;
    beforeAll(async () => {
      clock = now.getTime();
      const org = await stage.onboard({ name: `Clinic, ${label}`, tier: 'enterprise' });
      const panel = syntheticPanel({ now });
      await seedOrganization(stage.store, org.id, panel);
      target = { baseUrl: stage.url, orgId: org.id, apiKey: org.apiKey, readOnlyKey: org.apiKey, otherOrg: { id: org.id, apiKey: org.apiKey }, panel, now: () => clock };
    }, 60_000);
    describeBookingCases(`local backend, ${label}`, () => target);
  });
}
