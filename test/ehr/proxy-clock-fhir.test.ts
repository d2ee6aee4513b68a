import { afterAll, beforeAll, describe, vi } from 'vitest';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { putConnection } from '../../functions/ehr/connection';
import { FhirClient } from '../../functions/ehr/fhir/client';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import { startFhirServer, type FhirTestServer } from '../support/fhir-server';
import { loadPanel } from '../support/fhir-panel';
import { fixedNows } from '../support/fixed-nows';
import { startTestStage, type TestStage } from '../support/local-stage';
import { describeBookingCases, type ProxyTarget } from './proxy-suite';

/**
 * The proxy suite's booking, rescheduling and cancelling cases against the `fhir` backend on
 * several fixed dates: the stage runs on an injected clock (Ports.now); each date gets its own
 * organization and FHIR server, holding the synthetic panel generated on that date. Loading a panel
 * into a FHIR server takes seconds, so this runs four of the dates (the local backend runs all).
 */

const DATES = ['a Saturday night (UTC)', 'the last day of a month', 'the US fall-back day', 'a leap day'];

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

let clock = Date.now();
let stage: TestStage;

beforeAll(async () => {
  stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0' }, now: () => new Date(clock) });
}, 60_000);
afterAll(() => stage?.stop());

for (const { label, now } of fixedNows().filter((date) => DATES.includes(date.label))) {
  describe(`on ${label} (${now.toISOString()})`, () => {
    let server: FhirTestServer;
    let target: ProxyTarget;
    beforeAll(async () => {
      clock = now.getTime();
      server = await startFhirServer();
      const org = await stage.onboard({ name: `FHIR clinic, ${label}`, tier: 'enterprise' });
      const panel = syntheticPanel({ now });
      await loadPanel(new FhirClient({ baseUrl: server.url, timeoutMs: 10_000 }), panel, { slotsFrom: iso(now.getTime() - 7 * DAY_MS), slotsTo: iso(now.getTime() + 30 * DAY_MS) });
      const secrets = new FileSecretStore(secretsDirectory(stage.dataDir, 'production'));
      await putConnection(stage.store, secrets, 'production', org.id, { backend: 'fhir', ehr_system: 'Medplum FHIR R4 (test)', base_url: server.url, auth_type: 'none', timeout_ms: 1_500 }, undefined);
      target = { baseUrl: stage.url, orgId: org.id, apiKey: org.apiKey, readOnlyKey: org.apiKey, otherOrg: { id: org.id, apiKey: org.apiKey }, panel, now: () => clock };
    }, 120_000);
    afterAll(() => server?.stop());
    describeBookingCases(`fhir backend, ${label}`, () => target);
  });
}
