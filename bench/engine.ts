/**
 * npm run bench:engine — in one run:
 * 1. Patient replies understood per second by the engine alone (goal ≥ 50,000/s), next to a
 *    trivial tokenizer over the same corpus (baseline).
 * 2. Full sandbox engagements per second end to end through the local runtime (create over HTTP,
 *    started from the change feed, driven turn by turn through the work queue, outcome written),
 *    with SANDBOX_TURN_DELAY_MS=0 (goal ≥ 50/s), next to the same conversations run by the engine
 *    in memory with the same simulated patient (baseline: what the runtime adds).
 * 3. What one sandbox engagement costs: DynamoDB request units, queue requests and Lambda
 *    invocations as the local runtime metered them, in dollars per 1,000 engagements at AWS list
 *    prices (goal ≤ $0.10, telephony excluded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { newId } from '../functions/core/ids';
import { Meter } from '../functions/core/local/meter';
import { startLocalStage } from '../functions/core/local/stage';
import { handleReply, startConversation } from '../functions/engine/engine';
import { simulatedReply } from '../functions/engine/sandbox-patient';
import { findBuiltinProtocol } from '../functions/protocols/library';
import { benchEngineReplies } from './engine-replies';

process.env.LOG_LEVEL = 'SILENT';
process.env.SANDBOX_TURN_DELAY_MS = '0';
const ENGAGEMENTS = Number(process.env.BENCH_ENGAGEMENTS ?? 300);
const PROTOCOL = 'medication_adherence';
const root = path.resolve(import.meta.dirname, '..');

/** us-east-1 list prices (on-demand DynamoDB, SQS standard, Lambda arm64, HTTP API). */
const PRICES = {
  writeRequestUnit: 0.625 / 1e6,
  readRequestUnit: 0.125 / 1e6,
  sqsRequest: 0.4 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
};
const LAMBDA_MEMORY_GB = 0.5;

const phoneFor = (i: number) => (i % 2 === 0 ? '+15005550100' : `+1415555${String(1000 + (i % 9000)).padStart(4, '0')}`);

/** Baseline: the same conversations, engine and simulated patient only, in memory. */
const conversationsInMemory = (count: number): number => {
  const protocol = findBuiltinProtocol(PROTOCOL);
  if (!protocol) throw new Error(`no ${PROTOCOL} protocol`);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const engagementId = newId('eng');
    let step = startConversation(protocol, { language: 'en', channel: 'sms', now: new Date().toISOString() });
    for (let turn = 0; turn < 100 && !step.finished; turn++) {
      const reply = simulatedReply({ engagementId, phone: phoneFor(i), protocol, state: step.state, language: 'en' });
      if (reply.kind !== 'reply') break;
      step = handleReply(protocol, step.state, reply.text, { now: new Date().toISOString() });
    }
  }
  return count / ((performance.now() - started) / 1000);
};

