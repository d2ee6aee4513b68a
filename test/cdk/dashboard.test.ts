/**
 * Each stage's CloudWatch dashboard (lib/constructs/dashboard.ts): one per stage, named after it,
 * graphing every metric of functions/core/metrics/port.ts with that stage as the only dimension,
 * the API's 5xx and latency, every work queue's depth and every dead-letter queue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { METRIC_NAMES } from '../../functions/core/metrics/port';
import { STAGES, type Stage } from '../../lib/stage';
import { type Synthesized, synthesizeApp } from './template';

let synthesized: Record<Stage, Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
});

/** A widget's metric: CloudWatch's array form, [namespace, name, dimension, value, …, options]. */
type MetricRow = Array<string | Record<string, unknown>>;
interface Widget {
  properties: { title: string; metrics: MetricRow[] };
}

/** The body of the stage's one dashboard, with every CloudFormation token as `${Token}`. */
const dashboardOf = (stage: Stage): { name: string; widgets: Widget[] } => {
  const dashboards = Object.values(synthesized[stage].json.Resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Dashboard');
  expect(dashboards).toHaveLength(1);
  const { DashboardName, DashboardBody } = dashboards[0]!.Properties!;
  const parts = typeof DashboardBody === 'string' ? [DashboardBody] : (DashboardBody['Fn::Join'][1] as unknown[]);
  const body = parts.map((part) => (typeof part === 'string' ? part : '${Token}')).join('');
  return { name: DashboardName, widgets: (JSON.parse(body) as { widgets: Widget[] }).widgets };
};

const rowsOf = (widgets: Widget[]): MetricRow[] => widgets.flatMap((widget) => widget.properties.metrics ?? []);

describe.each(STAGES)('the %s dashboard', (stage) => {
  it('is named after the stage', () => {
    expect(dashboardOf(stage).name).toBe(`careloop-${stage}`);
  });

  it("graphs every careloop metric of this stage, with the stage as the only dimension", () => {
    const rows = rowsOf(dashboardOf(stage).widgets).filter((row) => row[0] === 'careloop');
    for (const name of METRIC_NAMES) expect(rows.some((row) => row[1] === name), name).toBe(true);
    for (const row of rows) expect(row.slice(2).filter((part) => typeof part === 'string'), String(row[1])).toEqual(['stage', stage]);
  });

  it("graphs the API's 5xx and latency", () => {
    const titles = dashboardOf(stage).widgets.map((widget) => widget.properties.title);
    expect(titles).toEqual(expect.arrayContaining(['API 5xx', 'API latency']));
    const apiRows = rowsOf(dashboardOf(stage).widgets).filter((row) => row[0] === 'AWS/ApiGateway');
    expect(apiRows.map((row) => row[1])).toEqual(expect.arrayContaining(['5xx', 'Latency']));
  });

  it('graphs the depth of every queue, dead-letter queues included', () => {
    const { stack } = synthesized[stage];
    const queueRows = rowsOf(dashboardOf(stage).widgets).filter((row) => row[0] === 'AWS/SQS');
    expect(queueRows.every((row) => row[1] === 'ApproximateNumberOfMessagesVisible')).toBe(true);
    const labels = queueRows.map((row) => (row.at(-1) as { label?: string }).label);
    const expected = [
      ...stack.queues.workQueues,
      ...stack.queues.deadLetterQueues,
      stack.streamFailureQueue,
      ...(stack.scheduler.recurring.deadLetterQueue ? [stack.scheduler.recurring.deadLetterQueue] : []),
    ].map((queue) => queue.name);
    expect(labels.sort()).toEqual(expected.sort());
  });
});

describe.each(STAGES)('the %s dashboard names the function behind a function alarm', (stage) => {
  it('graphs Errors and Throttles of every function of the stack, one line per function, in the widget the alarms name', () => {
    const widget = dashboardOf(stage).widgets.find((w) => w.properties.title === 'Function errors and throttles');
    expect(widget).toBeDefined();
    const expressions = widget!.properties.metrics.map((row) => (row.at(-1) as { expression?: string }).expression);
    expect(expressions).toEqual([
      `SEARCH('{AWS/Lambda,FunctionName} MetricName="Errors" careloop ${stage}', 'Sum', 300)`,
      `SEARCH('{AWS/Lambda,FunctionName} MetricName="Throttles" careloop ${stage}', 'Sum', 300)`,
    ]);
    const descriptions = Object.values(synthesized[stage].json.Resources)
      .filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && (r.Properties!.MetricName === 'Errors' || r.Properties!.MetricName === 'Throttles'))
      .map((r) => r.Properties!.AlarmDescription as string);
    expect(descriptions).toHaveLength(2);
    for (const d of descriptions) expect(d).toContain(`dashboard careloop-${stage}, widget "${widget!.properties.title}"`);
  });
});
