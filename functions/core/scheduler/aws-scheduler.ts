/**
 * The scheduler port over Amazon EventBridge Scheduler. Every schedule lives in one schedule group,
 * is evaluated in UTC with no flexible time window, and targets an SQS queue (by ARN) through an
 * IAM role, with the JSON-serialized payload as the message body. One-time `at(...)` schedules
 * delete themselves after firing (ActionAfterCompletion DELETE).
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
  type GetScheduleCommandOutput,
} from '@aws-sdk/client-scheduler';
import { parseAtOrRate, validateScheduleName } from './at-rate-expressions';
import type { ParsedExpression } from './expressions';
import {
  InvalidScheduleError,
  ScheduleConflictError,
  type ScheduleInput,
  type ScheduleRecord,
  type Scheduler,
} from './port';

export interface AwsSchedulerOptions {
  client?: SchedulerClient;
  groupName: string;
  /** Role EventBridge Scheduler assumes to send to the queues (sqs:SendMessage). */
  roleArn: string;
  /** Logical queue name → queue ARN. */
  queueArns: Record<string, string>;
  /** Clock for nextFireAt in get(); defaults to Date.now. */
  now?: () => number;
}

export class AwsScheduler implements Scheduler {
  readonly client: SchedulerClient;
  private readonly groupName: string;
  private readonly roleArn: string;
  private readonly queueArns: Record<string, string>;
  private readonly queueNamesByArn: Map<string, string>;
  private readonly now: () => number;

  constructor(options: AwsSchedulerOptions) {
    this.client = options.client ?? new SchedulerClient({});
    this.groupName = options.groupName;
    this.roleArn = options.roleArn;
    this.queueArns = { ...options.queueArns };
    this.queueNamesByArn = new Map(Object.entries(this.queueArns).map(([name, arn]) => [arn, name]));
    this.now = options.now ?? Date.now;
  }

  async create(input: ScheduleInput): Promise<void> {
    validateScheduleName(input.name);
    const parsed = await parse(input.expression); // throws InvalidScheduleError
    const queueArn = this.queueArns[input.targetQueue];
    if (!queueArn) throw new Error(`Unknown queue: ${input.targetQueue}`);
    const payload = JSON.stringify(input.payload);
    if (payload === undefined) throw new InvalidScheduleError(`Payload of schedule ${input.name} is not JSON`);
    try {
      await this.client.send(
        new CreateScheduleCommand({
          Name: input.name,
          GroupName: this.groupName,
          ScheduleExpression: input.expression,
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: parsed.kind === 'at' ? 'DELETE' : 'NONE',
          Target: { Arn: queueArn, RoleArn: this.roleArn, Input: payload },
        }),
      );
    } catch (error) {
      if (error instanceof ConflictException || (error as Error).name === 'ConflictException') {
        throw new ScheduleConflictError(`Schedule ${input.name} already exists`, { cause: error });
      }
      if (error instanceof ValidationException || (error as Error).name === 'ValidationException') {
        throw new InvalidScheduleError((error as Error).message, { cause: error });
      }
      throw error;
    }
  }

  async get(name: string): Promise<ScheduleRecord | undefined> {
    let out: GetScheduleCommandOutput;
    try {
      out = await this.client.send(new GetScheduleCommand({ Name: name, GroupName: this.groupName }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const expression = out.ScheduleExpression ?? '';
    const targetArn = out.Target?.Arn ?? '';
    return {
      name: out.Name ?? name,
      expression,
      // A target outside queueArns (not created by this adapter) shows as its ARN.
      targetQueue: this.queueNamesByArn.get(targetArn) ?? targetArn,
      payload: out.Target?.Input === undefined ? undefined : (JSON.parse(out.Target.Input) as unknown),
      nextFireAt: await this.nextFireAt(out, expression),
    };
  }

  async delete(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: name, GroupName: this.groupName }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
  }

  /** Computed locally (EventBridge Scheduler does not report it), assuming the UTC time zone. */
  private async nextFireAt(out: GetScheduleCommandOutput, expression: string): Promise<number | null> {
    if (out.State === 'DISABLED') return null;
    const parsed = await parse(expression);
    // A one-time schedule that still exists has not completed yet.
    if (parsed.kind === 'at') return parsed.at;
    const now = this.now();
    const startDate = out.StartDate?.getTime();
    // The first firing at or after now (and not before StartDate). A rate schedule runs on the
    // phase of its StartDate, or of its creation when it has none.
    const after = Math.max(now, startDate ?? now) - 1;
    const { nextFireOf } = await import('./expressions');
    const next = nextFireOf(parsed, after, startDate ?? out.CreationDate?.getTime() ?? now);
    if (next === null) return null;
    const end = out.EndDate?.getTime();
    return end !== undefined && next > end ? null : next;
  }
}

/**
 * An expression parsed. The functions create one-time `at(...)` schedules, so croner (the cron
 * engine of `expressions.ts`, about 32 KB) is loaded only for a `cron(...)` one, with `import()`.
 */
const parse = async (expression: string): Promise<ParsedExpression> =>
  parseAtOrRate(expression) ?? (await import('./expressions')).parseExpression(expression);

function isNotFound(error: unknown): boolean {
  return error instanceof ResourceNotFoundException || (error as Error | undefined)?.name === 'ResourceNotFoundException';
}
