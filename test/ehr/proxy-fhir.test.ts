import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { putConnection } from '../../functions/ehr/connection';
import { FhirClient } from '../../functions/ehr/fhir/client';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel } from '../../functions/ehr/panel';
import { startFhirServer, type FhirTestServer } from '../support/fhir-server';
import { loadPanel } from '../support/fhir-panel';
import { request, startTestStage, type TestStage } from '../support/local-stage';
import { describeProxySuite, expectProxyError, type ProxyTarget } from './proxy-suite';

/**
 * The EHR proxy suite against the `fhir` backend: a production organization whose EHR is a real
 * FHIR R4 server (Medplum's router and in-memory repository on loopback) holding the same
 * synthetic panel. Then the outage test: the server stops mid-run, the proxy answers 503
 * EHR_UNAVAILABLE quickly, and recovers by itself once the server is back.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

const BREAKER_OPEN_SECONDS = 1;
const DAY_MS = 86_400_000;

let stage: TestStage;
let server: FhirTestServer;
let target: ProxyTarget;

beforeAll(async () => {
  server = await startFhirServer();
  stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0', EHR_BREAKER_OPEN_SECONDS: String(BREAKER_OPEN_SECONDS) } });
  const org = await stage.onboard({ name: 'FHIR clinic', tier: 'enterprise' });
  const other = await stage.onboard({ name: 'Other clinic', tier: 'enterprise' });
  const now = new Date();
  const panel: Panel = syntheticPanel({ now });
  await loadPanel(new FhirClient({ baseUrl: server.url, timeoutMs: 10_000 }), panel, {
    slotsFrom: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
    slotsTo: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
  });
  const secrets = new FileSecretStore(secretsDirectory(stage.dataDir, 'production'));
  await putConnection(stage.store, secrets, 'production', org.id, { backend: 'fhir', ehr_system: 'Medplum FHIR R4 (test)', base_url: server.url, auth_type: 'none', timeout_ms: 1_500 }, undefined);
  const readOnlyKey = (await createKey(stage.store, org.id, 'read_only', 'production')).api_key;
  target = { baseUrl: stage.url, orgId: org.id, apiKey: org.apiKey, readOnlyKey, otherOrg: { id: other.id, apiKey: other.apiKey }, panel, now: () => Date.now() };
}, 120_000);
afterAll(async () => {
  await stage?.stop();
  await server?.stop();
});

describeProxySuite('fhir backend', () => target);

describe('EHR proxy (fhir backend): an EHR that goes away', () => {
  const get = (path: string) => request(target.baseUrl, 'GET', path, { key: target.apiKey, orgId: target.orgId, scheme: 'headers' });
  const timed = async (path: string) => {
    const started = performance.now();
    const result = await get(path);
    return { result, ms: performance.now() - started };
  };

  it('answers 503 EHR_UNAVAILABLE within 2 s while the server is down, then recovers on its own', async () => {
    expect((await get('/v1/patients?count=1')).status).toBe(200);
    await server.pause();
    for (let i = 0; i < 4; i++) {
      const { result, ms } = await timed('/v1/patients?count=1');
      expectProxyError(result, 503, 'EHR_UNAVAILABLE');
      expect(ms).toBeLessThan(2_000);
    }
    const health = await get('/v1/ehr/health');
    expectProxyError(health, 503, 'EHR_UNAVAILABLE');
    expect(health.body.error.details).toMatchObject({ status: 'unavailable' });
    expect(health.text).not.toContain(server.url);
    // The circuit is open now: refused without waiting for the EHR, with Retry-After.
    const open = await get('/v1/patients?count=1');
    expect(open.body.error.details.reason).toBe('circuit_open');
    expect(open.headers.get('retry-after')).not.toBeNull();

    await server.resume();
    const deadline = Date.now() + 10_000;
    let recovered = await get('/v1/patients?count=1');
    while (recovered.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await get('/v1/patients?count=1');
    }
    expect(recovered.status, recovered.text).toBe(200);
    expect((await get('/v1/ehr/health')).body.data.status).toBe('connected');
  });

  it('answers 503 within 2 s when the server accepts but never answers', async () => {
    server.setHanging(true);
    try {
      const { result, ms } = await timed('/v1/practitioners');
      expectProxyError(result, 503, 'EHR_UNAVAILABLE');
      expect(ms).toBeLessThan(2_000);
    } finally {
      server.setHanging(false);
    }
  });
});