const endToEnd = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-engine-'));
  const meter = new Meter();
  const stage = await startLocalStage({ stage: 'sandbox', port: 0, host: '127.0.0.1', dataDir, root, meter });
  // 100 creations a minute per organization: spread the engagements over enough organizations.
  const organizations: Array<{ orgId: string; key: string }> = [];
  for (let i = 0; i < Math.ceil(ENGAGEMENTS / 90); i++) {
    const orgId = newId('org');
    const credentials = await createOrganizationInStage(stage.store, 'sandbox', { id: orgId, name: `Bench ${i}` });
    organizations.push({ orgId, key: credentials.api_key });
  }
  const before = { ...meter, invocations: meter.invocations, invocationMs: meter.invocationMs };
  const started = performance.now();
  const created: Array<{ id: string; orgId: string }> = [];
  for (let i = 0; i < ENGAGEMENTS; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, ENGAGEMENTS - i) }, async (_unused, j) => {
        const { orgId, key } = organizations[Math.floor((i + j) / 90)] as { orgId: string; key: string };
        const response = await fetch(`${stage.url}/v1/engagements`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ patient: { id: `p-${i + j}`, phone: phoneFor(i + j), preferred_channel: 'sms' }, protocol: PROTOCOL, trigger_type: 'immediate' }),
        });
        if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
        created.push({ id: ((await response.json()) as { id: string }).id, orgId });
      }),
    );
  }
  const pending = new Set(created.map((c) => c.id));
  const deadline = Date.now() + 120_000;
  while (pending.size && Date.now() < deadline) {
    for (const { id, orgId } of created.filter((c) => pending.has(c.id))) {
      const engagement = await stage.store.get({ pk: `ORG#${orgId}#ENG#${id}`, sk: 'ENGAGEMENT' });
      if (engagement && ['completed', 'failed', 'cancelled'].includes(engagement.status as string)) pending.delete(id);
    }
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  if (pending.size) throw new Error(`${pending.size} engagements did not finish within 120 s`);
  const perEngagement = {
    writeUnits: (meter.writeUnits - before.writeUnits) / ENGAGEMENTS,
    readUnits: (meter.readUnits - before.readUnits) / ENGAGEMENTS,
    queueRequests: (meter.queueRequests - before.queueRequests) / ENGAGEMENTS,
    invocations: (meter.invocations - before.invocations) / ENGAGEMENTS,
    gbSeconds: ((meter.invocationMs - before.invocationMs) / 1000 / ENGAGEMENTS) * LAMBDA_MEMORY_GB,
  };
  await stage.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { perSecond: ENGAGEMENTS / seconds, perEngagement, byFunction: Object.fromEntries(meter.invocationsByFunction) };
};

const replies = await benchEngineReplies();
console.log(`\nbench:engine — Node ${process.version}`);
console.table([
  { measure: 'replies understood per second (engine alone)', value: Math.round(replies.repliesPerSecond), baseline: Math.round(replies.baselinePerSecond), 'vs baseline': (replies.repliesPerSecond / replies.baselinePerSecond).toFixed(3), goal: '≥ 50,000/s', met: replies.repliesPerSecond >= 50_000 ? 'yes' : 'NO' },
]);

const inMemory = conversationsInMemory(ENGAGEMENTS);
const e2e = await endToEnd();
console.table([
  { measure: `sandbox engagements per second end to end (${ENGAGEMENTS}, ${PROTOCOL})`, value: e2e.perSecond.toFixed(1), baseline: inMemory.toFixed(0), 'vs baseline': (e2e.perSecond / inMemory).toFixed(4), goal: '≥ 50/s', met: e2e.perSecond >= 50 ? 'yes' : 'NO' },
]);

const { perEngagement: p } = e2e;
const dollars = {
  dynamodb: p.writeUnits * PRICES.writeRequestUnit + p.readUnits * PRICES.readRequestUnit,
  sqs: p.queueRequests * PRICES.sqsRequest,
  lambda: p.invocations * PRICES.lambdaRequest + p.gbSeconds * PRICES.lambdaGbSecond,
  api: PRICES.httpApiRequest,
};
const total = dollars.dynamodb + dollars.sqs + dollars.lambda + dollars.api;
console.log('\nCost of one sandbox engagement (metered locally, priced at us-east-1 list prices; telephony excluded):');
console.table([
  { resource: 'DynamoDB', units: `${p.writeUnits.toFixed(1)} WRU + ${p.readUnits.toFixed(1)} RRU`, 'USD per 1,000': (dollars.dynamodb * 1000).toFixed(4) },
  { resource: 'SQS', units: `${p.queueRequests.toFixed(1)} requests`, 'USD per 1,000': (dollars.sqs * 1000).toFixed(4) },
  { resource: 'Lambda (arm64, 512 MB)', units: `${p.invocations.toFixed(1)} invocations, ${p.gbSeconds.toFixed(3)} GB-s`, 'USD per 1,000': (dollars.lambda * 1000).toFixed(4) },
  { resource: 'API Gateway (HTTP API)', units: '1 request', 'USD per 1,000': (dollars.api * 1000).toFixed(4) },
  { resource: 'total', units: '', 'USD per 1,000': `${(total * 1000).toFixed(4)} (goal ≤ 0.10: ${total * 1000 <= 0.1 ? 'met' : 'NOT met'})` },
]);
console.log('Invocations by function:', e2e.byFunction);
