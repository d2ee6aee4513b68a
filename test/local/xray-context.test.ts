/**
 * The local runtime loads the handlers (and with them the X-Ray SDK under the Powertools Tracer)
 * without the SDK's automatic context: outside Lambda nothing traces, and its async hook would run
 * on every promise of the process.
 */
import { afterAll, expect, it } from 'vitest';
import { startTestStage, type TestStage } from '../support/local-stage';

let stage: TestStage | undefined;
afterAll(async () => stage?.stop());

it('starts a stage whose handlers leave no X-Ray context namespace (no async hook on every promise)', async () => {
  stage = await startTestStage('sandbox');
  const { tracer } = await import('../../functions/core/tracing');
  expect(tracer.isTracingEnabled()).toBe(false);
  expect((process as { namespaces?: Record<string, unknown> }).namespaces?.AWSXRay).toBeUndefined();
});
