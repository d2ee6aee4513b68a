import { EmfMetrics } from './metrics/emf-metrics';
import type { Metrics } from './metrics/port';

/**
 * The metrics of this container: one Powertools Metrics instance per function in Lambda (each
 * function is its own bundle), writing EMF to stdout. The local runtime installs its own, which
 * also keeps running totals (functions/core/metrics/totals.ts).
 */
let installed: Metrics | undefined;

export const installMetrics = (metrics: Metrics): void => {
  installed = metrics;
};

// The stage as the logger reads it: counting must never fail what it counts (the stack sets STAGE on every function).
export const metrics = (): Metrics => (installed ??= new EmfMetrics({ stage: process.env.STAGE ?? 'unknown' }));
