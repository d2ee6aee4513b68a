/**
 * npm run bench:cost — what careloop costs (docs/cost.md), each figure reproduced here:
 * - the fixed monthly cost of both stacks at rest, counted from the templates synthesized offline
 *   (no bundling, no AWS account) and priced with bench/fixed-cost.ts;
 * - the AWS infrastructure of 1,000 engagements, metered end to end through the local runtime
 *   (bench/infrastructure-cost.ts, BENCH_ENGAGEMENTS sandbox engagements of BENCH_PROTOCOL);
 * - the AWS infrastructure of 1,000,000 authenticated API calls (a key-authenticated read,
 *   `GET /v1/auth/keys`, metered the same way, BENCH_REQUESTS of them);
 * - the telephony of 1,000 engagements per built-in protocol (bench/channels.ts, English, every
 *   question answered well).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createOrganizationInStage } from '../functions/auth/onboarding';
import { newId } from '../functions/core/ids';
import { builtinProtocols } from '../functions/protocols/library';
import { buildApp } from '../lib/app';
import { STAGES } from '../lib/stage';
import { Meter } from '../local/meter';
import { startLocalStage } from '../local/stage';
import { TELEPHONY_PRICES, channelCost } from './channels';
import { FIXED_MONTHLY_BUDGET, FIXED_PRICES, FREE_TIER, countFixed, fixedMonthlyCost, type Template as TemplateJson } from './fixed-cost';
import { LAMBDA_MEMORY_GB, PRICES, endToEnd, infrastructureDollars } from './infrastructure-cost';

process.env.LOG_LEVEL = 'SILENT';
const ENGAGEMENTS = Number(process.env.BENCH_ENGAGEMENTS ?? 40);
const PROTOCOL = process.env.BENCH_PROTOCOL ?? 'post_discharge';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CALLS_PER_ORGANIZATION = 40;
const root = path.resolve(import.meta.dirname, '..');
const usd = (dollars: number, digits = 2) => `$${dollars.toFixed(digits)}`;

/** Both stacks synthesized offline, each as its parent template and its nested stacks' templates. */
const synthesizedTemplates = () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-cost-'));
  try {
    const { stacks } = buildApp({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
    const templatesOf = (stack: Stack): TemplateJson[] =>
      [stack, ...stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack)].map((s) => Template.fromStack(s).toJSON() as TemplateJson);
    return Object.fromEntries(STAGES.map((stage) => [stage, templatesOf(stacks[stage])]));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
};

const fixed = () => {
  const templates = synthesizedTemplates();
  console.log('\nFixed monthly cost at rest (us-east-1 list prices, USD):', FIXED_PRICES, 'account free tier:', FREE_TIER);
  console.table(
    STAGES.map((stage) => {
      const counts = countFixed(templates[stage]!);
      return { stage, ...counts };
    }),
  );
  const both = fixedMonthlyCost(countFixed(STAGES.flatMap((stage) => templates[stage]!)));
  console.table(both.lines.map((l) => ({ item: l.item, count: Math.round(l.count), 'unit price': l.unitPrice, 'free in the account': l.free, 'USD a month': l.dollars.toFixed(2) })));
  console.log(`both stacks: ${usd(both.billed)} a month (the account's free tier to themselves; budget ${usd(FIXED_MONTHLY_BUDGET)}); ${usd(both.listPrice)} in an account whose free tier is used up`);
};

const perEngagements = async () => {
  const e2e = await endToEnd({ engagements: ENGAGEMENTS, protocol: PROTOCOL });
  const dollars = infrastructureDollars(e2e.perEngagement);
  console.log(`\nInfrastructure per 1,000 engagements (${ENGAGEMENTS} sandbox engagements of ${PROTOCOL}, metered end to end):`, PRICES);
  console.table([{ ...Object.fromEntries(Object.entries(dollars).map(([k, v]) => [k, usd(v * 1000, 4)])) }]);
};

const perApiCalls = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-cost-api-'));
  const meter = new Meter();
  const stage = await startLocalStage({ stage: 'production', port: 0, host: '127.0.0.1', dataDir, root, meter });
  try {
    // Spread over organizations as an integrator's traffic is: 40 calls each, so every organization pays its
    // leases of the window counter (decision 318) as it would.
    const keys: string[] = [];
    for (let i = 0; i < Math.ceil(REQUESTS / CALLS_PER_ORGANIZATION); i++) {
      keys.push((await createOrganizationInStage(stage.store, 'production', { id: newId('org'), name: `Bench ${i}` })).api_key);
    }
    const call = async (i: number) => {
      const response = await fetch(`${stage.url}/v1/auth/keys`, { headers: { authorization: `Bearer ${keys[i % keys.length]}` } });
      if (response.status !== 200) throw new Error(`GET /v1/auth/keys answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < keys.length; i++) await call(i); // a key's first use writes last_used_at once
    const before = { ...meter };
    for (let i = 0; i < REQUESTS; i++) await call(i);
    const per = (n: number) => (n / REQUESTS) * 1e6;
    const dollars = {
      api: PRICES.httpApiRequest * 1e6,
      lambda: per(meter.invocations - before.invocations) * PRICES.lambdaRequest + (per(meter.invocationMs - before.invocationMs) / 1000) * LAMBDA_MEMORY_GB * PRICES.lambdaGbSecond,
      dynamodb: per(meter.readUnits - before.readUnits) * PRICES.readRequestUnit + per(meter.writeUnits - before.writeUnits) * PRICES.writeRequestUnit,
    };
    console.log(`\nInfrastructure per 1,000,000 API calls (${REQUESTS} × GET /v1/auth/keys with an API key, metered; Lambda time as measured on this machine):`);
    console.table([
      {
        'read units/call': ((meter.readUnits - before.readUnits) / REQUESTS).toFixed(2),
        'write units/call': ((meter.writeUnits - before.writeUnits) / REQUESTS).toFixed(2),
        'ms/call': ((meter.invocationMs - before.invocationMs) / REQUESTS).toFixed(1),
        api: usd(dollars.api),
        lambda: usd(dollars.lambda),
        dynamodb: usd(dollars.dynamodb),
        total: usd(dollars.api + dollars.lambda + dollars.dynamodb),
      },
    ]);
  } finally {
    await stage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const telephony = () => {
  console.log('\nTelephony per 1,000 engagements (English, every question answered well), US list prices:', TELEPHONY_PRICES);
  console.table(
    builtinProtocols.map((protocol) => {
      const c = channelCost(protocol, 'en', 'well');
      return { protocol: protocol.id, 'SMS': usd(c.sms * 1000), 'WhatsApp': usd(c.whatsapp * 1000), 'voice': usd(c.voice * 1000) };
    }),
  );
};

console.log(`bench:cost — Node ${process.version}`);
fixed();
telephony();
await perEngagements();
await perApiCalls();
