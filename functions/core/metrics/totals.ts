import type { EmfDocument } from './emf-metrics';
import { METRICS_NAMESPACE, STAGE_DIMENSION } from './port';

/**
 * Running totals of the EMF documents a local stage's functions flush: what CloudWatch would
 * graph, readable at the local runtime's `GET /local/metrics` (docs/metrics.md). Per metric: its
 * unit, how many values were flushed (`samples`), their sum, min, max and average.
 */

export interface MetricTotal {
  unit: string;
  samples: number;
  sum: number;
  min: number;
  max: number;
}

export interface MetricsSnapshot {
  namespace: string;
  dimensions: Record<string, string>;
  /** When the totals started (the stage's start). */
  since: string;
  metrics: Record<string, MetricTotal & { average: number }>;
}

const valuesOf = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

export class MetricTotals {
  private readonly totals = new Map<string, MetricTotal>();
  private readonly since = new Date().toISOString();

  constructor(private readonly stage: string) {}

  record(document: EmfDocument): void {
    for (const directive of document._aws.CloudWatchMetrics) {
      for (const { Name, Unit } of directive.Metrics) {
        for (const value of valuesOf(document[Name])) this.add(Name, Unit ?? 'None', value);
      }
    }
  }

  private add(name: string, unit: string, value: number): void {
    const total = this.totals.get(name) ?? { unit, samples: 0, sum: 0, min: value, max: value };
    this.totals.set(name, { unit, samples: total.samples + 1, sum: total.sum + value, min: Math.min(total.min, value), max: Math.max(total.max, value) });
  }

  snapshot(): MetricsSnapshot {
    const metrics = Object.fromEntries([...this.totals].map(([name, total]) => [name, { ...total, average: total.sum / total.samples }]));
    return { namespace: METRICS_NAMESPACE, dimensions: { [STAGE_DIMENSION]: this.stage }, since: this.since, metrics };
  }
}
