import { Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types';
import { METRIC_UNITS, METRICS_NAMESPACE, type MetricName, type Metrics, STAGE_DIMENSION } from './port';

/**
 * The metrics port over Powertools Metrics: values are kept per invocation and flushed as one
 * CloudWatch Embedded Metric Format document, a JSON line on stdout that CloudWatch Logs turns
 * into metrics in Lambda. The only dimension is the stage (Powertools' default `service`
 * dimension is removed: one service, and a second dimension would split every metric).
 *
 * The document is written by `write` (stdout by default; the local runtime also keeps running
 * totals, functions/core/metrics/totals.ts) rather than by Powertools' own console, so flushing
 * goes through one path. Powertools would print a document by itself when a metric reaches 100
 * values; this adapter flushes before that, so `write` sees every value.
 */

export type EmfDocument = EmfOutput;

const writeLine = (document: EmfDocument): void => void process.stdout.write(`${JSON.stringify(document)}\n`);

/** Powertools flushes on its own at 100 values of one metric; stay below. */
const MAX_VALUES_PER_FLUSH = 99;

export class EmfMetrics implements Metrics {
  private readonly powertools: PowertoolsMetrics;
  private readonly write: (document: EmfDocument) => void;
  private stored = 0;

  constructor(options: { stage: string; write?: (document: EmfDocument) => void }) {
    this.powertools = new PowertoolsMetrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_NAMESPACE });
    this.powertools.clearDefaultDimensions();
    this.powertools.setDefaultDimensions({ [STAGE_DIMENSION]: options.stage });
    this.write = options.write ?? writeLine;
  }

  add(name: MetricName, value = 1): void {
    if (this.stored >= MAX_VALUES_PER_FLUSH) this.flush();
    this.powertools.addMetric(name, METRIC_UNITS[name], value);
    this.stored++;
  }

  flush(): void {
    // Every value goes through `add`, which counts it: Powertools' own check reads the environment on each call.
    if (this.stored === 0) return;
    const document = this.powertools.serializeMetrics();
    this.powertools.clearMetrics();
    this.stored = 0;
    this.write(document);
  }
}
