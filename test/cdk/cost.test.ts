/**
 * The fixed monthly cost of both stacks at rest (bench/fixed-cost.ts, docs/cost.md), counted from
 * the synthesized templates, parent and nested: within FIXED_MONTHLY_BUDGET, and independent of
 * how many functions the stages have (their errors and throttles are alarmed over all of them),
 * and every queue the templates dead-letter into alarmed at its first message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_MONTHLY_BUDGET, FIXED_PRICES, FREE_TIER, countFixed, fixedMonthlyCost } from '../../bench/fixed-cost';
import { STAGES, type Stage } from '../../lib/stage';
import { type Synthesized, alarmsCovering, resourcesOf, synthesizeApp } from './template';

let synthesized: Record<Stage, Synthesized>;

beforeAll(() => {
  synthesized = synthesizeApp();
});

const templatesOf = (stages: readonly Stage[]) => stages.flatMap((stage) => synthesized[stage].templates.map((t) => t.json));

describe('fixed monthly cost of both stacks', () => {
  it(`is at most $${FIXED_MONTHLY_BUDGET} in an account whose free allowance they have to themselves`, () => {
    const counts = countFixed(templatesOf(STAGES));
    const cost = fixedMonthlyCost(counts);
    expect(counts.dashboards).toBeLessThanOrEqual(FREE_TIER.dashboards);
    expect(cost.billed).toBeLessThanOrEqual(FIXED_MONTHLY_BUDGET);
    // Without the free allowance it exceeds the budget by at most the free alarm metrics.
    expect(cost.listPrice).toBeLessThanOrEqual(FIXED_MONTHLY_BUDGET + FREE_TIER.alarmMetrics * FIXED_PRICES.alarmMetric + counts.dashboards * FIXED_PRICES.dashboard);
  });

  it.each(STAGES)('%s: the alarm metrics do not grow with the functions', (stage) => {
    const { stack } = synthesized[stage];
    const counts = countFixed(templatesOf([stage]));
    const deadLetterQueues =
      stack.queues.deadLetterQueues.length + 1 + (stack.scheduler.recurring.deadLetterQueue ? 1 : 0);
    // Lambda errors and throttles (2), table read and write throttle events (2), API 5xx (1),
    // one per dead-letter queue, the schedule group's dropped and undeliverable (2).
    expect(counts.alarmMetrics).toBe(2 + 2 + 1 + deadLetterQueues + 2);
    expect(stack.functions.length).toBeGreaterThan(counts.alarmMetrics);
  });
});

/** The logical id behind `{ 'Fn::GetAtt': [id, 'Arn'] }`. */
const arnTarget = (arn: unknown): string => {
  const getAtt = (arn as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (!getAtt || getAtt[1] !== 'Arn') throw new Error(`not a queue ARN: ${JSON.stringify(arn)}`);
  return getAtt[0];
};

describe.each(STAGES)('%s: what the template dead-letters is alarmed', (stage) => {
  it('every queue a redrive policy, a stream mapping or a schedule dead-letters into alarms at its first message', () => {
    const s = synthesized[stage];
    const targets = new Set<string>();
    for (const [, q] of resourcesOf(s, 'AWS::SQS::Queue')) {
      if (q.Properties!.RedrivePolicy) targets.add(arnTarget(q.Properties!.RedrivePolicy.deadLetterTargetArn));
    }
    for (const [, m] of resourcesOf(s, 'AWS::Lambda::EventSourceMapping')) {
      const destination = m.Properties!.DestinationConfig?.OnFailure?.Destination;
      if (destination) targets.add(arnTarget(destination));
    }
    for (const [, schedule] of resourcesOf(s, 'AWS::Scheduler::Schedule')) {
      const dlq = schedule.Properties!.Target.DeadLetterConfig?.Arn;
      if (dlq) targets.add(arnTarget(dlq));
    }
    // A dead-letter queue per work queue (5), one failure queue for the stream consumers, the recurring schedules' dead-letter queue.
    expect(targets.size).toBe(s.stack.queues.deadLetterQueues.length + 1 + 1);
    for (const id of targets) {
      const match = alarmsCovering(s, 'AWS/SQS', 'ApproximateNumberOfMessagesVisible', { Name: 'QueueName', Value: { 'Fn::GetAtt': [id, 'QueueName'] } });
      expect(match, id).toHaveLength(1);
      expect(match[0]!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Statistic: 'Maximum' });
    }
  });
});
