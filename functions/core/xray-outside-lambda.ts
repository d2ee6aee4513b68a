/**
 * Imported by tracing.ts before the Powertools Tracer. The X-Ray SDK under the Tracer installs, as
 * it is imported, a process-wide async hook (cls-hooked) with a destroy callback, which then runs
 * on every promise the process creates, unless it is told it runs in manual mode. Outside Lambda
 * (no AWS_EXECUTION_ENV: the local runtime, tests, benchmarks) the Tracer is disabled and never
 * reads that context, and the hook made each promise several times dearer: a promise-heavy loop
 * took 10× its time, and an authenticated request through the local runtime a third to two thirds more CPU
 * (docs/decisions.md 164). In Lambda nothing changes.
 */
if (!process.env.AWS_EXECUTION_ENV && process.env.AWS_XRAY_MANUAL_MODE === undefined) process.env.AWS_XRAY_MANUAL_MODE = 'true';

export {};
