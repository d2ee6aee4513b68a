/**
 * What sandbox engagements cost in AWS infrastructure, metered end to end through the local
 * runtime: DynamoDB request units, queue requests and Lambda invocations, priced at us-east-1 list
 * prices. Shared by `npm run bench:engine` and `npm run bench:channels` (telephony excluded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { newId } from '../functions/core/ids';
import { Meter } from '../local/meter';
import { startLocalStage } from '../local/stage';

const root = path.resolve(import.meta.dirname, '..');
// The sandbox patient answers at once: the runtime, not the simulated typing, is metered.
process.env.SANDBOX_TURN_DELAY_MS = '0';

/** us-east-1 list prices (on-demand DynamoDB, SQS standard, Lambda arm64, HTTP API). */
export const PRICES = {
  writeRequestUnit: 0.625 / 1e6,
  readRequestUnit: 0.125 / 1e6,
  sqsRequest: 0.4 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
};
export const LAMBDA_MEMORY_GB = 0.5;

/** Half the patients answer everything well, half answer in varied ways (functions/engine/sandbox-patient.ts). */
export const phoneFor = (i: number) => (i % 2 === 0 ? '+15005550100' : `+1415555${String(1000 + (i % 9000)).padStart(4, '0')}`);

export interface EndToEndOptions {
  engagements: number;
  protocol: string;
}

/** Creates `engagements` sandbox engagements over HTTP and meters them until every one has finished. */
export const endToEnd = async ({ engagements: ENGAGEMENTS, protocol: PROTOCOL }: EndToEndOptions) => {
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
    // Oldest first, up to the first one still running: these reads go through the meter and share
    // the event loop with the runtime, and re-reading every running engagement every 50 ms was
    // about 3 % of the run's CPU. The last one is still seen within one pause of its end.
    for (const { id, orgId } of created.filter((c) => pending.has(c.id))) {
      const engagement = await stage.store.get({ pk: `ORG#${orgId}#ENG#${id}`, sk: 'ENGAGEMENT' });
      if (!engagement || !['completed', 'failed', 'cancelled'].includes(engagement.status as string)) break;
      pending.delete(id);
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


export type PerEngagement = Awaited<ReturnType<typeof endToEnd>>['perEngagement'];

/** The metered units of one engagement in dollars, per resource and in total. */
export const infrastructureDollars = (p: PerEngagement) => {
  const dollars = {
    dynamodb: p.writeUnits * PRICES.writeRequestUnit + p.readUnits * PRICES.readRequestUnit,
    sqs: p.queueRequests * PRICES.sqsRequest,
    lambda: p.invocations * PRICES.lambdaRequest + p.gbSeconds * PRICES.lambdaGbSecond,
    api: PRICES.httpApiRequest,
  };
  const total = dollars.dynamodb + dollars.sqs + dollars.lambda + dollars.api;
  return { ...dollars, total };
};
