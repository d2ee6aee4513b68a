/**
 * npm run bench:proxy — in one run:
 * 1. p50/p99 of three proxied reads (patient list, patient record, appointments in a range)
 *    through the local runtime's production stage, whose organization uses the `fhir` backend,
 *    next to the same reads made directly against the same FHIR server (the FHIR requests the
 *    backend makes, sent with keep-alive from this process). Goal: proxied ≤ 1.2 × direct + 2 ms.
 *    The FHIR server (Medplum's router over its in-memory repository, holding the synthetic panel)
 *    runs in a process of its own.
 * 2. The DynamoDB capacity units each `local` proxy read consumes: the sandbox stage over the
 *    DynamoDB adapter against DynamoDB Local (needs Java), warm containers (key cache on).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { newId } from '../functions/core/ids';
import { secretsDirectory, startLocalStage } from '../local/stage';
import { capacityObservers } from '../functions/core/runtime';
import { FileSecretStore } from '../functions/core/secrets/file-secrets';
import type { CapacityRecord, Store } from '../functions/core/storage/port';
import { putConnection } from '../functions/ehr/connection';
import { seedOrganization } from '../functions/ehr/local/seed';
import { syntheticPanel } from '../functions/ehr/local/synthetic-panel';
import type { Panel } from '../functions/ehr/panel';
import { startCapacityStore } from './capacity-store';

process.env.LOG_LEVEL = 'SILENT';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARMUP = 50;
const DAY_MS = 86_400_000;
const root = path.resolve(import.meta.dirname, '..');
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const now = Date.now();
const panel: Panel = syntheticPanel({ now: new Date(now) });

/** A GET whose JSON body is read and parsed, as any client of either interface must. */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<unknown>((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200) resolve(JSON.parse(text));
        else reject(new Error(`${res.statusCode} from ${url}: ${text.slice(0, 300)}`));
      });
    });
    req.on('error', reject);
    req.end();
  });

/** Time of one read: its requests in parallel (as the backend sends them), ms. */
const timeRead = async (urls: string[], headers: Record<string, string> = {}) => {
  const started = process.hrtime.bigint();
  await Promise.all(urls.map((url) => get(url, headers)));
  return Number(process.hrtime.bigint() - started) / 1e6;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Read {
  name: string;
  proxied: string;
  /** The FHIR requests of the same read, sent together. */
  direct: string[];
}

/** Direct and proxied samples alternate, so both see the same machine. */
const measure = async (read: Read, fhirUrl: string, proxyUrl: string, headers: Record<string, string>) => {
  const direct: number[] = [];
  const proxied: number[] = [];
  const directUrls = read.direct.map((relative) => `${fhirUrl}/${relative}`);
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const d = await timeRead(directUrls);
    const p = await timeRead([`${proxyUrl}${read.proxied}`], headers);
    if (i >= WARMUP) {
      direct.push(d);
      proxied.push(p);
    }
  }
  direct.sort((a, b) => a - b);
  proxied.sort((a, b) => a - b);
  return { direct: { p50: percentile(direct, 50), p99: percentile(direct, 99) }, proxied: { p50: percentile(proxied, 50), p99: percentile(proxied, 99) } };
};

const onboard = async (store: Store, stage: 'production' | 'sandbox') => {
  const id = newId('org');
  const credentials = await createOrganizationInStage(store, stage, { id, name: 'Bench Clinic', tier: 'enterprise' });
  return { id, ...credentials };
};

