import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '../../functions/core/config';
import { type TestStage, request, startTestStage } from '../support/local-stage';
import { FUZZ_SEED, RUNS_PER_OPERATION, contractBreach, describeRequest, documentedGroups, operationsOf, requestFor, send } from './api-fuzz';

/**
 * The fuzz sweep of one stage (a process serves one stage, so each stage has its own test file).
 * Each operation gets its own organization, so that rate limits and what one operation changes
 * (an IP allowlist, a deleted webhook) do not starve the others of valid requests.
 */
export const fuzzEveryOperation = (stageName: Stage): void => {
  let stage: TestStage;
  beforeAll(async () => {
    stage = await startTestStage(stageName, { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await stage.stop();
  });

  describe(`every operation of the ${stageName} stage's OpenAPI document, fuzzed`, () => {
    it('answers within the deadline, never with a 5xx, and every error in its group\'s envelope', async () => {
      console.log(`fuzz seed ${FUZZ_SEED} (FUZZ_SEED=${FUZZ_SEED} replays it), ${RUNS_PER_OPERATION} runs per operation`);
      const document = (await request(stage.url, 'GET', '/v1/openapi.json')).body;
      const operations = operationsOf(document);
      const groupOf = documentedGroups(document);
      expect(operations.length).toBeGreaterThan(60);
      const breaches: string[] = [];
      const statuses = new Map<number, number>();
      for (const [index, operation] of operations.entries()) {
        const organization = await stage.onboard({ tier: 'enterprise' });
        const credentials = { orgId: organization.id, apiKey: organization.apiKey };
        const result = await fc.check(
          fc.asyncProperty(requestFor(operation), async (fuzzed) => {
            const answer = await send(stage.url, fuzzed, credentials);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const breach = contractBreach(fuzzed, answer, groupOf);
            if (breach) throw new Error(`${breach}\n  request ${describeRequest(fuzzed)}`);
          }),
          // Each operation, and each stage, its own stream of cases from the one seed.
          { seed: FUZZ_SEED + index + (stageName === 'sandbox' ? 10_000 : 0), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
        if (result.failed) breaches.push(`${operation.id} (${operation.method} ${operation.path}): ${String(result.errorInstance)}`);
      }
      console.log(`answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
      expect(breaches).toEqual([]);
    }, 180_000 * Math.max(1, RUNS_PER_OPERATION / 8));
  });
};
