/**
 * What the deployed stacks cost a month when nothing happens: counted from the synthesized
 * templates (parent and nested), priced with FIXED_PRICES. Used by `npm run bench:cost` and by
 * test/cdk/cost.test.ts, which keeps the figure within FIXED_MONTHLY_BUDGET. Everything else the
 * stacks hold (functions, table, queues, API, bus, topic, log groups) bills only by use or by
 * stored data, which is zero at rest; see docs/cost.md.
 */

/**
 * us-east-1 list prices in USD, as read on 2026-11-25 from aws.amazon.com/cloudwatch/pricing,
 * /kms/pricing, /secrets-manager/pricing and /eventbridge/pricing (docs/cost.md).
 */
export const FIXED_PRICES = {
  /** A standard-resolution alarm, per metric it reads (a metric-math alarm pays for each of its metrics). */
  alarmMetric: 0.1,
  /** A high-resolution alarm (period under 60 s), per metric. */
  highResolutionAlarmMetric: 0.3,
  compositeAlarm: 0.5,
  /** A dashboard beyond the account's free ones. */
  dashboard: 3,
  /** A customer-managed KMS key (AWS-managed keys are free). */
  kmsKey: 1,
  /** Each of the first two rotations of a key's material, a month, from the rotation on and for good (later rotations are free). */
  kmsKeyRotation: 1,
  secret: 0.4,
  /** EventBridge Scheduler, per invocation (after the free 14 million a month). */
  schedulerInvocation: 1 / 1e6,
} as const;

/** The always-free allowance of an account (not of a stack): CloudWatch's 10 alarm metrics and 3 dashboards, Scheduler's 14 million invocations. */
export const FREE_TIER = { alarmMetrics: 10, dashboards: 3, schedulerInvocations: 14e6 } as const;

/** KMS bills the first two rotations of a key's material, each for good: a rotated key's price from its second rotation on. */
export const BILLED_ROTATIONS_PER_KEY = 2;

/** The fixed monthly cost both stacks may reach together, in an account whose free allowance they have to themselves (docs/cost.md). */
export const FIXED_MONTHLY_BUDGET = 5;

type Resource = { Type: string; Properties?: Record<string, any> };
export type Template = { Resources: Record<string, Resource> };

const MINUTES_PER_MONTH = (365 * 24 * 60) / 12;
const UNIT_MINUTES: Record<string, number> = { minute: 1, minutes: 1, hour: 60, hours: 60, day: 1440, days: 1440 };

/** Invocations a month of a `rate(n unit)` schedule; a `cron(...)` or `at(...)` expression is refused rather than guessed. */
export const invocationsPerMonth = (expression: string): number => {
  const rate = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (!rate) throw new Error(`schedule expression ${expression}: only rate(...) is priced`);
  return MINUTES_PER_MONTH / (Number(rate[1]) * UNIT_MINUTES[rate[2]!]!);
};

/** The metrics one alarm reads: its own, or each `MetricStat` of a metric-math alarm. */
export const metricsOfAlarm = (alarm: Resource): number => {
  const p = alarm.Properties ?? {};
  if (p.MetricName) return 1;
  const queries = (p.Metrics ?? []) as Array<{ MetricStat?: unknown; Expression?: string }>;
  if (queries.some((q) => q.Expression && /\bSELECT\b/i.test(q.Expression))) {
    throw new Error('a Metrics Insights alarm is billed per metric it analyzes at run time: not countable from a template');
  }
  return queries.filter((q) => q.MetricStat).length;
};

const periodOf = (alarm: Resource): number => {
  const p = alarm.Properties ?? {};
  if (p.Period) return p.Period as number;
  const periods = ((p.Metrics ?? []) as Array<{ MetricStat?: { Period: number } }>).flatMap((q) => (q.MetricStat ? [q.MetricStat.Period] : []));
  return Math.min(...periods);
};

export interface FixedCostCounts {
  alarms: number;
  alarmMetrics: number;
  highResolutionAlarmMetrics: number;
  compositeAlarms: number;
  dashboards: number;
  kmsKeys: number;
  /** Billed rotations of the rotated keys, as they stand from each key's second rotation on. */
  kmsKeyRotations: number;
  secrets: number;
  schedulerInvocations: number;
}

/** Counts what is billed at rest in the templates of one or more stacks (each stack's parent and nested templates). */
export const countFixed = (templates: readonly Template[]): FixedCostCounts => {
  const resources = templates.flatMap((t) => Object.values(t.Resources));
  const ofType = (type: string) => resources.filter((r) => r.Type === type);
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const highResolution = alarms.filter((a) => periodOf(a) < 60);
  const metrics = (list: Resource[]) => list.reduce((sum, a) => sum + metricsOfAlarm(a), 0);
  return {
    alarms: alarms.length,
    alarmMetrics: metrics(alarms) - metrics(highResolution),
    highResolutionAlarmMetrics: metrics(highResolution),
    compositeAlarms: ofType('AWS::CloudWatch::CompositeAlarm').length,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    kmsKeys: ofType('AWS::KMS::Key').length,
    kmsKeyRotations: ofType('AWS::KMS::Key').filter((k) => k.Properties?.EnableKeyRotation === true).length * BILLED_ROTATIONS_PER_KEY,
    secrets: ofType('AWS::SecretsManager::Secret').length,
    schedulerInvocations: ofType('AWS::Scheduler::Schedule').reduce((sum, s) => sum + invocationsPerMonth(s.Properties!.ScheduleExpression), 0),
  };
};

export interface FixedCostLine {
  item: string;
  count: number;
  unitPrice: number;
  free: number;
  dollars: number;
}

/**
 * Dollars a month of the counted resources: `listPrice` without any free allowance, `billed`
 * in an account whose free allowance (FREE_TIER) nothing else uses. Rotated keys are priced as
 * they stand from their second rotation on, the most they ever cost: the figure holds for good,
 * not only in the first year.
 */
export const fixedMonthlyCost = (counts: FixedCostCounts) => {
  const line = (item: string, count: number, unitPrice: number, free = 0): FixedCostLine => ({
    item,
    count,
    unitPrice,
    free,
    dollars: Math.max(0, count - free) * unitPrice,
  });
  const lines = [
    line('standard-resolution alarm metrics', counts.alarmMetrics, FIXED_PRICES.alarmMetric, FREE_TIER.alarmMetrics),
    line('high-resolution alarm metrics', counts.highResolutionAlarmMetrics, FIXED_PRICES.highResolutionAlarmMetric),
    line('composite alarms', counts.compositeAlarms, FIXED_PRICES.compositeAlarm),
    line('dashboards', counts.dashboards, FIXED_PRICES.dashboard, FREE_TIER.dashboards),
    line('customer-managed KMS keys', counts.kmsKeys, FIXED_PRICES.kmsKey),
    line('KMS key rotations (the first two of each rotated key, billed for good)', counts.kmsKeyRotations, FIXED_PRICES.kmsKeyRotation),
    line('Secrets Manager secrets', counts.secrets, FIXED_PRICES.secret),
    line('scheduler invocations', counts.schedulerInvocations, FIXED_PRICES.schedulerInvocation, FREE_TIER.schedulerInvocations),
  ];
  const round = (dollars: number) => Math.round(dollars * 100) / 100;
  return {
    lines,
    billed: round(lines.reduce((sum, l) => sum + l.dollars, 0)),
    listPrice: round(lines.reduce((sum, l) => sum + l.count * l.unitPrice, 0)),
  };
};
