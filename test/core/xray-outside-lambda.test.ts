/**
 * Outside Lambda the X-Ray SDK under the Tracer runs in manual mode (functions/core/xray-outside-lambda.ts):
 * it installs no process-wide async hook, which ran on every promise of the local runtime.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the X-Ray SDK outside Lambda', () => {
  it('installs no async-context namespace when the tracing module is loaded', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    await import('../../functions/core/tracing');
    const cls = require('cls-hooked/context') as { getNamespace(name: string): unknown };
    expect(cls.getNamespace('AWSXRay')).toBeUndefined();
    expect(process.env.AWS_XRAY_MANUAL_MODE).toBe('true');
  });

  it('is left in its automatic mode inside Lambda', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_XRAY_MANUAL_MODE', undefined);
    await import('../../functions/core/xray-outside-lambda');
    expect(process.env.AWS_XRAY_MANUAL_MODE).toBeUndefined();
  });
});
