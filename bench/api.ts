/**
 * npm run bench:api — in one run:
 * 1. p50/p99 latency of an authenticated `GET /v1/auth/keys` through the local runtime (the
 *    production stage over its embedded store), next to a bare Node HTTP route answering a fixed
 *    JSON body on the same machine: the ratio is what careloop's pipeline costs. The two routes'
 *    requests alternate in blocks (BENCH_REQUESTS each, after BENCH_WARMUP each).
 * 2. The DynamoDB capacity units each API operation consumes, from ReturnConsumedCapacity, with
 *    the same handlers running over the DynamoDB adapter against DynamoDB Local (needs Java).
 */
import { createServer } from 'node:http';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { newId } from '../functions/core/ids';
import { startLocalStage } from '../local/stage';
import { capacityObservers } from '../functions/core/runtime';
import type { CapacityRecord, Store } from '../functions/core/storage/port';
import { startCapacityStore } from './capacity-store';

process.env.LOG_LEVEL = 'SILENT';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const root = path.resolve(import.meta.dirname, '..');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const send = (url: string, method: string, pathname: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${url}${pathname}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    req.end(body);
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

interface Route {
  url: string;
  headers: () => Record<string, string>;
}

/** Requests sent to one route before the other takes its turn. */
const BLOCK = 100;

/**
 * The two routes measured in alternating blocks of BLOCK requests (which goes first alternates
 * too), so both are sampled over the same seconds of a shared machine: a burst of other work or a
 * slower stretch weighs on both instead of on whichever route happened to run at the time. Not
 * one for one: a bare request sent right after the pipeline's pays for what that request left to
 * the event loop and the collector (about 40 µs of its p50), which would flatter the ratio.
 */
const interleaved = async (routes: [Route, Route]) => {
  const samples: [number[], number[]] = [[], []];
  const total = WARMUP + REQUESTS;
  for (let start = 0, round = 0; start < total; start += BLOCK, round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const route = routes[which] as Route;
      for (let i = start; i < Math.min(start + BLOCK, total); i++) {
        const { status, ms } = await send(route.url, 'GET', '/v1/auth/keys', route.headers());
        if (status !== 200) throw new Error(`unexpected status ${status}`);
        if (i >= WARMUP) samples[which]?.push(ms);
      }
    }
  }
  return samples;
};

/** The p50 ratio of each tenth of the run: how far the figure moves within one run. */
const blockRatios = ([baseline, measured]: [number[], number[]], blocks = 10) => {
  const size = Math.floor(baseline.length / blocks);
  return Array.from({ length: blocks }, (_, b) => summary(measured.slice(b * size, (b + 1) * size)).p50 / summary(baseline.slice(b * size, (b + 1) * size)).p50);
};

const onboard = async (store: Store) => {
  const id = newId('org');
  const credentials = await createOrganizationInStage(store, 'production', { id, name: 'Bench Clinic' });
  return { id, ...credentials };
};

const benchLatency = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-api-'));
  const stage = await startLocalStage({ stage: 'production', port: 0, host: '127.0.0.1', dataDir, root });
  const org = await onboard(stage.store);
  // Each organization may make 500 reads a minute: spread the samples over organizations so the
  // benchmark measures the pipeline, not the 429 path.
  const keys = [org.api_key, ...(await Promise.all(Array.from({ length: Math.ceil((REQUESTS + WARMUP) / 450) }, () => onboard(stage.store)))).map((o) => o.api_key)];
  let next = 0;
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":[],"has_more":false,"next_cursor":null}');
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const samples = await interleaved([
    { url: bareUrl, headers: () => ({}) },
    { url: stage.url, headers: () => ({ authorization: `Bearer ${keys[Math.floor(next++ / 450)] as string}` }) },
  ]);
  const baseline = summary(samples[0]);
  const measured = summary(samples[1]);
  const ratios = blockRatios(samples).sort((a, b) => a - b);

  console.log(`\nLatency, ${REQUESTS} requests to each route after ${WARMUP} warm-up, the two routes in alternating blocks of ${BLOCK}, sequential, keep-alive, Node ${process.version}`);
  console.table([
    { route: 'bare Node HTTP route (baseline)', 'p50 ms': baseline.p50.toFixed(3), 'p99 ms': baseline.p99.toFixed(3), 'p50 × baseline': '1.0', 'p99 × baseline': '1.0' },
    {
      route: 'GET /v1/auth/keys (local runtime, authenticated)',
      'p50 ms': measured.p50.toFixed(3),
      'p99 ms': measured.p99.toFixed(3),
      'p50 × baseline': (measured.p50 / baseline.p50).toFixed(1),
      'p99 × baseline': (measured.p99 / baseline.p99).toFixed(1),
    },
  ]);
  console.log(`p50 × baseline in each tenth of the run: ${(ratios[0] ?? NaN).toFixed(1)} to ${(ratios[ratios.length - 1] ?? NaN).toFixed(1)} (median ${(ratios[ratios.length >> 1] ?? NaN).toFixed(1)})`);
  bare.close();
  await stage.close();
  rmSync(dataDir, { recursive: true, force: true });
};

const benchCapacity = async () => {
  const capacity = await startCapacityStore('careloop-bench');
  if (!capacity) return;
  const { store } = capacity;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-capacity-'));
  process.env.KEY_CACHE_TTL_SECONDS = '0'; // every request pays its key and organization reads
  const stage = await startLocalStage({ stage: 'production', port: 0, host: '127.0.0.1', dataDir, root, store });
  const org = await onboard(store);
  const auth = { authorization: `Bearer ${org.api_key}` };
  const json = { ...auth, 'content-type': 'application/json' };

  const records: CapacityRecord[] = [];
  capacityObservers.push((record) => records.push(record));
  const operations: Array<[string, () => Promise<unknown>]> = [
    ['GET /v1/health', () => send(stage.url, 'GET', '/v1/health')],
    ['GET /v1/auth/keys', () => send(stage.url, 'GET', '/v1/auth/keys', auth)],
    ['GET /v1/auth/ip-allowlist', () => send(stage.url, 'GET', '/v1/auth/ip-allowlist', auth)],
    ['POST /v1/auth/ip-allowlist', () => send(stage.url, 'POST', '/v1/auth/ip-allowlist', json, '{"allowed_cidrs":[]}')],
    ['POST /v1/auth/keys/{id}/rotate', () => send(stage.url, 'POST', `/v1/auth/keys/${org.key_id}/rotate`, auth)],
    ['401 (unknown key)', () => send(stage.url, 'GET', '/v1/auth/keys', { authorization: `Bearer svc_sk_live_${'x'.repeat(40)}` })],
  ];
  const rows = [];
  await send(stage.url, 'GET', '/v1/auth/keys', auth); // first use writes last_used_at once; not part of any row
  for (const [name, run] of operations) {
    records.length = 0;
    await run();
    const total = records.reduce((sum, record) => sum + record.capacityUnits, 0);
    rows.push({ operation: name, 'DynamoDB calls': records.length, 'capacity units': total.toFixed(1), calls: records.map((r) => r.operation).join(' ') });
  }
  console.log('\nDynamoDB capacity per API operation (ReturnConsumedCapacity TOTAL, DynamoDB Local, key cache off):');
  console.table(rows);
  await stage.close();
  await capacity.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

await benchLatency();
await benchCapacity();
agent.destroy();
