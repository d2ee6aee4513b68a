/**
 * npm run bench:engine — in one run:
 * 1. Patient replies understood per second by the engine alone (goal ≥ 20,000/s), next to a
 *    trivial tokenizer over the same corpus (baseline).
 * 2. Full sandbox engagements per second end to end through the local runtime (create over HTTP,
 *    started from the change feed, driven turn by turn through the work queue, outcome written),
 *    with SANDBOX_TURN_DELAY_MS=0 (goal ≥ 100/s), next to the same conversations run by the engine
 *    in memory with the same simulated patient (baseline: what the runtime adds).
 * 3. What one sandbox engagement costs: DynamoDB request units, queue requests and Lambda
 *    invocations as the local runtime metered them, in dollars per 1,000 engagements at AWS list
 *    prices (goal ≤ $0.10, telephony excluded).
 */
import { newId } from '../functions/core/ids';
import { handleReply, loadEveryLanguage, startConversation } from '../functions/engine/engine';
import { simulatedReply } from '../functions/engine/sandbox-patient';
import { findBuiltinProtocol } from '../functions/protocols/library';
import { REPLIES_PER_SECOND_GOAL, benchEngineReplies } from './engine-replies';
import { endToEnd, infrastructureDollars, phoneFor } from './infrastructure-cost';

// The engine reads a reply with its language's words, loaded per language (decision 184).
await loadEveryLanguage();

process.env.LOG_LEVEL = 'SILENT';
process.env.SANDBOX_TURN_DELAY_MS = '0';
const ENGAGEMENTS = Number(process.env.BENCH_ENGAGEMENTS ?? 300);
const PROTOCOL = 'medication_adherence';

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

const replies = await benchEngineReplies();
console.log(`\nbench:engine — Node ${process.version}`);
console.table([
  { measure: 'replies understood per second (engine alone)', value: Math.round(replies.repliesPerSecond), baseline: Math.round(replies.baselinePerSecond), 'vs baseline': (replies.repliesPerSecond / replies.baselinePerSecond).toFixed(3), goal: `≥ ${REPLIES_PER_SECOND_GOAL.toLocaleString('en-US')}/s`, met: replies.repliesPerSecond >= REPLIES_PER_SECOND_GOAL ? 'yes' : 'NO' },
]);

const inMemory = conversationsInMemory(ENGAGEMENTS);
const e2e = await endToEnd({ engagements: ENGAGEMENTS, protocol: PROTOCOL });
console.table([
  { measure: `sandbox engagements per second end to end (${ENGAGEMENTS}, ${PROTOCOL})`, value: e2e.perSecond.toFixed(1), baseline: inMemory.toFixed(0), 'vs baseline': (e2e.perSecond / inMemory).toFixed(4), goal: '≥ 100/s', met: e2e.perSecond >= 100 ? 'yes' : 'NO' },
]);

const { perEngagement: p } = e2e;
const dollars = infrastructureDollars(p);
const total = dollars.total;
console.log('\nCost of one sandbox engagement (metered locally, priced at us-east-1 list prices; telephony excluded):');
console.table([
  { resource: 'DynamoDB', units: `${p.writeUnits.toFixed(1)} WRU + ${p.readUnits.toFixed(1)} RRU`, 'USD per 1,000': (dollars.dynamodb * 1000).toFixed(4) },
  { resource: 'SQS', units: `${p.queueRequests.toFixed(1)} requests`, 'USD per 1,000': (dollars.sqs * 1000).toFixed(4) },
  { resource: 'Lambda (arm64, 512 MB)', units: `${p.invocations.toFixed(1)} invocations, ${p.gbSeconds.toFixed(3)} GB-s`, 'USD per 1,000': (dollars.lambda * 1000).toFixed(4) },
  { resource: 'API Gateway (HTTP API)', units: '1 request', 'USD per 1,000': (dollars.api * 1000).toFixed(4) },
  { resource: 'total', units: '', 'USD per 1,000': `${(total * 1000).toFixed(4)} (goal ≤ 0.10: ${total * 1000 <= 0.1 ? 'met' : 'NOT met'})` },
]);
console.log('Invocations by function:', e2e.byFunction);