const reads = (): Read[] => {
  const patient = panel.patients.find((entry) => entry.vital_signs.length > 0 && entry.lab_results.length > 0)!.patient;
  const start = new Date(Math.floor(now / DAY_MS) * DAY_MS).toISOString();
  const end = new Date(Date.parse(start) + 7 * DAY_MS).toISOString();
  const of = `Patient/${patient.id}`;
  return [
    { name: 'patient list (20)', proxied: '/v1/patients?count=20', direct: ['Patient?_total=accurate&_count=20'] },
    {
      name: 'patient record',
      proxied: `/v1/patients/record?patient_id=${patient.id}`,
      direct: [
        `Patient/${patient.id}`,
        `Condition?subject=${of}&_count=50`,
        `MedicationRequest?subject=${of}&_count=50`,
        `MedicationStatement?subject=${of}&_count=50`,
        `AllergyIntolerance?patient=${of}&_count=50`,
        `Observation?subject=${of}&category=vital-signs&_sort=date&_count=50`,
        `Observation?subject=${of}&category=laboratory&_sort=date&_count=50`,
        `Coverage?beneficiary=${of}&_count=50`,
        `Composition?subject=${of}&_count=50`,
      ],
    },
    {
      name: 'appointments, one week',
      proxied: `/v1/appointments?start_date_time=${encodeURIComponent(start)}&end_date_time=${encodeURIComponent(end)}&count=20`,
      direct: [`Appointment?date=ge${encodeURIComponent(start)}&date=lt${encodeURIComponent(end)}&_sort=date&_total=accurate&_count=20`],
    },
  ];
};

const benchLatency = async () => {
  const server = fork(path.join(import.meta.dirname, 'fhir-server.ts'), [], {
    env: { ...process.env, PANEL_NOW: String(now) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const fhirUrl = await new Promise<string>((resolve) => server.on('message', (message: { url?: string }) => message.url && resolve(message.url)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-proxy-'));
  const stage = await startLocalStage({ stage: 'production', port: 0, host: '127.0.0.1', dataDir, root });
  const org = await onboard(stage.store, 'production');
  const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
  await putConnection(stage.store, secrets, 'production', org.id, { backend: 'fhir', ehr_system: 'Medplum (bench)', base_url: fhirUrl, auth_type: 'none', timeout_ms: 1_500 }, undefined);
  const headers = { 'x-api-key': org.api_key, 'x-org-id': org.id };

  const rows = [];
  for (const read of reads()) {
    const { direct, proxied } = await measure(read, fhirUrl, stage.url, headers);
    const goal = (d: number) => 1.2 * d + 2;
    rows.push({
      read: read.name,
      'direct p50 ms': direct.p50.toFixed(2),
      'proxied p50 ms': proxied.p50.toFixed(2),
      'p50 × direct': (proxied.p50 / direct.p50).toFixed(2),
      'direct p99 ms': direct.p99.toFixed(2),
      'proxied p99 ms': proxied.p99.toFixed(2),
      'p99 × direct': (proxied.p99 / direct.p99).toFixed(2),
      'goal met (≤ 1.2 × direct + 2 ms)': proxied.p50 <= goal(direct.p50) && proxied.p99 <= goal(direct.p99) ? 'yes' : 'no',
    });
  }
  console.log(`\nProxied reads (fhir backend) next to the same FHIR requests made directly: ${SAMPLES} samples each after ${WARMUP} warm-up, sequential, keep-alive, Node ${process.version}`);
  console.table(rows);
  await stage.close();
  server.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
};

const benchCapacity = async () => {
  const capacity = await startCapacityStore('careloop-bench-proxy');
  if (!capacity) return;
  const { store } = capacity;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-proxy-capacity-'));
  const stage = await startLocalStage({ stage: 'sandbox', port: 0, host: '127.0.0.1', dataDir, root, store });
  const org = await onboard(store, 'sandbox');
  await seedOrganization(store, org.id, panel);
  const headers = { 'x-api-key': org.api_key, 'x-org-id': org.id };
  const records: CapacityRecord[] = [];
  capacityObservers.push((record) => records.push(record));
  const rows = [];
  for (const read of reads()) {
    await get(`${stage.url}${read.proxied}`, headers); // warm: key and organization cached, as in a warm container
    records.length = 0;
    await get(`${stage.url}${read.proxied}`, headers);
    const total = records.reduce((sum, record) => sum + record.capacityUnits, 0);
    rows.push({
      read: read.name,
      'DynamoDB calls': records.length,
      'capacity units': total.toFixed(1),
      calls: records.map((record) => `${record.operation}(${record.capacityUnits})`).join(' '),
    });
  }
  console.log('\nDynamoDB capacity per local proxy read (ReturnConsumedCapacity TOTAL, DynamoDB Local, warm container):');
  console.table(rows);
  await stage.close();
  await capacity.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

await benchLatency();
await benchCapacity();
agent.destroy();
